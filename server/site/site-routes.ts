import fs from "node:fs";
import path from "node:path";
import express, { type Router } from "express";
import { DEMO_DIR, WIDGET_DIR } from "./paths.ts";
import { precompressed } from "./precompressed.ts";
import { widgetCacheControl } from "./widget-loader.ts";

/** A page embedding the widgets must work under a strict policy: no inline script, no eval. */
const DEMO_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' https: data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/**
 * The widget, at /widget/couvert.js for any site to embed (a small loader, cached five minutes,
 * of the content-hashed bundle beside it, cached a year: docs/api.md §3.5), and the demo restaurant's site at
 * `/`, its HTML filled in with the demo key and this server's public address (COUVERT_PUBLIC_URL,
 * never the request's Host header, which the client chooses).
 */
export function siteRouter(options: { demoApiKey: string | null; publicUrl: string; widgetDir?: string }): Router {
  const router = express.Router();
  const widgetDir = options.widgetDir ?? WIDGET_DIR;
  const widgetHeaders = (fileName: string) => ({
    "Cache-Control": widgetCacheControl(fileName),
    "Access-Control-Allow-Origin": "*",
    "Cross-Origin-Resource-Policy": "cross-origin",
  });
  router.use(
    "/widget",
    precompressed(widgetDir, widgetHeaders),
    // `cacheControl: false`: our Cache-Control, never send's own max-age=0.
    express.static(widgetDir, {
      fallthrough: false,
      cacheControl: false,
      setHeaders: (res, file) => res.set(widgetHeaders(path.basename(file))),
    }),
  );
  // Without the demo site, the server's own address leads to the one page it has for people.
  // Relative, so a proxy that serves Couvert under a path prefix keeps it.
  if (options.demoApiKey === null) return router.get("/", (_req, res) => res.redirect(302, "owner/"));

  const demoKey = escapeHtml(options.demoApiKey);
  const origin = escapeHtml(options.publicUrl);
  router.get(["/", "/:page.html"], (req, res, next) => {
    const page = String(req.params.page ?? "index");
    if (!/^[a-z0-9-]+$/.test(page)) return next();
    const file = path.join(DEMO_DIR, `${page}.html`);
    if (!fs.existsSync(file)) return next();
    const html = fs.readFileSync(file, "utf8").replaceAll("__COUVERT_DEMO_KEY__", demoKey).replaceAll("__COUVERT_ORIGIN__", origin);
    res.set("Content-Security-Policy", DEMO_CSP);
    res.set("Cache-Control", "no-store");
    res.type("html").send(html);
  });
  router.use(express.static(DEMO_DIR, { index: false, setHeaders: (res) => res.set("Content-Security-Policy", DEMO_CSP) }));
  return router;
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
