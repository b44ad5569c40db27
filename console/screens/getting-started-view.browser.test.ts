import { describe, expect, it } from "vitest";
import {
  retryAfterFailedLoad,
  ALPHA,
  BETA,
  StubConsoleApi,
  expectAccessible,
  mountScreen,
  settle,
  shownText,
  switchRestaurant,
} from "../testing/browser.ts";
import { settingsData, websiteData } from "../testing/fixtures.ts";
import "./getting-started-view.ts";

/** The steps the progress marks done. */
const stepsDone = (view: HTMLElement) => view.shadowRoot!.querySelectorAll("nav li.done").length;

describe("couvert-getting-started-view", () => {
  it("shows B's progress, not A's, when A's answers come after the switch", async () => {
    const api = new StubConsoleApi()
      .answer("GET /restaurants/beta/settings", { data: settingsData(BETA) })
      .answer("GET /restaurants/beta/website", { data: websiteData(BETA) });
    const lateSettings = api.hold("GET /restaurants/alpha/settings", { data: settingsData(ALPHA) });
    const lateWebsite = api.hold("GET /restaurants/alpha/website", { data: websiteData(ALPHA) });
    const view = mountScreen("couvert-getting-started-view", api, ALPHA, { params: ["details"] });
    await Promise.all([lateSettings.asked, lateWebsite.asked]);
    await switchRestaurant(view, BETA);
    await settle(view);
    lateSettings.release();
    lateWebsite.release();
    await settle(view);

    // Beta: details, hours and capacity done; no widget key, not published (Alpha: all five).
    expect(stepsDone(view)).toBe(3);
    expect(shownText(view)).not.toContain("Alpha Bistro");
    expect(shownText(view)).toContain("Beta Brasserie");
    expect((await lateSettings.asked).signal?.aborted).toBe(true);
  });

  it("shows a failed load with a retry, then the walkthrough, accessibly", async () => {
    const api = new StubConsoleApi()
      .answer("GET /restaurants/beta/settings", { error: { code: "internal_error", status: 500 } })
      .answer("GET /restaurants/beta/website", { data: websiteData(BETA) });
    const view = mountScreen("couvert-getting-started-view", api, BETA, { params: ["details"] });
    await retryAfterFailedLoad(view, api, "GET /restaurants/beta/settings", { data: settingsData(BETA) }, "button");
    expect(stepsDone(view)).toBe(3);
    await expectAccessible(view, "ready");
  });
});
