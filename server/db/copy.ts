import { sql } from "kysely";
import type { Db } from "./database.ts";
import type { Database } from "./schema.ts";
import { writeTransaction } from "./transactions.ts";

type TableName = keyof Database;

/**
 * What `couvert db copy` moves, parents before children, each with its primary key (the copy
 * reads in that order) and its generated id column, if any. Rate-limit windows are not copied:
 * they last a minute or an hour and start again empty. schema_migrations is each engine's own.
 */
export const COPIED_TABLES: { table: TableName; key: string[]; identity?: string }[] = [
  { table: "restaurants", key: ["id"] },
  { table: "api_keys", key: ["id"] },
  { table: "reservations", key: ["id"], identity: "id" },
  { table: "change_requests", key: ["reservation_id"] },
  { table: "manage_failures", key: ["id"], identity: "id" },
  { table: "idempotency_keys", key: ["api_key_id", "idempotency_key"] },
  { table: "events", key: ["id"] },
  { table: "content", key: ["restaurant_id", "module"] },
];

const BATCH = 500;

export interface CopyReport {
  tables: { table: TableName; source: number; target: number }[];
}

/**
 * Copies every row of `source` into `target`, both migrated to the same schema, in one
 * transaction on the target: a copy that fails leaves the target as empty as it was. A target
 * that holds any row is refused, so an installation is never merged into another by mistake.
 * Afterwards the row counts of every table are compared; a difference is an error.
 */
export async function copyDatabase(source: Db, target: Db): Promise<CopyReport> {
  const occupied = await nonEmptyTables(target);
  if (occupied.length > 0)
    throw new Error(`the target database is not empty (${occupied.join(", ")} hold rows); copy into a new, empty one`);
  await writeTransaction(target, async (tx) => {
    for (const { table, key, identity } of COPIED_TABLES) {
      for (let offset = 0; ; offset += BATCH) {
        // Table and key names come from the list above alone; the rows go back as they came.
        const rows = await source.kysely
          .selectFrom(table)
          .selectAll()
          .orderBy(key as never)
          .limit(BATCH)
          .offset(offset)
          .execute();
        if (rows.length === 0) break;
        await tx
          .insertInto(table)
          .values(rows as never)
          .execute();
        if (rows.length < BATCH) break;
      }
      if (identity && target.engine === "postgres") {
        // Rows came with their ids: the identity's sequence must continue after the highest.
        await sql`SELECT setval(pg_get_serial_sequence(${table}, ${identity}), COALESCE((SELECT MAX(${sql.ref(identity)}) FROM ${sql.table(table)}), 0) + 1, false)`.execute(
          tx,
        );
      }
    }
  });
  const tables = [];
  for (const { table } of COPIED_TABLES)
    tables.push({ table, source: await countRows(source, table), target: await countRows(target, table) });
  const differing = tables.filter((t) => t.source !== t.target);
  if (differing.length > 0)
    throw new Error(`row counts differ after the copy: ${differing.map((t) => `${t.table} ${t.source} → ${t.target}`).join(", ")}`);
  return { tables };
}

async function countRows(db: Db, table: TableName): Promise<number> {
  const { n } = await db.kysely
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(n);
}

async function nonEmptyTables(db: Db): Promise<string[]> {
  const found: string[] = [];
  for (const { table } of COPIED_TABLES) if ((await countRows(db, table)) > 0) found.push(table);
  return found;
}
