import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import {
  focused,
  query,
  tabTo,
  retryAfterFailedLoad,
  ALPHA,
  BETA,
  StubConsoleApi,
  expectAccessible,
  mountScreen,
  settle,
  shownText,
  switchRestaurant,
  showsLoadingUntil,
} from "../testing/browser.ts";
import { settingsData, websiteData } from "../testing/fixtures.ts";
import "./getting-started-view.ts";

/** The steps the progress marks done (the fixtures tell someone of bookings: notifications is among them). */
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
    expect(stepsDone(view)).toBe(4);
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
    expect(stepsDone(view)).toBe(4);
    await expectAccessible(view, "ready");
  });

  it("shows loading, then opens at the first step not done", async () => {
    const api = new StubConsoleApi()
      .answer("GET /restaurants/beta/settings", { data: settingsData(BETA) })
      .answer("GET /restaurants/beta/website", { data: websiteData(BETA) })
      .answer("POST /restaurants/beta/website/preview-key", {
        data: { clearKey: "ck_preview", expiresAt: new Date(Date.now() + 3_600_000).toISOString() },
      });
    const held = api.hold("GET /restaurants/beta/website", { data: websiteData(BETA) });
    const view = mountScreen("couvert-getting-started-view", api, BETA);
    await showsLoadingUntil(view, held);
    expect(query(view, 'a[aria-current="step"]').getAttribute("href")).toBe("#/beta/start/website");
    expect(query(view, "#step-title").textContent).toBe("Your website");
  });

  it("goes on to the next step with the keyboard, the focus on that step's title", async () => {
    const api = new StubConsoleApi()
      .answer("GET /restaurants/beta/settings", { data: settingsData(BETA) })
      .answer("GET /restaurants/beta/website", { data: websiteData(BETA) });
    const view = mountScreen("couvert-getting-started-view", api, BETA, { params: ["details"] });
    await settle(view);
    await tabTo(view, ".nav-buttons a.primary");
    await userEvent.keyboard("{Enter}");
    expect(location.hash).toBe("#/beta/start/hours");
    // What the shell does on that address.
    view.context = { ...view.context, params: ["hours"] };
    await settle(view);
    expect(query(view, 'a[aria-current="step"]').getAttribute("href")).toBe("#/beta/start/hours");
    expect(focused()).toBe(query(view, "#step-title"));
    history.replaceState(null, "", location.pathname + location.search);
  });

  it("marks the website step done once a key is made in it", async () => {
    const api = new StubConsoleApi()
      .answer("GET /restaurants/beta/settings", { data: settingsData(BETA) })
      .answer("GET /restaurants/beta/website", { data: websiteData(BETA) })
      .answer("POST /restaurants/beta/website/preview-key", {
        data: { clearKey: "ck_preview", expiresAt: new Date(Date.now() + 3_600_000).toISOString() },
      });
    const view = mountScreen("couvert-getting-started-view", api, BETA, { params: ["website"] });
    await settle(view);
    expect(stepsDone(view)).toBe(4);
    api.answer("GET /restaurants/beta/website", { data: { ...websiteData(BETA), keys: websiteData(ALPHA).keys } });
    const key = websiteData(ALPHA).keys[0]!;
    query(view, "couvert-website-view").dispatchEvent(
      new CustomEvent("couvert-key-created", { detail: key, bubbles: true, composed: true }),
    );
    await settle(view);
    expect(stepsDone(view)).toBe(5);
    expect(query(view, 'a[href="#/beta/start/website"]').textContent).toContain("(done)");
  });
});
