import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MODULE_IDS } from "../../core/modules.ts";
import { issueKey } from "../keys/service.ts";
import { berlin, bookingBody } from "../modules/reservation/test-support.ts";
import { captureLog } from "../testing/capture-log.ts";
import { eventFields, seedRestaurant } from "../testing/fixtures.ts";
import { startTestServer, type TestRequest, type TestResponse, type TestServer } from "../testing/test-server.ts";

/**
 * The fast lane (docs/api.md §3.4) against Express: two servers on one database, one with the lane
 * and one without, get the same requests in the same order; every answer (status, headers but Date
 * and a generated request id, body) and every request log line must be the same, and the lane must
 * have answered the requests it is for. Each server counts its own rate limits (another secret
 * names other buckets in PostgreSQL's shared table), so their RateLimit fields match.
 */
const READS_PER_MINUTE = 40;
const WRITES_PER_MINUTE = 30;
const BOOKINGS_PER_HOUR = 8;
const limits = {
  readsPerMinute: READS_PER_MINUTE,
  writesPerMinute: WRITES_PER_MINUTE,
  bookingsPerHour: BOOKINGS_PER_HOUR,
  ipRequestsPerMinute: 100_000,
};
const laneLog = captureLog("debug");
const expressLog = captureLog("debug");
const answered: string[] = [];
let lane: TestServer;
let plain: TestServer;

beforeAll(async () => {
  lane = await startTestServer({
    limits,
    logger: laneLog.logger,
    secret: "lane-secret-0123456789abcdef0123456789abcdef",
    app: { onFastLane: (taken, req) => void (taken && answered.push(`${req.method} ${req.url}`)) },
  });
  plain = await startTestServer({
    limits,
    logger: expressLog.logger,
    database: lane.database,
    secret: "express-secret-0123456789abcdef0123456789abcd",
    app: { fastLane: false },
  });
});
afterAll(async () => {
  await plain?.close();
  await lane?.close();
});

/**
 * Sends one request to each server (`toExpress`, when Express's must differ); the lane's answer,
 * once it is shown to equal Express's.
 */
async function same(path: string, init: TestRequest = {}, toExpress: TestRequest = init): Promise<TestResponse> {
  const fromLane = await lane.request(path, init);
  const fromExpress = await plain.request(path, toExpress);
  const keepId = init.headers?.["x-request-id"] !== undefined;
  expect(comparable(fromLane, keepId), `${init.method ?? "GET"} ${path}`).toEqual(comparable(fromExpress, keepId));
  return fromLane;
}

function comparable(res: TestResponse, keepId: boolean) {
  // A new booking's number and PIN are drawn at random, and with them its body's length and ETag.
  const booked = typeof res.json?.data?.guest_pin === "string";
  const headers = [...res.headers]
    .filter(([name]) => name !== "date" && (keepId || name !== "x-request-id"))
    .filter(([name]) => !booked || (name !== "etag" && name !== "content-length"))
    // Seconds left in a window that each server started at its own first request.
    .map(([name, value]) => [name, name === "ratelimit" ? value.replace(/t=\d+/g, "t=?") : name === "retry-after" ? "?" : value]);
  const body = booked ? JSON.stringify({ ...res.json, data: { ...res.json.data, reservation_number: "?", guest_pin: "?" } }) : res.text;
  return { status: res.status, headers: Object.fromEntries(headers), body };
}

const answeredFor = (path: string) => answered.filter((line) => line.split(" ")[1]!.split("?")[0] === path).length;

const LANE_ROUTES = ["/reservation", "/events", "/opening-hours", "/menu", "/reviews", "/news", "/gallery"].map((p) => `/api/v1${p}`);

