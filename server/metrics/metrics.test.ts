import { afterEach, describe, expect, it } from "vitest";
import { captureLog } from "../testing/capture-log.ts";
import { seedRestaurant } from "../testing/fixtures.ts";
import { startTestServer, type TestServer } from "../testing/test-server.ts";
import { book, bookingBody, postBooking } from "../modules/reservation/test-support.ts";

const TOKEN = "metrics-token-0123456789abcdef";

const servers: TestServer[] = [];
async function start(options: Parameters<typeof startTestServer>[0] = {}): Promise<TestServer> {
  const server = await startTestServer(options);
  servers.push(server);
  return server;
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/** One sample of the exposition: its name, labels and value. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const NAME = "[a-zA-Z_:][a-zA-Z0-9_:]*";
const LABEL = `[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\\\\n]|\\\\[\\\\"n])*"`;
// Values as Go's ParseFloat reads them: NaN and Inf in any case (prom-client writes an empty event-loop
// histogram's mean as "Nan").
const SAMPLE = new RegExp(`^(${NAME})(?:\\{((?:${LABEL})(?:,${LABEL})*)?\\})? (-?[0-9.e+-]+|[Nn][Aa][Nn]|[+-][Ii][Nn][Ff])$`);
const COMMENT = new RegExp(`^# (HELP ${NAME} .*|TYPE ${NAME} (counter|gauge|histogram|summary|untyped))$`);

/**
 * Prometheus text exposition 0.0.4, checked line by line: every line a HELP, a TYPE or a sample
 * of a metric whose TYPE came first; throws on anything else.
 */
function parseExposition(text: string): Sample[] {
  expect(text.endsWith("\n")).toBe(true);
  const typed = new Set<string>();
  const samples: Sample[] = [];
  for (const line of text.split("\n")) {
    if (line === "") continue;
    if (line.startsWith("#")) {
      expect(line, line).toMatch(COMMENT);
      if (line.startsWith("# TYPE ")) typed.add(line.split(" ")[2]!);
      continue;
    }
    const match = SAMPLE.exec(line);
    expect(match, `not a sample line: ${line}`).not.toBeNull();
    const [, name, labelText, value] = match!;
    const family = name!.replace(/_(bucket|sum|count|total)$/, "");
    expect(typed.has(name!) || typed.has(family), `no TYPE before ${line}`).toBe(true);
    const labels = Object.fromEntries(
      [...(labelText ?? "").matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]),
    );
    samples.push({ name: name!, labels, value: Number(value) });
  }
  return samples;
}

