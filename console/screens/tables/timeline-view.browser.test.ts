import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { todayIn } from "../../format.ts";
import { loadLanguage, messagesFor } from "../../i18n/index.ts";
import { addDays } from "../../../core/time.ts";
import {
  ALPHA,
  BETA,
  StubConsoleApi,
  arriveAfterSwitch,
  expectAccessible,
  focused,
  mountScreen,
  query,
  retryAfterFailedLoad,
  settle,
  shownText,
  showsLoadingUntil,
  tabTo,
} from "../../testing/browser.ts";
import { DAY, reservation } from "../../testing/fixtures.ts";
import { roomData, stay, timelineData } from "../../testing/tables-fixtures.ts";
import "./timeline-view.ts";

const on = { params: [DAY] };
const TIMELINE = "GET /restaurants/alpha/timeline";

/** Opens reservation 1001's panel and moves it to table t1 (A1). */
async function moveToA1(view: HTMLElement & { updateComplete: Promise<boolean> }): Promise<void> {
  await settle(view);
  query<HTMLButtonElement>(view, '.bar[data-number="1001"]').click();
  await settle(view);
  query<HTMLSelectElement>(view, "#move-table").value = "t1";
  query<HTMLFormElement>(view, "form.move").requestSubmit();
  await settle(view);
}

/** Today's timeline with no stays, its room, and `walkIn` as the answer to a walk-in. */
const todayForWalkIns = (walkIn: Parameters<StubConsoleApi["answer"]>[1]) =>
  new StubConsoleApi()
    .answer(TIMELINE, { data: { ...timelineData(ALPHA, []), date: todayIn(ALPHA.timezone) } })
    .answer("GET /restaurants/alpha/room", { data: roomData(ALPHA) })
    .answer("POST /restaurants/alpha/walk-ins", walkIn);