describe("the fast lane answers as Express does", () => {
  it("for every GET route with a good key, in every variant it takes", async () => {
    const { restaurant, key: firstKey } = await seedRestaurant(lane.ctx);
    const now = lane.ctx.clock.now();
    await lane.ctx.services.content.import(restaurant.id, "menu", { sections: [] }, now);
    await lane.ctx.services.events.create(restaurant.id, eventFields({ title: "Jazz night", startAt: "2026-06-05T18:00:00Z" }), now);

    let key = firstKey;
    for (const path of [...LANE_ROUTES, "/api/v1/health"]) {
      // A key per route, each within its read limit.
      if (path !== LANE_ROUTES[0])
        ({ key } = await issueKey(lane.ctx.keys, { restaurantId: restaurant.id, modules: [...MODULE_IDS], allowedOrigins: null }, now));
      // The first request of a key looks it up (Express's); the rest are the lane's to answer.
      await same(path, { key });
      const first = await same(path, { key });
      expect(first.status).toBe(200);
      await same(path, { key, method: "HEAD" });
      await same(path, { key, headers: { "if-none-match": first.headers.get("etag")! } });
      await same(path, { key, headers: { "if-none-match": `"other", ${first.headers.get("etag")!}` } });
      await same(path, { key, headers: { "if-none-match": '"stale"' } });
      await same(`${path}?lang=de&x=1`, { key });
      await same(path, { key, headers: { "accept-language": "de-DE", accept: "text/html" } });
      await same(path, { key, headers: { origin: "https://anywhere.example" } });
      await same(path, { key, headers: { "x-request-id": "proxy-id-1" } });
      expect(answeredFor(path), path).toBeGreaterThanOrEqual(5);
    }
    // Not the lane's: a query the route reads, another spelling of a path, another method, a preflight.
    await same("/api/v1/reservation/availability?date=2026-06-05&party_size=2", { key });
    await same("/api/v1/reservation/availability?date=2026-06-05&party_size=2", { key });
    await same("/api/v1/Menu", { key });
    await same("/api/v1/menu/", { key });
    await same("/api/v1/menu", { key, method: "POST", body: {} });
    await same("/api/v1/menu", { method: "OPTIONS", headers: { origin: "https://x.example", "access-control-request-method": "GET" } });
    await same("/api/v1/nope", { key });
    for (const path of ["/api/v1/reservation/availability", "/api/v1/Menu", "/api/v1/menu/", "/api/v1/nope"])
      expect(answeredFor(path)).toBe(0);
  });

  it("for a key with an allowlist: the allowed origin narrowed, another refused, none at all", async () => {
    const { key } = await seedRestaurant(lane.ctx, { allowedOrigins: ["https://bistro.example"] });
    const before = answeredFor("/api/v1/reservation");
    for (let i = 0; i < 3; i++) {
      const allowed = await same("/api/v1/reservation", { key, headers: { origin: "https://bistro.example" } });
      expect(allowed.headers.get("access-control-allow-origin")).toBe("https://bistro.example");
      expect((await same("/api/v1/reservation", { key, headers: { origin: "https://evil.example" } })).status).toBe(403);
      expect((await same("/api/v1/reservation", { key })).status).toBe(200);
    }
    expect(answeredFor("/api/v1/reservation") - before).toBeGreaterThanOrEqual(4);
  });

  it("for keys refused at each check of docs/api.md §1, in its order", async () => {
    const unpublished = await seedRestaurant(lane.ctx, { published: false });
    const noMenu = await seedRestaurant(lane.ctx, { modules: MODULE_IDS.filter((m) => m !== "menu") });
    const revoked = await seedRestaurant(lane.ctx);
    await lane.ctx.services.apiKeys.revoke(revoked.restaurant.id, revoked.keyId);
    const now = lane.ctx.clock.now();
    const expired = await issueKey(
      lane.ctx.keys,
      {
        restaurantId: revoked.restaurant.id,
        modules: [...MODULE_IDS],
        allowedOrigins: null,
        expiresAt: new Date(now.getTime() - 1000).toISOString(),
      },
      now,
    );
    const preview = await issueKey(
      lane.ctx.keys,
      { restaurantId: unpublished.restaurant.id, modules: [...MODULE_IDS], allowedOrigins: null, preview: true },
      now,
    );
    const before = answeredFor("/api/v1/menu");
    for (let i = 0; i < 3; i++) {
      expect((await same("/api/v1/menu")).status).toBe(401);
      expect((await same("/api/v1/menu", { key: "cvt_pub_not-a-key" })).status).toBe(401);
      expect((await same("/api/v1/menu", { key: revoked.key })).status).toBe(401);
      expect((await same("/api/v1/menu", { key: expired.key })).status).toBe(401);
      expect((await same("/api/v1/menu", { key: unpublished.key })).status).toBe(403);
      expect((await same("/api/v1/menu", { key: noMenu.key })).status).toBe(403);
      expect((await same("/api/v1/reservation", { key: noMenu.key })).status).toBe(200);
      // A preview key reads its unpublished restaurant: the lane's to answer.
      expect((await same("/api/v1/menu", { key: preview.key })).status).toBe(200);
    }
    expect(answeredFor("/api/v1/menu") - before).toBeGreaterThanOrEqual(1);
    expect(answeredFor("/api/v1/menu") - before).toBeLessThanOrEqual(3);
  });

  it("up to the read limit and past it (429 from Express)", async () => {
    const { key } = await seedRestaurant(lane.ctx);
    const before = answeredFor("/api/v1/opening-hours");
    const statuses: number[] = [];
    for (let i = 0; i < READS_PER_MINUTE + 2; i++) statuses.push((await same("/api/v1/opening-hours", { key })).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(READS_PER_MINUTE);
    expect(statuses.slice(-2)).toEqual([429, 429]);
    expect(answeredFor("/api/v1/opening-hours") - before).toBeGreaterThanOrEqual(READS_PER_MINUTE - 2);
  });

  describe("and for POST /reservation (the write lane)", () => {
    const BOOK = "/api/v1/reservation";
    /** A booking body as bytes on the wire, with its Content-Type. */
    const post = (key: string, body: unknown, headers: Record<string, string> = {}): TestRequest => ({
      method: "POST",
      key,
      body,
      headers,
    });
    /** A key's first request is Express's, which looks the key up; the lane takes the next. */
    const warmUp = async (key: string) => {
      const before = answeredFor(BOOK);
      await same(BOOK, post(key, "[]"));
      await same(BOOK, post(key, "[]"));
      expect(answeredFor(BOOK)).toBe(before + 1);
    };
    let slot = 0;
    /** A body for a time no other body of these tests takes (Tuesday 2 to Friday 5 June, 12:00–19:45). */
    const freshBody = (over: Record<string, unknown> = {}) => {
      slot += 1;
      const minutes = 12 * 60 + 15 * Math.floor(slot / 4);
      const time = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
      return bookingBody({ starts_at: berlin(`2026-06-0${2 + (slot % 4)}`, time), ...over });
    };

    it("books, replays an Idempotency-Key, and refuses a body or a booking as Express does", async () => {
      const { key } = await seedRestaurant(lane.ctx);
      await warmUp(key);
      const before = answeredFor(BOOK);
      expect((await same(BOOK, post(key, freshBody()))).status).toBe(200);
      expect((await same(BOOK, post(key, freshBody(), { origin: "https://anywhere.example", "x-request-id": "proxy-id-1" }))).status).toBe(
        200,
      );
      expect((await same(BOOK, post(key, `\uFEFF${JSON.stringify(freshBody())}`))).status).toBe(200);
      // Each server its own Idempotency-Key: a record stored under one server's secret is not the other's to read.
      const once = freshBody();
      const idempotent = (body: unknown) =>
        [post(key, body, { "idempotency-key": "lane-1" }), post(key, body, { "idempotency-key": "express-1" })] as const;
      expect((await same(BOOK, ...idempotent(once))).status).toBe(200);
      const replay = await same(BOOK, ...idempotent(once));
      expect(replay.headers.get("idempotent-replayed")).toBe("true");
      expect((await same(BOOK, ...idempotent(freshBody()))).status).toBe(422);
      expect((await same(BOOK, post(key, once, { "idempotency-key": "x".repeat(300) }))).status).toBe(400);

      // Refused bodies, the parser's and the rules'.
      for (const body of ['{"guest_first_name": "Ada"', "5", '"text"', "   ", "[1, 2]", "\uFEFF", "null", "[[[[[[[[[[[[1]]]]]]]]]]]]"])
        expect((await same(BOOK, post(key, body))).status, body).toBe(400);
      expect((await same(BOOK, post(key, '{"a": {"b": {"c": {"d": {"e": {"f": {"g": {"h": {"i": {}}}}}}}}}}'))).status).toBe(400);
      const refused = async (body: unknown) => (await same(BOOK, post(key, body))).json.error.code;
      expect(await refused(freshBody({ party_size: 0 }))).toBe("invalid_request");
      expect(await refused(freshBody({ starts_at: berlin("2026-06-02", "03:00") }))).toBe("outside_opening_hours");
      expect(await refused(freshBody({ guest_first_name: "Ada\u001b[2J" }))).toBe("invalid_request");
      expect(answeredFor(BOOK) - before).toBe(19);

      // Not the lane's: another type or charset, a compressed or chunked body, another spelling.
      const expressBefore = answeredFor(BOOK);
      expect((await same(BOOK, post(key, JSON.stringify(freshBody()), { "content-type": "text/plain" }))).status).toBe(415);
      expect(
        (await same(BOOK, post(key, JSON.stringify(freshBody()), { "content-type": "application/json; charset=latin1" }))).status,
      ).toBe(415);
      // White space the media-type parser behind Express's `req.is` does not take.
      expect((await same(BOOK, post(key, JSON.stringify(freshBody()), { "content-type": "application/json\u00a0" }))).status).toBe(415);
      expect((await same(BOOK, post(key, "", {}))).status).toBe(400);
      expect((await same(`${BOOK}/`, post(key, freshBody()))).status).toBe(200);
      expect(answeredFor(BOOK) - expressBefore).toBe(0);
    });

    it("refuses a full time (409), past the booking cap (429) and past the write limit, as Express does", async () => {
      const small = await seedRestaurant(lane.ctx, { settings: { maxCoversPerSlot: 4 } });
      await same(BOOK, post(small.key, bookingBody({ starts_at: berlin("2026-06-09", "19:00") })));
      const full = await same(BOOK, post(small.key, bookingBody({ starts_at: berlin("2026-06-09", "19:00") })));
      expect(full.json.error.code).toBe("slot_full");

      const { restaurant, key } = await seedRestaurant(lane.ctx);
      await warmUp(key);
      // Only bookings made count toward the cap: none so far.
      const statuses: number[] = [];
      for (let i = 0; i <= BOOKINGS_PER_HOUR; i++) statuses.push((await same(BOOK, post(key, freshBody()))).status);
      expect(statuses).toEqual([...Array<number>(BOOKINGS_PER_HOUR).fill(200), 429]);

      const { key: writer } = await issueKey(
        lane.ctx.keys,
        { restaurantId: restaurant.id, modules: [...MODULE_IDS], allowedOrigins: null },
        lane.ctx.clock.now(),
      );
      const codes: string[] = [];
      for (let i = 0; i < WRITES_PER_MINUTE + 1; i++) codes.push((await same(BOOK, post(writer, "[]"))).json.error.code);
      expect(codes.at(-1)).toBe("rate_limit_exceeded");
      expect(codes.slice(0, -1).every((code) => code === "invalid_request")).toBe(true);
    });

    it("leaves to Express a key it refuses: none, a preview key, another origin", async () => {
      const unpublished = await seedRestaurant(lane.ctx, { published: false });
      const preview = await issueKey(
        lane.ctx.keys,
        { restaurantId: unpublished.restaurant.id, modules: [...MODULE_IDS], allowedOrigins: null, preview: true },
        lane.ctx.clock.now(),
      );
      const narrow = await seedRestaurant(lane.ctx, { allowedOrigins: ["https://bistro.example"] });
      const before = answeredFor(BOOK);
      for (let i = 0; i < 2; i++) {
        expect((await same(BOOK, { body: freshBody() })).status).toBe(401);
        expect((await same(BOOK, post(preview.key, freshBody()))).json.error.code).toBe("preview_only");
        expect((await same(BOOK, post(narrow.key, freshBody(), { origin: "https://evil.example" }))).status).toBe(403);
      }
      expect(answeredFor(BOOK) - before).toBe(0);
      const allowed = await same(BOOK, post(narrow.key, freshBody(), { origin: "https://bistro.example" }));
      expect(allowed.headers.get("access-control-allow-origin")).toBe("https://bistro.example");
      expect(answeredFor(BOOK) - before).toBe(1);
    });
  });

  it("and writes the same request log lines", () => {
    const lines = (entries: ReturnType<typeof laneLog.entries>) =>
      entries.map(({ level, msg, req, res }) => ({
        level,
        msg,
        req: { ...req, id: req?.id === "proxy-id-1" ? req.id : typeof req?.id },
        res,
      }));
    expect(lines(laneLog.entries()).length).toBeGreaterThan(100);
    expect(lines(laneLog.entries())).toEqual(lines(expressLog.entries()));
  });
});
