import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import type { ModuleId } from "../../core/modules.ts";
import type { Limits } from "../config.ts";
import type { AppContext } from "../context.ts";
import { berlin, bookingBody, codeOf } from "../modules/reservation/test-support.ts";
import { failInsertsIntoReservations } from "../testing/failing-inserts.ts";
import { eventFields, seedRestaurant, TEST_HOURS } from "../testing/fixtures.ts";
import { expectConforms, expectRequestConforms } from "../testing/openapi-conformance.ts";
import { testServers } from "../testing/file-servers.ts";
import type { TestRequest, TestResponse, TestServer } from "../testing/test-server.ts";

/**
 * Every endpoint of /api/v1 answered for real, over HTTP, and each answer checked against the
 * OpenAPI document: its status must be one the document lists for the operation, its headers and
 * body must match what it says.
 */

const ROOMY: Partial<Limits> = { readsPerMinute: 1000, writesPerMinute: 1000, bookingsPerHour: 1000 };
let server: TestServer;
const startServer = testServers({ limits: ROOMY });
/** A second shared server, for each GET's reads limit: that limit is per key, and each test seeds its own. */
const startOneReadServer = testServers({ limits: { ...ROOMY, readsPerMinute: 1 } });
/** The file's server (each test seeds its own restaurant), or one of the test's own with these limits. */
async function start(limits?: Partial<Limits>): Promise<TestServer> {
  server = await startServer(limits && { limits: { ...ROOMY, ...limits } });
  return server;
}

/** Requests the operation ("POST /reservation"), at `path` when given, and checks the answer. */
async function call(operation: string, init: TestRequest & { path?: string } = {}): Promise<TestResponse> {
  const [method, documented] = operation.split(" ");
  const res = await server.request(`/api/v1${init.path ?? documented}`, { method, ...init });
  expectConforms(operation, res);
  return res;
}
const answer = (res: TestResponse) => [res.status, codeOf(res)];

/** A restaurant with something in every module: exceptions, settings that are not null, events, content. */
async function seedEverything(ctx: AppContext, options: Parameters<typeof seedRestaurant>[1] = {}) {
  const seeded = await seedRestaurant(ctx, {
    settings: { termsUrl: "https://bistro.example/terms", embedFormFooterText: "See you", maxCoversPerSlot: 20 },
    hours: {
      weeklyHours: TEST_HOURS.weeklyHours,
      dateExceptions: [
        { date: "2026-06-09", closed: true, open: null, close: null, note: "Private party" },
        { date: "2026-06-15", closed: false, open: "18:00", close: "23:00", note: null },
      ],
    },
    ...options,
  });
  const now = ctx.clock.now();
  const { events } = ctx.services;
  await events.create(seeded.restaurant.id, eventFields({ title: "Jazz", startAt: "2026-06-05T18:00:00Z" }), now);
  await events.create(
    seeded.restaurant.id,
    eventFields({
      platform: "social_network",
      source: "social_network",
      eventId: "sn-1",
      title: "Wine tasting",
      description: "Six wines.",
      coverUrl: "https://img.example/wine.jpg",
      coverStoragePath: "covers/wine.jpg",
      startAt: "2026-05-20T18:00:00+02:00",
      endAt: "2026-05-20T21:00:00+02:00",
      ticketUrl: "https://tickets.example/1",
      location: "Cellar",
      externalUrl: "https://social.example/e/1",
      isPinned: true,
    }),
    now,
  );
  const { content } = ctx.services;
  const price = { amount: "12.50", currency: "EUR" };
  const item = { id: "burrata", name: "Burrata", description: "Tomatoes", price, tags: ["vegetarian"], allergens: ["milk"] };
  await content.import(
    seeded.restaurant.id,
    "menu",
    {
      sections: [
        { id: "starters", title: "Starters", description: null, items: [item, { ...item, id: "bread", description: null, price: null }] },
      ],
    },
    now,
  );
  const review = { id: "r1", author: "Ada", rating: 5, text: "Lovely.", source: "native", createdAt: "2026-05-01T12:00:00+02:00" };
  await content.import(seeded.restaurant.id, "reviews", { items: [review, { ...review, id: "r2", rating: 4 }] }, now);
  const news = {
    id: "n1",
    title: "Terrace open",
    body: "From June.",
    imageUrl: "https://img.example/t.jpg",
    isPinned: true,
    publishedAt: "2026-05-30T08:00:00Z",
  };
  await content.import(seeded.restaurant.id, "news", { items: [news, { ...news, id: "n2", imageUrl: null, isPinned: false }] }, now);
  await content.import(
    seeded.restaurant.id,
    "gallery",
    { items: [{ id: "g1", url: "https://img.example/g1.jpg", alt: "The room", width: 1200, height: 800 }] },
    now,
  );
  return seeded;
}

