import { describe, expect, it } from "vitest";
import {
  ALPHA,
  BETA,
  StubConsoleApi,
  arriveAfterSwitch,
  expectAccessible,
  mountScreen,
  query,
  retryAfterFailedLoad,
  settle,
  shownText,
} from "../testing/browser.ts";
import "./widget-preview.ts";

// The real widget file is the end-to-end tests' part: here the widgets are stand-ins, so loadWidgetScript finds them defined.
for (const tag of ["couvert-booking", "couvert-manage", "couvert-events"]) {
  if (!customElements.get(tag)) customElements.define(tag, class extends HTMLElement {});
}

const previewKey = (slug: string) => ({
  data: { clearKey: `ck_preview_${slug}`, expiresAt: new Date(Date.now() + 3_600_000).toISOString() },
});

describe("couvert-widget-preview", () => {
  it("shows B's widgets with B's key, not A's, when A's key comes after the switch", async () => {
    const api = new StubConsoleApi().answer("POST /restaurants/beta/website/preview-key", previewKey("beta"));
    const late = api.hold("POST /restaurants/alpha/website/preview-key", previewKey("alpha"));
    const view = mountScreen("couvert-widget-preview", api, ALPHA);
    await arriveAfterSwitch(view, late, BETA);
    expect(query(view, "couvert-booking").getAttribute("api-key")).toBe("ck_preview_beta");
    expect((await late.asked).signal?.aborted).toBe(true);
  });

  it("shows a failure with a retry, accessibly", async () => {
    const api = new StubConsoleApi().answer("POST /restaurants/alpha/website/preview-key", {
      error: { code: "internal_error", status: 500 },
    });
    const view = mountScreen("couvert-widget-preview", api, ALPHA);
    await retryAfterFailedLoad(view, api, "POST /restaurants/alpha/website/preview-key", previewKey("alpha"));
    expect(query(view, "couvert-booking").getAttribute("api-key")).toBe("ck_preview_alpha");
  });

  it("says it is loading, then shows the three widgets with the key, accessibly", async () => {
    const api = new StubConsoleApi();
    const held = api.hold("POST /restaurants/alpha/website/preview-key", previewKey("alpha"));
    const view = mountScreen("couvert-widget-preview", api, ALPHA);
    await held.asked;
    await view.updateComplete;
    expect(query(view, '[role="status"]').textContent).toMatch(/\S/);
    await expectAccessible(view, "loading");
    held.release();
    await settle(view);
    const keys = ["couvert-booking", "couvert-manage", "couvert-events"].map((tag) => query(view, tag).getAttribute("api-key"));
    expect(keys).toEqual(["ck_preview_alpha", "ck_preview_alpha", "ck_preview_alpha"]);
    expect(shownText(view)).not.toContain("Loading");
    await expectAccessible(view, "ready");
  });
});