/** The sum of the samples named `name` whose labels include `labels`. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);
}

async function scrape(server: TestServer): Promise<Sample[]> {
  const res = await server.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4; charset=utf-8$/);
  expect(res.headers.get("cache-control")).toBe("no-store");
  return parseExposition(res.text);
}

describe("GET /metrics", () => {
  it("does not exist without COUVERT_METRICS_TOKEN: the same 404 as any unknown path", async () => {
    const server = await start();
    const metrics = await server.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
    const unknown = await server.request("/no-such-page", { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(metrics.status).toBe(404);
    expect([metrics.status, metrics.json]).toEqual([unknown.status, unknown.json]);
    expect(server.ctx.metrics).toBeNull();
  });

  it("answers 401 invalid_credentials without the token or with a wrong one, and never logs the token", async () => {
    const log = captureLog("debug");
    const server = await start({ env: { COUVERT_METRICS_TOKEN: TOKEN }, logger: log.logger });
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, TOKEN, `Basic ${TOKEN}`]) {
      const res = await server.request("/metrics", { headers: authorization === undefined ? {} : { authorization } });
      expect([res.status, res.json?.error?.code], String(authorization)).toEqual([401, "invalid_credentials"]);
      expect(res.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
      expect(res.text).not.toContain("couvert_");
    }
    await scrape(server);
    expect(log.text()).not.toContain(TOKEN.slice(0, 16));
  });

  it("counts requests by route template and status, bookings by outcome, the outbox and the read caches", async () => {
    const server = await start({ env: { COUVERT_METRICS_TOKEN: TOKEN } });
    const { key, restaurant } = await seedRestaurant(server.ctx, { settings: { maxCoversPerSlot: 4 } });
    const before = await scrape(server);
    expect(valueOf(before, "couvert_bookings_total")).toBe(0);
    expect(valueOf(before, "nodejs_eventloop_lag_seconds")).toBeGreaterThanOrEqual(0);
    expect(before.some((s) => s.name === "nodejs_eventloop_lag_p99_seconds")).toBe(true);

    for (let i = 0; i < 3; i++) expect((await server.request("/api/v1/reservation", { key })).status).toBe(200);
    await book(server, key, { party_size: 3 });
    await book(server, key, { party_size: 1 }, { "Idempotency-Key": "metrics-1" });
    await book(server, key, { party_size: 1 }, { "Idempotency-Key": "metrics-1" });
    expect((await postBooking(server, key, bookingBody({ party_size: 2 }))).json.error.code).toBe("slot_full");
    expect((await postBooking(server, key, bookingBody({ guest_last_name: " " }))).json.error.code).toBe("last_name_required");
    expect((await server.request(`/owner/api/restaurants/${restaurant.slug}/day`)).status).toBe(401);
    expect((await server.request(`/api/v1/no/${restaurant.slug}`, { key })).status).toBe(404);
    server.clock.advance(90_000);

    const after = await scrape(server);
    const moved = (name: string, labels: Record<string, string>) => valueOf(after, name, labels) - valueOf(before, name, labels);
    const read = { route: "/api/v1/reservation", method: "GET" };
    expect(moved("couvert_http_requests_total", { ...read, status: "200" })).toBe(3);
    expect(moved("couvert_http_request_duration_seconds_count", read)).toBe(3);
    expect(valueOf(after, "couvert_http_request_duration_seconds_bucket", { ...read, le: "+Inf" })).toBe(3);
    expect(moved("couvert_http_requests_total", { route: "/api/v1/reservation", method: "POST", status: "200" })).toBe(3);
    expect(moved("couvert_http_requests_total", { route: "/api/v1/reservation", method: "POST", status: "409" })).toBe(1);
    expect(moved("couvert_http_requests_total", { route: "/owner/api/restaurants/:slug/day", status: "401" })).toBe(1);
    expect(moved("couvert_http_requests_total", { route: "/api/v1/*", status: "404" })).toBe(1);
    expect(
      [
        valueOf(after, "couvert_bookings_total", { outcome: "created" }),
        valueOf(after, "couvert_bookings_total", { outcome: "replayed" }),
        valueOf(after, "couvert_bookings_total", { outcome: "slot_full" }),
        valueOf(after, "couvert_bookings_total", { outcome: "refused" }),
      ],
      "created, replayed, slot_full, refused",
    ).toEqual([2, 1, 1, 1]);
    // Never a path, slug or key as a label value: bounded, whatever is asked.
    const labelValues = after.flatMap((s) => Object.values(s.labels));
    expect(labelValues.filter((v) => v.includes(restaurant.slug) || v.includes(key) || v.includes("/no/"))).toEqual([]);

    // No SMTP and no worker in a test server: both bookings' e-mails wait, due since they were made.
    const queued = valueOf(after, "couvert_outbox_messages", { status: "queued" });
    expect(queued).toBeGreaterThanOrEqual(2);
    expect(valueOf(after, "couvert_outbox_due_messages")).toBeGreaterThanOrEqual(2);
    expect(valueOf(after, "couvert_outbox_messages", { status: "failed" })).toBe(0);
    expect(valueOf(after, "couvert_outbox_oldest_due_age_seconds")).toBeGreaterThanOrEqual(90);
    expect(valueOf(before, "couvert_outbox_oldest_due_age_seconds")).toBe(0);

    if (server.ctx.store.db.engine === "postgres") {
      expect(valueOf(after, "couvert_db_pool_connections", { state: "total" })).toBeGreaterThan(0);
      expect(valueOf(after, "couvert_db_pool_max")).toBe(
        server.ctx.config.database.engine === "postgres" ? server.ctx.config.database.poolSize : NaN,
      );
    } else {
      expect(after.some((s) => s.name.startsWith("couvert_db_pool"))).toBe(false);
      expect(after.filter((s) => s.name === "couvert_db_write_queue").map((s) => s.value)).toEqual([0]);
    }

    const keys = { cache: "api_keys+restaurants" };
    expect(valueOf(after, "couvert_read_cache_hits_total", keys)).toBeGreaterThan(valueOf(before, "couvert_read_cache_hits_total", keys));
    expect(valueOf(after, "couvert_read_cache_misses_total", keys)).toBeGreaterThan(0);
  });
});