/** Each GET behind a key, with the module it needs and one module that is not it. */
const READS: [string, ModuleId, ModuleId][] = [
  ["/reservation", "reservation", "events"],
  ["/events", "events", "reservation"],
  ["/menu", "menu", "events"],
  ["/reviews", "reviews", "events"],
  ["/news", "news", "events"],
  ["/gallery", "gallery", "events"],
  ["/opening-hours", "opening_hours", "events"],
];

describe.each(READS)("GET %s", (path, module, other) => {
  const op = `GET ${path}`;

  it("answers 200 with the documented body, HEAD with none, and 304 to its ETag", async () => {
    await start();
    for (const seeded of [await seedEverything(server.ctx), await seedRestaurant(server.ctx, { modules: [module] })]) {
      const res = await call(op, { key: seeded.key });
      expect(res.status).toBe(200);
      const head = await call(`HEAD ${path}`, { key: seeded.key });
      expect(head.status).toBe(200);
      const again = await call(op, {
        key: seeded.key,
        headers: { "if-none-match": res.headers.get("etag")!, "cache-control": "max-age=0" },
      });
      expect(again.status).toBe(304);
    }
  });

  it("answers 401, 403 and 405 as documented", async () => {
    await start();
    const allowed = await seedRestaurant(server.ctx, { allowedOrigins: ["https://bistro.example"] });
    expect(answer(await call(op))).toEqual([401, "invalid_api_key"]);
    expect(answer(await call(op, { key: "ck_nope" }))).toEqual([401, "invalid_api_key"]);
    expect(answer(await call(op, { key: (await seedRestaurant(server.ctx, { modules: [other] })).key }))).toEqual([
      403,
      "module_not_enabled",
    ]);
    expect(answer(await call(op, { key: (await seedRestaurant(server.ctx, { published: false })).key }))).toEqual([
      403,
      "restaurant_not_published",
    ]);
    expect(answer(await call(op, { key: allowed.key, headers: { origin: "https://thief.example" } }))).toEqual([403, "origin_not_allowed"]);
    expect(answer(await call(`DELETE ${path}`, { key: allowed.key }))).toEqual([405, "method_not_allowed"]);
  });

  it("answers 429 once the key's reads run out", async () => {
    server = await startOneReadServer();
    const { key } = await seedRestaurant(server.ctx);
    expect((await call(op, { key })).status).toBe(200);
    expect(answer(await call(op, { key }))).toEqual([429, "rate_limit_exceeded"]);
  });
});

describe("the public endpoints", () => {
  it.each(["/health", "/openapi.json"])("GET %s answers 200, HEAD, 304, 405, and 429 past the per-IP limit", async (path) => {
    await start({ ipRequestsPerMinute: 5 });
    const res = await call(`GET ${path}`);
    expect(res.status).toBe(200);
    expect((await call(`HEAD ${path}`)).status).toBe(200);
    const etag = res.headers.get("etag")!;
    expect((await call(`GET ${path}`, { headers: { "if-none-match": etag, "cache-control": "max-age=0" } })).status).toBe(304);
    expect(answer(await call(`POST ${path}`, { body: {} }))).toEqual([405, "method_not_allowed"]);
    expect((await call(`GET ${path}`)).status).toBe(200);
    expect(answer(await call(`GET ${path}`))).toEqual([429, "rate_limit_exceeded"]);
  });

  it("answers an undocumented path with the documented 404", async () => {
    await start();
    const { key } = await seedRestaurant(server.ctx);
    expect(answer(await call("GET /nope"))).toEqual([404, "not_found"]);
    expect(answer(await call("POST /reservation/42", { key, body: bookingBody() }))).toEqual([404, "not_found"]);
    expect((await call("HEAD /nope")).status).toBe(404);
  });
});

