import { afterEach, describe, expect, it } from "vitest";
import { book } from "../modules/reservation/test-support.ts";
import { startTestServer } from "../testing/test-server.ts";
import { startNotificationTest } from "./test-support.ts";

// PostgreSQL only: two SQLite connections in one process would wait on each other's write lock
// while holding the event loop. Several servers share a database on PostgreSQL.
let t: Awaited<ReturnType<typeof startNotificationTest>> | null = null;
const closeAfter: (() => Promise<unknown>)[] = [];
const closeLater = (close: () => Promise<unknown>) => closeAfter.push(close);
afterEach(async () => {
  await t?.close(...closeAfter.splice(0));
  t = null;
});

describe("several servers", () => {
  it("two servers on one database send each message once", async () => {
    t = await startNotificationTest();
    const { key, server, mail, hooks } = t;
    for (let i = 0; i < 6; i += 1)
      await book(server, key, { guest_email: `guest${i}@example.org`, starts_at: `2026-06-02T${11 + i}:00:00Z` });
    const second = await startTestServer({ database: server.database, secret: server.ctx.secret });
    closeLater(() => second.close());
    second.clock.set(server.clock.now());
    const [a, b] = [t.worker({ batchSize: 3 }), t.worker({ batchSize: 3 }, second)];
    for (let round = 0; round < 6; round += 1) await Promise.all([a.deliverDue(), b.deliverDue()]);
    const rows = await t.outboxRows();
    const due = rows.filter((r) => r.topic !== "guest.reminder");
    expect(due.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
    expect(mail.messages).toHaveLength(6 * 3); // each guest, and both owner addresses
    expect(hooks.requests).toHaveLength(6);
  });
});
