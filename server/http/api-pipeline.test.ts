import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seedRestaurant } from "../testing/fixtures.ts";
import { startTestServer, type TestServer } from "../testing/test-server.ts";

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
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
    const res = await server.request("/api/v1/reservation", { method: "OPTIONS", headers: { origin: "https://bistro.example", "access-control-request-method": "POST" } });
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe("https://bistro.example");
    expect(res.headers.get("access-control-allow-methods")).toBe("GET,POST,OPTIONS");
    expect(res.headers.get("access-control-allow-headers")).toBe("Authorization,Content-Type,Idempotency-Key");
    expect(res.headers.get("access-control-max-age")).toBe("600");
    expect(res.headers.get("vary")).toContain("Origin");
  });

  it("keeps the key out of the request log", async () => {
    const lines: string[] = [];
    const { createLogger } = await import("../logger.ts");
    const logged = await startTestServer({ logger: createLogger("debug", (line) => lines.push(line)) });
    try {
      const { key } = seedRestaurant(logged.ctx);
      await logged.request("/api/v1/reservation?x=1", { key });
      expect(lines.length).toBeGreaterThan(0);
      const entry = JSON.parse(lines.at(-1)!);
      expect(entry).toMatchObject({ method: "GET", path: "/api/v1/reservation" });
      expect(typeof entry.status).toBe("number");
      expect(lines.join("\n")).not.toContain(key);
    } finally {
      await logged.close();
    }
  });
});
