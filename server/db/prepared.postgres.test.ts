import { sql } from "kysely";
import { afterEach, beforeEach, expect, it } from "vitest";
import { createMigratedTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { openDatabase, type Db } from "./database.ts";
import { preparedQuery } from "./prepared.ts";
import type { Tx } from "./transactions.ts";

let database: TestDatabase;
let db: Db;
beforeEach(async () => {
  database = await createMigratedTestDatabase("postgres");
  db = await openDatabase({ engine: "postgres", url: database.url, poolSize: 2 });
  await sql`CREATE TABLE probe (n INTEGER NOT NULL, kind TEXT NOT NULL)`.execute(db.kysely);
});
afterEach(async () => {
  await db.close();
  await database.drop();
});

const probe = (tx: Tx) => tx.withTables<{ probe: { n: number; kind: string } }>();

it("runs a write compiled once as a named statement, planned once per connection; a read as before", async () => {
  const insert = preparedQuery<{ number: number }, unknown>((tx, value) =>
    probe(tx)
      .insertInto("probe")
      .values({ n: value("number"), kind: "write" }),
  );
  const find = preparedQuery<{ kind: string }, { n: number }>((tx, value) =>
    probe(tx).selectFrom("probe").select("n").where("kind", "=", value("kind")),
  );
  const { found, prepared } = await db.kysely.connection().execute(async (connection) => {
    for (const number of [1, 2, 3]) await insert(connection, { number });
    const found = (await find(connection, { kind: "write" })).rows.map((row) => row.n);
    const { rows } = await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(connection);
    return { found, prepared: rows.map((row) => row.statement) };
  });
  expect(found).toEqual([1, 2, 3]);
  expect(prepared).toHaveLength(1);
  expect(prepared[0]).toMatch(/^insert into "probe"/);
});
