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
    <script type="module" src="/owner/console.js"></script>
  </head>
  <body>
    <couvert-console></couvert-console>
  </body>
</html>
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
  const assetHeaders = { ...headers, "Cache-Control": "no-cache" };
  router.use(
    precompressed(consoleDir, assetHeaders),
    express.static(consoleDir, { index: false, setHeaders: (res) => res.set(assetHeaders) }),
  );
  return router;
}
