import { afterEach, describe, expect, it } from "vitest";
import { seedRestaurant } from "../testing/fixtures.ts";
import { startTestServer, type TestServer } from "../testing/test-server.ts";

let server: TestServer;
afterEach(() => server.close());

describe("the outbox's leases", () => {
  it("only the worker holding the lease records an outcome: one whose lease ran out and was taken over records nothing", async () => {
    server = await startTestServer();
    const { restaurant } = await seedRestaurant(server.ctx);
    const { outbox } = server.ctx.store.read;
    const at = "2026-06-01T10:00:00Z";
    await outbox.enqueue(
      [
        {
          restaurantId: restaurant.id,
          reservationId: null,
          channel: "webhook",
          topic: "webhook.reservation.created",
          recipient: "x",
          payloadSealed: "p",
          notBefore: at,
        },
      ],
      at,
    );
    const [first] = await outbox.lease(["webhook"], at, { until: "2026-06-01T10:05:00Z", token: "slow-worker" }, 10);
    expect(await outbox.lease(["webhook"], "2026-06-01T10:04:59Z", { until: "2026-06-01T10:09:59Z", token: "other" }, 10)).toEqual([]);
    const [taken] = await outbox.lease(["webhook"], "2026-06-01T10:05:00Z", { until: "2026-06-01T10:10:00Z", token: "other" }, 10);
    expect(taken!.id).toBe(first!.id);

    expect(await outbox.finishAttempt(first!.id, "slow-worker", "2026-06-01T10:06:00Z", { outcome: "sent" })).toBe(false);
    expect(await outbox.finishAttempt(taken!.id, "other", "2026-06-01T10:06:01Z", { outcome: "sent" })).toBe(true);
    expect(await outbox.finishAttempt(taken!.id, "other", "2026-06-01T10:06:02Z", { outcome: "sent" })).toBe(false);
    expect(await outbox.findById(first!.id)).toMatchObject({ status: "sent", attempts: 1, payloadSealed: null, leasedUntil: null });
    expect(await outbox.attempts(first!.id)).toEqual([{ attempt: 1, at: "2026-06-01T10:06:01Z", outcome: "sent", error: null }]);
  });
});
