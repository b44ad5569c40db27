import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createMigratedTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { openDatabase, type Db } from "./database.ts";
import { localWriteGeneration } from "./local-writes.ts";
import { preparedQuery } from "./prepared.ts";
import { writeTransaction, type Tx } from "./transactions.ts";

let database: TestDatabase;
let db: Db;
beforeEach(async () => {
  database = await createMigratedTestDatabase();
  db = await openDatabase(
    database.file ? { engine: "sqlite", file: database.file } : { engine: "postgres", url: database.url, poolSize: 2 },
  );
  await sql`CREATE TABLE probe (n INTEGER NOT NULL, name TEXT NOT NULL, kind TEXT NOT NULL)`.execute(db.kysely);
});
afterEach(async () => {
  await db.close();
  await database.drop();
});

const probe = (tx: Tx) => tx.withTables<{ probe: { n: number; name: string; kind: string } }>();

describe("a query compiled once (db/prepared.ts)", () => {
  it("is built once, and runs each call with that call's values, inside and outside a transaction", async () => {
    let builds = 0;
    const insert = preparedQuery<{ number: number; name: string; lang: string }, unknown>((tx, value) => {
      builds += 1;
      return probe(tx)
        .insertInto("probe")
        .values({ n: value("number"), name: value("name"), kind: value("lang") });
    });
    const find = preparedQuery<{ kind: string }, { n: number; name: string }>((tx, value) => {
      builds += 1;
      return probe(tx).selectFrom("probe").select(["n", "name"]).where("kind", "=", value("kind")).orderBy("n");
    });
    const before = localWriteGeneration();
    await insert(db.kysely, { number: 1234567, name: "a", lang: "created" });
    // A write moves the generation, as Kysely's plugin would have on compiling it (local-writes.ts).
    expect(localWriteGeneration()).toBeGreaterThan(before);
    await writeTransaction(db, async (tx) => {
      await insert(tx, { number: 7654321, name: "b", lang: "created" });
      await insert(tx, { number: 1111111, name: "c", lang: "cancelled" });
    });
    expect((await find(db.kysely, { kind: "created" })).rows).toEqual([
      { n: 1234567, name: "a" },
      { n: 7654321, name: "b" },
    ]);
    expect((await find(db.kysely, { kind: "cancelled" })).rows).toEqual([{ n: 1111111, name: "c" }]);
    expect(builds).toBe(2);
  });
});
