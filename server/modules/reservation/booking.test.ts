import { senderAddress } from "../../notifications/transports/email.ts";
import { sql, type RawBuilder } from "kysely";
import { describe, expect, it } from "vitest";
import { BookingConfigSchema } from "../../../core/reservation/schemas.ts";
import { PIN_ALPHABET, RESERVATION_NUMBER_MAX, RESERVATION_NUMBER_MIN } from "../../../core/limits.ts";
import { seedRestaurant } from "../../testing/fixtures.ts";
import { failInsertsIntoReservations, stopFailingInserts } from "../../testing/failing-inserts.ts";
import { testServers } from "../../testing/file-servers.ts";
import type { TestServer, TestServerOptions } from "../../testing/test-server.ts";
import { berlin, book, bookingBody, codeOf, manage, postBooking } from "./test-support.ts";

let server: TestServer;
const startServer = testServers();
/** The file's server (each test seeds its own restaurant), or one of the test's own when it needs other options. */
async function start(options?: TestServerOptions): Promise<TestServer> {
  server = await startServer(options);
  return server;
}

/** The one value a query such as `SELECT COUNT(*) AS n …` answers. */
async function scalar(query: RawBuilder<unknown>): Promise<unknown> {
  const [row] = await server.rows<{ n: unknown }>(query);
  return row!.n;
}

/** The test's own restaurant's reservations: the file's other tests book on the same server. */
const countReservations = (restaurant: { id: string }) =>
  scalar(sql`SELECT COUNT(*) AS n FROM reservations WHERE restaurant_id = ${restaurant.id}`);

describe("GET /reservation", () => {
  it("answers the booking configuration, exactly BookingConfigSchema's fields", async () => {
    await start();
    const exception = { date: "2026-06-09", closed: true, open: null, close: null, note: "Private party" };
    const { key, restaurant } = await seedRestaurant(server.ctx, {
      settings: {
        termsUrl: "https://bistro.example/terms",
        embedFormFooterText: "See you soon",
        address: "Lindenstraße 5, 10969 Berlin",
        phone: "+49301234567",
        country: "DE",
        website: "https://bistro.example/",
        manageUrl: "https://bistro.example/booking",
      },
      hours: { weeklyHours: restaurant0Hours(), dateExceptions: [exception] },
    });
    const res = await server.request("/api/v1/reservation?ignored=1", { key });
    expect(res.status).toBe(200);
    const parsed = BookingConfigSchema.parse(res.json.data);
    expect(Object.keys(res.json.data).sort()).toEqual(Object.keys(BookingConfigSchema.shape).sort());
    expect(parsed).toMatchObject({
      id: restaurant.id,
      slug: restaurant.slug,
      timezone: "Europe/Berlin",
      defaultDwellMinutes: 120,
      bookingLeadTimeHours: 2,
      minMinutesBeforeClosing: 60,
      minPartySize: 1,
      maxPartySize: 12,
      slotIntervalMinutes: 15,
      bookingHorizonDays: 60,
      termsUrl: "https://bistro.example/terms",
      embedFormFooterText: "See you soon",
      maxCoversPerSlot: null,
      dateExceptions: [exception],
      address: "Lindenstraße 5, 10969 Berlin",
      phone: "+49301234567",
      country: "DE",
      website: "https://bistro.example/",
      manageUrl: "https://bistro.example/booking",
      confirmationMode: "manual",
      // The ORGANIZER of the widget's calendar file, as of the e-mails': the address they come from.
      calendarOrganizer: senderAddress(server.ctx.config.notifications.mailFrom),
    });
  });

  it("leaves out the guest-facing details the owner has not set; the manage page is then the hosted page", async () => {
    await start();
    const { key, restaurant } = await seedRestaurant(server.ctx, { settings: { confirmationMode: "auto" } });
    const data = (await server.request("/api/v1/reservation", { key })).json.data;
    for (const field of ["address", "phone", "country", "website"]) expect(data, field).not.toHaveProperty(field);
    expect(data.manageUrl).toBe(`${server.ctx.config.publicUrl}/r/${restaurant.slug}`);
    expect(data.confirmationMode).toBe("auto");
  });

  it("is cacheable by shared caches, per key and origin, with a strong ETag and 304", async () => {
    await start();
    const { key } = await seedRestaurant(server.ctx);
    const first = await server.request("/api/v1/reservation", { key });
    expect(first.headers.get("cache-control")).toBe("public, s-maxage=60, stale-while-revalidate=300");
    const vary = first.headers.get("vary") ?? "";
    expect(vary).toContain("Authorization");
    expect(vary).toContain("Origin");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[^"]+"$/); // strong: no W/ prefix
    // fetch() adds `Cache-Control: no-cache` to a conditional request unless one is given, and a
    // server must not answer 304 to no-cache; a revalidating cache sends max-age=0.
    const again = await server.request("/api/v1/reservation", { key, headers: { "if-none-match": etag, "cache-control": "max-age=0" } });
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
  });
});

