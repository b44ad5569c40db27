import { afterEach, describe, expect, it } from "vitest";
import type { Limits } from "../config.ts";
import { bookingBody, codeOf, postBooking } from "../modules/reservation/test-support.ts";
import { seedRestaurant } from "../testing/fixtures.ts";
import { startTestServer, type TestResponse, type TestServer } from "../testing/test-server.ts";

let server: TestServer;
afterEach(async () => {
  await server.close();
});
const start = async (limits: Partial<Limits> = {}) => {
  server = await startTestServer({ limits });
  return server;
};

/** The names of the policies a response reports, e.g. ["ip", "reads"]; both fields must agree. */
function policies(res: TestResponse): string[] {
  const names = (field: string) => [...(res.headers.get(field) ?? "").matchAll(/"([a-z]+)";/g)].map((m) => m[1]);
  const named = names("ratelimit-policy");
  expect(names("ratelimit"), "RateLimit and RateLimit-Policy name the same policies").toEqual(named);
  return named as string[];
}

describe("RateLimit and RateLimit-Policy on every /api/v1 response (docs/api.md §7)", () => {
  it("on responses without a key: health, 404, 405, 401, preflight", async () => {
    await start({ ipRequestsPerMinute: 50 });
    const cases: [string, Promise<TestResponse>, number][] = [
      ["health", server.request("/api/v1/health"), 200],
      ["unknown path", server.request("/api/v1/nope"), 404],
      ["wrong method", server.request("/api/v1/health", { method: "DELETE" }), 405],
      ["no key", server.request("/api/v1/reservation"), 401],
      ["preflight", server.request("/api/v1/reservation", { method: "OPTIONS", headers: { origin: "https://b.example" } }), 204],
    ];
    for (const [what, pending, status] of cases) {
      const res = await pending;
      expect(res.status, what).toBe(status);
      expect(policies(res), what).toEqual(["ip"]);
      expect(res.headers.get("ratelimit-policy"), what).toMatch(/^"ip"; q=50; w=60; pk=:[^:]+:$/);
    }
  });

  it("on the 403s of a known key", async () => {
    await start();
    const hidden = await seedRestaurant(server.ctx, { published: false });
    const eventsOnly = await seedRestaurant(server.ctx, { modules: ["events"] });
    const fenced = await seedRestaurant(server.ctx, { allowedOrigins: ["https://bistro.example"] });
    const cases: [string, TestResponse][] = [
      ["restaurant_not_published", await server.request("/api/v1/reservation", { key: hidden.key })],
      ["module_not_enabled", await server.request("/api/v1/reservation", { key: eventsOnly.key })],
      [
        "origin_not_allowed",
        await server.request("/api/v1/reservation", { key: fenced.key, headers: { origin: "https://thief.example" } }),
      ],
    ];
    for (const [code, res] of cases) {
      expect([res.status, codeOf(res)]).toEqual([403, code]);
      expect(policies(res), code).toEqual(["ip"]);
    }
  });

  it("on authenticated responses, the key's policy beside the IP's, for reads, writes and their errors", async () => {
    await start({ ipRequestsPerMinute: 100, readsPerMinute: 7, writesPerMinute: 5 });
    const { key } = await seedRestaurant(server.ctx);
    const read = await server.request("/api/v1/reservation", { key });
    expect(read.status).toBe(200);
    expect(policies(read)).toEqual(["ip", "reads"]);
    expect(read.headers.get("ratelimit-policy")).toMatch(/^"ip"; q=100; w=60; pk=:[^:]+:, "reads"; q=7; w=60; pk=:[^:]+:$/);
    expect(read.headers.get("ratelimit")).toMatch(/^"ip"; r=99; t=\d+, "reads"; r=6; t=\d+$/);

    const refused = await postBooking(server, key, bookingBody({ terms_accepted: false }));
    expect([refused.status, codeOf(refused)]).toEqual([400, "terms_required"]);
    expect(policies(refused)).toEqual(["ip", "writes"]);
    expect(refused.headers.get("ratelimit")).toMatch(/"writes"; r=4;/);
    const badJson = await server.request("/api/v1/reservation", { key, body: "{nope" });
    expect(policies(badJson)).toEqual(["ip", "writes"]);
  });

  it("answers 429 with Retry-After when the reads of a key and IP run out; writes are counted apart", async () => {
    await start({ readsPerMinute: 2 });
    const { key } = await seedRestaurant(server.ctx);
    expect((await server.request("/api/v1/reservation", { key })).status).toBe(200);
    expect((await server.request("/api/v1/opening-hours", { key })).status).toBe(200);
    const third = await server.request("/api/v1/reservation", { key });
    expect([third.status, codeOf(third)]).toEqual([429, "rate_limit_exceeded"]);
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(third.headers.get("cache-control")).toContain("no-store");
    expect(third.headers.get("ratelimit")).toMatch(/"reads"; r=0;/);
    expect(third.headers.get("access-control-allow-origin")).toBe("*");
    expect((await postBooking(server, key, bookingBody())).status).toBe(200);
  });

  it("counts exactly on one process, however fast the requests come", async () => {
    await start({ readsPerMinute: 5 });
    const { key } = await seedRestaurant(server.ctx);
    const statuses = await Promise.all(
      Array.from({ length: 12 }, () => server.request("/api/v1/opening-hours", { key }).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it("answers 429 to every request of an IP over its limit, keyed or not, before anything else", async () => {
    await start({ ipRequestsPerMinute: 3 });
    const { key } = await seedRestaurant(server.ctx);
    await server.request("/api/v1/health");
    await server.request("/api/v1/nope");
    await server.request("/api/v1/reservation", { key });
    for (const res of [
      await server.request("/api/v1/health"),
      await server.request("/api/v1/reservation", { key }),
      await server.request("/api/v1/reservation", { key: "ck_nope" }),
      await server.request("/api/v1/nope"),
    ]) {
      expect([res.status, codeOf(res)]).toEqual([429, "rate_limit_exceeded"]);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(res.headers.get("ratelimit")).toMatch(/^"ip"; r=0; t=\d+$/);
      expect(res.headers.get("access-control-allow-origin")).toBe("*");
    }
  });
});
