import net from "node:net";
import { sql } from "kysely";
import { beforeEach, describe, expect, it } from "vitest";
import { captureLog } from "../testing/capture-log.ts";
import { seedRestaurant } from "../testing/fixtures.ts";
import { testServers } from "../testing/file-servers.ts";
import { startTestServer, type TestServer } from "../testing/test-server.ts";

let server: TestServer;
const start = testServers();
beforeEach(async () => {
  server = await start();
});

describe("the /api/v1 pipeline", () => {
  it("answers health without a key", async () => {
    const res = await server.request("/api/v1/health");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ data: { ok: true } });
  });

  it("answers an unknown path with a JSON 404 before asking for a key", async () => {
    const res = await server.request("/api/v1/nope");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.json.error.code).toBe("not_found");
  });

  it("answers a known path with a wrong method with 405 and Allow", async () => {
    const res = await server.request("/api/v1/health", { method: "DELETE" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, OPTIONS");
    expect(res.json.error.code).toBe("method_not_allowed");
  });

  it("answers a preflight on any path without a key", async () => {
    const res = await server.request("/api/v1/reservation", {
      method: "OPTIONS",
      headers: { origin: "https://bistro.example", "access-control-request-method": "POST" },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe("https://bistro.example");
    expect(res.headers.get("access-control-allow-methods")).toBe("GET,POST,OPTIONS");
    expect(res.headers.get("access-control-allow-headers")).toBe("Authorization,Content-Type,Idempotency-Key");
    expect(res.headers.get("access-control-max-age")).toBe("600");
    expect(res.headers.get("vary")).toContain("Origin");
  });

  it("keeps the key out of the request log", async () => {
    const log = captureLog("debug");
    const logged = await startTestServer({ logger: log.logger });
    try {
      const { key } = await seedRestaurant(logged.ctx);
      await logged.request("/api/v1/reservation?x=1", { key });
      expect(log.entries().at(-1)).toMatchObject({ req: { method: "GET", path: "/api/v1/reservation" }, res: { statusCode: 200 } });
      expect(log.text()).not.toContain(key);
    } finally {
      await logged.close();
    }
  });
});

/** Sends `head` (request line and headers) and `body` as written, on a raw socket; the status and body of the answer. */
async function raw(url: string, head: string[], body = ""): Promise<{ status: number; body: string }> {
  const { port } = new URL(url);
  const socket = net.connect(Number(port), "127.0.0.1");
  const chunks: Buffer[] = [];
  socket.on("data", (chunk) => chunks.push(chunk));
  socket.write(`${[...head, "Host: 127.0.0.1", "Connection: close"].join("\r\n")}\r\n\r\n${body}`);
  await new Promise((resolve) => socket.on("close", resolve));
  const text = Buffer.concat(chunks).toString("utf8");
  return { status: Number(text.split(" ")[1]), body: text.slice(text.indexOf("\r\n\r\n") + 4) };
}

describe("an empty POST body", () => {
  it("answers 400 invalid_request on the body, with or without Content-Length, chunked, or without a type", async () => {
    const { key, restaurant } = await seedRestaurant(server.ctx);
    const post = ["POST /api/v1/reservation HTTP/1.1", `Authorization: Bearer ${key}`];
    const json = "Content-Type: application/json";
    for (const [what, head, body] of [
      ["no Content-Length", [...post, json], ""],
      ["Content-Length: 0", [...post, json, "Content-Length: 0"], ""],
      ["chunked, no chunk", [...post, json, "Transfer-Encoding: chunked"], "0\r\n\r\n"],
      ["no Content-Type either", post, ""],
    ] as const) {
      const res = await raw(server.url, [...head], body);
      expect(res.status, what).toBe(400);
      expect(JSON.parse(res.body).error, what).toMatchObject({ code: "invalid_request", field: "body" });
    }
    expect(await server.rows(sql`SELECT COUNT(*) AS n FROM reservations WHERE restaurant_id = ${restaurant.id}`)).toEqual([{ n: 0 }]);
  });

  it("still answers 415 to a body that is there but not declared JSON", async () => {
    const { key } = await seedRestaurant(server.ctx);
    const res = await server.request("/api/v1/reservation", { key, body: "{}", headers: { "content-type": "text/plain" } });
    expect([res.status, res.json.error.code]).toEqual([415, "unsupported_media_type"]);
  });
});

describe("HEAD", () => {
  it("is cached like GET: public, varying on the key and origin, with a strong ETag", async () => {
    const { key } = await seedRestaurant(server.ctx);
    const get = await server.request("/api/v1/reservation", { key });
    const head = await server.request("/api/v1/reservation", { key, method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.text).toBe("");
    expect(head.headers.get("cache-control")).toBe("public, s-maxage=60, stale-while-revalidate=300");
    expect(head.headers.get("vary")).toBe(get.headers.get("vary"));
    expect(head.headers.get("etag")).toBe(get.headers.get("etag"));
    expect(head.headers.get("ratelimit-policy")).toMatch(/"reads"/);
  });
});
