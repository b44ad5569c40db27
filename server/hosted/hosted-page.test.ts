import { sql } from "kysely";
import { beforeEach, describe, expect, it } from "vitest";
import { seedRestaurant } from "../testing/fixtures.ts";
import { testServers } from "../testing/file-servers.ts";
import type { TestServer } from "../testing/test-server.ts";
import type { Restaurant } from "../restaurants/settings.ts";

let server: TestServer;
let restaurant: Restaurant;

const start = testServers();
beforeEach(async () => {
  server = await start();
  ({ restaurant } = await seedRestaurant(server.ctx, { settings: { address: "Torstraße 1, 10119 Berlin", country: "DE" } }));
});

/** Tuesday 2 June 2026, 19:00 in Berlin: open, and past the two hours' lead time. */
const DATE = "2026-06-02";
const EVENING = "2026-06-02T17:00:00Z";

/** A browser without JavaScript: keeps the form cookie, sends the page's Origin and the forms' token. */
async function browser(headers: Record<string, string> = {}) {
  const page = await fetch(`${server.url}/r/${restaurant.slug}`, { headers: { "accept-language": "en", ...headers } });
  const cookie = page.headers.get("set-cookie")!.split(";")[0]!;
  const html = await squashed(page);
  return {
    cookie,
    token: /name="form_token" value="([^"]+)"/.exec(html)![1]!,
    post: (path: string, form: Record<string, string>, extra: Record<string, string> = {}) =>
      fetch(`${server.url}/r/${restaurant.slug}/${path}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie, origin: server.url, "accept-language": "en", ...extra },
        body: new URLSearchParams(form),
        redirect: "manual",
      }),
  };
}

const guest = {
  guest_first_name: "Ada",
  guest_last_name: "Lovelace",
  guest_email: "ada@example.com",
  guest_phone: "",
  party_size: "2",
  date: DATE,
  starts_at: EVENING,
  notify_email: "true",
  terms_accepted: "true",
  lang: "en",
};

/** The page's HTML with whitespace runs as one space and void elements without their slash: as the assertions spell it. */
const squashed = async (res: Response): Promise<string> =>
  (await res.text()).replace(/\s+/g, " ").replace(/ \/>/g, ">").replace(/> </g, "><");

const reservationCount = async () =>
  Number((await server.rows<{ n: number }>(sql`select count(*) as n from reservations where restaurant_id = ${restaurant.id}`))[0]!.n);

describe("GET /r/SLUG", () => {
  it("is the restaurant's page: name, address, hours, widgets with a working key, social tags and a strict policy", async () => {
    const res = await fetch(`${server.url}/r/${restaurant.slug}`, { headers: { "accept-language": "en-GB,en;q=0.8" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect(res.headers.get("content-security-policy")).toMatch(/script-src 'self';/);
    const html = await squashed(res);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(`<title>Book a table at ${restaurant.name}</title>`);
    const canonical = `${server.ctx.config.publicUrl}/r/${restaurant.slug}`;
    expect(html).toContain(`<link rel="canonical" href="${canonical}">`);
    expect(html).toContain(`<meta property="og:url" content="${canonical}">`);
    expect(html).toContain(`<meta property="og:title" content="Book a table at ${restaurant.name}">`);
    expect(html).toMatch(/<meta property="og:description" content="Reserve a table at [^"]+">/);
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(html).toContain("Torstraße 1, 10119 Berlin");
    expect(html).toMatch(/Tuesday<\/th><td>12:00–22:00/);
    expect(html).toMatch(/Monday<\/th><td>closed/);
    const key = /<couvert-booking api-key="([^"]+)"/.exec(html)![1]!;
    expect(html).toContain(`<couvert-manage api-key="${key}"`);
    expect(html).toContain('<script src="/widget/couvert.js" defer>');
    // The widgets' key serves the API from the page's origin, and from no other.
    const origin = new URL(server.ctx.config.publicUrl).origin;
    expect((await server.request("/api/v1/reservation", { key, headers: { origin } })).status).toBe(200);
    expect((await server.request("/api/v1/reservation", { key, headers: { origin: "https://evil.example" } })).status).toBe(403);
    // Every visit embeds the same key.
    const again = await squashed(await fetch(`${server.url}/r/${restaurant.slug}`));
    expect(again).toContain(`api-key="${key}"`);
  });

  it("speaks the language of ?lang=, else of Accept-Language, else of the restaurant's country", async () => {
    const lang = async (path: string, headers: Record<string, string> = {}) =>
      /<html lang="(\w+)">/.exec(await squashed(await fetch(`${server.url}${path}`, { headers })))![1];
    expect(await lang(`/r/${restaurant.slug}?lang=de`, { "accept-language": "en" })).toBe("de");
    expect(await lang(`/r/${restaurant.slug}`, { "accept-language": "de-AT,de;q=0.9" })).toBe("de");
    expect(await lang(`/r/${restaurant.slug}`, { "accept-language": "en-US" })).toBe("en");
    expect(await lang(`/r/${restaurant.slug}`, { "accept-language": "ja" })).toBe("de");
    const german = await squashed(await fetch(`${server.url}/r/${restaurant.slug}?lang=de`));
    expect(german).toContain(`<title>Tisch reservieren bei ${restaurant.name}</title>`);
  });

  it("is a 404 page for an unknown or unpublished restaurant", async () => {
    const { restaurant: hidden } = await seedRestaurant(server.ctx, { published: false });
    for (const path of [
      "/r/no-such-place",
      `/r/${hidden.slug}`,
      `/r/${hidden.slug}/book?date=${DATE}&party_size=2`,
      "/r/Bad%20Slug",
      "/r",
    ]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(404);
      const html = await squashed(res);
      expect(html).toContain("Page not found");
      expect(html).not.toContain(hidden.name);
    }
  });
});

describe("booking without JavaScript", () => {
  it("lists the date's bookable times, then books and shows the number and PIN once", async () => {
    const times = await fetch(`${server.url}/r/${restaurant.slug}/book?date=${DATE}&party_size=2&lang=en`);
    expect(times.status).toBe(200);
    const step = await squashed(times);
    expect(step).toContain(`<input type="radio" name="starts_at" value="${EVENING}" required>19:00`);
    for (const name of ["guest_first_name", "guest_last_name", "guest_email", "guest_phone", "notify_email", "terms_accepted"]) {
      expect(step).toContain(`name="${name}"`);
    }

    const b = await browser();
    const res = await b.post("book", { ...guest, form_token: b.token, submission_key: "form-1" });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const html = await squashed(res);
    const number = /Reservation number<\/dt><dd>(\d+)</.exec(html)![1]!;
    const pin = /PIN<\/dt><dd>([^<]+)</.exec(html)![1]!;
    const loaded = await server.request("/api/v1/reservation/manage", {
      key: /api-key="([^"]+)"/.exec(await squashed(await fetch(`${server.url}/r/${restaurant.slug}`)))![1]!,
      body: { action: "load", reservation_number: Number(number), pin },
    });
    expect(loaded.json.data.reservation).toMatchObject({
      guest_last_name: "Lovelace",
      party_size: 2,
      starts_at: EVENING,
      status: "pending",
    });

    // The same form sent again (a double click, a reload) books nothing more.
    const again = await b.post("book", { ...guest, form_token: b.token, submission_key: "form-1" });
    expect(await squashed(again)).toContain(`<dd>${number}</dd>`);
    expect(await reservationCount()).toBe(1);
  });

  it("marks the times after midnight of a night that runs past it, in the page's language", async () => {
    // Saturday 6 June 2026 runs from 18:00 to 02:00 (Berlin, UTC+2).
    const times = (lang: string) =>
      fetch(`${server.url}/r/${restaurant.slug}/book?date=2026-06-06&party_size=2&lang=${lang}`).then(squashed);
    const en = await times("en");
    expect(en).toContain('value="2026-06-06T21:30:00Z" required>23:30</label');
    expect(en).toContain('value="2026-06-06T22:00:00Z" required>00:00 (next day)</label');
    expect(await times("de")).toContain('value="2026-06-06T22:00:00Z" required>00:00 (Folgetag)</label');
  });

  it("shows every field's error beside its field, keeping what the guest typed", async () => {
    const b = await browser();
    const res = await b.post("book", {
      ...guest,
      guest_last_name: "",
      guest_email: "not-an-address",
      terms_accepted: "",
      form_token: b.token,
    });
    expect(res.status).toBe(400);
    const html = await squashed(res);
    expect(html).toContain('id="guest_last_name-error">Please enter your last name.');
    expect(html).toContain('id="guest_email-error">Please enter a valid e-mail address, e.g. name@example.com.');
    expect(html).toContain('id="terms_accepted-error">Please accept the terms and conditions.');
    expect(html).toMatch(/name="guest_email"[^>]*value="not-an-address" aria-invalid="true" aria-describedby="guest_email-error"/);
    expect(html).toContain('name="guest_first_name" autocomplete="given-name" value="Ada"');
    expect(html).toContain(`value="${EVENING}" required checked`);
    expect(await reservationCount()).toBe(0);
  });

  it("asks a guest who gave only a phone for the e-mail the confirmation needs, at the e-mail, in the page's language", async () => {
    for (const [lang, text] of [
      ["en", "Please enter your e-mail address: your confirmation is sent there."],
      ["de", "Bitte geben Sie Ihre E-Mail-Adresse an: Ihre Bestätigung wird dorthin geschickt."],
    ] as const) {
      const b = await browser();
      const res = await b.post("book", { ...guest, guest_email: "", guest_phone: "+49 151 23456789", lang, form_token: b.token });
      expect(res.status).toBe(400);
      expect(await squashed(res)).toContain(`id="guest_email-error">${text}`);
    }
    expect(await reservationCount()).toBe(0);
  });

  it("says beside the time when it is gone", async () => {
    await seedRestaurant(server.ctx); // another restaurant's bookings do not count
    await server.ctx.restaurants.updateSettings(restaurant.id, { maxCoversPerSlot: 2 }, server.clock.now());
    const first = await browser();
    expect((await first.post("book", { ...guest, form_token: first.token })).status).toBe(200);
    const second = await browser();
    const res = await second.post("book", { ...guest, guest_email: "grace@example.com", form_token: second.token });
    expect(res.status).toBe(409);
    expect(await squashed(res)).toContain('id="starts_at-error">This time has just been booked up.');
  });

  it("refuses a form without this browser's token or from another site, and books nothing", async () => {
    const b = await browser();
    const other = await browser();
    const refusals = [
      await b.post("book", { ...guest }),
      await b.post("book", { ...guest, form_token: other.token }),
      await b.post("book", { ...guest, form_token: b.token }, { origin: "https://evil.example" }),
      await b.post("book", { ...guest, form_token: b.token }, { "sec-fetch-site": "cross-site" }),
      await b.post("book", { ...guest, form_token: b.token }, { cookie: "" }),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(403);
      expect(await squashed(res)).toContain("This form has expired or was sent from another page.");
    }
    expect(await reservationCount()).toBe(0);
  });
});

describe("the API's limits", () => {
  it("hold for the plain forms: past the per-IP booking cap a page says so, 429 with Retry-After, and books nothing", async () => {
    server = await start({ limits: { bookingsPerHour: 1 } });
    ({ restaurant } = await seedRestaurant(server.ctx));
    const b = await browser();
    expect((await b.post("book", { ...guest, form_token: b.token })).status).toBe(200);
    const capped = await b.post("book", { ...guest, starts_at: "2026-06-02T16:00:00Z", form_token: b.token });
    expect(capped.status).toBe(429);
    expect(capped.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await squashed(capped)).toContain("Too many attempts.");
    expect(await reservationCount()).toBe(1);
  });

  it("replace the page's key on the next visit once the owner revoked it", async () => {
    const keyOf = async () => /api-key="([^"]+)"/.exec(await squashed(await fetch(`${server.url}/r/${restaurant.slug}`)))![1]!;
    const first = await keyOf();
    const [listed] = (await server.ctx.keys.listByRestaurant(restaurant.id)).filter((k) => k.label === "Hosted booking page");
    await server.ctx.services.apiKeys.revoke(restaurant.id, listed!.id);
    const second = await keyOf();
    expect(second).not.toBe(first);
    expect((await server.request("/api/v1/reservation", { key: first })).status).toBe(401);
    expect((await server.request("/api/v1/reservation", { key: second })).status).toBe(200);
  });
});

describe("managing without JavaScript", () => {
  it("shows the reservation by number and PIN, and cancels it", async () => {
    const b = await browser();
    const booked = await squashed(await b.post("book", { ...guest, form_token: b.token }));
    const number = /Reservation number<\/dt><dd>(\d+)</.exec(booked)![1]!;
    const pin = /PIN<\/dt><dd>([^<]+)</.exec(booked)![1]!;

    const wrong = await b.post("manage", { action: "load", reservation_number: number, pin: "000000", form_token: b.token });
    expect(wrong.status).toBe(401);
    expect(await squashed(wrong)).toContain('id="pin-error">The reservation number or PIN is wrong.');

    const shown = await b.post("manage", { action: "load", reservation_number: number, pin, form_token: b.token });
    expect(shown.status).toBe(200);
    const page = await squashed(shown);
    expect(page).toContain("Ada Lovelace");
    expect(page).toContain("Waiting for the restaurant");
    expect(page).toContain('name="action" value="cancel"');

    const statusNow = async () =>
      (
        await server.rows<{ status: string }>(
          sql`select status from reservations where restaurant_id = ${restaurant.id} and reservation_number = ${Number(number)}`,
        )
      )[0]!.status;
    // One tap asks first, as the widget does: nothing is cancelled yet.
    const asked = await squashed(await b.post("manage", { action: "cancel", reservation_number: number, pin, form_token: b.token }));
    expect(asked).toContain("Do you really want to cancel your reservation for Tuesday, 2 June 2026 at 19:00?");
    expect(asked).toMatch(/name="confirm" value="yes"[^]*Yes, cancel reservation/);
    expect(asked).toContain("No, keep it");
    expect(await statusNow()).toBe("pending");

    const cancelled = await b.post("manage", { action: "cancel", confirm: "yes", reservation_number: number, pin, form_token: b.token });
    expect(cancelled.status).toBe(200);
    expect(await squashed(cancelled)).toContain("Your reservation is cancelled.");
    expect(await statusNow()).toBe("cancelled");
    // Cancel sent again (Back, another tab): no question, the reservation as it now stands.
    const again = await squashed(await b.post("manage", { action: "cancel", reservation_number: number, pin, form_token: b.token }));
    expect(again).not.toContain("Do you really want to cancel");
    expect(again).toContain("<strong>Cancelled</strong>");
  });

  it("refuses a manage form from another site", async () => {
    const b = await browser();
    const res = await b.post(
      "manage",
      { action: "load", reservation_number: "1000", pin: "1234", form_token: b.token },
      { origin: "https://evil.example" },
    );
    expect(res.status).toBe(403);
  });
});

describe("changing without JavaScript", () => {
  /** A plain-form booking at 19:00 for two, and the browser that made it. */
  async function booked() {
    const b = await browser();
    const page = await squashed(await b.post("book", { ...guest, form_token: b.token }));
    const number = /Reservation number<\/dt><dd>(\d+)</.exec(page)![1]!;
    const pin = /PIN<\/dt><dd>([^<]+)</.exec(page)![1]!;
    const manage = (form: Record<string, string>, extra: Record<string, string> = {}) =>
      b.post("manage", { reservation_number: number, pin, lang: "en", form_token: b.token, ...form }, extra);
    return { b, number, pin, manage };
  }
  const stored = async (number: string) =>
    (
      await server.rows<{ starts_at: string; party_size: number }>(
        sql`select starts_at, party_size from reservations where reservation_number = ${Number(number)}`,
      )
    )[0]!;

  it("lists the bookable times of the chosen date and party as a select, and changes time and party", async () => {
    const { number, manage } = await booked();
    const shown = await squashed(await manage({ action: "load" }));
    expect(shown).toContain("Change the reservation");
    expect(shown).toContain(`<option value="${EVENING}" selected>19:00</option>`);

    const times = await manage({ action: "load", date: DATE, party_size: "4" });
    expect(times.status).toBe(200);
    const listed = await squashed(times);
    expect(listed).toContain('<input type="hidden" name="party_size" value="4">');
    expect(listed).toMatch(/<option value="2026-06-02T16:00:00Z" ?>18:00<\/option>/);
    // Saturday's night runs to 02:00: its midnight is the next day's.
    expect(await squashed(await manage({ action: "load", date: "2026-06-06", party_size: "2" }))).toMatch(
      /<option value="2026-06-06T22:00:00Z" ?>00:00 \(next day\)<\/option>/,
    );

    const changed = await manage({
      action: "change",
      date: DATE,
      party_size: "4",
      starts_at: "2026-06-02T16:00:00Z",
      terms_accepted: "true",
    });
    expect(changed.status).toBe(200);
    const page = await squashed(changed);
    expect(page).toContain('<p class="notice" role="status">Your reservation is changed.</p>');
    expect(page).toContain("4 guests");
    expect(await stored(number)).toEqual({ starts_at: "2026-06-02T16:00:00Z", party_size: 4 });
  });

  it("sends a confirmed reservation's change to the restaurant as a request", async () => {
    await server.ctx.restaurants.updateSettings(restaurant.id, { confirmationMode: "auto", autoApproveChanges: false }, server.clock.now());
    const { number, manage } = await booked();
    const res = await manage({ action: "change", date: DATE, party_size: "2", starts_at: "2026-06-02T16:00:00Z", terms_accepted: "true" });
    expect(res.status).toBe(200);
    expect(await squashed(res)).toContain("Your change has reached the restaurant.");
    expect(await stored(number)).toEqual({ starts_at: EVENING, party_size: 2 });
    const [request] = await server.rows<{ status: string }>(sql`select status from change_requests`);
    expect(request!.status).toBe("open");
  });

  it("shows each refusal beside its field and changes nothing", async () => {
    const { number, manage } = await booked();
    const noTerms = await manage({ action: "change", date: DATE, party_size: "2", starts_at: "2026-06-02T16:00:00Z" });
    expect(noTerms.status).toBe(400);
    const noTermsPage = await squashed(noTerms);
    expect(noTermsPage).toContain('id="terms_accepted-error">Please accept the terms and conditions.');
    expect(noTermsPage).toContain('<option value="2026-06-02T16:00:00Z" selected>18:00</option>');

    const badDate = await manage({ action: "load", date: "2026-02-30", party_size: "2" });
    expect(badDate.status).toBe(400);
    expect(await squashed(badDate)).toMatch(/name="date"[^>]*aria-invalid="true"[^>]*><\/label><p class="error" id="date-error">/);

    await server.ctx.restaurants.updateSettings(restaurant.id, { maxCoversPerSlot: 2 }, server.clock.now());
    const other = await browser();
    const grace = { ...guest, guest_email: "grace@example.com", starts_at: "2026-06-02T12:00:00Z" };
    expect((await other.post("book", { ...grace, form_token: other.token })).status).toBe(200);
    const full = await manage({ action: "change", date: DATE, party_size: "2", starts_at: "2026-06-02T12:00:00Z", terms_accepted: "true" });
    expect(full.status).toBe(409);
    expect(await squashed(full)).toContain('id="starts_at-error">This time has just been booked up.');
    expect(await stored(number)).toEqual({ starts_at: EVENING, party_size: 2 });
  });

  it("refuses a change without this browser's token or with a wrong PIN", async () => {
    const { number, manage } = await booked();
    const change = { action: "change", date: DATE, party_size: "3", starts_at: "2026-06-02T16:00:00Z", terms_accepted: "true" };
    expect((await manage({ ...change, form_token: "forged" })).status).toBe(403);
    expect((await manage(change, { origin: "https://evil.example" })).status).toBe(403);
    const wrong = await manage({ ...change, pin: "000000" });
    expect(wrong.status).toBe(401);
    expect(await squashed(wrong)).toContain('id="pin-error">The reservation number or PIN is wrong.');
    expect(await stored(number)).toEqual({ starts_at: EVENING, party_size: 2 });
  });
});
