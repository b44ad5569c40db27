import fs from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

/** What the build writes beside each script (vite.config.ts), best first. */
const ENCODINGS = [
  { encoding: "br", suffix: ".br" },
  { encoding: "gzip", suffix: ".gz" },
] as const;

/**
 * Serves the brotli or gzip file the build wrote beside a script, when the client takes that
 * encoding: compressed once at build time, never per request. Anything else falls through to the
 * plain file. `headers` may depend on the file (its Cache-Control, say).
 */
export function precompressed(
  dir: string,
  headers: Record<string, string> | ((fileName: string) => Record<string, string>),
): RequestHandler {
  const headersFor = typeof headers === "function" ? headers : () => headers;
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = path.basename(req.path);
    if (!/^[\w.-]+\.js$/.test(name) || req.path !== `/${name}`) return next();
    res.vary("Accept-Encoding");
    // Our order, not the client's: browsers list gzip first but take brotli, which is smaller.
    const chosen = ENCODINGS.find((e) => req.acceptsEncodings(e.encoding) === e.encoding && fs.existsSync(path.join(dir, name + e.suffix)));
    if (!chosen) return next();
    res.set({ ...headersFor(name), "Content-Encoding": chosen.encoding, "Content-Type": "text/javascript; charset=utf-8" });
    // Our own Cache-Control (set above) stands: `cacheControl: false` keeps send from writing its own.
    res.sendFile(name + chosen.suffix, { root: dir, cacheControl: false }, (error) => error && !clientGone(error) && next(error));
  };
}

/**
 * A client that closed the connection mid-file (a guest who left the page): nothing of ours failed
 * and nobody is left to answer, as Express's own `sendFile` without a callback treats it.
 */
function clientGone(error: Error): boolean {
  const { code, syscall } = error as NodeJS.ErrnoException;
  return code === "ECONNABORTED" || syscall === "write";
}
