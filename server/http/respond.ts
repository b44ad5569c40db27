import type { Request, Response } from "express";

const PUBLIC_CACHE = "public, s-maxage=60, stale-while-revalidate=300";
const NO_STORE = "private, no-cache, no-store, must-revalidate";

/**
 * Sends `{data}` with docs/api.md §3's caching: GETs (and HEADs, which Express answers with the GET
 * route) are cacheable by shared caches, but vary on the key and origin, since one URL serves
 * every restaurant; Express adds the strong ETag and the 304.
 */
export function sendData(req: Request, res: Response, data: unknown): void {
  if (req.method === "GET" || req.method === "HEAD") {
    res.set("Cache-Control", PUBLIC_CACHE);
    res.vary("Authorization");
    res.vary("Origin");
  } else {
    res.set("Cache-Control", NO_STORE);
  }
  res.status(200).json({ data });
}

/** A stored response (an idempotent replay) as it was first sent: its status and body, never cached. */
export function sendStored(res: Response, response: { status: number; body: unknown }): void {
  res.set("Cache-Control", NO_STORE);
  res.status(response.status).json(response.body);
}

export function noStore(res: Response): void {
  res.set("Cache-Control", NO_STORE);
}
