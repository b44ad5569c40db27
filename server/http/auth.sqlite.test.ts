import Database from "better-sqlite3";
import { afterEach, expect, it } from "vitest";
import { seedRestaurant } from "../testing/fixtures.ts";
import { startTestServer, type TestServer } from "../testing/test-server.ts";

let server: TestServer;
afterEach(() => server.close());

it("a read is answered while another connection holds the database's write lock, and records a key's use at most once a minute", async () => {
  server = await startTestServer();
  const { key, keyId } = await seedRestaurant(server.ctx);
  expect((await server.request("/api/v1/events", { key })).status).toBe(200);
  const lastUse = async () => (await server.ctx.keys.findById(keyId))!.lastUsedAt;
  await expect.poll(lastUse).toBe("2026-06-01T10:00:00Z");

  const other = new Database(server.database.file!);
  other.exec("BEGIN IMMEDIATE");
  try {
    // A write would wait out the 5-second busy timeout here and answer 500 "database is locked".
    server.clock.advance(30_000);
    expect((await server.request("/api/v1/events", { key })).status).toBe(200);
    expect((await server.request("/api/v1/reservation", { key })).status).toBe(200);
  } finally {
    other.exec("ROLLBACK");
    other.close();
  }
  expect(await lastUse()).toBe("2026-06-01T10:00:00Z");
  server.clock.advance(30_000);
  expect((await server.request("/api/v1/events", { key })).status).toBe(200);
  await expect.poll(lastUse).toBe("2026-06-01T10:01:00Z");
});