describe("POST /reservation", () => {
  const op = "POST /reservation";
  const post = (key: string, body: unknown, headers: Record<string, string> = {}) => call(op, { key, body, headers });

  it("answers a booking, and replays it for its Idempotency-Key", async () => {
    await start();
    const { key } = await seedEverything(server.ctx);
    expectRequestConforms(op, bookingBody());
    const first = await post(key, bookingBody(), { "idempotency-key": "k1" });
    expect(first.status).toBe(200);
    const replay = await post(key, bookingBody(), { "idempotency-key": "k1" });
    expect([replay.status, replay.headers.get("idempotent-replayed")]).toEqual([200, "true"]);
    const minimal = {
      guest_last_name: "Byron",
      guest_email: "b@example.org",
      party_size: 2,
      starts_at: berlin("2026-06-02", "20:00"),
      notify_email: true,
      terms_accepted: true,
    };
    expectRequestConforms(op, minimal);
    expect((await post(key, minimal)).status).toBe(200);
  });

  it.each([
    ["invalid_request", { party_size: 0 }],
    ["invalid_request", { guest_email: "not-an-address" }],
    ["invalid_request", { ends_at: berlin("2026-06-02", "18:00") }],
    ["terms_required", { terms_accepted: false }],
    ["last_name_required", { guest_last_name: "" }],
    ["contact_required", { guest_email: null }],
    ["notify_channel_required", { notify_email: false }],
    ["booking_lead_time", { starts_at: berlin("2026-06-01", "13:00") }],
    ["booking_horizon", { starts_at: berlin("2026-08-04", "19:00") }],
    ["outside_opening_hours", { starts_at: berlin("2026-06-08", "19:00") }],
  ])("answers 400 %s for %j, and replays it", async (code, overrides) => {
    await start();
    const { key } = await seedRestaurant(server.ctx);
    const res = await post(key, bookingBody(overrides), { "idempotency-key": "refused" });
    expect(answer(res)).toEqual([400, code]);
    expect(res.json.error.field).toEqual(expect.any(String));
    const replay = await post(key, bookingBody(overrides), { "idempotency-key": "refused" });
    expect([replay.status, replay.headers.get("idempotent-replayed")]).toEqual([400, "true"]);
  });

  it("answers 400 to a body that is not a JSON object and to a bad Idempotency-Key, 413 and 415", async () => {
    await start();
    const { key } = await seedRestaurant(server.ctx);
    for (const body of ["{nope", "[1]", "null"]) expect(answer(await post(key, body))).toEqual([400, "invalid_request"]);
    expect((await post(key, bookingBody(), { "idempotency-key": "k".repeat(256) })).json.error).toMatchObject({ field: "Idempotency-Key" });
    expect(answer(await post(key, bookingBody({ guest_first_name: "x".repeat(17 * 1024) })))).toEqual([413, "payload_too_large"]);
    expect(answer(await post(key, "{}", { "content-type": "text/plain" }))).toEqual([415, "unsupported_media_type"]);
  });

  it("answers 401, 403 and 405 as documented", async () => {
    await start();
    const allowed = await seedRestaurant(server.ctx, { allowedOrigins: ["https://bistro.example"] });
    expect(answer(await call(op, { body: bookingBody() }))).toEqual([401, "invalid_api_key"]);
    expect(answer(await post((await seedRestaurant(server.ctx, { modules: ["events"] })).key, bookingBody()))).toEqual([
      403,
      "module_not_enabled",
    ]);
    expect(answer(await post((await seedRestaurant(server.ctx, { published: false })).key, bookingBody()))).toEqual([
      403,
      "restaurant_not_published",
    ]);
    expect(answer(await post(allowed.key, bookingBody(), { origin: "https://thief.example" }))).toEqual([403, "origin_not_allowed"]);
    const preview = await server.ctx.services.apiKeys.issuePreviewKey(allowed.restaurant.id, "https://console.example");
    expect(answer(await post(preview.clearKey, bookingBody()))).toEqual([403, "preview_only"]);
    expect(answer(await call("PUT /reservation", { key: allowed.key, body: bookingBody() }))).toEqual([405, "method_not_allowed"]);
  });

  it("answers 409 slot_full and idempotency_in_progress, 422 idempotency_key_reused", async () => {
    await start();
    const { key, keyId } = await seedRestaurant(server.ctx, { settings: { maxCoversPerSlot: 2 } });
    expect((await post(key, bookingBody(), { "idempotency-key": "k" })).status).toBe(200);
    expect(answer(await post(key, bookingBody(), { "idempotency-key": "full" }))).toEqual([409, "slot_full"]);
    const replay = await post(key, bookingBody(), { "idempotency-key": "full" });
    expect([replay.status, replay.headers.get("idempotent-replayed")]).toEqual([409, "true"]);
    expect(answer(await post(key, bookingBody({ party_size: 1 }), { "idempotency-key": "k" }))).toEqual([422, "idempotency_key_reused"]);
    const { bodyHashOf } = await import("../modules/reservation/idempotency.ts");
    await server.rows(
      sql`INSERT INTO idempotency_keys (api_key_id, idempotency_key, body_hash, state, created_at)
          VALUES (${keyId}, 'busy', ${bodyHashOf(bookingBody())}, 'in_progress', ${server.clock.now().getTime()})`,
    );
    expect(answer(await post(key, bookingBody(), { "idempotency-key": "busy" }))).toEqual([409, "idempotency_in_progress"]);
  });

  it("answers 429 when writes or the booking cap run out, and 500 when we fail", async () => {
    await start({ writesPerMinute: 2 });
    const a = await seedRestaurant(server.ctx);
    await post(a.key, bookingBody());
    await post(a.key, bookingBody());
    expect(answer(await post(a.key, bookingBody()))).toEqual([429, "rate_limit_exceeded"]);

    await start({ bookingsPerHour: 1 });
    const b = await seedRestaurant(server.ctx);
    expect((await post(b.key, bookingBody())).status).toBe(200);
    expect(answer(await post(b.key, bookingBody()))).toEqual([429, "rate_limit_exceeded"]);

    await start({}); // of its own: every insert into reservations fails from here on
    const c = await seedRestaurant(server.ctx);
    await failInsertsIntoReservations(server);
    expect(answer(await post(c.key, bookingBody()))).toEqual([500, "internal_error"]);
  });
});

