import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** The content codings the API answers in, best first (docs/api.md §3.6). */
export type Encoding = "br" | "gzip";
const ENCODINGS: readonly Encoding[] = ["br", "gzip"];

/** Smaller answers go out plain: their headers cost about what compression would save. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * The coding to answer in for an `Accept-Encoding` header: the one with the highest q-value above
 * 0, brotli on a tie (browsers list gzip first but take brotli, which is smaller); `*` stands for
 * any coding not named. Null: plain (no header, only `identity`, or everything refused).
 */
export function chosenEncoding(header: string | string[] | undefined): Encoding | null {
  if (header === undefined) return null;
  const weights = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(",") : header).split(",")) {
    const [name = "", ...params] = part.split(";").map((s) => s.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((p) => p.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  let best: Encoding | null = null;
  let bestWeight = 0;
  for (const encoding of ENCODINGS) {
    const weight = weights.get(encoding) ?? weights.get("*") ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [encoding, weight];
  }
  return best;
}

/** One encoded form of an answer, with its own strong ETag (a representation of its own, RFC 9110 §8.8.3). */
export interface EncodedBody {
  body: Buffer;
  etag: string;
}

/**
 * Answers built anew on each request (availability) but equal by ETag to one sent before: their
 * encoded bytes are found here instead of compressed again. Cleared when full, as http/read-cache.ts is.
 */
const encodedByEtag = new Map<string, EncodedBody>();
const MAX_REMEMBERED = 2_000;

/**
 * `body` in `encoding`, compressed once per ETag: the caller keeps the result beside the plain
 * bytes (http/respond.ts), and an equal answer built again finds it by its ETag.
 */
export function encodedBody(body: Buffer, etag: string, encoding: Encoding): EncodedBody {
  const key = `${encoding} ${etag}`;
  let encoded = encodedByEtag.get(key);
  if (!encoded) {
    if (encodedByEtag.size >= MAX_REMEMBERED) encodedByEtag.clear();
    encoded = { body: compress(body, encoding), etag: `${etag.slice(0, -1)}-${encoding}"` };
    encodedByEtag.set(key, encoded);
  }
  return encoded;
}

// Brotli's quality 5 takes about 2 ms for 100 KB of JSON and comes within a third of quality 11's
// size, which takes over 200 ms: too long to hold the event loop even once.
const BROTLI_QUALITY = 5;

function compress(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === "gzip") return gzipSync(body, { level: 6 });
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}
