import { DummyDriver, Kysely, sql, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from "kysely";
import { describe, expect, it } from "vitest";
import { localWriteGeneration, localWritesPlugin, WrittenTables, writtenTables } from "./local-writes.ts";
import type { Database } from "./schema.ts";

const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new SqliteIntrospector(kysely),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});

describe("writtenTables", () => {
  it("names the table an INSERT, UPDATE or DELETE writes, none for a SELECT", () => {
    expect(writtenTables(db.selectFrom("api_keys").selectAll().toOperationNode())).toEqual([]);
    expect(
      writtenTables(
        db
          .insertInto("outbox")
          .values({ topic: "x" } as never)
          .toOperationNode(),
      ),
    ).toEqual(["outbox"]);
    expect(writtenTables(db.updateTable("api_keys").set({ last_used_at: "x" }).toOperationNode())).toEqual(["api_keys"]);
    expect(writtenTables(db.updateTable("api_keys as k").set({ last_used_at: "x" }).toOperationNode())).toEqual(["api_keys"]);
    expect(writtenTables(db.deleteFrom("content").toOperationNode())).toEqual(["content"]);
  });

  it("takes the tables raw SQL declares it writes, in a leading comment", () => {
    const declared = sql`/* writes: guest_profiles, reservations */ WITH x AS (DELETE FROM guest_profiles) UPDATE reservations SET id = ${1}`;
    expect(writtenTables(declared.toOperationNode())).toEqual(["guest_profiles", "reservations"]);
  });

  it("refuses a declaration an interpolation cuts in two", () => {
    const cut = sql`/* writes: reservations${sql.raw(", outbox")} */ INSERT INTO reservations DEFAULT VALUES`;
    expect(() => writtenTables(cut.toOperationNode())).toThrow(/one literal/);
  });

  it("knows no tables of raw SQL or a WITH: any table may have changed", () => {
    expect(writtenTables(sql`DELETE FROM events`.toOperationNode())).toBeNull();
    const withCte = db
      .with("gone", (q) => q.deleteFrom("events").returning("id"))
      .insertInto("outbox")
      .values({ topic: "x" } as never);
    expect(writtenTables(withCte.toOperationNode())).toBeNull();
    const selectingWhatItDeleted = db
      .with("gone", (q) => q.deleteFrom("events").returning("id"))
      .selectFrom("gone")
      .selectAll();
    expect(writtenTables(selectingWhatItDeleted.toOperationNode())).toBeNull();
  });
});

describe("localWritesPlugin", () => {
  it("notes a write when it is sent and again when it is answered, and a read never", async () => {
    const noted = db.withPlugin(localWritesPlugin);
    const before = localWriteGeneration(["outbox"]);
    await noted
      .insertInto("outbox")
      .values({ topic: "x" } as never)
      .execute();
    expect(localWriteGeneration(["outbox"])).toBe(before + 2);
    await noted.selectFrom("outbox").selectAll().execute();
    expect(localWriteGeneration(["outbox"])).toBe(before + 2);
  });
});

describe("WrittenTables", () => {
  it("notes, once the transaction ended, the tables its statements wrote", async () => {
    const written = new WrittenTables();
    const tx = db.withPlugin(written);
    await tx
      .insertInto("reservations")
      .values({ party_size: 2 } as never)
      .execute();
    await tx.selectFrom("api_keys").selectAll().execute();
    const keys = localWriteGeneration(["api_keys", "restaurants"]);
    const reservations = localWriteGeneration(["reservations"]);
    written.noteEnded();
    expect(localWriteGeneration(["api_keys", "restaurants"])).toBe(keys);
    expect(localWriteGeneration(["reservations"])).toBeGreaterThan(reservations);
  });
});
