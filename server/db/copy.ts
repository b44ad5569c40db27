import { sql } from "kysely";
import type { Db } from "./database.ts";
import type { Database } from "./schema.ts";
import { readSnapshot, writeTransaction, type Tx } from "./transactions.ts";

type TableName = keyof Database;

/**
 * What `couvert db copy` moves, parents before children, each with its primary key (the copy
 * reads in that order) and its generated id column, if any. Rate-limit windows are not copied:
 * they last a minute or an hour and start again empty; nor are the live events, an hour of news
 * for open consoles whose PostgreSQL transaction ids mean nothing on another server.
 * schema_migrations is each engine's own, and so is SQLite's change_counts (migration 017). covers_by_stay is derived: the target's triggers fill
 * it as the reservations arrive.
 */
export const COPIED_TABLES: { table: TableName; key: string[]; identity?: string }[] = [
  { table: "restaurants", key: ["id"] },
  { table: "api_keys", key: ["id"] },
  { table: "room_areas", key: ["restaurant_id", "id"] },
  { table: "room_tables", key: ["restaurant_id", "id"] },
  { table: "room_combinations", key: ["restaurant_id", "id"] },
  { table: "room_combination_tables", key: ["restaurant_id", "combination_id", "table_id"] },
  { table: "guest_profiles", key: ["id"], identity: "id" },
  { table: "guest_contacts", key: ["restaurant_id", "kind", "value"] },
  { table: "reservations", key: ["id"], identity: "id" },
  { table: "change_requests", key: ["reservation_id"] },
  { table: "feedback", key: ["id"] },
  { table: "manage_failures", key: ["id"], identity: "id" },
  { table: "idempotency_keys", key: ["api_key_id", "idempotency_key"] },
  { table: "events", key: ["id"] },
  { table: "content", key: ["restaurant_id", "module"] },
  { table: "outbox", key: ["id"], identity: "id" },
  { table: "outbox_attempts", key: ["message_id", "attempt"] },
  { table: "users", key: ["id"] },
  { table: "memberships", key: ["user_id", "restaurant_id"] },
  { table: "setup_links", key: ["token_hash"] },
  { table: "sessions", key: ["id_hash"] },
  { table: "sign_in_failures", key: ["id"], identity: "id" },
  { table: "waitlist_entries", key: ["id"], identity: "id" },
  { table: "waitlist_offers", key: ["id"], identity: "id" },
  { table: "privacy_audit", key: ["id"], identity: "id" },
];

const BATCH = 500;

export interface CopyReport {
  tables: { table: TableName; source: number; target: number }[];
}

/**
 * Copies every row of `source` into `target`, both at the same schema version, reading one
 * snapshot of the source and writing in one transaction on the target: a copy that fails
 * (a target that is not empty, a row count that differs at the end) leaves the target as it was.
 * A target that holds any row is refused, so an installation is never merged into another.
 */
export async function copyDatabase(source: Db, target: Db): Promise<CopyReport> {
  const [from, to] = [await schemaVersion(source), await schemaVersion(target)];
  if (from !== to)
    throw new Error(`the source is at schema version ${from} and the target at ${to}; run \`couvert db migrate\` on the source first`);
  return readSnapshot(source, (snapshot) =>
    writeTransaction(target, async (tx) => {
      const occupied = [];
      for (const { table } of COPIED_TABLES) if ((await countRows(tx, table)) > 0) occupied.push(table);
      if (occupied.length > 0)
        throw new Error(`the target database is not empty (${occupied.join(", ")} hold rows); copy into a new, empty one`);
      const tables = [];
      for (const { table, key, identity } of COPIED_TABLES) {
        await copyTable(snapshot, tx, table, key);
        if (identity && target.engine === "postgres") {
          // Rows came with their ids: the identity's sequence must continue after the highest.
          await sql`SELECT setval(pg_get_serial_sequence(${table}, ${identity}), COALESCE((SELECT MAX(${sql.ref(identity)}) FROM ${sql.table(table)}), 0) + 1, false)`.execute(
            tx,
          );
        }
        tables.push({ table, source: await countRows(snapshot, table), target: await countRows(tx, table) });
      }
      const differing = tables.filter((t) => t.source !== t.target);
      if (differing.length > 0) {
        throw new Error(
          `row counts differ, nothing was copied: ${differing.map((t) => `${t.table} ${t.source} → ${t.target}`).join(", ")}`,
        );
      }
      return { tables };
    }),
  );
}

/** Table and key names come from COPIED_TABLES alone; the rows go back as they came, in batches. */
async function copyTable(from: Tx, to: Tx, table: TableName, key: string[]): Promise<void> {
  for (let offset = 0; ; offset += BATCH) {
    let query = from.selectFrom(table).selectAll();
    for (const column of key) query = query.orderBy(column as never);
    const rows = await query.limit(BATCH).offset(offset).execute();
    if (rows.length > 0)
      await to
        .insertInto(table)
        .values(rows as never)
        .execute();
    if (rows.length < BATCH) return;
  }
}

async function schemaVersion(db: Db): Promise<number> {
  const { version } = await db.kysely
    .selectFrom("schema_migrations")
    .select((eb) => eb.fn.max("version").as("version"))
    .executeTakeFirstOrThrow();
  return Number(version ?? 0);
}

async function countRows(db: Tx, table: TableName): Promise<number> {
  const { n } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(n);
}
