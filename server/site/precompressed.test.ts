import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressed } from "./precompressed.ts";
import { siteRouter } from "./site-routes.ts";

const SCRIPT = Buffer.from(`customElements.define("couvert-x", class extends HTMLElement {});\n`.repeat(50));
const BUNDLE = "couvert.Ab3_x-9Z.js";
let dir: string;
let server: http.Server;
let base: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "couvert-widget-"));
  fs.writeFileSync(path.join(dir, "couvert.js"), SCRIPT);
  fs.writeFileSync(path.join(dir, "couvert.js.br"), brotliCompressSync(SCRIPT));
  fs.writeFileSync(path.join(dir, "couvert.js.gz"), gzipSync(SCRIPT));
  fs.writeFileSync(path.join(dir, "plain.js"), SCRIPT);
  fs.writeFileSync(path.join(dir, BUNDLE), SCRIPT);
  fs.writeFileSync(path.join(dir, `${BUNDLE}.br`), brotliCompressSync(SCRIPT));
  fs.writeFileSync(path.join(dir, `${BUNDLE}.gz`), gzipSync(SCRIPT));
  fs.writeFileSync(path.join(dir, `${BUNDLE}.map`), "{}");
  const app = express().use(siteRouter({ demoApiKey: null, publicUrl: "http://127.0.0.1", widgetDir: dir }));
  server = await new Promise((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A GET with exactly this Accept-Encoding (fetch would add its own and decompress). */
function get(file: string, acceptEncoding: string | null): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === null ? {} : { "accept-encoding": acceptEncoding };
    http
      .get(`${base}/widget/${file}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

describe("the widget file", () => {
  it("goes out as the build's brotli or gzip file to a client that takes it, and plain to one that does not", async () => {
    const br = await get("couvert.js", "gzip, deflate, br, zstd");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).equals(SCRIPT)).toBe(true);
    const gz = await get("couvert.js", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).equals(SCRIPT)).toBe(true);
    const plain = await get("couvert.js", null);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(SCRIPT)).toBe(true);
    for (const res of [br, gz, plain]) {
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
      expect(res.headers["cache-control"]).toBe("public, max-age=300");
      expect(res.headers["access-control-allow-origin"]).toBe("*");
      expect(res.headers["vary"]).toMatch(/Accept-Encoding/i);
    }
  });

  it("is sent plain when the build wrote no compressed file, and a missing file is a 404", async () => {
    const plain = await get("plain.js", "br");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(SCRIPT)).toBe(true);
    expect((await get("missing.js", "br")).status).toBe(404);
  });

  it("under its content-hashed name is cached for a year as immutable, in every encoding, and an unknown hash is a 404 that is not", async () => {
    for (const encoding of ["br", "gzip", null]) {
      const res = await get(BUNDLE, encoding);
      expect(res.status).toBe(200);
      expect(res.headers["content-encoding"]).toBe(encoding ?? undefined);
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(res.headers["access-control-allow-origin"]).toBe("*");
    }
    expect((await get(`${BUNDLE}.map`, null)).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const unknown = await get("couvert.Zz9_y-8Q.js", "br");
    expect(unknown.status).toBe(404);
    expect(unknown.headers["cache-control"] ?? "").not.toMatch(/immutable|max-age=31536000/);
  });
});

describe("a client that goes away mid-file", () => {
  it("is no failure of the server's: nothing reaches the error handler", async () => {
    const big = path.join(dir, "big.js");
    fs.writeFileSync(big, "");
    fs.writeFileSync(`${big}.br`, Buffer.alloc(32 * 1024 * 1024, 7));
    const errors: unknown[] = [];
    const app = express()
      .use(precompressed(dir, {}))
      .use(((error, _req, res, _next) => {
        errors.push(error);
        res.status(500).end();
      }) as express.ErrorRequestHandler);
    const abortable = await new Promise<http.Server>((resolve) => {
      const s = app.listen(0, "127.0.0.1", () => resolve(s));
    });
    try {
      const closed = new Promise<void>((resolve) => {
        const request = http.get(
          `http://127.0.0.1:${(abortable.address() as AddressInfo).port}/big.js`,
          { headers: { "accept-encoding": "br" } },
          (res) => {
            res.once("data", () => request.destroy());
          },
        );
        request.on("close", () => resolve());
        request.on("error", () => {});
      });
      await closed;
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(errors).toEqual([]);
    } finally {
      abortable.closeAllConnections();
      await new Promise((resolve) => abortable.close(resolve));
    }
  });
});