describe("POST /reservation/manage", () => {
  const op = "POST /reservation/manage";
  const manage = (key: string, body: unknown, headers: Record<string, string> = {}) => call(op, { key, body, headers });

  async function booked(options: Parameters<typeof seedRestaurant>[1] = {}) {
    const seeded = await seedRestaurant(server.ctx, options);
    const res = await call("POST /reservation", { key: seeded.key, body: bookingBody() });
    const { reservation_number, guest_pin } = res.json.data;
    return { ...seeded, creds: { reservation_number, pin: guest_pin } };
  }

  it("answers load, change (applied and requested) and cancel", async () => {
    await start();
    const { key, creds, restaurant } = await booked();
    const bodies = [
      { action: "load", ...creds },
      { ...creds, terms_accepted: true, party_size: 3 },
      { action: "change", ...creds, terms_accepted: true, guest_first_name: "Augusta", guest_phone: "+49 30 1234567" },
    ];
    for (const body of bodies) {
      expectRequestConforms(op, body);
      expect((await manage(key, body)).status).toBe(200);
    }
    await server.rows(sql`UPDATE reservations SET status = 'confirmed' WHERE restaurant_id = ${restaurant.id}`);
    const requested = await manage(key, { ...creds, terms_accepted: true, starts_at: berlin("2026-06-02", "20:00") });
    expect(requested.json.data).toEqual({ ok: true, change_request: true, change_request_status: "open" });
    const loaded = await manage(key, { action: "load", ...creds });
    expect(loaded.json.data.reservation.change_request).toMatchObject({ status: "open" });
    expectRequestConforms(op, { action: "cancel", ...creds });
    expect((await manage(key, { action: "cancel", ...creds })).json.data).toEqual({ ok: true, status: "cancelled" });
    expect((await manage(key, { action: "load", ...creds })).json.data.reservation.change_request).toMatchObject({ status: "declined" });
  });

  it.each([
    ["invalid_request", { pin: undefined }],
    ["invalid_request", { action: "delete" }],
    ["invalid_request", { party_size: 0 }],
    ["terms_required", { terms_accepted: undefined }],
    ["last_name_required", { guest_last_name: "" }],
    ["contact_required", { guest_email: null }],
    ["notify_channel_required", { notify_email: false }],
    ["booking_lead_time", { starts_at: berlin("2026-06-01", "13:00") }],
    ["booking_horizon", { starts_at: berlin("2026-08-04", "19:00") }],
    ["outside_opening_hours", { starts_at: berlin("2026-06-08", "19:00") }],
  ])("answers 400 %s for a change with %j", async (code, overrides) => {
    await start();
    const { key, creds } = await booked();
    expect(answer(await manage(key, { ...creds, terms_accepted: true, ...overrides }))).toEqual([400, code]);
  });

  it("answers 400 to a body that is not a JSON object, 413 and 415", async () => {
    await start();
    const { key } = await seedRestaurant(server.ctx);
    for (const body of ["{nope", "[]", "7"]) expect(answer(await manage(key, body))).toEqual([400, "invalid_request"]);
    expect(answer(await manage(key, { action: "load", reservation_number: 123456, pin: "x".repeat(17 * 1024) }))).toEqual([
      413,
      "payload_too_large",
    ]);
    expect(answer(await manage(key, "{}", { "content-type": "text/plain" }))).toEqual([415, "unsupported_media_type"]);
  });

  it("answers 401, 403 and 405 as documented", async () => {
    await start();
    const { key, creds, restaurant } = await booked({ allowedOrigins: ["https://bistro.example"] });
    expect(answer(await call(op, { body: { action: "load", ...creds } }))).toEqual([401, "invalid_api_key"]);
    expect(answer(await manage(key, { action: "load", ...creds, pin: "222222" }))).toEqual([401, "invalid_credentials"]);
    const load = { action: "load", ...creds };
    expect(answer(await manage((await seedRestaurant(server.ctx, { modules: ["menu"] })).key, load))).toEqual([403, "module_not_enabled"]);
    expect(answer(await manage((await seedRestaurant(server.ctx, { published: false })).key, load))).toEqual([
      403,
      "restaurant_not_published",
    ]);
    expect(answer(await manage(key, load, { origin: "https://thief.example" }))).toEqual([403, "origin_not_allowed"]);
    const preview = await server.ctx.services.apiKeys.issuePreviewKey(restaurant.id, "https://console.example");
    expect(answer(await manage(preview.clearKey, load))).toEqual([403, "preview_only"]);
    expect((await manage(key, { action: "cancel", ...creds })).status).toBe(200);
    expect(answer(await manage(key, { action: "cancel", ...creds }))).toEqual([403, "not_editable"]);
    expect(answer(await manage(key, { ...creds, terms_accepted: true, party_size: 3 }))).toEqual([403, "not_editable"]);
    expect(answer(await call("GET /reservation/manage", { key }))).toEqual([405, "method_not_allowed"]);
  });

  it("answers 409 slot_full to a change into a full slot", async () => {
    await start();
    const { key, creds } = await booked({ settings: { maxCoversPerSlot: 4 } });
    await call("POST /reservation", { key, body: bookingBody({ starts_at: berlin("2026-06-02", "12:00"), party_size: 4 }) });
    expect(answer(await manage(key, { ...creds, terms_accepted: true, starts_at: berlin("2026-06-02", "12:30") }))).toEqual([
      409,
      "slot_full",
    ]);
  });

  it("answers 429 after too many wrong PINs, and when writes run out", async () => {
    await start({ pinFailuresPerReservation: 2 });
    const { key, creds } = await booked();
    for (let i = 0; i < 2; i += 1)
      expect(answer(await manage(key, { action: "load", ...creds, pin: "222222" }))).toEqual([401, "invalid_credentials"]);
    expect(answer(await manage(key, { action: "load", ...creds }))).toEqual([429, "rate_limit_exceeded"]);

    await start({ writesPerMinute: 1 });
    const other = await seedRestaurant(server.ctx);
    expect(answer(await manage(other.key, { action: "load", reservation_number: 123456, pin: "222222" }))).toEqual([
      401,
      "invalid_credentials",
    ]);
    expect(answer(await manage(other.key, { action: "load", reservation_number: 123456, pin: "222222" }))).toEqual([
      429,
      "rate_limit_exceeded",
    ]);
  });
});

