import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventFields, seedRestaurant } from "../testing/fixtures.ts";
import { startTestServer, type TestServer } from "../testing/test-server.ts";

/** The raw answer (fetch would decode it): status, headers and the bytes as sent. */
function raw(server: TestServer, path: string, headers: Record<string, string>, method = "GET") {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(`${server.url}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

let server: TestServer;
let key: string;
let smallKey: string;
beforeAll(async () => {
  server = await startTestServer();
  const seeded = await seedRestaurant(server.ctx);
  key = seeded.key;
  for (let day = 1; day <= 12; day += 1) {
    const fields = eventFields({ title: `Jazz night ${day}`, startAt: `2026-06-${String(day).padStart(2, "0")}T18:00:00Z` });
    await server.ctx.services.events.create(
      seeded.restaurant.id,
      { ...fields, description: "Live music from the trio. ".repeat(4) },
      server.clock.now(),
    );
  }
  smallKey = (await seedRestaurant(server.ctx)).key;
});
afterAll(() => server?.close());

describe("compressed answers (docs/api.md §3.6)", () => {
  it("sends a large answer in brotli or gzip as the client weighs them, plain to a client that takes neither", async () => {
    const auth = { authorization: `Bearer ${key}` };
    const plain = await raw(server, "/api/v1/events", auth);
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers.vary).toContain("Accept-Encoding");

    const br = await raw(server, "/api/v1/events", { ...auth, "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("Accept-Encoding");
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);

    const gzip = await raw(server, "/api/v1/events", { ...auth, "accept-encoding": "br;q=0.1, gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);

    const refused = await raw(server, "/api/v1/events", { ...auth, "accept-encoding": "br;q=0, gzip;q=0, identity" });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(refused.body.equals(plain.body)).toBe(true);
  });

  it("gives each coding its own strong ETag and answers 304 only to a copy in the coding it would send", async () => {
    const auth = { authorization: `Bearer ${key}` };
    const plain = await raw(server, "/api/v1/events", auth);
    const br = await raw(server, "/api/v1/events", { ...auth, "accept-encoding": "br" });
    const brTag = br.headers.etag as string;
    expect(brTag).toBe(`${(plain.headers.etag as string).slice(0, -1)}-br"`);

    const revalidated = await raw(server, "/api/v1/events", { ...auth, "accept-encoding": "br", "if-none-match": brTag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.etag).toBe(brTag);
    expect(revalidated.headers["content-encoding"]).toBeUndefined();
    expect(revalidated.headers.vary).toContain("Accept-Encoding");
    expect(revalidated.body.length).toBe(0);

    // The brotli copy's tag from a client that now takes only gzip: a full answer in gzip.
    const other = await raw(server, "/api/v1/events", { ...auth, "accept-encoding": "gzip", "if-none-match": brTag });
    expect(other.status).toBe(200);
    expect(other.headers["content-encoding"]).toBe("gzip");
    expect(other.headers.etag).toBe(`${(plain.headers.etag as string).slice(0, -1)}-gzip"`);
    expect(await raw(server, "/api/v1/events", { ...auth, "if-none-match": plain.headers.etag as string })).toMatchObject({ status: 304 });
  });

  it("answers HEAD with the headers of the compressed GET and no body", async () => {
    const headers = { authorization: `Bearer ${key}`, "accept-encoding": "br" };
    const get = await raw(server, "/api/v1/events", headers);
    const head = await raw(server, "/api/v1/events", headers, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const name of ["content-encoding", "content-length", "etag", "vary"]) expect(head.headers[name], name).toEqual(get.headers[name]);
  });

  it("sends a small answer plain, without Vary: Accept-Encoding", async () => {
    const small = await raw(server, "/api/v1/events", { authorization: `Bearer ${smallKey}`, "accept-encoding": "br, gzip" });
    expect(small.status).toBe(200);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.headers.vary).not.toContain("Accept-Encoding");
  });
});
