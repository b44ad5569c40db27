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
          space: "live",
        },
      ],
      at,
    );
    const both = (instant: string) => ({ due: instant, wall: instant });
    const [first] = await outbox.lease(["webhook"], both(at), { until: "2026-06-01T10:05:00Z", token: "slow-worker" }, 10);
    expect(await outbox.lease(["webhook"], both("2026-06-01T10:04:59Z"), { until: "2026-06-01T10:09:59Z", token: "other" }, 10)).toEqual(
      [],
    );
    expect(
      await outbox.lease(
        ["webhook"],
        { due: "2026-06-02T10:00:00Z", wall: "2026-06-01T10:04:59Z" },
        { until: "2026-06-01T10:09:59Z", token: "other" },
        10,
      ),
      "the server's clock a day ahead, the lease still running in real time",
    ).toEqual([]);
    const [taken] = await outbox.lease(["webhook"], both("2026-06-01T10:05:00Z"), { until: "2026-06-01T10:10:00Z", token: "other" }, 10);
    expect(taken!.id).toBe(first!.id);

    expect(await outbox.finishAttempt(first!.id, "slow-worker", "2026-06-01T10:06:00Z", { outcome: "sent" })).toBe(false);
    expect(await outbox.finishAttempt(taken!.id, "other", "2026-06-01T10:06:01Z", { outcome: "sent" })).toBe(true);
    expect(await outbox.finishAttempt(taken!.id, "other", "2026-06-01T10:06:02Z", { outcome: "sent" })).toBe(false);
    expect(await outbox.findById(first!.id)).toMatchObject({ status: "sent", attempts: 1, payloadSealed: null, leasedUntil: null });
    expect(await outbox.attempts(first!.id)).toEqual([{ attempt: 1, at: "2026-06-01T10:06:01Z", outcome: "sent", error: null }]);
  });

  it("take every restaurant's oldest message on a channel before any restaurant's second, and pass over what has no room", async () => {
    server = await startTestServer();
    const [busy, quiet] = [(await seedRestaurant(server.ctx)).restaurant, (await seedRestaurant(server.ctx)).restaurant];
    const { outbox } = server.ctx.store.read;
    const at = "2026-06-01T10:00:00Z";
    const message = (restaurantId: string, channel: "email" | "webhook", recipient: string) => ({
      restaurantId,
      reservationId: null,
      space: "live" as const,
      channel,
      topic: "t",
      recipient,
      payloadSealed: "p",
      notBefore: at,
    });
    await outbox.enqueue(
      [
        ...["b1", "b2", "b3"].map((r) => message(busy.id, "webhook", r)),
        message(busy.id, "email", "b-mail"),
        message(quiet.id, "email", "q-mail"),
      ],
      at,
    );
    const lease = (token: string, limit: number, admits?: (c: { channel: string; restaurantId: string }) => boolean) =>
      outbox.lease(["email", "webhook"], { due: at, wall: at }, { until: "2026-06-01T10:05:00Z", token }, limit, admits);
    expect((await lease("first", 3)).map((m) => m.recipient)).toEqual(["b1", "b-mail", "q-mail"]);
    // The busy restaurant's webhook has no room: its messages stay queued, unleased.
    expect((await lease("second", 5, (c) => c.channel !== "webhook")).map((m) => m.recipient)).toEqual([]);
    expect((await lease("third", 5)).map((m) => m.recipient)).toEqual(["b2", "b3"]);
  });
});