describe("couvert-timeline-view", () => {
  it("shows loading, then each stay as a bar on its table, the stays without a table apart, and the tables' states, accessibly", async () => {
    const api = new StubConsoleApi();
    const held = api.hold(TIMELINE, { data: timelineData(ALPHA) });
    const view = mountScreen("couvert-timeline-view", api, ALPHA, on);
    await showsLoadingUntil(view, held);

    const bar = query(view, '.table-row[data-table="t2"] .bar[data-number="1001"]');
    expect(bar.getAttribute("aria-label")).toBe("19:00–21:00, Anna Alphason, 3 guests, Confirmed, A2");
    expect(query(view, ".table-row.unassigned").textContent).toContain("Otto Ohnetisch");
    expect(query(view, '.states li[data-table="t2"]').textContent).toContain("Next: 19:00 Anna Alphason (3)");
    expect(query(view, '.states li[data-table="t1"]').textContent).toContain("Nothing more booked");
    expect((await held.asked).query).toEqual({ date: DAY });
    await expectAccessible(view, "ready");
  });

  it("shows one area's tables and their stays when the host picks it, the stays without a table still", async () => {
    const terrace = stay({ reservationNumber: 1003, guestName: "Tina Terrazza", partySize: 5, tables: ["t3"] });
    const data = timelineData(ALPHA, [stay(), terrace]);
    const api = new StubConsoleApi().answer(TIMELINE, { data: { ...data, unseated: timelineData(ALPHA).unseated } });
    const view = mountScreen("couvert-timeline-view", api, ALPHA, on);
    await settle(view);
    const rows = () => [...view.renderRoot.querySelectorAll<HTMLElement>(".table-row")].map((row) => row.dataset.table);
    expect(rows()).toEqual(["t1", "t2", "t3", ""]);

    await userEvent.selectOptions(query(view, "#area"), "terrace");
    await settle(view);
    expect(rows()).toEqual(["t3", ""]);
    expect(shownText(view)).toContain("Tina Terrazza");
    expect(shownText(view)).not.toContain("Anna Alphason");
    expect(query(view, ".table-row.unassigned").textContent).toContain("Otto Ohnetisch");
    expect([...view.renderRoot.querySelectorAll(".states li")].map((li) => (li as HTMLElement).dataset.table)).toEqual(["t3"]);
    await expectAccessible(view, "one area");

    await userEvent.selectOptions(query(view, "#area"), "*");
    await settle(view);
    expect(rows()).toEqual(["t1", "t2", "t3", ""]);
  });

  it("shows a failed load with a retry, then the day", async () => {
    const api = new StubConsoleApi().answer(TIMELINE, { error: { code: "internal_error", status: 500 } });
    const view = mountScreen("couvert-timeline-view", api, ALPHA, on);
    await retryAfterFailedLoad(view, api, TIMELINE, { data: timelineData(ALPHA) });
    expect(shownText(view)).toContain("Anna Alphason");
  });

  it("says so on a day without bookings, and in a room without tables", async () => {
    const api = new StubConsoleApi().answer(TIMELINE, { data: timelineData(ALPHA, []) });
    const view = mountScreen("couvert-timeline-view", api, ALPHA, on);
    await settle(view);
    expect(shownText(view)).toContain("No bookings on this day.");
    await expectAccessible(view, "empty");

    api.answer("GET /restaurants/beta/timeline", { data: { ...timelineData(BETA, []), tables: [] } });
    view.context = { ...view.context, restaurant: BETA };
    await settle(view);
    expect(shownText(view)).toContain("bookings get tables once the owner switches to tables");
  });

  it("shows nothing of A under B, and moves B's bookings, when A's answer comes after the switch", async () => {
    const api = new StubConsoleApi().answer("GET /restaurants/beta/timeline", { data: timelineData(BETA) });
    const late = api.hold(TIMELINE, { data: timelineData(ALPHA) });
    const view = mountScreen("couvert-timeline-view", api, ALPHA, on);
    await arriveAfterSwitch(view, late, BETA);
    expect(shownText(view)).not.toContain("Alphason");
    expect(shownText(view)).toContain("Bruno Betamann");
    expect((await late.asked).signal?.aborted).toBe(true);
  });

  it("moves a booking to another table by keyboard: bar, panel, table, Move; says so and loads the day again", async () => {
    const api = new StubConsoleApi()
      .answer(TIMELINE, { data: timelineData(ALPHA) })
      .answer("POST /restaurants/alpha/reservations/1001/seating", { data: { reservation: reservation(ALPHA) } });
    const view = mountScreen("couvert-timeline-view", api, ALPHA, on);
    await settle(view);
    await tabTo(view, '.bar[data-number="1001"]');
    await userEvent.keyboard("{Enter}");
    await settle(view);
    expect(focused()).toBe(query(view, "#panel-title"));
    await expectAccessible(view, "panel");

    await tabTo(view, "#move-table");
    await userEvent.selectOptions(query<HTMLSelectElement>(view, "#move-table"), "t3");
    api.answer(TIMELINE, { data: timelineData(ALPHA, [stay({ tables: ["t3"] })]) });
    await tabTo(view, '.move button[type="submit"]');
    await userEvent.keyboard("{Enter}");
    await settle(view);

    expect(api.posts().map((c) => c.body)).toEqual([{ tables: ["t3"], startsAt: `${DAY}T17:00:00.000Z` }]);
    expect(query(view, 'p[role="status"]').textContent).toContain("Reservation 1001 is now at A3, 19:00.");
    expect(query(view, '.table-row[data-table="t3"] .bar[data-number="1001"]')).toBeTruthy();
  });

  it("shows the server's refusal of a move in the panel, accessibly", async () => {
    const api = new StubConsoleApi()
      .answer(TIMELINE, { data: timelineData(ALPHA) })
      .answer("POST /restaurants/alpha/reservations/1001/seating", {
        error: { code: "table_taken", message: "A1 is held by reservation 1003 from 19:30.", status: 409 },
      });
    const view = mountScreen("couvert-timeline-view", api, ALPHA, on);
    await moveToA1(view);
    expect(query(view, '.panel [role="alert"]').textContent).toContain("A1 is taken by another booking at that time.");
    await expectAccessible(view, "refused");
  });

  it("says a refusal in the console's language, naming the table and its seats", async () => {
    expect(await loadLanguage("de")).toBe(true);
    const api = new StubConsoleApi()
      .answer(TIMELINE, { data: timelineData(ALPHA) })
      .answer("POST /restaurants/alpha/reservations/1001/seating", {
        error: { code: "table_does_not_fit", message: "A1 seats 2; this party is 4", status: 409, field: "tables" },
      });
    const view = mountScreen("couvert-timeline-view", api, ALPHA, { ...on, lang: "de", m: messagesFor("de") });
    await moveToA1(view);
    const table = timelineData(ALPHA).tables.find((t) => t.id === "t1")!;
    const party = timelineData(ALPHA).stays.find((s) => s.reservationNumber === 1001)!.partySize;
    expect(query(view, '.panel [role="alert"]').textContent).toContain(`${table.name} (`);
    expect(query(view, '.panel [role="alert"]').textContent).toContain(`passt nicht für ${party} Personen.`);
  });

  it("says once that no table is free when the server refuses a walk-in it could not seat", async () => {
    const api = todayForWalkIns({
      error: { code: "slot_full", message: "No free table seats this party now.", status: 409 },
    });
    const view = mountScreen("couvert-timeline-view", api, ALPHA);
    await settle(view);
    query<HTMLButtonElement>(view, ".walk-in-open").click();
    await settle(view);
    await userEvent.fill(query(view, "#walk-in-party"), "40");
    await settle(view);
    expect(shownText(view)).toContain("No table free now seats this party.");
    query<HTMLFormElement>(view, ".walk-in form").requestSubmit();
    await settle(view);
    expect(shownText(view).split("No table free now seats this party.")).toHaveLength(2);
    expect(shownText(view)).not.toContain("No free table seats this party now.");
  });

  it("locks a booking's table from its panel", async () => {
    const api = new StubConsoleApi()
      .answer(TIMELINE, { data: timelineData(ALPHA) })
      .answer("POST /restaurants/alpha/reservations/1001/seating", { data: { reservation: reservation(ALPHA) } });
    const view = mountScreen("couvert-timeline-view", api, ALPHA, on);
    await settle(view);
    query<HTMLButtonElement>(view, '.bar[data-number="1001"]').click();
    await settle(view);
    query<HTMLButtonElement>(view, ".lock button").click();
    await settle(view);
    expect(api.posts().map((c) => c.body)).toEqual([{ tables: ["t2"], locked: true }]);
    expect(query(view, 'p[role="status"]').textContent).toContain("Reservation 1001 keeps its table.");
  });

  it("takes walk-ins on the evening's timeline after midnight while its night still runs, not once it has closed", async () => {
    const yesterday = addDays(todayIn(ALPHA.timezone), -1);
    const night = (endsAt: number) => ({
      data: {
        ...timelineData(ALPHA, []),
        date: yesterday,
        services: [{ name: null, startsAt: new Date(endsAt - 4 * 3_600_000).toISOString(), endsAt: new Date(endsAt).toISOString() }],
      },
    });
    const open = mountScreen("couvert-timeline-view", new StubConsoleApi().answer(TIMELINE, night(Date.now() + 3_600_000)), ALPHA);
    await settle(open);
    expect(open.shadowRoot!.querySelector(".walk-in-open")).not.toBeNull();
    const closed = mountScreen("couvert-timeline-view", new StubConsoleApi().answer(TIMELINE, night(Date.now() - 60_000)), ALPHA);
    await settle(closed);
    expect(closed.shadowRoot!.querySelector(".walk-in-open")).toBeNull();
  });

  it("seats a walk-in today at a free table that seats the party", async () => {
    const api = todayForWalkIns({
      data: { reservation: reservation(ALPHA, { reservation_number: 1005, source: "walk_in", tables: [{ id: "t3", name: "A3" }] }) },
    });
    const view = mountScreen("couvert-timeline-view", api, ALPHA);
    await settle(view);
    await tabTo(view, ".walk-in-open");
    await userEvent.keyboard("{Enter}");
    await settle(view);
    expect(focused()).toBe(query(view, "#walk-in-party"));
    await userEvent.fill(query(view, "#walk-in-party"), "5");
    await settle(view);
    const options = Array.from(query<HTMLSelectElement>(view, "#walk-in-table").options, (o) => o.textContent!.trim());
    expect(options).toEqual(["Best free table", "A3 · 4–6 seats", "A1+A2 · 3–6 seats"]);
    await userEvent.selectOptions(query<HTMLSelectElement>(view, "#walk-in-table"), "t3");
    await userEvent.fill(query(view, "#walk-in-name"), "Familie Wirt");
    await expectAccessible(view, "walk-in");
    query<HTMLFormElement>(view, ".walk-in form").requestSubmit();
    await settle(view);
    expect(api.posts().map((c) => c.body)).toEqual([{ partySize: 5, tables: ["t3"], guestName: "Familie Wirt" }]);
    expect(query(view, 'p[role="status"]').textContent).toContain("Walk-in seated at A3.");
  });

  it("on a phone, scrolls the day's grid to its first stay, the page itself never wider than the screen", async () => {
    await page.viewport(375, 800);
    const api = new StubConsoleApi().answer(TIMELINE, { data: timelineData(ALPHA) });
    const view = mountScreen("couvert-timeline-view", api, ALPHA, on);
    await settle(view);
    const box = query(view, ".grid-box");
    expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    expect(box.scrollLeft).toBeGreaterThan(0);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    const bar = query(view, '.bar[data-number="1001"]').getBoundingClientRect();
    expect(bar.left).toBeLessThan(375);
  });
});
