import express, { type Router } from "express";
import fs from "node:fs";
import path from "node:path";
import { CONSOLE_DIR } from "../site/paths.ts";
import { precompressed } from "../site/precompressed.ts";

/**
 * The console's page allows nothing but its own script and the server's API: no inline script or
 * style, no eval, no framing (it is where owners click buttons that matter). Event covers may come
 * from any https address, as on the restaurant's site.
 */
const CONSOLE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' https: data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/**
 * The page; `preloads` are the chunks console.js imports, which the browser would otherwise ask for
 * only once console.js has come and been parsed: one more round trip on every first load.
 */
const page = (preloads: readonly string[]) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="referrer" content="no-referrer" />
    <meta name="robots" content="noindex" />
    <title>Couvert</title>
    <link rel="icon" href="/owner/icon.svg" type="image/svg+xml" />
${preloads.map((file) => `    <link rel="modulepreload" href="/owner/${file}" />\n`).join("")}    <script type="module" src="/owner/console.js"></script>
  </head>
  <body>
    <couvert-console></couvert-console>
  </body>
</html>
`;

/**
 * The console's tab icon, a plate laid with knife and fork in Couvert's accent. Named by the page:
 * without it a browser asks for /favicon.ico, and logs the 404 as an error on every screen.
 */
const ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <circle cx="16" cy="16" r="16" fill="#8a3b12"/>
  <circle cx="16" cy="16" r="7" fill="none" stroke="#fff8ef" stroke-width="2"/>
  <path d="M6 8v5a1.5 1.5 0 0 0 3 0V8M7.5 14v10M25 8c-2 2-2 6 0 8v8" fill="none" stroke="#fff8ef" stroke-width="1.5" stroke-linecap="round"/>
</svg>
`;

/**
 * The owner console at /owner/ (docs/api.md §16): one page, its script and its stylesheet. The page
 * is never cached (a new release must reach every open tab on reload); the script revalidates.
 */
export function consoleSite(consoleDir = CONSOLE_DIR): Router {
  const router = express.Router();
  const html = page(firstLoadChunks(consoleDir));
  const headers = { "Content-Security-Policy": CONSOLE_CSP, "X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer" };
  router.get("/", (req, res) => {
    if (!req.originalUrl.split("?")[0]!.endsWith("/")) return res.redirect(301, "/owner/");
    res.set({ ...headers, "Cache-Control": "no-store", "X-Frame-Options": "DENY" });
    res.type("html").send(html);
  });
  router.get("/icon.svg", (_req, res) => {
    res.set({ ...headers, "Cache-Control": "public, max-age=86400" });
    res.type("image/svg+xml").send(ICON);
  });
  const assetHeaders = { ...headers, "Cache-Control": "no-cache" };
  router.use(
    precompressed(consoleDir, assetHeaders),
    express.static(consoleDir, { index: false, setHeaders: (res) => res.set(assetHeaders) }),
  );
  return router;
}

/** One file of the build's manifest (Vite's `build.manifest`), by its key. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * Every chunk console.js imports statically, directly or through another, as the build's manifest
 * names them (vite.console.config.ts); none when there is no build (a test of the API alone).
 */
export function firstLoadChunks(consoleDir: string): string[] {
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(consoleDir, ".vite", "manifest.json"), "utf8")) as Record<string, ManifestChunk>;
  } catch {
    return [];
  }
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  entry?.imports?.forEach(visit);
  return [...files];
}
