import { hash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request, Response } from "express";
import fresh from "fresh";
import vary from "vary";
import { chosenEncoding, COMPRESS_MIN_BYTES, encodedBody, type EncodedBody, type Encoding } from "./compression.ts";

const PUBLIC_CACHE = "public, s-maxage=60, stale-while-revalidate=300";
const NO_STORE = "private, no-cache, no-store, must-revalidate";

/**
 * Sends `{data}` with docs/api.md §3's caching: GETs (and HEADs, which Express answers with the GET
 * route) are cacheable by shared caches, but vary on the key and origin, since one URL serves
 * every restaurant; Express adds the strong ETag and the 304.
 */
export function sendData(req: Request, res: Response, data: unknown): void {
  const prepared = preparedOf(data);
  if (prepared) return sendPrepared(req, res, prepared);
  setCaching(req, res);
  res.status(200).json({ data });
}

/**
 * An object's `{data}` serialised (once: a service that answers from its cache hands back the same
 * object); undefined for anything else, which Express's `json` sends.
 */
export function preparedOf(data: unknown): PreparedData | undefined {
  if (typeof data !== "object" || data === null) return undefined;
  let prepared = preparedFor.get(data);
  if (!prepared) preparedFor.set(data, (prepared = prepareData(data)));
  return prepared;
}

/** Never mutate an object once it has been sent: its serialised form is kept beside it. */
const preparedFor = new WeakMap<object, PreparedData>();

/** `{data}` serialised once, with the strong ETag Express would give it, to be sent many times. */
export interface PreparedData {
  body: Buffer;
  etag: string;
  /** Its compressed forms once asked for, kept beside it (http/compression.ts). */
  encoded?: Partial<Record<Encoding, EncodedBody>>;
}

export const prepareData = (data: unknown): PreparedData => prepareJson({ data });

/** Any JSON value serialised as Express's `res.json` sends it, with its strong ETag. */
function prepareJson(value: unknown): PreparedData {
  const body = Buffer.from(JSON.stringify(value), "utf8");
  // The `etag` package's strong form, which Express uses: size in hex, then 27 characters of SHA-1.
  const digest = hash("sha1", body, "base64").substring(0, 27);
  return { body, etag: `"${body.length.toString(16)}-${digest}"` };
}

/**
 * sendData's answer from a prepared body, written as Express's `res.send` writes a Buffer with its
 * ETag set (Content-Length; 304 without Content-Type and body when the request's validators match;
 * no body for HEAD), on plain node:http objects: the fast lane (http/fast-lane.ts) writes through
 * here too, so both answer the same bytes.
 */
export function sendPrepared(req: IncomingMessage, res: ServerResponse, prepared: PreparedData): void {
  setCaching(req, res);
  const sent = representationOf(req, res, prepared);
  const conditional = req.method === "GET" || req.method === "HEAD";
  if (conditional && fresh(req.headers, { etag: sent.etag, "last-modified": res.getHeader("Last-Modified") })) {
    res.statusCode = 304;
    res.removeHeader("Content-Encoding");
    res.setHeader("ETag", sent.etag);
    res.end();
  } else writeJson(req, res, 200, sent);
}

/**
 * docs/api.md §3.6: a GET's answer of COMPRESS_MIN_BYTES or more goes out in the coding the client
 * takes best (brotli, else gzip), with `Vary: Accept-Encoding` whether compressed or not; each coding
 * has its own strong ETag, so a 304 answers only a copy in the coding being sent.
 */
function representationOf(req: IncomingMessage, res: ServerResponse, prepared: PreparedData): EncodedBody {
  if (prepared.body.length < COMPRESS_MIN_BYTES || (req.method !== "GET" && req.method !== "HEAD")) return prepared;
  vary(res, "Accept-Encoding");
  const encoding = chosenEncoding(req.headers["accept-encoding"]);
  if (!encoding) return prepared;
  res.setHeader("Content-Encoding", encoding);
  const encoded = (prepared.encoded ??= {});
  return (encoded[encoding] ??= encodedBody(prepared.body, prepared.etag, encoding));
}

function setCaching(req: IncomingMessage, res: ServerResponse): void {
  if (req.method === "GET" || req.method === "HEAD") {
    res.setHeader("Cache-Control", PUBLIC_CACHE);
    if (res.hasHeader("Vary")) {
      vary(res, "Authorization");
      vary(res, "Origin");
    } else res.setHeader("Vary", "Authorization, Origin");
  } else {
    res.setHeader("Cache-Control", NO_STORE);
  }
}

/** A stored response (an idempotent replay) as it was first sent: its status and body, never cached. */
export function sendStored(req: IncomingMessage, res: ServerResponse, response: { status: number; body: unknown }): void {
  noStore(res);
  sendJson(req, res, response.status, response.body);
}

/**
 * A JSON body as Express's `res.json` writes it (Content-Type, Content-Length, strong ETag, no body
 * for HEAD), on plain node:http objects, so that the write lane (http/write-lane.ts) and Express
 * answer the same bytes. For errors and POST answers: a GET's 2xx goes through sendPrepared, which
 * answers 304 when the client's copy is fresh.
 */
export function sendJson(req: IncomingMessage, res: ServerResponse, status: number, value: unknown): void {
  writeJson(req, res, status, prepareJson(value));
}

/** A JSON body with its headers as Express's `res.send` writes it: an ETag set before stays; no body for HEAD. */
function writeJson(req: IncomingMessage, res: ServerResponse, status: number, { body, etag }: EncodedBody): void {
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Content-Length", String(body.length));
  if (!res.hasHeader("ETag")) res.setHeader("ETag", etag);
  if (req.method === "HEAD") res.end();
  else res.end(body);
}

export function noStore(res: ServerResponse): void {
  res.setHeader("Cache-Control", NO_STORE);
}
