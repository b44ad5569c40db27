import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { seedRestaurant } from "../../testing/fixtures.ts";
import { signedInTab } from "../../testing/console-session.ts";
import { openLiveStream } from "../../testing/live-stream.ts";
import { startTestServer, type TestServer } from "../../testing/test-server.ts";
import { LiveEventRepository } from "../live-event-repository.ts";

/**
 * The live stream on PostgreSQL (docs/api.md §16.5), where ids come from a sequence: a transaction
 * can take a smaller id than another and commit after it.
 */
let server: TestServer;
afterEach(async () => {
  await server?.close();
});

describe("GET …/live on PostgreSQL", () => {
  it("delivers an event whose transaction took a smaller id but committed after a larger one was delivered", async () => {
    server = await startTestServer();
    const { restaurant } = await seedRestaurant(server.ctx);
    const owner = await signedInTab(server, restaurant, "owner@bistro.example", "owner");
    const stream = await openLiveStream(server.url, owner.cookie, restaurant.slug);
    const event = (reservationNumber: number) => ({ restaurantId: restaurant.id, reservationNumber, kind: "created", at: Date.now() });

    // The slow write takes its id first and holds its transaction open on a connection of its own.
    let appended!: () => void;
    let commit!: () => void;
    const slowAppended = new Promise<void>((resolve) => (appended = resolve));
    const slow = server.ctx.store.db.kysely.transaction().execute(async (trx) => {
      await new LiveEventRepository(trx).append(event(1));
      appended();
      await new Promise<void>((resolve) => (commit = resolve));
    });
    await slowAppended;
    await server.ctx.store.write([], (tx) => tx.liveEvents.append(event(2)));
    await stream.next((m) => m.number === 2);

    commit();
    await slow;
    await server.ctx.store.write([], (tx) => tx.liveEvents.append(event(3)));
    await stream.next((m) => m.number === 3);
    await stream.close();

    const [first, second] = await server.rows<{ id: string }>(
      // The premise: the event delivered late has the smaller id.
      sql`SELECT id FROM live_events WHERE reservation_number IN (1, 2) ORDER BY reservation_number`,
    );
    expect(Number(first!.id)).toBeLessThan(Number(second!.id));
    expect(stream.received.map((m) => m.number).sort()).toEqual([1, 2, 3]);
  });
});
