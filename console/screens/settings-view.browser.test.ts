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
  switchRestaurant,
} from "../testing/browser.ts";
import { settingsData } from "../testing/fixtures.ts";
import "./settings-view.ts";

const ALPHA_SETTINGS = "GET /restaurants/alpha/settings";
const BETA_SETTINGS = "GET /restaurants/beta/settings";

/** Alpha's values as its forms would show them: none may show or be sent under Beta. */
const alphaValues = ["Alpha Bistro", "1 Alpha Lane", "+43 1 111111", "alpha@example.com"];

describe("couvert-settings-view", () => {
  it("shows nothing of A under B, nor posts A's values to B, when A's answer comes after the switch", async () => {
    const api = new StubConsoleApi().answer(BETA_SETTINGS, { data: settingsData(BETA) });
    const late = api.hold(ALPHA_SETTINGS, { data: settingsData(ALPHA) });
    api.answer("POST /restaurants/beta/settings", (call) => ({
      data: { ...settingsData(BETA), settings: { ...settingsData(BETA).settings, ...(call.body as object) } },
    }));
    const view = mountScreen("couvert-settings-view", api, ALPHA);
    await arriveAfterSwitch(view, late, BETA);

    for (const value of alphaValues) expect(shownText(view)).not.toContain(value);
    expect(query<HTMLInputElement>(view, "#name").value).toBe("Beta Brasserie");

    query<HTMLFormElement>(view, 'form[data-section="details"]').requestSubmit();
    await settle(view);
    expect(api.posts().map((c) => c.path)).toEqual(["/restaurants/beta/settings"]);
    expect(JSON.stringify(api.posts()[0]!.body)).not.toMatch(/Alpha|alpha|111111/);
    expect((await late.asked).signal?.aborted, "A's load is aborted by the switch").toBe(true);
  });

  it("keeps A's save answer off B's forms when the switch comes while it is out", async () => {
    const api = new StubConsoleApi()
      .answer(ALPHA_SETTINGS, { data: settingsData(ALPHA) })
      .answer(BETA_SETTINGS, { data: settingsData(BETA) });
    const save = api.hold("POST /restaurants/alpha/settings", { data: settingsData(ALPHA) });
    const view = mountScreen("couvert-settings-view", api, ALPHA);
    await settle(view);
    query<HTMLFormElement>(view, 'form[data-section="details"]').requestSubmit();
    await arriveAfterSwitch(view, save, BETA);

    for (const value of alphaValues) expect(shownText(view)).not.toContain(value);
    expect(query<HTMLInputElement>(view, "#name").value).toBe("Beta Brasserie");
  });

  it("sends nothing while the restaurant switched to is still loading", async () => {
    const api = new StubConsoleApi().answer(ALPHA_SETTINGS, { data: settingsData(ALPHA) });
    const pending = api.hold(BETA_SETTINGS, { data: settingsData(BETA) });
    const view = mountScreen("couvert-settings-view", api, ALPHA);
    await settle(view);
    const alphaForm = query<HTMLFormElement>(view, 'form[data-section="details"]');
    await switchRestaurant(view, BETA);
    // A submit already under way as the switch came (the form has left the page since).
    alphaForm.dispatchEvent(new SubmitEvent("submit", { cancelable: true }));
    await settle(view);
    expect(api.posts()).toEqual([]);
    expect(shownText(view)).toContain("Loading");
    pending.release();
    await settle(view);
    expect(query<HTMLInputElement>(view, "#name").value).toBe("Beta Brasserie");
  });

  it("shows a failed load with a retry, then the settings, accessibly", async () => {
    const api = new StubConsoleApi().answer(ALPHA_SETTINGS, { error: { code: "internal_error", status: 500 } });
    const view = mountScreen("couvert-settings-view", api, ALPHA);
    await retryAfterFailedLoad(view, api, ALPHA_SETTINGS, { data: settingsData(ALPHA) }, "button");
    expect(query<HTMLInputElement>(view, "#name").value).toBe("Alpha Bistro");
    await expectAccessible(view, "ready");
  });
});