describe("the checks before a reservation handler runs", () => {
  it("refuses missing, malformed, unknown and revoked keys with 401 invalid_api_key", async () => {
    await start();
    const { key, keyId } = await seedRestaurant(server.ctx);
    expect(codeOf(await server.request("/api/v1/reservation"))).toBe("invalid_api_key");
    expect(codeOf(await server.request("/api/v1/reservation", { key: "ck_nope" }))).toBe("invalid_api_key");
    const typo = key.slice(0, -1) + (key.endsWith("A") ? "B" : "A");
    expect(codeOf(await postBooking(server, typo, bookingBody()))).toBe("invalid_api_key");
    await server.ctx.keys.revoke(keyId, server.clock.now());
    const revoked = await postBooking(server, key, bookingBody());
    expect(revoked.status).toBe(401);
    expect(codeOf(revoked)).toBe("invalid_api_key");
  });

  it("refuses an unpublished restaurant before looking at modules, and a key without the module", async () => {
    await start();
    const hidden = await seedRestaurant(server.ctx, { published: false, modules: ["events"] });
    const res = await manage(server, hidden.key, { action: "load", reservation_number: 1, pin: "x" });
    expect([res.status, codeOf(res)]).toEqual([403, "restaurant_not_published"]);
    const eventsOnly = await seedRestaurant(server.ctx, { modules: ["events"] });
    for (const res of [
      await server.request("/api/v1/reservation", { key: eventsOnly.key }),
      await postBooking(server, eventsOnly.key, bookingBody()),
    ]) {
      expect([res.status, codeOf(res)]).toEqual([403, "module_not_enabled"]);
    }
  });

  it("answers a wrong method with 405 and Allow before asking for a key, and an unknown path with 404", async () => {
    await start();
    const del = await server.request("/api/v1/reservation", { method: "DELETE" });
    expect([del.status, codeOf(del)]).toEqual([405, "method_not_allowed"]);
    expect(del.headers.get("allow")).toBe("GET, POST, OPTIONS");
    const get = await server.request("/api/v1/reservation/manage");
    expect([get.status, codeOf(get)]).toEqual([405, "method_not_allowed"]);
    expect(get.headers.get("allow")).toBe("POST, OPTIONS");
    const unknown = await server.request("/api/v1/reservation/42");
    expect([unknown.status, codeOf(unknown)]).toEqual([404, "not_found"]);
    expect(unknown.headers.get("content-type")).toBe("application/json; charset=utf-8");
  });

  it("applies the origin allowlist of a key, and lets requests without Origin through", async () => {
    await start();
    const { key, restaurant } = await seedRestaurant(server.ctx, { allowedOrigins: ["https://bistro.example"] });
    const allowed = await server.request("/api/v1/reservation", { key, headers: { origin: "https://bistro.example" } });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get("access-control-allow-origin")).toBe("https://bistro.example");
    expect(allowed.headers.get("access-control-expose-headers")).toBe("RateLimit, RateLimit-Policy, Retry-After, Idempotent-Replayed");

    const other = await postBooking(server, key, bookingBody(), { origin: "https://thief.example" });
    expect([other.status, codeOf(other)]).toEqual([403, "origin_not_allowed"]);
    expect(await countReservations(restaurant)).toBe(0);

    const serverToServer = await server.request("/api/v1/reservation", { key });
    expect(serverToServer.status).toBe(200);

    const open = await seedRestaurant(server.ctx);
    const anyOrigin = await server.request("/api/v1/reservation", { key: open.key, headers: { origin: "https://anywhere.example" } });
    expect(anyOrigin.headers.get("access-control-allow-origin")).toBe("*");
    expect(anyOrigin.headers.get("access-control-expose-headers")).toBe("RateLimit, RateLimit-Policy, Retry-After, Idempotent-Replayed");
  });

  it("refuses a body that is not JSON, not declared JSON, or over 16 KiB", async () => {
    await start();
    const { key } = await seedRestaurant(server.ctx);
    const notJson = await server.request("/api/v1/reservation", { key, body: "{nope" });
    expect([notJson.status, codeOf(notJson), notJson.json.error.field]).toEqual([400, "invalid_request", "body"]);
    const array = await server.request("/api/v1/reservation", { key, body: "[1]" });
    expect([array.status, codeOf(array)]).toEqual([400, "invalid_request"]);
    const text = await server.request("/api/v1/reservation", { key, body: "hello", headers: { "content-type": "text/plain" } });
    expect([text.status, codeOf(text)]).toEqual([415, "unsupported_media_type"]);
    const huge = await postBooking(server, key, bookingBody({ guest_first_name: "x".repeat(17 * 1024) }));
    expect([huge.status, codeOf(huge)]).toEqual([413, "payload_too_large"]);
    expect(huge.headers.get("content-type")).toBe("application/json; charset=utf-8");
  });

  it("refuses a body nested thousands of levels deep with a 400, with or without an Idempotency-Key", async () => {
    await start();
    const { key } = await seedRestaurant(server.ctx);
    const deep = `{"x":${"[".repeat(8000)}${"]".repeat(8000)}}`;
    for (const headers of [{}, { "idempotency-key": "deep-1" }] as Record<string, string>[]) {
      const res = await postBooking(server, key, deep, headers);
      expect([res.status, codeOf(res), res.json.error.field]).toEqual([400, "invalid_request", "body"]);
    }
    // An ordinary booking nests three levels at most and is not affected.
    expect((await postBooking(server, key, bookingBody(), { "idempotency-key": "deep-2" })).status).toBe(200);
  });

  it("sends RateLimit headers and a Retry-After on 429 when writes run out", async () => {
    await start({ limits: { writesPerMinute: 2 } });
    const { key } = await seedRestaurant(server.ctx);
    const first = await postBooking(server, key, bookingBody());
    expect(first.headers.get("ratelimit-policy")).toMatch(/"writes"; q=2;/);
    expect(first.headers.get("ratelimit")).toMatch(/"writes"; r=1;/);
    await postBooking(server, key, bookingBody());
    const third = await postBooking(server, key, bookingBody());
    expect([third.status, codeOf(third)]).toEqual([429, "rate_limit_exceeded"]);
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(third.headers.get("cache-control")).toContain("no-store");
    const read = await server.request("/api/v1/reservation", { key });
    expect(read.status).toBe(200);
    expect(read.headers.get("ratelimit-policy")).toMatch(/"reads"; q=300;/);
  });

  it("caps successful bookings per client IP and restaurant; refused ones do not count", async () => {
    await start({ limits: { bookingsPerHour: 2 } });
    const { key } = await seedRestaurant(server.ctx);
    const other = await seedRestaurant(server.ctx);
    expect(codeOf(await postBooking(server, key, bookingBody({ terms_accepted: false })))).toBe("terms_required");
    await book(server, key);
    await book(server, key);
    const third = await postBooking(server, key, bookingBody());
    expect([third.status, codeOf(third)]).toEqual([429, "rate_limit_exceeded"]);
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
    // The refusal names the limit that refused, beside the per-minute ones that counted the request.
    expect(third.headers.get("ratelimit-policy")).toMatch(/, "bookings"; q=2; w=3600$/);
    expect(third.headers.get("ratelimit")).toMatch(/, "bookings"; r=0; t=\d+$/);
    await book(server, other.key); // another restaurant has its own count
  });
});

