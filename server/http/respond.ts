import { createHash } from "node:crypto";
import type { Request, Response } from "express";

const PUBLIC_CACHE = "public, s-maxage=60, stale-while-revalidate=300";
const NO_STORE = "private, no-cache, no-store, must-revalidate";

/**
 * Sends `{data}` with docs/api.md §3's caching: GETs (and HEADs, which Express answers with the GET
 * route) are cacheable by shared caches, but vary on the key and origin, since one URL serves
 * every restaurant; Express adds the strong ETag and the 304.
 */
export function sendData(req: Request, res: Response, data: unknown): void {
  if (typeof data !== "object" || data === null) {
    setCaching(req, res);
    res.status(200).json({ data });
    return;
  }
  // A service that answers from its cache hands back the same object: serialised and hashed once.
  let prepared = preparedFor.get(data);
  if (!prepared) preparedFor.set(data, (prepared = prepareData(data)));
  sendPrepared(req, res, prepared);
}

/** Never mutate an object once it has been sent: its serialised form is kept beside it. */
const preparedFor = new WeakMap<object, PreparedData>();

/** `{data}` serialised once, with the strong ETag Express would give it, to be sent many times. */
export interface PreparedData {
  body: Buffer;
  etag: string;
}

export function prepareData(data: unknown): PreparedData {
  const body = Buffer.from(JSON.stringify({ data }), "utf8");
  // The `etag` package's strong form, which Express uses: size in hex, then 27 characters of SHA-1.
  const hash = createHash("sha1").update(body).digest("base64").substring(0, 27);
  return { body, etag: `"${body.length.toString(16)}-${hash}"` };
}

/** sendData's answer from a prepared body: the same bytes, headers and 304, without the work. */
export function sendPrepared(req: Request, res: Response, prepared: PreparedData): void {
  setCaching(req, res);
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("ETag", prepared.etag);
  res.status(200).send(prepared.body);
}

function setCaching(req: Request, res: Response): void {
  if (req.method === "GET" || req.method === "HEAD") {
    res.setHeader("Cache-Control", PUBLIC_CACHE);
    if (res.hasHeader("Vary")) {
      res.vary("Authorization");
      res.vary("Origin");
    } else res.setHeader("Vary", "Authorization, Origin");
  } else {
    res.setHeader("Cache-Control", NO_STORE);
  }
}

/** A stored response (an idempotent replay) as it was first sent: its status and body, never cached. */
export function sendStored(res: Response, response: { status: number; body: unknown }): void {
  res.set("Cache-Control", NO_STORE);
  res.status(response.status).json(response.body);
}

export function noStore(res: Response): void {
  res.set("Cache-Control", NO_STORE);
}
