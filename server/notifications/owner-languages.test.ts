import { afterEach, describe, expect, it } from "vitest";
import { book } from "../modules/reservation/test-support.ts";
import { CONSOLE_PASSWORD, signedInTab, type ConsoleTab } from "../testing/console-session.ts";
import { seedRestaurant } from "../testing/fixtures.ts";
import type { TestServer } from "../testing/test-server.ts";
import { expectOwnerConforms } from "../testing/owner-openapi-conformance.ts";
import { recipientOf as to, startNotificationTest } from "./test-support.ts";

let t: Awaited<ReturnType<typeof startNotificationTest>> | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

/** The notification test's restaurant, in Germany: its owner e-mails speak German unless their reader chose otherwise. */
async function germanRestaurant() {
  t = await startNotificationTest();
  await t.server.ctx.restaurants.updateSettings(t.restaurant.id, { country: "DE" }, t.server.clock.now());
  return t;
}

const chooseLanguage = (server: TestServer, tab: ConsoleTab, lang: unknown) =>
  server.request("/owner/api/session/language", {
    method: "POST",
    body: { lang },
    headers: { cookie: tab.cookie, origin: server.url, "x-csrf-token": tab.csrf },
  });

describe("owner e-mails in each reader's language (docs/api.md §16.1a)", () => {
  it("reach a user who chose English in English, and the restaurant's other addresses in its country's language", async () => {
    const { server, mail, key } = await germanRestaurant();
    const owner = await signedInTab(server, t!.restaurant, "owner@bistro.example", "owner");
    const chosen = await chooseLanguage(server, owner, "en");
    expect(chosen.status, JSON.stringify(chosen.json)).toBe(200);
    expect(chosen.json.data).toEqual({ lang: "en" });
    expectOwnerConforms("chooseLanguage", chosen);

    await book(server, key, { guest_email: "ada@example.org" });
    await t!.worker().deliverDue();
    const owners = (await mail.waitFor(3)).filter((m) => to(m) !== "ada@example.org");
    const subjects = Object.fromEntries(owners.map((m) => [to(m), m.subject]));
    expect(subjects).toEqual({
      "owner@bistro.example": "New booking request: Ada Lovelace, 2 guests, Tue 2 Jun 19:00",
      "host@bistro.example": "Neue Reservierungsanfrage: Ada Lovelace, 2 Personen, Di., 2. Juni, 19:00",
    });
  });

  it("follows a new choice at once, and a member's choice only at the restaurants they work at", async () => {
    const { server, mail, key } = await germanRestaurant();
    const owner = await signedInTab(server, t!.restaurant, "owner@bistro.example", "owner");
    expect((await chooseLanguage(server, owner, "fr")).status).toBe(200);
    expect((await chooseLanguage(server, owner, "nl")).status).toBe(200);
    // host@ works at another restaurant only: this one's e-mails to that address stay in its language.
    const elsewhere = (await seedRestaurant(server.ctx)).restaurant;
    const host = await signedInTab(server, elsewhere, "host@bistro.example", "staff");
    expect((await chooseLanguage(server, host, "en")).status).toBe(200);

    await book(server, key, { guest_email: "ada@example.org" });
    await t!.worker().deliverDue();
    const owners = (await mail.waitFor(3)).filter((m) => to(m) !== "ada@example.org");
    const subjects = Object.fromEntries(owners.map((m) => [to(m), m.subject?.split(":")[0]]));
    expect(subjects).toEqual({ "owner@bistro.example": "Nieuwe reserveringsaanvraag", "host@bistro.example": "Neue Reservierungsanfrage" });
  });

  it("is carried by the session on any device, and refuses a language Couvert does not speak", async () => {
    const { server } = await germanRestaurant();
    const first = await signedInTab(server, t!.restaurant, "owner@bistro.example", "owner");
    const before = await server.request("/owner/api/session", { headers: { cookie: first.cookie } });
    expect(before.json.data.user.lang).toBeUndefined();
    expect((await chooseLanguage(server, first, "it")).status).toBe(200);

    // Another device: a sign-in of its own.
    const signIn = await server.request("/owner/api/session", {
      method: "POST",
      body: { email: "owner@bistro.example", password: CONSOLE_PASSWORD },
      headers: { origin: server.url },
    });
    expect(signIn.json.data.user).toMatchObject({ email: "owner@bistro.example", lang: "it" });
    expectOwnerConforms("signIn", signIn);
    const again = await server.request("/owner/api/session", { headers: { cookie: first.cookie } });
    expect(again.json.data.user.lang).toBe("it");
    expectOwnerConforms("session", again);

    const refused = await chooseLanguage(server, first, "xx");
    expect([refused.status, refused.json.error.code, refused.json.error.field]).toEqual([400, "invalid_request", "lang"]);
    const noToken = await server.request("/owner/api/session/language", {
      method: "POST",
      body: { lang: "en" },
      headers: { cookie: first.cookie, origin: server.url },
    });
    expect(noToken.status).toBe(403);
  });
});
