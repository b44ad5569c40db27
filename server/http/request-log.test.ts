import { afterEach, describe, expect, it } from "vitest";
import type { Limits } from "../config.ts";
import { book, manage } from "../modules/reservation/test-support.ts";
import { captureLog } from "../testing/capture-log.ts";
import { seedRestaurant } from "../testing/fixtures.ts";
import { startTestServer, type TestServer } from "../testing/test-server.ts";
import { levelFor } from "./request-log.ts";

let server: TestServer;
let log: ReturnType<typeof captureLog>;
const start = async (limits: Partial<Limits> = {}) => {
  log = captureLog("debug");
  server = await startTestServer({ logger: log.logger, limits });
  return server;
};
afterEach(async () => {
  await server.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** The request log's lines (http/request-log.ts): the only ones with the response. */
const completed = () => log.entries().filter((l) => l.res !== undefined);

describe("the request id", () => {
  it("is generated, echoed in X-Request-Id, and on the request's log line", async () => {
    await start();
    const a = await server.request("/api/v1/health");
    const b = await server.request("/api/v1/health");
    const ids = [a, b].map((res) => res.headers.get("x-request-id"));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(ids[0]).not.toBe(ids[1]);
    expect(completed().map((l) => l.req.id)).toEqual(ids);
  });

  it("is taken from a well-formed incoming X-Request-Id", async () => {
    await start();
    for (const id of ["edge-4f2a.9_B", "a".repeat(128), "7"]) {
      const res = await server.request("/api/v1/health", { headers: { "x-request-id": id } });
      expect(res.headers.get("x-request-id")).toBe(id);
      expect(completed().at(-1)!.req.id).toBe(id);
    }
  });

  it("replaces a malformed incoming X-Request-Id with a new one", async () => {
    await start();
    for (const id of ["a".repeat(129), "two words", "a/b", "id;drop", '"quoted"', "a,b"]) {
      const res = await server.request("/api/v1/health", { headers: { "x-request-id": id } });
      expect(res.headers.get("x-request-id"), id).toMatch(UUID);
      expect(log.text()).not.toContain(id);
    }
  });

  it("is echoed on an error response too", async () => {
    await start();
    const res = await server.request("/api/v1/nope", { headers: { "x-request-id": "trace-404" } });
    expect([res.status, res.headers.get("x-request-id")]).toEqual([404, "trace-404"]);
  });
});

describe("the line per completed request", () => {
  it("holds the method, the path without its query, the status and the time taken, and no headers", async () => {
    await start();
    await server.request("/api/v1/health?token=query-secret&b=2", { headers: { cookie: "session=cookie-secret" } });
    const [line] = completed();
    expect(line).toMatchObject({
      level: "info",
      msg: "request completed",
      req: { method: "GET", path: "/api/v1/health" },
      res: { statusCode: 200 },
    });
    expect(typeof line!.responseTime).toBe("number");
    expect(Object.keys(line!.req).sort()).toEqual(["id", "method", "path"]);
    expect(JSON.stringify(line)).not.toContain("127.0.0.1");
    expect(Object.keys(line!.res)).toEqual(["statusCode"]);
    expect(log.text()).not.toMatch(/query-secret|cookie-secret/);
  });

  it("is logged at a level set by the status: 2xx and 4xx info, 401 and 429 debug", async () => {
    await start({ ipRequestsPerMinute: 4 });
    const statuses = [];
    for (const path of ["/api/v1/health", "/api/v1/nope", "/api/v1/reservation", "/api/v1/health", "/api/v1/health"]) {
      statuses.push((await server.request(path)).status);
    }
    expect(statuses).toEqual([200, 404, 401, 200, 429]);
    expect(completed().map((l) => [l.res.statusCode, l.level])).toEqual([
      [200, "info"],
      [404, "info"],
      [401, "debug"],
      [200, "info"],
      [429, "debug"],
    ]);
  });

  it("is logged at error for a 5xx, without a second copy of the error", async () => {
    await start();
    const { key } = await seedRestaurant(server.ctx);
    await server.ctx.store.close();
    expect((await server.request("/api/v1/reservation", { key })).status).toBe(500);
    expect(completed().map((l) => [l.res.statusCode, l.level, l.msg])).toEqual([[500, "error", "request errored"]]);
    expect(completed()[0]).not.toHaveProperty("err"); // the stack is on the error handler's line
  });

  it("levelFor: the same policy for the statuses no test provokes over HTTP", () => {
    expect([201, 304, 400, 403, 409, 413, 401, 429, 500, 503].map((s) => levelFor(s))).toEqual([
      "info",
      "info",
      "info",
      "info",
      "info",
      "info",
      "debug",
      "debug",
      "error",
      "error",
    ]);
    expect(levelFor(200, new Error("response failed"))).toBe("error");
  });
});

describe("secrets at LOG_LEVEL=debug", () => {
  it("neither the API key, nor a PIN in a manage body, nor a wrong PIN reach the log", async () => {
    await start({ writesPerMinute: 1000 });
    const { key } = await seedRestaurant(server.ctx);
    // Fixed ids: a random UUID could hold a PIN's characters by chance.
    const id = (n: number) => ({ "x-request-id": `secrets-test-${n}` });
    const { reservation_number, guest_pin } = await book(server, key, {}, id(1));
    const wrongPin = guest_pin === "QWERTZ" ? "ZTREWQ" : "QWERTZ";
    expect((await manage(server, key, { action: "load", reservation_number, pin: guest_pin }, id(2))).status).toBe(200);
    expect((await manage(server, key, { action: "load", reservation_number, pin: wrongPin }, id(3))).status).toBe(401);
    expect((await server.request("/api/v1/reservation", { key: `${key}x`, headers: id(4) })).status).toBe(401);

    expect(completed()).toHaveLength(4);
    const text = log.text();
    for (const secret of [key, guest_pin, wrongPin, "Lovelace", "ada@example.org"]) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/authorization|bearer/i);
  });

  it("logs one-time links without their secret: a feedback page, a waitlist claim or leave link", async () => {
    await start();
    for (const path of ["/feedback/s3cret-feedback-token", "/waitlist/claim/s3cret-claim-token", "/waitlist/leave/12.s3cret-mac"])
      await server.request(path);
    const paths = completed().map((line) => (line.req as { path: string }).path);
    expect(paths).toEqual(["/feedback/…", "/waitlist/claim/…", "/waitlist/leave/…"]);
    expect(log.text()).not.toContain("s3cret");
  });
});
