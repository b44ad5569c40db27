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
import { DAY, daySheet, reservation } from "../testing/fixtures.ts";
import "./day-view.ts";

const on = { params: [DAY] };

describe("couvert-day-view", () => {
  it("shows nothing of A under B, and moves B's bookings, when A's answer comes after the switch", async () => {
    const api = new StubConsoleApi()
      .answer("GET /restaurants/beta/day", { data: daySheet(BETA) })
      .answer("POST /restaurants/beta/reservations/2002/status", {
        data: { reservation: reservation(BETA, { reservation_number: 2002 }) },
      });
    const late = api.hold("GET /restaurants/alpha/day", { data: daySheet(ALPHA) });
    const view = mountScreen("couvert-day-view", api, ALPHA, on);
    await arriveAfterSwitch(view, late, BETA);

    expect(shownText(view)).not.toContain("Alphason");
    expect(shownText(view)).toContain("Betamann");
    query<HTMLButtonElement>(view, "li.reservation button.primary").click();
    await settle(view);
    expect(api.posts().map((c) => c.path)).toEqual(["/restaurants/beta/reservations/2002/status"]);
    expect((await late.asked).signal?.aborted).toBe(true);
  });

  it("shows the date asked for, not the one before, when the earlier date's answer comes late", async () => {
    const api = new StubConsoleApi().answer("GET /restaurants/alpha/day", (call) =>
      call.query.date === DAY ? { data: daySheet(ALPHA) } : { data: { ...daySheet(ALPHA), date: call.query.date, reservations: [] } },
    );
    const late = api.hold("GET /restaurants/alpha/day", { data: daySheet(ALPHA) });
    const view = mountScreen("couvert-day-view", api, ALPHA, on);
    await late.asked;
    view.context = { ...view.context, params: ["2030-06-15"] };
    await settle(view);
    late.release();
    await settle(view);
    expect(shownText(view)).not.toContain("Alphason");
  });

  it("keeps A's search results off B", async () => {
    const api = new StubConsoleApi()
      .answer("GET /restaurants/alpha/day", { data: daySheet(ALPHA) })
      .answer("GET /restaurants/beta/day", { data: daySheet(BETA) });
    const search = api.hold("GET /restaurants/alpha/search", { data: { reservations: [reservation(ALPHA)] } });
    const view = mountScreen("couvert-day-view", api, ALPHA, on);
    await settle(view);
    query<HTMLInputElement>(view, "#search").value = "Anna";
    query<HTMLFormElement>(view, 'form[role="search"]').requestSubmit();
    await arriveAfterSwitch(view, search, BETA);
    expect(shownText(view)).not.toContain("Alphason");
    expect(shownText(view)).toContain("Betamann");
  });

  it("shows a failed load with a retry, then the day, accessibly", async () => {
    const api = new StubConsoleApi().answer("GET /restaurants/alpha/day", { error: { code: "internal_error", status: 500 } });
    const view = mountScreen("couvert-day-view", api, ALPHA, on);
    await retryAfterFailedLoad(view, api, "GET /restaurants/alpha/day", { data: daySheet(ALPHA) });
    expect(shownText(view)).toContain("Alphason");
    await expectAccessible(view, "ready");
  });
});
