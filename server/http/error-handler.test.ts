import http from "node:http";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLogger } from "../logger.ts";
import { seedRestaurant } from "../testing/fixtures.ts";
import { startTestServer, type TestServer } from "../testing/test-server.ts";

let server: TestServer;
let logged: { level: string; message: string; status?: number }[];
let key: string;
beforeEach(async () => {
  logged = [];
  server = await startTestServer({ logger: createLogger("debug", (line) => logged.push(JSON.parse(line))) });
  ({ key } = await seedRestaurant(server.ctx));
});
afterEach(async () => {
  await server.close();
});

const errorLogs = () => logged.filter((l) => l.level === "error");
const clientErrorLogs = () => logged.filter((l) => l.message === "client error");

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
    await new Promise((resolve) => setTimeout(resolve, 50));
    req.destroy();
    await expect.poll(() => clientErrorLogs().length).toBe(1);
    expect(clientErrorLogs()[0]).toMatchObject({ status: 400 });
    expect(errorLogs()).toEqual([]);
  });

  it("still answers 500 internal_error, logged as an error, to a failure of ours", async () => {
    await server.ctx.store.close();
    const res = await server.request("/api/v1/reservation", { key });
    expect([res.status, res.json.error.code]).toEqual([500, "internal_error"]);
    expect(res.text).not.toContain("database");
    expect(errorLogs()).toMatchObject([{ message: "request failed", status: 500 }]);
  });
});
