import { afterEach, describe, expect, it } from "vitest";
import { bookingBody, book, codeOf, manage, ownerJson, postBooking } from "../modules/reservation/test-support.ts";
import { seedRestaurant } from "../testing/fixtures.ts";
import { startTestServer, type TestServer } from "../testing/test-server.ts";
import { MESSAGING_ENV } from "./test-support.ts";

/**
 * Issue 28: a guest is offered only the channels this server can deliver (docs/api.md §4
 * `notifyChannels`), and every guest message links to a manage page from the first booking on:
 * the owner's, else the restaurant's hosted page (§6.6).
 */

const PUBLIC_URL = "https://couvert.example";
let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const start = async (env: Record<string, string> = {}) => {
  server = await startTestServer({ env: { COUVERT_PUBLIC_URL: PUBLIC_URL, ...env } });
  return { server, ...(await seedRestaurant(server.ctx)) };
};

describe("channels a server can deliver", () => {
  it("without a messaging webhook: the configuration offers e-mail only, and WhatsApp is refused on booking and on change", async () => {
    const { server, key } = await start();
    const config = await server.request("/api/v1/reservation", { key });
    expect(config.json.data.notifyChannels).toEqual(["email"]);

    const refused = await postBooking(server, key, bookingBody({ guest_phone: "+49 151 23456789", notify_whatsapp: true }));
    expect([refused.status, codeOf(refused), refused.json.error.field]).toEqual([400, "channel_not_deliverable", "notify_whatsapp"]);
    // Only what the guest asks for now counts: e-mail alone books.
    const booked = await book(server, key, { guest_phone: "+49 151 23456789" });
    const change = await manage(server, key, { action: "change", ...credentials(booked), notify_whatsapp: true, terms_accepted: true });
    expect([change.status, codeOf(change)]).toEqual([400, "channel_not_deliverable"]);
  });

  it("with a messaging webhook: WhatsApp is offered and booked", async () => {
    const { server, key } = await start(MESSAGING_ENV);
    expect((await server.request("/api/v1/reservation", { key })).json.data.notifyChannels).toEqual(["email", "whatsapp"]);
    await book(server, key, { guest_email: null, notify_email: false, guest_phone: "+49 151 23456789", notify_whatsapp: true });
  });
});

describe("the manage page of guest messages", () => {
  it("is the restaurant's hosted page until the owner names one, in the configuration and in the confirmation's link", async () => {
    const { server, restaurant } = await start();
    // A test key's messages are recorded rendered (docs/api.md §2.5): the e-mail's text as it would go out.
    const { key } = await ownerJson(server, "key", "create", "--restaurant", restaurant.slug, "--modules", "reservation", "--test");
    const hosted = `${PUBLIC_URL}/r/${restaurant.slug}`;
    expect((await server.request("/api/v1/reservation", { key })).json.data.manageUrl).toBe(hosted);
    const booked = await book(server, key);
    expect(await guestMailText(server, restaurant.slug)).toContain(`${hosted}#couvert=${booked.reservation_number}.${booked.guest_pin}`);

    await server.ctx.restaurants.updateSettings(restaurant.id, { manageUrl: "https://bistro.example/booking" }, server.clock.now());
    const named = await book(server, key, { starts_at: bookingBody().starts_at, party_size: 3 });
    expect(await guestMailText(server, restaurant.slug)).toContain(`https://bistro.example/booking#couvert=${named.reservation_number}.`);
  });
});

const credentials = (booked: { reservation_number: number; guest_pin: string }) => ({
  reservation_number: booked.reservation_number,
  pin: booked.guest_pin,
});

/** The newest booking confirmation to the guest, as `couvert outbox list --test` renders it. */
async function guestMailText(server: TestServer, slug: string): Promise<string> {
  const { messages } = await ownerJson(server, "outbox", "list", "--test", "--restaurant", slug);
  return JSON.stringify(messages.find((m: { topic: string }) => m.topic === "guest.booking_received"));
}