describe("POST /reservation", () => {
  it("confirms at once when the restaurant confirms automatically, and says so", async () => {
    await start();
    const { key, restaurant } = await seedRestaurant(server.ctx, { settings: { confirmationMode: "auto" } });
    const res = await postBooking(server, key, bookingBody());
    expect(res.status).toBe(200);
    expect(res.json.data.status).toBe("confirmed");
    const [row] = await server.rows(
      sql`SELECT status FROM reservations WHERE restaurant_id = ${restaurant.id} AND reservation_number = ${res.json.data.reservation_number}`,
    );
    expect(row!.status).toBe("confirmed");
  });

  it("asks no terms of a guest when the restaurant has no terms page, in a booking or a change", async () => {
    await start();
    const { key } = await seedRestaurant(server.ctx, { settings: { termsUrl: null } });
    const { terms_accepted: _omitted, ...body } = bookingBody();
    const created = await postBooking(server, key, body);
    expect(created.status).toBe(200);
    expect((await server.request("/api/v1/reservation", { key })).json.data.termsUrl).toBeNull();
    const change = await manage(server, key, {
      reservation_number: created.json.data.reservation_number,
      pin: created.json.data.guest_pin,
      party_size: 3,
    });
    expect(change.json).toEqual({ data: { ok: true, change_request: false } });
  });

  it("keeps the language the guest booked in, and refuses a guest_locale that is no language tag", async () => {
    await start();
    const { key, restaurant } = await seedRestaurant(server.ctx);
    const languageOf = async (guestLocale: string, startsAt?: string) => {
      const booked = await postBooking(
        server,
        key,
        bookingBody({ guest_locale: guestLocale, ...(startsAt ? { starts_at: startsAt } : {}) }),
      );
      const [row] = await server.rows(
        sql`SELECT guest_language FROM reservations WHERE restaurant_id = ${restaurant.id} AND reservation_number = ${booked.json.data.reservation_number}`,
      );
      return row!.guest_language;
    };
    expect(await languageOf("de-AT")).toBe("de");
    expect(await languageOf("fr-BE", "2026-06-02T19:00:00+02:00")).toBe("fr");
    const bad = await postBooking(server, key, bookingBody({ guest_locale: "<script>" }));
    expect(bad.status).toBe(400);
    expect(bad.json.error).toMatchObject({ code: "invalid_request", field: "guest_locale" });
  });

  it("books a pending reservation with a random number and a PIN stored only as an HMAC", async () => {
    await start();
    const { key, restaurant } = await seedRestaurant(server.ctx);
    const res = await postBooking(server, key, bookingBody({ guest_phone: "+49 (30) 123-4567" }));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-cache, no-store, must-revalidate");
    const { reservation_number, guest_pin } = res.json.data;
    expect(Object.keys(res.json.data).sort()).toEqual(["guest_pin", "reservation_number", "status"]);
    expect(res.json.data.status).toBe("pending");
    expect(String(reservation_number)).toMatch(/^\d{6,8}$/);
    expect(guest_pin).toMatch(new RegExp(`^[${PIN_ALPHABET}]{6}$`));
    const [row] = await server.rows(
      sql`SELECT * FROM reservations WHERE restaurant_id = ${restaurant.id} AND reservation_number = ${reservation_number}`,
    );
    expect(row).toMatchObject({
      restaurant_id: restaurant.id,
      status: "pending",
      guest_phone: "+49301234567",
      starts_at: "2026-06-02T17:00:00Z",
      ends_at: "2026-06-02T19:00:00Z",
    });
    expect(row!.pin_hmac).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(guest_pin);
  });

  it("draws numbers that are not sequential: 6 to 8 digits, unordered, never adjacent, spread over the range", async () => {
    await start({ limits: { writesPerMinute: 100, bookingsPerHour: 100 } });
    const { key } = await seedRestaurant(server.ctx);
    const numbers: number[] = [];
    for (let i = 0; i < 40; i += 1) numbers.push((await book(server, key)).reservation_number);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const n of numbers) expect(String(n)).toMatch(/^[1-9]\d{5,7}$/);
    const sorted = [...numbers].sort((a, b) => a - b);
    // in booking order they are not sorted either way (40 random draws: 2 in 40! would be)
    expect(numbers).not.toEqual(sorted);
    expect(numbers).not.toEqual([...sorted].reverse());
    // no two are neighbours, so one guest's number does not lead to the next guest's
    const gaps = sorted.slice(1).map((n, i) => n - sorted[i]!);
    expect(Math.min(...gaps)).toBeGreaterThan(1);
    // they cover the range rather than counting up from somewhere (uniform draws span most of it)
    expect(sorted.at(-1)! - sorted[0]!).toBeGreaterThan((RESERVATION_NUMBER_MAX - RESERVATION_NUMBER_MIN) / 2);
  });

  it("ignores a slug and unknown fields in the body: the key decides the restaurant", async () => {
    await start();
    const mine = await seedRestaurant(server.ctx);
    const theirs = await seedRestaurant(server.ctx);
    const { reservation_number, guest_pin } = await book(server, mine.key, {
      slug: theirs.restaurant.slug,
      restaurant_id: theirs.restaurant.id,
      vip: true,
    });
    const [row] = await server.rows<{ restaurant_id: string }>(
      sql`SELECT restaurant_id FROM reservations WHERE reservation_number = ${reservation_number}`,
    );
    expect(row!.restaurant_id).toBe(mine.restaurant.id);
    expect((await manage(server, mine.key, { action: "load", reservation_number, pin: guest_pin })).status).toBe(200);
    expect(codeOf(await manage(server, theirs.key, { action: "load", reservation_number, pin: guest_pin }))).toBe("invalid_credentials");
  });

  it.each([
    ["terms_required", { terms_accepted: false }, "terms_accepted"],
    ["terms_required", { terms_accepted: undefined }, "terms_accepted"],
    ["last_name_required", { guest_last_name: undefined }, "guest_last_name"],
    ["last_name_required", { guest_last_name: "   " }, "guest_last_name"],
    ["contact_required", { guest_email: null, guest_phone: "" }, "guest_phone"],
    ["contact_required", { guest_email: null, guest_phone: "+49 151 23456789", notify_email: true }, "guest_email"],
    ["notify_channel_required", { notify_email: false, notify_whatsapp: false }, "notify_email"],
    ["booking_lead_time", { starts_at: berlin("2026-06-01", "13:00") }, "starts_at"],
    ["booking_lead_time", { starts_at: "2026-05-30T17:00:00Z" }, "starts_at"],
    ["booking_horizon", { starts_at: berlin("2026-08-04", "19:00") }, "starts_at"],
    ["outside_opening_hours", { starts_at: berlin("2026-06-08", "19:00") }, "starts_at"],
    ["outside_opening_hours", { starts_at: berlin("2026-06-02", "10:00") }, "starts_at"],
    ["invalid_request", { party_size: 0 }, "party_size"],
    ["invalid_request", { party_size: 13 }, "party_size"],
    ["invalid_request", { party_size: 2.5 }, "party_size"],
    ["invalid_request", { party_size: "2" }, "party_size"],
    ["invalid_request", { party_size: undefined }, "party_size"],
    ["invalid_request", { starts_at: undefined }, "starts_at"],
    ["invalid_request", { starts_at: "2026-06-02 19:00" }, "starts_at"],
    ["invalid_request", { guest_email: "not-an-address" }, "guest_email"],
    ["invalid_request", { guest_email: `${"a".repeat(250)}@b.example` }, "guest_email"],
    ["invalid_request", { guest_phone: "12345" }, "guest_phone"],
    ["invalid_request", { guest_last_name: "x".repeat(81) }, "guest_last_name"],
    ["invalid_request", { notify_email: "yes" }, "notify_email"],
    ["invalid_request", { ends_at: berlin("2026-06-02", "19:00") }, "ends_at"],
    ["invalid_request", { ends_at: berlin("2026-06-02", "18:00") }, "ends_at"],
    ["invalid_request", { ends_at: berlin("2026-06-03", "07:01") }, "ends_at"],
  ])("answers %s for %j", async (code, overrides, field) => {
    await start();
    const { key, restaurant } = await seedRestaurant(server.ctx);
    const res = await postBooking(server, key, bookingBody(overrides));
    expect(res.json.error).toMatchObject({ code, field });
    expect(res.status).toBe(code === "slot_full" ? 409 : 400);
    expect(typeof res.json.error.message).toBe("string");
    expect(await countReservations(restaurant)).toBe(0);
  });

  it("reports the first failing rule in the contract's order", async () => {
    await start();
    const { key } = await seedRestaurant(server.ctx);
    const first = async (overrides: Record<string, unknown>) => codeOf(await postBooking(server, key, bookingBody(overrides)));
    const past = "2026-05-01T10:00:00Z";
    // types and bounds before everything else
    expect(await first({ party_size: 99, terms_accepted: false, guest_last_name: null })).toBe("invalid_request");
    expect(await first({ terms_accepted: false, guest_last_name: "" })).toBe("terms_required");
    expect(await first({ guest_last_name: "", guest_email: null, notify_email: false })).toBe("last_name_required");
    expect(await first({ guest_email: null, notify_email: false, starts_at: past })).toBe("contact_required");
    expect(await first({ notify_email: false, starts_at: past })).toBe("notify_channel_required");
    // lead time before horizon and hours: a past time on a closed Monday is "too soon"
    expect(await first({ starts_at: "2026-06-01T02:00:00Z" })).toBe("booking_lead_time");
    expect(await first({ starts_at: berlin("2026-12-07", "09:00") })).toBe("booking_horizon");
  });

  it("ends the stay after defaultDwellMinutes when ends_at is omitted, and takes an explicit ends_at", async () => {
    await start();
    const { key, restaurant } = await seedRestaurant(server.ctx, { settings: { defaultDwellMinutes: 90 } });
    const a = await book(server, key, { starts_at: berlin("2026-06-02", "18:00") });
    const b = await book(server, key, { starts_at: berlin("2026-06-02", "18:00"), ends_at: berlin("2026-06-02", "18:45") });
    const endOf = (n: number) =>
      scalar(sql`SELECT ends_at AS n FROM reservations WHERE restaurant_id = ${restaurant.id} AND reservation_number = ${n}`);
    expect(await endOf(a.reservation_number)).toBe(berlin("2026-06-02", "19:30"));
    expect(await endOf(b.reservation_number)).toBe(berlin("2026-06-02", "18:45"));
  });
});

