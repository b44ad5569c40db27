import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

/**
 * Each link between rows that the schema keeps by a foreign key other than a restaurant's, or (on
 * PostgreSQL, migration 030) by its parent's cascade alone: `table.column` names a row of
 * `parent` by its `id`. Every column named `restaurant_id` is checked besides, whatever the table.
 */
const LINKS = [
  ["reservations", "guest_profile_id", "guest_profiles"],
  ["change_requests", "reservation_id", "reservations"],
  ["idempotency_keys", "api_key_id", "api_keys"],
  ["outbox", "reservation_id", "reservations"],
  ["outbox_attempts", "message_id", "outbox"],
  ["guest_contacts", "profile_id", "guest_profiles"],
  ["feedback", "reservation_id", "reservations"],
  ["waitlist_entries", "reservation_id", "reservations"],
  ["waitlist_offers", "entry_id", "waitlist_entries"],
  ["room_combination_tables", "table_id", "room_tables"],
  ["room_combination_tables", "combination_id", "room_combinations"],
] as const;

/**
 * Rows that name a restaurant or a parent row no longer there, as `table.column: count`; empty
 * when the database holds none. For tests: it reads every table.
 */
export async function orphansIn(kysely: Kysely<Database>): Promise<string[]> {
  const checks: (readonly [string, string, string])[] = [...LINKS];
  for (const table of await kysely.introspection.getTables()) {
    if (table.name !== "restaurants" && table.columns.some((c) => c.name === "restaurant_id")) {
      checks.push([table.name, "restaurant_id", "restaurants"]);
    }
  }
  const found: string[] = [];
  for (const [table, column, parent] of checks) {
    const { rows } = await sql<{ n: number | string }>`
      SELECT count(*) AS n FROM ${sql.table(table)} c
      WHERE c.${sql.ref(column)} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM ${sql.table(parent)} p WHERE p.id = c.${sql.ref(column)})`.execute(
      kysely,
    );
    const n = Number(rows[0]!.n);
    if (n > 0) found.push(`${table}.${column}: ${n}`);
  }
  return found;
}

/** How many rows of each table name `restaurantId`, for the tables that have the column. */
export async function rowsOfRestaurant(kysely: Kysely<Database>, restaurantId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await kysely.introspection.getTables()) {
    if (!table.columns.some((c) => c.name === "restaurant_id")) continue;
    const { rows } = await sql<{
      n: number | string;
    }>`SELECT count(*) AS n FROM ${sql.table(table.name)} WHERE restaurant_id = ${restaurantId}`.execute(kysely);
    counts[table.name] = Number(rows[0]!.n);
  }
  return counts;
}
