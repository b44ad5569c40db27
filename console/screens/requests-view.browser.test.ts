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
import { requestsData, reservation } from "../testing/fixtures.ts";
import "./requests-view.ts";

describe("couvert-requests-view", () => {
  it("shows nothing of A under B, and answers B's requests, when A's answer comes after the switch", async () => {
    const api = new StubConsoleApi()
      .answer("GET /restaurants/beta/requests", { data: requestsData(BETA) })
      .answer("POST /restaurants/beta/reservations/2002/status", {
        data: { reservation: reservation(BETA, { reservation_number: 2002 }) },
      });
    const late = api.hold("GET /restaurants/alpha/requests", { data: requestsData(ALPHA) });
    const view = mountScreen("couvert-requests-view", api, ALPHA);
    await arriveAfterSwitch(view, late, BETA);

    expect(shownText(view)).not.toContain("Alphason");
    expect(shownText(view)).toContain("Betamann");
    query<HTMLButtonElement>(view, "li.reservation button.primary").click();
    await settle(view);
    expect(api.posts().map((c) => c.path)).toEqual(["/restaurants/beta/reservations/2002/status"]);
    expect((await late.asked).signal?.aborted).toBe(true);
  });

  it("says nothing under B of a move made for A", async () => {
    const api = new StubConsoleApi()
      .answer("GET /restaurants/alpha/requests", { data: requestsData(ALPHA) })
      .answer("GET /restaurants/beta/requests", { data: requestsData(BETA) });
    const move = api.hold("POST /restaurants/alpha/reservations/1001/status", {
      data: { reservation: reservation(ALPHA, { reservation_number: 1001 }) },
    });
    const view = mountScreen("couvert-requests-view", api, ALPHA);
    await settle(view);
    query<HTMLButtonElement>(view, "li.reservation button.primary").click();
    await arriveAfterSwitch(view, move, BETA);
    expect(shownText(view)).not.toContain("1001");
    expect(shownText(view)).toContain("Betamann");
  });

  it("keeps the list and says so when a live reload fails; a first load that fails offers a retry, accessibly", async () => {
    const api = new StubConsoleApi().answer("GET /restaurants/alpha/requests", { error: { code: "internal_error", status: 500 } });
    const view = mountScreen("couvert-requests-view", api, ALPHA);
    await retryAfterFailedLoad(view, api, "GET /restaurants/alpha/requests", { data: requestsData(ALPHA) });
    expect(shownText(view)).toContain("Alphason");
    await expectAccessible(view, "ready");

    api.answer("GET /restaurants/alpha/requests", { error: { code: "internal_error", status: 500 } });
    view.context = { ...view.context, liveTick: 1 };
    await settle(view);
    expect(shownText(view)).toContain("Alphason");
    expect(query(view, 'p[role="status"].error').textContent).toMatch(/\S/);
  });
});
