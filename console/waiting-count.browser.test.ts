import { describe, expect, it } from "vitest";
import { ALPHA, BETA, StubConsoleApi, arriveAfterSwitch, expectAccessible, mountScreen, settle, shownText } from "./testing/browser.ts";
import { requestsData } from "./testing/fixtures.ts";
import "./waiting-count.ts";

/** `data` of GET …/requests with `n` bookings to confirm. */
const waiting = (n: number) => ({
  data: { ...requestsData(ALPHA), pending: Array.from({ length: n }, () => requestsData(ALPHA).pending[0]) },
});

describe("couvert-waiting-count", () => {
  it("counts B's requests, not A's, when A's answer comes after the switch, and aborts A's", async () => {
    const api = new StubConsoleApi().answer("GET /restaurants/beta/requests", waiting(2));
    const late = api.hold("GET /restaurants/alpha/requests", waiting(7));
    const count = mountScreen("couvert-waiting-count", api, ALPHA);
    await arriveAfterSwitch(count, late, BETA);

    expect(shownText(count)).toContain("2 waiting");
    expect(shownText(count)).not.toContain("7");
    expect((await late.asked).signal?.aborted).toBe(true);
    await expectAccessible(count, "counted");
  });

  it("asks again at a live update, and keeps the count when that fails", async () => {
    const api = new StubConsoleApi().answer("GET /restaurants/alpha/requests", waiting(1));
    const count = mountScreen("couvert-waiting-count", api, ALPHA);
    await settle(count);
    expect(shownText(count)).toContain("1 waiting");

    api.answer("GET /restaurants/alpha/requests", waiting(3));
    count.context = { ...count.context, liveTick: 1 };
    await settle(count);
    expect(shownText(count)).toContain("3 waiting");

    api.answer("GET /restaurants/alpha/requests", { error: { code: "internal_error", status: 500 } });
    count.context = { ...count.context, liveTick: 2 };
    await settle(count);
    expect(shownText(count)).toContain("3 waiting");
    expect(api.callsTo("GET /restaurants/alpha/requests")).toHaveLength(3);
  });

  it("shows what the Requests screen told, over an older answer still out, and asks nothing while it is shown", async () => {
    const api = new StubConsoleApi();
    const older = api.hold("GET /restaurants/alpha/requests", waiting(5));
    const count = mountScreen("couvert-waiting-count", api, ALPHA);
    await older.asked;
    count.screenTells = true;
    count.told = { slug: "alpha", count: 4 };
    await settle(count);
    older.release();
    await settle(count);
    expect(shownText(count)).toContain("4 waiting");

    count.context = { ...count.context, liveTick: 1 };
    await settle(count);
    expect(api.callsTo("GET /restaurants/alpha/requests")).toHaveLength(1);
    expect(shownText(count)).toContain("4 waiting");
  });

  it("shows nothing while nothing waits, and starts from nothing at another restaurant", async () => {
    const api = new StubConsoleApi().answer("GET /restaurants/alpha/requests", waiting(2));
    const held = api.hold("GET /restaurants/beta/requests", waiting(0));
    const count = mountScreen("couvert-waiting-count", api, ALPHA);
    await settle(count);
    expect(shownText(count)).toContain("2 waiting");
    count.context = { ...count.context, restaurant: BETA };
    await held.asked;
    await count.updateComplete;
    expect(shownText(count).trim()).toBe("");
    held.release();
    await settle(count);
    expect(shownText(count).trim()).toBe("");
  });
});
