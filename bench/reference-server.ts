/**
 * The reference servers of `npm run bench`, run in a child process of their own:
 * `reference-server.ts bare|express <captures.json>` answers each captured GET with Couvert's very
 * bytes and headers, from a bare `node:http` server or from a minimal Express 5 app, and prints
 * `listening on <origin>`.
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import type { CapturedResponse } from "./captured.ts";

const [kind, file] = process.argv.slice(2);
const captures = (JSON.parse(fs.readFileSync(file!, "utf8")) as CapturedResponse[]).map((c) => ({
  ...c,
  bytes: Buffer.from(c.body, "base64"),
}));

function bare(): http.Server {
  const byPath = new Map(captures.map((c) => [c.path, c]));
  return http.createServer((req, res) => {
    const found = byPath.get(req.url ?? "");
    if (!found) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(found.status, { ...found.headers, "content-length": String(found.bytes.length) });
    res.end(found.bytes);
  });
}

/** What a small Express 5 app would do: one route per path, `res.send` (with its ETag and length). */
function minimalExpress(): http.Server {
  const app = express();
  for (const c of captures) {
    const { "content-length": _length, etag: _etag, ...headers } = c.headers;
    app.get(c.path.split("?")[0]!, (_req, res) => {
      res.status(c.status).set(headers).send(c.bytes);
    });
  }
  return http.createServer(app);
}

const server = kind === "express" ? minimalExpress() : bare();
server.keepAliveTimeout = 65_000;
server.listen(0, "127.0.0.1", () => {
  process.stdout.write(`listening on http://127.0.0.1:${(server.address() as AddressInfo).port}\n`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
