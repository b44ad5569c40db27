import { afterEach, describe, expect, it } from "vitest";
import type { Restaurant } from "../../restaurants/settings.ts";
import { book } from "../../modules/reservation/test-support.ts";
import { seedRestaurant } from "../../testing/fixtures.ts";
import { CONSOLE_PASSWORD, consolePost, signedInTab, type ConsoleTab } from "../../testing/console-session.ts";
import { openLiveStream, type LiveStreamReader } from "../../testing/live-stream.ts";
import { startTestServer, type TestServer } from "../../testing/test-server.ts";
import { LIVE_STREAM_LIFETIME_MS, LIVE_STREAMS_PER_SESSION, LIVE_STREAMS_PER_USER } from "../live-feed.ts";

/** The console's live stream over real HTTP (docs/api.md §16.5): who may hold one, how many, and for how long. */

let server: TestServer;
const opened: LiveStreamReader[] = [];
afterEach(async () => {
  // An open stream would hold the server's close.
  await Promise.all(opened.splice(0).map((stream) => stream.close()));
  await server?.close();
});

async function open(tab: ConsoleTab, restaurant: Restaurant): Promise<LiveStreamReader> {
  const stream = await openLiveStream(server.url, tab.cookie, restaurant.slug);
  opened.push(stream);
  return stream;
}

/** Whether the stream heard of reservation `number`, or ended without it. */
const heardOf = (stream: LiveStreamReader, number: number) =>
  stream
    .next((m) => m.number === number)
    .then(
      () => "heard",
      () => "ended without it",
    );

/** Another device of someone who already has an account. */
async function signIn(email: string): Promise<ConsoleTab> {
  const res = await server.request("/owner/api/session", {
    method: "POST",
    body: { email, password: CONSOLE_PASSWORD },
    headers: { origin: server.url },
  });
  return { cookie: res.headers.getSetCookie()[0]!.split(";")[0]!, csrf: res.json.data.csrfToken };
}

describe("GET …/live", () => {
  it("sends each write on the restaurant's reservations to its open streams, and no other restaurant's", async () => {
    server = await startTestServer();
    const { restaurant, key } = await seedRestaurant(server.ctx);
    const other = await seedRestaurant(server.ctx);
    const owner = await signedInTab(server, restaurant, "owner@bistro.example", "owner");
    const stream = await open(owner, restaurant);

    await book(server, other.key, { guest_last_name: "Elsewhere" });
    const { reservation_number } = await book(server, key);
    expect(await stream.next((m) => m.number === reservation_number)).toMatchObject({ kind: "created", at: "2026-06-01T10:00:00.000Z" });
    expect(stream.received).toHaveLength(1);
  });

  it(`refuses a stream beyond ${LIVE_STREAMS_PER_SESSION} per session and ${LIVE_STREAMS_PER_USER} per person with 429 too_many_streams`, async () => {
    server = await startTestServer();
    const { restaurant, key } = await seedRestaurant(server.ctx);
    const laptop = await signedInTab(server, restaurant, "owner@bistro.example", "owner");
    for (let i = 0; i < LIVE_STREAMS_PER_SESSION; i += 1) expect((await open(laptop, restaurant)).status).toBe(200);
    const fifth = await open(laptop, restaurant);
    expect({ status: fifth.status, code: fifth.refusal?.error.code }).toEqual({ status: 429, code: "too_many_streams" });

    // Another device of the same person has its own allowance, up to the person's.
    const phone = await signIn("owner@bistro.example");
    for (let i = LIVE_STREAMS_PER_SESSION; i < LIVE_STREAMS_PER_USER; i += 1) expect((await open(phone, restaurant)).status).toBe(200);
    const tablet = await signIn("owner@bistro.example");
    expect((await open(tablet, restaurant)).refusal?.error.code).toBe("too_many_streams");

    // Someone else is not held back by them, and the open streams still hear every write.
    const colleague = await signedInTab(server, restaurant, "staff@bistro.example", "staff");
    expect((await open(colleague, restaurant)).status).toBe(200);
    const { reservation_number } = await book(server, key);
    for (const stream of opened.filter((s) => s.status === 200)) expect(await heardOf(stream, reservation_number)).toBe("heard");
  });

  it("ends a stream once its lifetime is over, before a later write reaches it (the console's EventSource then opens a new one)", async () => {
    server = await startTestServer();
    const { restaurant, key } = await seedRestaurant(server.ctx);
    const owner = await signedInTab(server, restaurant, "owner@bistro.example", "owner");
    const stream = await open(owner, restaurant);
    server.clock.advance(LIVE_STREAM_LIFETIME_MS);
    const { reservation_number } = await book(server, key);
    expect(await heardOf(stream, reservation_number)).toBe("ended without it");
    expect(stream.received).toEqual([]);
    // The new one is a stream like any other.
    expect(await heardOf(await open(owner, restaurant), (await book(server, key)).reservation_number)).toBe("heard");
  });

  it("ends a staff member's stream once the owner removes them, before any later write reaches it", async () => {
    server = await startTestServer();
    const { restaurant, key } = await seedRestaurant(server.ctx);
    const owner = await signedInTab(server, restaurant, "owner@bistro.example", "owner");
    // Staff elsewhere too, so the account (and its session) outlives the removal: only the role ends.
    await server.ctx.services.accounts.invite((await seedRestaurant(server.ctx)).restaurant, {
      email: "staff@bistro.example",
      role: "staff",
    });
    const staff = await signedInTab(server, restaurant, "staff@bistro.example", "staff");
    const ownerStream = await open(owner, restaurant);
    const staffStream = await open(staff, restaurant);
    const before = await book(server, key, { guest_last_name: "Before" });
    expect(await heardOf(staffStream, before.reservation_number)).toBe("heard");

    expect((await consolePost(server, owner, restaurant, "/team/remove", { email: "staff@bistro.example" })).status).toBe(200);
    const after = await book(server, key, { guest_last_name: "After" });
    expect(await heardOf(staffStream, after.reservation_number)).toBe("ended without it");
    expect(await heardOf(ownerStream, after.reservation_number)).toBe("heard");
  });

  it("ends the streams of a person removed through AccountService.remove, whose account goes with it", async () => {
    server = await startTestServer();
    const { restaurant, key } = await seedRestaurant(server.ctx);
    const staff = await signedInTab(server, restaurant, "staff@bistro.example", "staff");
    const stream = await open(staff, restaurant);
    await server.ctx.services.accounts.remove(restaurant, "staff@bistro.example");
    expect(await heardOf(stream, (await book(server, key)).reservation_number)).toBe("ended without it");
  });

  it("ends every stream of a person who signs out everywhere, and only theirs", async () => {
    server = await startTestServer();
    const { restaurant, key } = await seedRestaurant(server.ctx);
    const laptop = await signedInTab(server, restaurant, "staff@bistro.example", "staff");
    const phone = await signIn("staff@bistro.example");
    const colleague = await signedInTab(server, restaurant, "other@bistro.example", "staff");
    const streams = [await open(laptop, restaurant), await open(phone, restaurant)];
    const colleagueStream = await open(colleague, restaurant);

    expect(
      (
        await server.request("/owner/api/session/end-all", {
          method: "POST",
          headers: { cookie: phone.cookie, origin: server.url, "x-csrf-token": phone.csrf },
        })
      ).status,
    ).toBe(200);
    const { reservation_number } = await book(server, key);
    for (const stream of streams) expect(await heardOf(stream, reservation_number)).toBe("ended without it");
    expect(await heardOf(colleagueStream, reservation_number)).toBe("heard");
  });
});
