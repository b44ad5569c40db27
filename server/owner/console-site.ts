import express, { type Router } from "express";
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

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="referrer" content="no-referrer" />
    <meta name="robots" content="noindex" />
    <title>Couvert</title>
    <link rel="icon" href="/owner/icon.svg" type="image/svg+xml" />
    <script type="module" src="/owner/console.js"></script>
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
  const headers = { "Content-Security-Policy": CONSOLE_CSP, "X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer" };
  router.get("/", (req, res) => {
    if (!req.originalUrl.split("?")[0]!.endsWith("/")) return res.redirect(301, "/owner/");
    res.set({ ...headers, "Cache-Control": "no-store", "X-Frame-Options": "DENY" });
    res.type("html").send(PAGE);
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
