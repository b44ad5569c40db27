import { describe, expect, it } from "vitest";
import {
  arriveAfterSwitch,
  retryAfterFailedLoad,
  ALPHA,
  BETA,
  StubConsoleApi,
  expectAccessible,
  mountScreen,
  query,
  settle,
  shownText,
} from "../testing/browser.ts";
import { websiteData } from "../testing/fixtures.ts";
import "./website-view.ts";

// The preview's widgets are stand-ins here (the real widget file is the end-to-end tests' part).
for (const tag of ["couvert-booking", "couvert-manage", "couvert-events"]) {
  if (!customElements.get(tag)) customElements.define(tag, class extends HTMLElement {});
}

const previewKey = { data: { clearKey: "ck_preview", expiresAt: new Date(Date.now() + 3_600_000).toISOString() } };
const createdKey = (slug: string) => ({
  data: { key: { ...websiteData(ALPHA).keys[0]!, id: `k_new_${slug}`, label: null }, clearKey: `ck_secret_${slug}`, snippet: null },
});

const submitNewKey = (view: HTMLElement) => query(view, "#label").closest("form")!.requestSubmit();

describe("couvert-website-view", () => {
  it("shows nothing of A under B, and makes B's key at B, when A's answer comes after the switch", async () => {
    const api = new StubConsoleApi()
      .answer("GET /restaurants/beta/website", { data: websiteData(BETA) })
      .answer("POST /restaurants/beta/website/preview-key", previewKey)
      .answer("POST /restaurants/beta/keys", createdKey("beta"));
    const late = api.hold("GET /restaurants/alpha/website", { data: websiteData(ALPHA) });
    const view = mountScreen("couvert-website-view", api, ALPHA);
    await arriveAfterSwitch(view, late, BETA);

    expect(shownText(view)).not.toContain("Alpha website key");
    submitNewKey(view);
    await settle(view);
    expect(api.posts().map((c) => c.path)).toEqual(["/restaurants/beta/website/preview-key", "/restaurants/beta/keys"]);
    expect(shownText(view)).toContain("ck_secret_beta");
    expect((await late.asked).signal?.aborted).toBe(true);
  });

  it("never shows A's new key under B when the switch comes while it is made", async () => {
    const api = new StubConsoleApi()
      .answer("GET /restaurants/alpha/website", { data: websiteData(ALPHA) })
      .answer("GET /restaurants/beta/website", { data: websiteData(BETA) })
      .answer("POST /restaurants/alpha/website/preview-key", previewKey)
      .answer("POST /restaurants/beta/website/preview-key", previewKey);
    const creating = api.hold("POST /restaurants/alpha/keys", createdKey("alpha"));
    const view = mountScreen("couvert-website-view", api, ALPHA);
    await settle(view);
    submitNewKey(view);
    await arriveAfterSwitch(view, creating, BETA);
    expect(shownText(view)).not.toMatch(/ck_secret_alpha|Alpha website key/);
  });

  it("shows a failed load with a retry, then the keys, accessibly", async () => {
    const api = new StubConsoleApi()
      .answer("GET /restaurants/alpha/website", { error: { code: "internal_error", status: 500 } })
      .answer("POST /restaurants/alpha/website/preview-key", previewKey);
    const view = mountScreen("couvert-website-view", api, ALPHA);
    await retryAfterFailedLoad(view, api, "GET /restaurants/alpha/website", { data: websiteData(ALPHA) });
    expect(shownText(view)).toContain("Alpha website key");
    await expectAccessible(view, "ready");
  });
});
