import fs from "node:fs";
import type { TestServer } from "./test-server.ts";

/** Where a needle was found: `table.column` in the database, or a file's name. */
export type Trace = string;

/**
 * Every place `needles` still appear (case-insensitively) in the test server's database: every
 * column of every table, as the schema lists them now, so a table added later is scanned too; on
 * SQLite also the raw bytes of the database file and its WAL, where an erased value would survive
 * in free space or an old page. Only for tests.
 */
export async function tracesOf(server: TestServer, needles: readonly string[]): Promise<Trace[]> {
  const lowered = needles.map((needle) => needle.toLowerCase());
  const found = new Set<Trace>();
  const { kysely } = server.ctx.store.db;
  for (const table of await kysely.introspection.getTables()) {
    const rows = (await kysely
      .selectFrom(table.name as never)
      .selectAll()
      .execute()) as Record<string, unknown>[];
    for (const row of rows) {
      for (const [column, value] of Object.entries(row)) {
        const text = value === null ? "" : String(value).toLowerCase();
        if (lowered.some((needle) => text.includes(needle))) found.add(`${table.name}.${column}`);
      }
    }
  }
  const file = server.database.file;
  for (const path of file ? [file, `${file}-wal`] : []) {
    if (!fs.existsSync(path)) continue;
    const bytes = fs.readFileSync(path).toString("latin1").toLowerCase();
    for (const needle of lowered) if (bytes.includes(needle)) found.add(`${path.endsWith("-wal") ? "WAL" : "database file"}: ${needle}`);
  }
  return [...found].sort();
}
