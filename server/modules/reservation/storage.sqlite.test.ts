import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import type { TestServer } from "../../testing/test-server.ts";
import { expectEverythingStored, writeEverything } from "./storage-support.ts";

/**
 * What only SQLite has: a file whose bytes can be read, free pages and WAL frames included, where a
 * value overwritten or deleted may linger. storage.test.ts looks through the rows on either engine.
 */

let server: TestServer;
afterEach(async () => {
  await server.close();
});

/** Every byte SQLite keeps for this database: the main file, its WAL and shared-memory index. */
function databaseBytes(dbFile: string): Buffer {
  const dir = path.dirname(dbFile);
  const files = fs.readdirSync(dir).filter((name) => name.startsWith(path.basename(dbFile)));
  expect(files).toContain(`${path.basename(dbFile)}-wal`);
  return Buffer.concat(files.map((name) => fs.readFileSync(path.join(dir, name))));
}

describe("what the database file holds", () => {
  it("never holds a clear PIN, API key or client address, after bookings, replays, changes, failures and key creation", async () => {
    const written = await writeEverything();
    server = written.server;
    const { pins, keys, clientAddress } = written;
    const inspect = (bytes: Buffer) => {
      for (const secret of [...pins, ...keys]) {
        expect(bytes.includes(Buffer.from(secret)), `found ${secret.slice(0, 3)}… in the database`).toBe(false);
      }
      for (const pin of pins) expect(bytes.includes(Buffer.from(pin.toLowerCase()))).toBe(false);
      expect(bytes.includes(Buffer.from(clientAddress)), "the client's address is in the database").toBe(false);
    };
    inspect(databaseBytes(server.database.file!));
    // and once everything has moved from the WAL into the main file
    await server.rows(sql`PRAGMA wal_checkpoint(TRUNCATE)`);
    inspect(databaseBytes(server.database.file!));
    await expectEverythingStored(server);
  });
});
