import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localWriteGeneration } from "../../db/local-writes.ts";
import { seedRestaurant } from "../../testing/fixtures.ts";
import { startTestServer, type TestServer } from "../../testing/test-server.ts";
import { berlin, book } from "./test-support.ts";

// A booking writes its own tables only: the answers kept in memory for keys, restaurants, events and
// people (http/read-cache.ts) must survive it, or every booking makes the next reads query again.
const UNRELATED = ["api_keys", "restaurants", "events", "content", "users", "memberships"] as const;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe("a booking and the answers kept in memory", () => {
  it("leaves the generation of every table it does not write alone, with or without owner e-mails", async () => {
    const plain = await seedRestaurant(server.ctx);
    const notified = await seedRestaurant(server.ctx, { settings: { notificationEmails: ["owner@example.org"] } });
    const before = localWriteGeneration(UNRELATED);
    for (const { key } of [plain, notified]) {
      await book(server, key);
      await Promise.all(
        ["12:00", "13:00", "19:30", "20:00"].map((time, i) =>
          book(server, key, { guest_email: `guest${i}@example.org`, starts_at: berlin("2026-06-02", time) }),
        ),
      );
    }
    expect(localWriteGeneration(UNRELATED)).toBe(before);
  });
});
