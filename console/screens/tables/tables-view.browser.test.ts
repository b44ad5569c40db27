import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
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
import { roomData, stay } from "../../testing/tables-fixtures.ts";
import "./tables-view.ts";

const ROOM = "GET /restaurants/alpha/room";
const SAVE = "POST /restaurants/alpha/room";
/** The save's answer: the room sent, as stored, with Alpha's settings. */
const saved = (body: unknown) => {
  const { areas, tables, combinations } = body as ReturnType<typeof roomData>;
  return { data: { ...roomData(ALPHA), areas, tables, combinations, unseated: [] } };
};

describe("couvert-tables-view", () => {
  it("shows loading, then the room's areas, tables and combinations as fields, accessibly", async () => {
    const api = new StubConsoleApi();
    const held = api.hold(ROOM, { data: roomData(ALPHA) });
    const view = mountScreen("couvert-tables-view", api, ALPHA);
    await showsLoadingUntil(view, held);
    expect(query<HTMLInputElement>(view, "#tables-2-name").value).toBe("A3");
    expect(query<HTMLSelectElement>(view, "#tables-2-area").value).toBe("terrace");
    expect(query<HTMLInputElement>(view, "#tables-2-bookableOnline").checked).toBe(false);
    expect(query<HTMLInputElement>(view, "#combinations-0-tables").value).toBe("A1+A2");
    expect(query<HTMLInputElement>(view, "#dwell").value).toBe("2:90,4:120");
    expect(query<HTMLInputElement>(view, "#mode-tables").checked).toBe(true);
    await expectAccessible(view, "ready");
  });

  it("shows a failed load with a retry, then the room; an empty room says so", async () => {
    const api = new StubConsoleApi().answer(ROOM, { error: { code: "internal_error", status: 500 } });
    const view = mountScreen("couvert-tables-view", api, ALPHA);
    await retryAfterFailedLoad(view, api, ROOM, { data: { ...roomData(ALPHA), areas: [], tables: [], combinations: [] } });
    expect(shownText(view)).toContain("No tables yet.");
    expect(shownText(view)).toContain("No combinations.");
    await expectAccessible(view, "empty");
  });

  it("shows nothing of A under B, and saves B's room to B, when A's answer comes after the switch", async () => {
    const api = new StubConsoleApi()
      .answer("GET /restaurants/beta/room", { data: roomData(BETA) })
      .answer("POST /restaurants/beta/room", { data: { ...roomData(BETA), unseated: [] } });
    const late = api.hold(ROOM, { data: roomData(ALPHA) });
    const view = mountScreen("couvert-tables-view", api, ALPHA);
    await arriveAfterSwitch(view, late, BETA);
    expect(shownText(view)).not.toContain("A1");
    expect(query<HTMLInputElement>(view, "#tables-0-name").value).toBe("B1");
    query<HTMLFormElement>(view, "form").requestSubmit();
    await settle(view);
    expect(api.posts().map((c) => c.path)).toEqual(["/restaurants/beta/room"]);
  });

  it("adds a table and moves it up with the keyboard, the focus staying on its button, then saves the room in that order", async () => {
    const api = new StubConsoleApi().answer(ROOM, { data: roomData(ALPHA) }).answer(SAVE, (call) => saved(call.body));
    const view = mountScreen("couvert-tables-view", api, ALPHA);
    await settle(view);
    await tabTo(view, "#tables-add");
    await userEvent.keyboard("{Enter}");
    await settle(view);
    expect(focused()).toBe(query(view, "#tables-3-name"));
    expect(query<HTMLInputElement>(view, "#tables-3-name").value).toBe("T4");
    await userEvent.fill(query(view, "#tables-3-name"), "Bar 1");
    await userEvent.fill(query(view, "#tables-3-maxSeats"), "3");
    const up = await tabTo(view, 'li:nth-child(4) [data-action="up"]');
    expect(up.getAttribute("aria-label")).toBe("Move Bar 1 up");
    await userEvent.keyboard("{Enter}");
    await settle(view);
    expect(focused()?.getAttribute("aria-label")).toBe("Move Bar 1 up");
    expect(query<HTMLInputElement>(view, "#tables-2-name").value).toBe("Bar 1");

    query<HTMLFormElement>(view, "form").requestSubmit();
    await settle(view);
    const body = api.posts()[0]!.body as { tables: { name: string; maxSeats: number }[]; dwellMinutesByPartySize: unknown };
    expect(body.tables.map((t) => t.name)).toEqual(["A1", "A2", "Bar 1", "A3"]);
    expect(body.tables[2]!.maxSeats).toBe(3);
    expect(body.dwellMinutesByPartySize).toEqual([
      { partySize: 2, minutes: 90 },
      { partySize: 4, minutes: 120 },
    ]);
    expect(query(view, '.actions [role="status"]').textContent).toContain("The room is saved.");
    await expectAccessible(view, "saved");
  });

  it("refuses at their fields what core's rules refuse, sending nothing", async () => {
    const api = new StubConsoleApi().answer(ROOM, { data: roomData(ALPHA) });
    const view = mountScreen("couvert-tables-view", api, ALPHA);
    await settle(view);
    await userEvent.fill(query(view, "#tables-1-name"), "a1");
    await userEvent.fill(query(view, "#tables-0-minSeats"), "3");
    await userEvent.fill(query(view, "#combinations-0-tables"), "A1+A9");
    await userEvent.fill(query(view, "#dwell"), "4:120,2:90");
    query<HTMLFormElement>(view, "form").requestSubmit();
    await settle(view);
    expect(api.posts()).toEqual([]);
    expect(query(view, "#tables-1-name-error").textContent).toBe('The table name "a1" is used twice');
    expect(query(view, "#tables-0-minSeats-error").textContent).toBe("The minimum seats must not exceed the maximum seats");
    expect(query(view, "#combinations-0-tables-error").textContent).toBe('There is no table "A9".');
    expect(query(view, "#dwell-error").textContent).toContain("Party sizes must go up");
    // The first marked field on the page takes the focus: the stays, in the first section.
    expect(focused()).toBe(query(view, "#dwell"));
    await expectAccessible(view, "refused");
  });

  it("shows the server's refusal at the field it names", async () => {
    const api = new StubConsoleApi()
      .answer(ROOM, { data: roomData(ALPHA) })
      .answer(SAVE, { error: { code: "invalid_request", message: "A table seats at most 100", field: "tables.2.maxSeats" } });
    const view = mountScreen("couvert-tables-view", api, ALPHA);
    await settle(view);
    query<HTMLFormElement>(view, "form").requestSubmit();
    await settle(view);
    expect(query(view, "#tables-2-maxSeats").getAttribute("aria-invalid")).toBe("true");
    expect(query(view, "#tables-2-maxSeats-error").textContent).toBe("A table seats at most 100");
  });

  it("retires a table, and shows at it the server's refusal while it holds bookings to come", async () => {
    const api = new StubConsoleApi()
      .answer(ROOM, { data: roomData(ALPHA) })
      .answer(SAVE, { error: { code: "table_in_use", message: "Table A3 holds 2 bookings still to come.", status: 409 } });
    const view = mountScreen("couvert-tables-view", api, ALPHA);
    await settle(view);
    await tabTo(view, 'li[data-id="t3"] [data-action="retire"]');
    await userEvent.keyboard("{Enter}");
    await settle(view);
    expect(focused()?.textContent?.trim()).toBe("Keep A3");
    query<HTMLFormElement>(view, "form").requestSubmit();
    await settle(view);
    const body = api.posts()[0]!.body as { tables: { id: string }[] };
    expect(body.tables.map((t) => t.id)).toEqual(["t1", "t2"]);
    expect(query(view, 'li[data-id="t3"]').textContent).toContain("Table A3 holds 2 bookings still to come.");
    expect(focused()?.textContent?.trim()).toBe("Keep A3");
    await expectAccessible(view, "retire refused");
  });

  it("switches to tables and lists the bookings no table seats, each linked to its day's timeline", async () => {
    const api = new StubConsoleApi().answer("GET /restaurants/beta/room", { data: roomData(BETA) }).answer("POST /restaurants/beta/room", {
      data: {
        ...roomData(BETA),
        capacityMode: "tables",
        unseated: [stay({ reservationNumber: 2007, guestName: "Bruno Betamann", partySize: 9, tables: [] })],
      },
    });
    const view = mountScreen("couvert-tables-view", api, BETA);
    await settle(view);
    await userEvent.click(query(view, "#mode-tables"));
    query<HTMLFormElement>(view, "form").requestSubmit();
    await settle(view);
    expect((api.posts()[0]!.body as { capacityMode: string }).capacityMode).toBe("tables");
    const link = query<HTMLAnchorElement>(view, ".unseated a");
    expect(link.textContent).toContain("No. 2007: Bruno Betamann, 9 guests");
    expect(link.getAttribute("href")).toBe("#/beta/timeline/2030-06-14");
    await expectAccessible(view, "unseated");
  });
});
