import type { Page } from "@playwright/test";
import { e2e } from "./env.ts";
import { serveSitePage, type SitePage } from "./site-page.ts";

/** The snippet's script tag: the widget file from the Couvert server, another origin than the page's. */
export const widgetScript = (): string => `<script src="${e2e.url}/widget/couvert.js" defer></script>`;

/**
 * A restaurant's own website the way owners deploy Couvert: a static page on its own port (another
 * origin than the API's, so every call is cross-origin with an `Origin` header), the elements in
 * `body` and the script tag pointing at the Couvert server. `show` replaces the elements; the
 * script tag stays.
 */
export async function serveHostSite(body = "", lang = "en"): Promise<SitePage> {
  const site = await serveSitePage(`${body}\n${widgetScript()}`, lang);
  return { ...site, show: (next) => site.show(`${next}\n${widgetScript()}`) };
}

/** Resolves once every custom element of the page is defined (the deferred script ran and loaded each one's code). */
export const widgetsDefined = (page: Page): Promise<unknown> =>
  page.evaluate(() =>
    Promise.all(
      ["couvert-booking", "couvert-manage", "couvert-events"]
        .filter((tag) => document.querySelector(tag))
        .map((tag) => customElements.whenDefined(tag)),
    ),
  );

/**
 * How many objects whose prototype chain holds `prototype` (an expression in the page, e.g.
 * `customElements.get("couvert-booking").prototype`) are alive after a full garbage collection,
 * counted in the heap through the DevTools protocol. An element removed from the page that a
 * listener, observer or timer still holds stays counted: this is how the specs see a leak.
 */
export async function liveObjects(page: Page, prototype: string): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("HeapProfiler.collectGarbage");
    const group = "live-objects";
    const { result } = await cdp.send("Runtime.evaluate", { expression: prototype, objectGroup: group });
    const { objects } = await cdp.send("Runtime.queryObjects", { prototypeObjectId: result.objectId!, objectGroup: group });
    const { result: count } = await cdp.send("Runtime.callFunctionOn", {
      objectId: objects.objectId!,
      functionDeclaration: "function () { return this.length; }",
      returnByValue: true,
    });
    await cdp.send("Runtime.releaseObjectGroup", { objectGroup: group });
    return count.value as number;
  } finally {
    await cdp.detach();
  }
}

/** How many event listeners the page's `window` holds (DevTools protocol): a listener left by a removed element stays counted. */
export async function windowListeners(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send("Runtime.evaluate", { expression: "window", objectGroup: "window-listeners" });
    const { listeners } = await cdp.send("DOMDebugger.getEventListeners", { objectId: result.objectId! });
    await cdp.send("Runtime.releaseObjectGroup", { objectGroup: "window-listeners" });
    return listeners.length;
  } finally {
    await cdp.detach();
  }
}
