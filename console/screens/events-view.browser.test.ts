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
import { eventsView } from "../testing/fixtures.ts";
import "./events-view.ts";

describe("couvert-events-view", () => {
  it("shows nothing of A under B, and acts on B, when A's answer comes after the switch", async () => {
    const beta = eventsView(BETA);
    const api = new StubConsoleApi()
      .answer("GET /restaurants/beta/events", { data: beta })
      .answer(`POST /restaurants/beta/events/${beta.events[0]!.id}/pin`, { data: { event: { ...beta.events[0], isPinned: true } } });
    const late = api.hold("GET /restaurants/alpha/events", { data: eventsView(ALPHA) });
    const view = mountScreen("couvert-events-view", api, ALPHA);
    await arriveAfterSwitch(view, late, BETA);

    expect(shownText(view)).not.toContain("Alpha Jazz Night");
    expect(shownText(view)).toContain("Beta Wine Tasting");
    query<HTMLButtonElement>(view, 'button[data-action="pin"]').click();
    await settle(view);
    expect(api.posts().map((c) => c.path)).toEqual([`/restaurants/beta/events/${beta.events[0]!.id}/pin`]);
    expect((await late.asked).signal?.aborted).toBe(true);
  });

  it("keeps A's action answer off B's lists when the switch comes while it is out", async () => {
    const alpha = eventsView(ALPHA);
    const api = new StubConsoleApi()
      .answer("GET /restaurants/alpha/events", { data: alpha })
      .answer("GET /restaurants/beta/events", { data: eventsView(BETA) });
    const pin = api.hold(`POST /restaurants/alpha/events/${alpha.events[0]!.id}/pin`, {
      data: { event: { ...alpha.events[0], isPinned: true } },
    });
    const view = mountScreen("couvert-events-view", api, ALPHA);
    await settle(view);
    query<HTMLButtonElement>(view, 'button[data-action="pin"]').click();
    await arriveAfterSwitch(view, pin, BETA);
    expect(shownText(view)).not.toContain("Alpha Jazz Night");
    expect(shownText(view)).toContain("Beta Wine Tasting");
  });

  it("shows a failed load with a retry, then the events, accessibly", async () => {
    const api = new StubConsoleApi().answer("GET /restaurants/alpha/events", { error: { code: "internal_error", status: 500 } });
    const view = mountScreen("couvert-events-view", api, ALPHA);
    await retryAfterFailedLoad(view, api, "GET /restaurants/alpha/events", { data: eventsView(ALPHA) }, "button");
    expect(shownText(view)).toContain("Alpha Jazz Night");
    await expectAccessible(view, "ready");
  });
});
