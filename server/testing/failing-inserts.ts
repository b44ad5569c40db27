import { sql } from "kysely";
import { TEST_ENGINE } from "./test-database.ts";
import type { TestServer } from "./test-server.ts";

/** Makes every insert into reservations fail, as a full disk would: a failure of ours, not the guest's. */
export async function failInsertsIntoReservations(server: TestServer): Promise<void> {
  if (TEST_ENGINE === "sqlite") {
    await server.rows(sql`CREATE TRIGGER fail_inserts BEFORE INSERT ON reservations BEGIN SELECT RAISE(ABORT, 'disk on fire'); END`);
    return;
  }
  await server.rows(
    sql`CREATE FUNCTION fail_inserts() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk on fire'; END $$`,
  );
  await server.rows(sql`CREATE TRIGGER fail_inserts BEFORE INSERT ON reservations FOR EACH ROW EXECUTE FUNCTION fail_inserts()`);
}

export async function stopFailingInserts(server: TestServer): Promise<void> {
  if (TEST_ENGINE === "sqlite") {
    await server.rows(sql`DROP TRIGGER fail_inserts`);
    return;
  }
  await server.rows(sql`DROP TRIGGER fail_inserts ON reservations`);
  await server.rows(sql`DROP FUNCTION fail_inserts()`);
}
