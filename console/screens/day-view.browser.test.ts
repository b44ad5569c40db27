import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import {
  focused,
  tabTo,
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
  showsLoadingUntil,
} from "../testing/browser.ts";
import { DAY, daySheet, nightSheet, reservation } from "../testing/fixtures.ts";
import "./day-view.ts";

const on = { params: [DAY] };

describe("couvert-day-view", () => {
  it("shows nothing of A under B, and moves B's bookings, when A's answer comes after the switch", async () => {
    const api = new StubConsoleApi()
      .answer("GET /restaurants/beta/day", { data: daySheet(BETA) })
      .answer("POST /restaurants/beta/reservations/2002/status", { data: { reservation: reservation(BETA, { status: "confirmed" }) } });
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

  it("shows the tables a booking holds (tables mode), and none when it holds none", async () => {
    const seated = reservation(ALPHA, {
      tables: [
        { id: "t1", name: "T1" },
        { id: "t2", name: "T2" },
      ],
    });
    const api = new StubConsoleApi().answer("GET /restaurants/alpha/day", {
      data: { ...daySheet(ALPHA), reservations: [seated, reservation(ALPHA, { reservation_number: 1009 })] },
    });
    const view = mountScreen("couvert-day-view", api, ALPHA, on);
    await settle(view);
    expect(query(view, 'li[data-number="1001"] .tables').textContent).toBe("Table T1+T2");
    expect(view.shadowRoot!.querySelector('li[data-number="1009"] .tables')).toBeNull();
  });

  it("shows a failed load with a retry, then the day, accessibly", async () => {
    const api = new StubConsoleApi().answer("GET /restaurants/alpha/day", { error: { code: "internal_error", status: 500 } });
    const view = mountScreen("couvert-day-view", api, ALPHA, on);
    await retryAfterFailedLoad(view, api, "GET /restaurants/alpha/day", { data: daySheet(ALPHA) });
    expect(shownText(view)).toContain("Alphason");
    await expectAccessible(view, "ready");
  });

  it("without a date in its route, shows the date the server's list runs on now, and its night's bookings as the next day's", async () => {
    const night = reservation(ALPHA, { starts_at: "2030-06-14T22:00:00Z", ends_at: "2030-06-15T00:00:00Z" });
    const api = new StubConsoleApi().answer("GET /restaurants/alpha/day", {
      data: { ...nightSheet(ALPHA), reservations: [reservation(ALPHA), night] },
    });
    const navigated: string[][] = [];
    const view = mountScreen("couvert-day-view", api, ALPHA, { params: [], navigate: (...to) => navigated.push(to) });
    await settle(view);
    expect(api.callsTo("GET /restaurants/alpha/day")[0]?.query).toEqual({});
    expect(query(view, "h1").textContent).toContain("Friday, 14 June 2030");
    expect(query<HTMLInputElement>(view, "#date").value).toBe(DAY);
    expect([...view.shadowRoot!.querySelectorAll(".reservation .time")].map((time) => time.textContent)).toEqual([
      "19:00",
      "00:00 (next day)",
    ]);

    query<HTMLButtonElement>(view, `button[aria-label="${view.context.m.day.next}"]`).click();
    const today = [...view.shadowRoot!.querySelectorAll<HTMLButtonElement>(".toolbar button")].find(
      (b) => b.textContent === view.context.m.day.today,
    )!;
    today.click();
    expect(navigated).toEqual([["day", "2030-06-15"], ["day"]]);
  });

  it("marks a night's small hours as the next day's in the day's times", async () => {
    const api = new StubConsoleApi().answer("GET /restaurants/alpha/day", { data: nightSheet(ALPHA) });
    const view = mountScreen("couvert-day-view", api, ALPHA, on);
    await settle(view);
    const times = [...view.shadowRoot!.querySelectorAll(".slot > span:first-child")].map((span) => span.textContent);
    expect(times).toEqual(["23:30", "00:30 (next day)"]);
  });

  it("shows loading, then an empty day, then a closed one, accessibly", async () => {
    const api = new StubConsoleApi();
    const held = api.hold("GET /restaurants/alpha/day", { data: { ...daySheet(ALPHA), reservations: [] } });
    const view = mountScreen("couvert-day-view", api, ALPHA, on);
    await showsLoadingUntil(view, held);
    expect(shownText(view)).toContain("No reservations on this day.");
    await expectAccessible(view, "empty");

    api.answer("GET /restaurants/alpha/day", { data: { ...daySheet(ALPHA), reservations: [], slots: [] } });
    view.context = { ...view.context, params: ["2030-06-15"] };
    await settle(view);
    expect(shownText(view)).toContain("Closed on this day.");
  });

  it("confirms a booking with the keyboard, says so and keeps the focus on its card", async () => {
    const confirmed = reservation(ALPHA, { status: "confirmed" });
    const api = new StubConsoleApi()
      .answer("GET /restaurants/alpha/day", { data: daySheet(ALPHA) })
      .answer("POST /restaurants/alpha/reservations/1001/status", { data: { reservation: confirmed } });
    const view = mountScreen("couvert-day-view", api, ALPHA, on);
    await settle(view);
    await tabTo(view, 'li[data-number="1001"] button.primary');
    api.answer("GET /restaurants/alpha/day", { data: { ...daySheet(ALPHA), reservations: [confirmed] } });
    await userEvent.keyboard("{Enter}");
    await settle(view);

    expect(api.posts().map((c) => c.body)).toEqual([{ status: "confirmed" }]);
    expect(query(view, 'p[role="status"]').textContent).toContain("Reservation 1001 is now: Confirmed.");
    expect(query(view, 'li[data-number="1001"]').dataset.status).toBe("confirmed");
    expect(query(view, 'li[data-number="1001"]').contains(focused())).toBe(true);
    await expectAccessible(view, "saved");
  });

  it("asks before declining, with the focus on the question, and No goes back to the button", async () => {
    const api = new StubConsoleApi()
      .answer("GET /restaurants/alpha/day", { data: daySheet(ALPHA) })
      .answer("POST /restaurants/alpha/reservations/1001/status", { data: { reservation: reservation(ALPHA, { status: "rejected" }) } });
    const view = mountScreen("couvert-day-view", api, ALPHA, on);
    await settle(view);
    const decline = await tabTo(view, 'li[data-number="1001"] button.danger');
    await userEvent.keyboard("{Enter}");
    await settle(view);
    expect(query(view, '[role="group"]').contains(focused())).toBe(true);
    await expectAccessible(view, "asking");

    await tabTo(view, '[role="group"] button:not(.danger)');
    await userEvent.keyboard("{Enter}");
    await settle(view);
    expect(api.posts()).toEqual([]);
    expect(focused()?.textContent?.trim()).toBe(decline.textContent?.trim());

    await userEvent.keyboard("{Enter}");
    await settle(view);
    await tabTo(view, '[role="group"] button.danger');
    await userEvent.keyboard("{Enter}");
    await settle(view);
    expect(api.posts().map((c) => c.body)).toEqual([{ status: "rejected" }]);
  });

  it("says why a move was refused, and shows the day as it is", async () => {
    const api = new StubConsoleApi()
      .answer("GET /restaurants/alpha/day", { data: daySheet(ALPHA) })
      .answer("POST /restaurants/alpha/reservations/1001/status", {
        error: { code: "not_editable", status: 403, message: "Reservation 1001 is cancelled; cancelled is final." },
      });
    const view = mountScreen("couvert-day-view", api, ALPHA, on);
    await settle(view);
    api.answer("GET /restaurants/alpha/day", { data: { ...daySheet(ALPHA), reservations: [reservation(ALPHA, { status: "cancelled" })] } });
    query<HTMLButtonElement>(view, 'li[data-number="1001"] button.primary').click();
    await settle(view);
    expect(query(view, 'p[role="status"].error').textContent).toContain("cancelled is final");
    expect(query(view, 'li[data-number="1001"]').dataset.status).toBe("cancelled");
    await expectAccessible(view, "refused");
  });

  it("finds bookings by a search typed and sent with the keyboard, and says when there are none", async () => {
    const api = new StubConsoleApi()
      .answer("GET /restaurants/alpha/day", { data: daySheet(ALPHA) })
      .answer("GET /restaurants/alpha/search", (call) => ({
        data: { reservations: call.query.q === "Anna" ? [reservation(ALPHA)] : [] },
      }));
    const view = mountScreen("couvert-day-view", api, ALPHA, on);
    await settle(view);
    await tabTo(view, "#search");
    await userEvent.keyboard("Anna{Enter}");
    await settle(view);
    expect(api.callsTo("GET /restaurants/alpha/search").map((c) => c.query)).toEqual([{ q: "Anna" }]);
    expect(shownText(view)).toContain("Alphason");
    await expectAccessible(view, "found");

    query<HTMLInputElement>(view, "#search").value = "Nobody";
    query<HTMLFormElement>(view, 'form[role="search"]').requestSubmit();
    await settle(view);
    expect(shownText(view)).not.toContain("Alphason");
    expect(shownText(view)).toContain("0 reservations found");
  });
});
