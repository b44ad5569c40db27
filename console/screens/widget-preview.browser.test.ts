import { describe, expect, it } from "vitest";
import { ALPHA, BETA, StubConsoleApi, arriveAfterSwitch, mountScreen, query, retryAfterFailedLoad } from "../testing/browser.ts";
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
});
