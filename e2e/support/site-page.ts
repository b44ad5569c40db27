import http from "node:http";
import type { AddressInfo } from "node:net";

/** A restaurant's own website, as far as a spec needs one: another origin than Couvert's, serving one page. */
export interface SitePage {
  /** The page's address, e.g. `http://127.0.0.1:40123/`; its origin is what the API sees in `Origin`. */
  url: string;
  origin: string;
  /** Replaces what the page shows, e.g. with another snippet (`head`: pasted into `<head>` instead). */
  show(body: string, head?: string): void;
  close(): Promise<void>;
}

/**
 * Serves `body` (pasted into a plain HTML page, as an owner pastes a snippet) from a port of its own
 * on this machine: a second origin on the loopback address, so the browser treats the calls its
 * widgets make to the Couvert server as cross-origin, `Origin` header included.
 */
export async function serveSitePage(body: string, lang = "en"): Promise<SitePage> {
  let content = body;
  let headContent = "";
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
    res.end(
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Bistro</title>${headContent}</head><body><main>${content}</main></body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin}/`,
    origin,
    show: (next, head = "") => {
      content = next;
      headContent = head;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