describe("expectConforms", () => {
  const response = (status: number, json: unknown, headers: Record<string, string> = {}): TestResponse => ({
    status,
    json,
    text: JSON.stringify(json),
    headers: new Headers({ "content-type": "application/json; charset=utf-8", ratelimit: "r", "ratelimit-policy": "p", ...headers }),
  });
  const error = (code: string) => ({ error: { code, message: "m" } });

  it("fails a status the operation does not document", () => {
    expect(() => expectConforms("GET /events", response(409, error("slot_full")))).toThrow(/not documented/);
    expect(() => expectConforms("GET /nope", response(405, error("method_not_allowed"), { allow: "GET" }))).toThrow(/not documented/);
    expect(() => expectConforms("DELETE /events", response(404, error("not_found")))).toThrow(/not documented/);
  });

  it("fails a body or a header that is not what the document says", () => {
    expectConforms("GET /health", response(200, { data: { ok: true } }, { etag: '"x"', "cache-control": "public" }));
    expect(() =>
      expectConforms("GET /health", response(200, { data: { ok: false } }, { etag: '"x"', "cache-control": "public" })),
    ).toThrow();
    expect(() =>
      expectConforms("GET /health", response(200, { data: { ok: true }, extra: 1 }, { etag: '"x"', "cache-control": "public" })),
    ).toThrow();
    expect(() => expectConforms("GET /health", response(200, { data: { ok: true } }))).toThrow(/etag/i);
    expect(() => expectConforms("POST /reservation", response(400, error("slot_full")))).toThrow();
    expect(() => expectConforms("GET /events", response(429, error("rate_limit_exceeded")))).toThrow(/retry-after/i);
    expect(() =>
      expectRequestConforms("POST /reservation/manage", { action: "load", reservation_number: "123456", pin: "ABC234" }),
    ).toThrow();
  });
});
