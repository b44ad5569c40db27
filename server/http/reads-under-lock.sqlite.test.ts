import SqliteDatabase from "better-sqlite3";
import { afterAll, beforeAll, expect, it } from "vitest";
import { seedRestaurant } from "../testing/fixtures.ts";
import { startTestServer, type TestServer } from "../testing/test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it("every read answers 200 while another process holds the database's write lock", async () => {
  const { key, keyId } = await seedRestaurant(server.ctx);
  // The key's first use records it (docs/api.md §7a); the reads below find it recorded.
  expect((await server.request("/api/v1/health")).status).toBe(200);
  expect((await server.request("/api/v1/reservation", { key })).status).toBe(200);
  await server.ctx.keys.touch(keyId, server.clock.now());

  const other = new SqliteDatabase(server.database.file!);
  other.exec("BEGIN IMMEDIATE");
  try {
    for (const path of ["/api/v1/events", "/api/v1/menu", "/api/v1/opening-hours", "/api/v1/reservation", "/api/v1/health"]) {
      // A read that waited for the lock would answer 500 "database is locked" after the busy timeout.
      expect([path, (await server.request(path, { key })).status]).toEqual([path, 200]);
    }
  } finally {
    other.exec("ROLLBACK");
    other.close();
  }
});
