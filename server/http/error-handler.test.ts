import http from "node:http";
import { beforeEach, describe, expect, it } from "vitest";
import { captureLog } from "../testing/capture-log.ts";
import { seedRestaurant } from "../testing/fixtures.ts";
import { testServers } from "../testing/file-servers.ts";
import type { TestServer } from "../testing/test-server.ts";

let server: TestServer;
const log = captureLog("debug");
const start = testServers({ logger: log.logger });
let key: string;
beforeEach(async () => {
  server = await start();
  ({ key } = await seedRestaurant(server.ctx));
  log.clear();
});

/** A server of the test's own, for a test that closes its database. */
async function startOwn(): Promise<void> {
  server = await start({ logger: log.logger });
  ({ key } = await seedRestaurant(server.ctx));
  log.clear();
}

const errorLogs = () => log.entries().filter((l) => l.level === "error");
const clientErrorLogs = () => log.entries().filter((l) => l.msg === "client error");

describe("client errors caught by Express and its parsers", () => {
  it.each(["gzip", "br", "deflate"])("answers 400 invalid_request to a body declared %s that is not", async (encoding) => {
    const res = await server.request("/api/v1/reservation", { key, body: "{}", headers: { "content-encoding": encoding } });
    expect([res.status, res.json.error.code]).toEqual([400, "invalid_request"]);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(errorLogs()).toEqual([]);
    expect(clientErrorLogs()).toMatchObject([{ level: "debug", status: 400 }]);
  });

  it("answers 415 to a content encoding nobody knows", async () => {
    const res = await server.request("/api/v1/reservation", { key, body: "{}", headers: { "content-encoding": "compress" } });
    expect([res.status, res.json.error.code]).toEqual([415, "unsupported_media_type"]);
    expect(errorLogs()).toEqual([]);
  });

  it("answers 400 invalid_request to a bad escape in a URL", async () => {
    const res = await server.request("/widget/%E0%A4%A");
    expect([res.status, res.json.error.code]).toEqual([400, "invalid_request"]);
    expect(errorLogs()).toEqual([]);
  });

  it("answers 404 not_found to a path that climbs out of the widget folder", async () => {
    for (const path of ["/widget/..%2f..%2fpackage.json", "/widget/..%5c..%5cpackage.json", "/widget/no-such-file.js"]) {
      const res = await server.request(path);
      expect([res.status, res.json?.error.code], path).toEqual([404, "not_found"]);
      expect(res.text).not.toContain('"name": "couvert"');
    }
    expect(errorLogs()).toEqual([]);
  });

  it("logs an upload the client abandoned at debug, not as a failure", async () => {
    const { port } = new URL(server.url);
    const req = http.request({
      port,
      host: "127.0.0.1",
      method: "POST",
      path: "/api/v1/reservation",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json", "content-length": "1000" },
    });
    req.on("error", () => {});
    req.write('{"party_size":');
    // Long enough for the server to reach the body parser even on a busy machine (50 ms once was not).
    await new Promise((resolve) => setTimeout(resolve, 500));
    req.destroy();
    await expect.poll(() => clientErrorLogs().length, { timeout: 5_000 }).toBe(1);
    expect(clientErrorLogs()[0]).toMatchObject({ status: 400 });
    expect(errorLogs()).toEqual([]);
  });

  it("still answers 500 internal_error, logged as an error, to a failure of ours", async () => {
    await startOwn();
    await server.ctx.store.close();
    const res = await server.request("/api/v1/reservation", { key });
    expect([res.status, res.json.error.code]).toEqual([500, "internal_error"]);
    expect(res.text).not.toContain("database");
    expect(errorLogs()).toMatchObject([
      { msg: "request failed", status: 500 },
      { msg: "request errored", res: { statusCode: 500 } },
    ]);
  });

  it("logs a 500 with the error's stack and the request id", async () => {
    await startOwn();
    await server.ctx.store.close();
    const res = await server.request("/api/v1/reservation", { key });
    const id = res.headers.get("x-request-id");
    const [failed] = errorLogs();
    expect(failed).toMatchObject({ msg: "request failed", req: { id, method: "GET", path: "/api/v1/reservation" } });
    expect(failed!.err).toMatchObject({ type: expect.any(String), message: expect.any(String) });
    expect(failed!.err.stack).toMatch(/\n\s+at /);
  });
});

describe("a body that is not JSON", () => {
  // The parser's message quotes the body near the fault (`Unexpected token 'S', ..."st_name": Secretname"...`).
  // The PIN is one no request id (a UUID, hex) or timestamp can contain by chance: "4711" once did.
  it.each([['{"pin":"K7PQ", "guest_last_name": "Secretname"'], ['{"pin":"K7PQ", "guest_last_name": Secretname}'], ['"K7PQ Secretname"']])(
    "reaches the log by no part of it, even at debug: %s",
    async (body) => {
      const res = await server.request("/api/v1/reservation/manage", { key, body });
      expect([res.status, res.json.error.code]).toEqual([400, "invalid_request"]);
      expect(clientErrorLogs()).toMatchObject([{ level: "debug", status: 400, error: "SyntaxError", type: "entity.parse.failed" }]);
      expect(log.text()).not.toContain("K7PQ");
      expect(log.text()).not.toContain("Secretname");
    },
  );
});
