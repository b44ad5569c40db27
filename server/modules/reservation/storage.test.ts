import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import type { TestServer } from "../../testing/test-server.ts";
import { expectEverythingStored, writeEverything } from "./storage-support.ts";

let server: TestServer;
afterEach(async () => {
  await server.close();
});

/** Every text value the database holds, in every column of every table, with where it is. */
async function everyText(): Promise<{ where: string; text: string }[]> {
  const texts: { where: string; text: string }[] = [];
  for (const table of await server.ctx.store.db.kysely.introspection.getTables()) {
    for (const row of await server.rows(sql`SELECT * FROM ${sql.table(table.name)}`)) {
      for (const [column, value] of Object.entries(row))
        if (typeof value === "string") texts.push({ where: `${table.name}.${column}`, text: value });
    }
  }
  return texts;
}

describe("what the database holds", () => {
  it("never holds a clear PIN, API key or client address in any column, after bookings, replays, changes, failures and key creation", async () => {
    const written = await writeEverything();
    server = written.server;
    const { pins, keys, clientAddress } = written;
    const texts = await everyText();
    const holding = (needle: string) => texts.filter((t) => t.text.includes(needle)).map((t) => t.where);
    for (const secret of [...pins, ...keys]) expect(holding(secret), `found ${secret.slice(0, 3)}… in the database`).toEqual([]);
    for (const pin of pins) expect(holding(pin.toLowerCase())).toEqual([]);
    expect(holding(clientAddress), "the client's address is in the database").toEqual([]);
    // the test proves something: it read the rows the writes left, text columns included
    expect(holding("Guest 1-2")).toEqual(["reservations.guest_first_name"]);
    await expectEverythingStored(server);
  });
});