describe("capacity (maxCoversPerSlot)", () => {
  it("counts the guests of overlapping, still-occupying reservations", async () => {
    await start();
    const { key } = await seedRestaurant(server.ctx, { settings: { maxCoversPerSlot: 6 } });
    const four = await book(server, key, { party_size: 4, starts_at: berlin("2026-06-02", "18:00") }); // 18–20
    await book(server, key, { party_size: 2, starts_at: berlin("2026-06-02", "19:00") }); // 19–21: 6 at 19–20
    const full = await postBooking(server, key, bookingBody({ party_size: 1, starts_at: berlin("2026-06-02", "19:30") }));
    expect([full.status, codeOf(full), full.json.error.field]).toEqual([409, "slot_full", "starts_at"]);
    // [starts_at, ends_at) is half-open: a stay from 20:00 does not meet the 18:00 party of four
    await book(server, key, { party_size: 4, starts_at: berlin("2026-06-02", "20:00"), ends_at: berlin("2026-06-02", "21:00") });
    // a cancelled reservation gives its table back
    const cancel = await manage(server, key, { action: "cancel", reservation_number: four.reservation_number, pin: four.guest_pin });
    expect(cancel.json).toEqual({ data: { ok: true, status: "cancelled" } });
    await book(server, key, { party_size: 4, starts_at: berlin("2026-06-02", "18:00"), ends_at: berlin("2026-06-02", "19:00") });
  });

  it("reports the rules before capacity, and does not count completed reservations", async () => {
    await start();
    const { key, restaurant } = await seedRestaurant(server.ctx, { settings: { maxCoversPerSlot: 2 } });
    const first = await book(server, key, { party_size: 2 });
    expect(codeOf(await postBooking(server, key, bookingBody({ terms_accepted: false })))).toBe("terms_required");
    expect(codeOf(await postBooking(server, key, bookingBody()))).toBe("slot_full");
    await server.rows(
      sql`UPDATE reservations SET status = 'completed' WHERE restaurant_id = ${restaurant.id} AND reservation_number = ${first.reservation_number}`,
    );
    await book(server, key, { party_size: 2 });
  });

  it("keeps the per-stay sums the capacity check reads equal to the reservations, through every kind of change", async () => {
    await start();
    const { key, restaurant } = await seedRestaurant(server.ctx, { settings: { maxCoversPerSlot: 50 } });
    const sums = sql`SELECT restaurant_id, starts_at, ends_at, SUM(party_size) AS covers FROM reservations
      WHERE restaurant_id = ${restaurant.id} AND status IN ('pending', 'confirmed', 'seated') GROUP BY restaurant_id, starts_at, ends_at ORDER BY starts_at, ends_at`;
    const kept = sql`SELECT restaurant_id, starts_at, ends_at, covers FROM covers_by_stay WHERE restaurant_id = ${restaurant.id} ORDER BY starts_at, ends_at`;
    const expectSame = async () => expect(await server.rows(kept)).toEqual(await server.rows(sums));
    const a = await book(server, key, { party_size: 2 });
    const b = await book(server, key, { party_size: 3 });
    await book(server, key, { party_size: 4, starts_at: berlin("2026-06-02", "18:00") });
    await expectSame();
    const change = await manage(server, key, {
      reservation_number: a.reservation_number,
      pin: a.guest_pin,
      party_size: 5,
      terms_accepted: true,
    });
    expect(change.status, change.text).toBe(200);
    await expectSame();
    await server.rows(
      sql`UPDATE reservations SET starts_at = '2026-06-02T15:00:00Z', ends_at = '2026-06-02T17:00:00Z' WHERE restaurant_id = ${restaurant.id} AND reservation_number = ${b.reservation_number}`,
    );
    await expectSame();
    await server.rows(
      sql`UPDATE reservations SET status = 'completed' WHERE restaurant_id = ${restaurant.id} AND reservation_number = ${b.reservation_number}`,
    );
    await server.rows(
      sql`UPDATE reservations SET status = 'confirmed' WHERE restaurant_id = ${restaurant.id} AND reservation_number = ${b.reservation_number}`,
    );
    await expectSame();
    await manage(server, key, { action: "cancel", reservation_number: a.reservation_number, pin: a.guest_pin });
    await expectSame();
    await server.rows(
      sql`DELETE FROM reservations WHERE restaurant_id = ${restaurant.id} AND reservation_number = ${b.reservation_number}`,
    );
    await expectSame();
    expect(await server.rows(kept)).toHaveLength(1);
    await server.rows(sql`DELETE FROM restaurants WHERE id = ${restaurant.id}`);
    expect(await server.rows(kept)).toEqual([]);
  });

  it("lets only one of two racing bookings take the last table", async () => {
    await start();
    const { key, restaurant } = await seedRestaurant(server.ctx, { settings: { maxCoversPerSlot: 4 } });
    const results = await Promise.all([
      postBooking(server, key, bookingBody({ party_size: 3 })),
      postBooking(server, key, bookingBody({ party_size: 3 })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await scalar(sql`SELECT SUM(party_size) AS n FROM reservations WHERE restaurant_id = ${restaurant.id}`)).toBe(3);
  });

  // Against a row stored with fractional seconds (only SQLite databases from before migration 003
  // have them): booking.sqlite.test.ts.
  it("compares stays as instants, to the second", async () => {
    await start();
    const { key, restaurant } = await seedRestaurant(server.ctx, { settings: { maxCoversPerSlot: 4 } });
    // a full table from 19:00Z
    await server.rows(
      sql`INSERT INTO reservations (restaurant_id, reservation_number, pin_hmac, status, guest_last_name, party_size,
           starts_at, ends_at, notify_email, notify_whatsapp, created_at, updated_at)
         VALUES (${restaurant.id}, 4242424, 'x', 'confirmed', 'Earlier', 4, '2026-06-02T19:00:00Z', '2026-06-02T21:00:00Z', 1, 0, 'x', 'x')`,
    );
    // 17:00Z–19:00Z ends as it starts: no overlap
    await book(server, key, { party_size: 4, starts_at: "2026-06-02T17:00:00Z", ends_at: "2026-06-02T19:00:00Z" });
    // one second more does overlap
    const over = await postBooking(
      server,
      key,
      bookingBody({ party_size: 1, starts_at: "2026-06-02T17:00:00Z", ends_at: "2026-06-02T19:00:01Z" }),
    );
    expect(codeOf(over)).toBe("slot_full");
  });

  it("does not limit anything when maxCoversPerSlot is null", async () => {
    await start();
    const { key } = await seedRestaurant(server.ctx);
    for (let i = 0; i < 3; i += 1) await book(server, key, { party_size: 12 });
  });
});

describe("Idempotency-Key", () => {
  it("answers a retry with the first response (same number and PIN) and creates nothing", async () => {
    await start();
    const { key, restaurant, keyId } = await seedRestaurant(server.ctx);
    const body = bookingBody();
    const first = await postBooking(server, key, body, { "idempotency-key": "order-1" });
    // the same body with its keys in another order is the same body
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const retry = await postBooking(server, key, JSON.stringify(reordered, null, 2), { "idempotency-key": "order-1" });
    expect(retry.status).toBe(200);
    expect(retry.json).toEqual(first.json);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(retry.headers.get("cache-control")).toBe("private, no-cache, no-store, must-revalidate");
    expect(await countReservations(restaurant)).toBe(1);
    const [stored] = await server.rows(sql`SELECT * FROM idempotency_keys WHERE api_key_id = ${keyId}`);
    expect(stored).toMatchObject({ state: "done", status_code: 200 });
    expect(String(stored!.response_encrypted)).not.toContain(first.json.data.guest_pin);
    expect(String(stored!.response_encrypted)).not.toContain(String(first.json.data.reservation_number));
  });

  it("answers 422 idempotency_key_reused for the same key with another body", async () => {
    await start();
    const { key, restaurant } = await seedRestaurant(server.ctx);
    await postBooking(server, key, bookingBody(), { "idempotency-key": "k" });
    const other = await postBooking(server, key, bookingBody({ party_size: 3 }), { "idempotency-key": "k" });
    expect([other.status, codeOf(other)]).toEqual([422, "idempotency_key_reused"]);
    expect(await countReservations(restaurant)).toBe(1);
  });

  it("answers 409 idempotency_in_progress while the first attempt is being handled", async () => {
    await start();
    const { key, keyId, restaurant } = await seedRestaurant(server.ctx);
    const body = bookingBody();
    const { bodyHashOf } = await import("./idempotency.ts");
    // another process (or a request still on its way) holds the key
    await server.rows(
      sql`INSERT INTO idempotency_keys (api_key_id, idempotency_key, body_hash, state, created_at)
          VALUES (${keyId}, 'busy', ${bodyHashOf(body)}, 'in_progress', ${server.clock.now().getTime()})`,
    );
    server.clock.advance(15_000);
    const res = await postBooking(server, key, body, { "idempotency-key": "busy" });
    expect([res.status, codeOf(res)]).toEqual([409, "idempotency_in_progress"]);
    // A client, or one after a crash, learns when the key can be taken over: 60 s after the claim.
    expect(res.headers.get("retry-after")).toBe("45");
    expect(await countReservations(restaurant)).toBe(0);
    // an attempt that has not finished after a minute died with its process; the key is taken over
    server.clock.advance(46_000);
    expect((await postBooking(server, key, body, { "idempotency-key": "busy" })).status).toBe(200);
  });

  it("is scoped to the API key", async () => {
    await start();
    const { key, restaurant } = await seedRestaurant(server.ctx);
    const { issueKey } = await import("../../keys/service.ts");
    const second = await issueKey(
      server.ctx.keys,
      { restaurantId: restaurant.id, modules: ["reservation"], allowedOrigins: null },
      server.clock.now(),
    );
    const a = await postBooking(server, key, bookingBody(), { "idempotency-key": "same" });
    const b = await postBooking(server, second.key, bookingBody(), { "idempotency-key": "same" });
    expect(b.status).toBe(200);
    expect(b.json.data.reservation_number).not.toBe(a.json.data.reservation_number);
    expect(await countReservations(restaurant)).toBe(2);
  });

  it("replays a refusal, with its status, to a retry with the same body", async () => {
    await start();
    const { key, restaurant, keyId } = await seedRestaurant(server.ctx);
    const body = bookingBody({ terms_accepted: false });
    const refused = await postBooking(server, key, body, { "idempotency-key": "no-terms" });
    expect([refused.status, codeOf(refused), refused.headers.get("idempotent-replayed")]).toEqual([400, "terms_required", null]);
    const retry = await postBooking(server, key, body, { "idempotency-key": "no-terms" });
    expect(retry.status).toBe(400);
    expect(retry.json).toEqual(refused.json);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(retry.headers.get("cache-control")).toBe("private, no-cache, no-store, must-revalidate");
    expect(await server.rows(sql`SELECT state, status_code FROM idempotency_keys WHERE api_key_id = ${keyId}`)).toEqual([
      { state: "done", status_code: 400 },
    ]);
    expect(await countReservations(restaurant)).toBe(0);
  });

  it("answers 422 to a refused key sent again with a corrected body: a correction needs a new key", async () => {
    await start();
    const { key, restaurant } = await seedRestaurant(server.ctx, { settings: { maxCoversPerSlot: 2 } });
    await book(server, key);
    const full = await postBooking(server, key, bookingBody(), { "idempotency-key": "k" });
    expect([full.status, codeOf(full)]).toEqual([409, "slot_full"]);
    const corrected = await postBooking(server, key, bookingBody({ starts_at: berlin("2026-06-02", "12:00") }), { "idempotency-key": "k" });
    expect([corrected.status, codeOf(corrected)]).toEqual([422, "idempotency_key_reused"]);
    expect(await countReservations(restaurant)).toBe(1);
    expect(
      (await postBooking(server, key, bookingBody({ starts_at: berlin("2026-06-02", "12:00") }), { "idempotency-key": "k2" })).status,
    ).toBe(200);
  });

  it("replays a booking past the per-IP booking cap: a replay neither counts toward it nor is refused by it", async () => {
    await start({ limits: { bookingsPerHour: 1 } });
    const { key } = await seedRestaurant(server.ctx);
    const first = await postBooking(server, key, bookingBody(), { "idempotency-key": "once" });
    expect(first.status).toBe(200);
    const replay = await postBooking(server, key, bookingBody(), { "idempotency-key": "once" });
    expect([replay.status, replay.headers.get("idempotent-replayed")]).toEqual([200, "true"]);
    expect(replay.json).toEqual(first.json);
    expect(codeOf(await postBooking(server, key, bookingBody()))).toBe("rate_limit_exceeded");
  });

  it("does not spend the key on a 429 from the booking cap", async () => {
    // one proxy in front, so two clients can be told apart by X-Forwarded-For
    await start({ limits: { bookingsPerHour: 1 }, env: { TRUST_PROXY: "1" } });
    const { key, restaurant, keyId } = await seedRestaurant(server.ctx);
    const fromA = { "x-forwarded-for": "203.0.113.7" };
    const fromB = { "x-forwarded-for": "198.51.100.1" };
    await book(server, key, {}, fromA);
    const capped = await postBooking(server, key, bookingBody({ party_size: 3 }), { "idempotency-key": "k", ...fromA });
    expect([capped.status, codeOf(capped)]).toEqual([429, "rate_limit_exceeded"]);
    expect(await scalar(sql`SELECT COUNT(*) AS n FROM idempotency_keys WHERE api_key_id = ${keyId} AND idempotency_key = 'k'`)).toBe(0);
    // the same key and body, from where the cap has room: booked, not "in progress" or a replayed 429
    const booked = await postBooking(server, key, bookingBody({ party_size: 3 }), { "idempotency-key": "k", ...fromB });
    expect([booked.status, booked.headers.get("idempotent-replayed")]).toEqual([200, null]);
    // and from then on the booking is what the key answers, to either client
    const again = await postBooking(server, key, bookingBody({ party_size: 3 }), { "idempotency-key": "k", ...fromA });
    expect([again.status, again.json]).toEqual([200, booked.json]);
    expect(await countReservations(restaurant)).toBe(2);
  });

  it("does not spend the key on a failure of ours", async () => {
    // a server of its own: every insert into reservations fails while this test runs
    await start({});
    const { key, keyId } = await seedRestaurant(server.ctx);
    await failInsertsIntoReservations(server);
    const failed = await postBooking(server, key, bookingBody(), { "idempotency-key": "k" });
    expect([failed.status, codeOf(failed)]).toEqual([500, "internal_error"]);
    expect(await scalar(sql`SELECT COUNT(*) AS n FROM idempotency_keys WHERE api_key_id = ${keyId}`)).toBe(0);
    await stopFailingInserts(server);
    expect((await postBooking(server, key, bookingBody(), { "idempotency-key": "k" })).status).toBe(200);
  });

  it("expires after 24 hours", async () => {
    await start();
    const { key, restaurant, keyId } = await seedRestaurant(server.ctx);
    const first = await postBooking(server, key, bookingBody(), { "idempotency-key": "day" });
    server.clock.advance(24 * 3600_000 + 1000);
    const later = await postBooking(server, key, bookingBody(), { "idempotency-key": "day" });
    expect(later.status).toBe(200);
    expect(later.json.data.reservation_number).not.toBe(first.json.data.reservation_number);
    expect(await countReservations(restaurant)).toBe(2);
    expect(await scalar(sql`SELECT COUNT(*) AS n FROM idempotency_keys WHERE api_key_id = ${keyId}`)).toBe(1);
  });

  it("refuses a key longer than 255 characters with invalid_request on the header", async () => {
    await start();
    const { key } = await seedRestaurant(server.ctx);
    expect((await postBooking(server, key, bookingBody(), { "idempotency-key": "k".repeat(255) })).status).toBe(200);
    const res = await postBooking(server, key, bookingBody(), { "idempotency-key": "k".repeat(256) });
    expect(res.json.error).toMatchObject({ code: "invalid_request", field: "Idempotency-Key" });
  });
});

function restaurant0Hours() {
  const day = { closed: false, open: "12:00", close: "22:00" };
  return { monday: day, tuesday: day, wednesday: day, thursday: day, friday: day, saturday: day, sunday: day };
}
