import { describe, expect, it } from "vitest";
import { addDays, localToInstant } from "../../../core/time.ts";
import type { OwnerWaitlist, OwnerWaitlistEntry } from "../../../core/waitlist/schemas.ts";
import { ALPHA, StubConsoleApi, expectAccessible, mountScreen, query, settle, shownText } from "../../testing/browser.ts";
import "./waitlist-view.ts";

const DATE = "2026-06-02";

const entry = (over: Partial<OwnerWaitlistEntry> = {}): OwnerWaitlistEntry => ({
  id: 7,
  date: DATE,
  party_size: 2,
  window_start: "19:00",
  window_end: "20:00",
  guest_first_name: "Grace",
  guest_last_name: "Hopper",
  guest_email: "grace@example.org",
  guest_phone: null,
  status: "waiting",
  created_at: "2026-06-01T10:00:00Z",
  offer: null,
  reservation_number: null,
  free_starts: starts("18:30", "19:00", "19:30"),
  ...over,
});
const day = (...entries: OwnerWaitlistEntry[]): { data: OwnerWaitlist } => ({ data: { date: DATE, entries } });

/** Free starts at `times` on DATE (Berlin, UTC+2 in June; a time before 12:00 is the night's, on the next day). */
const starts = (...times: string[]): OwnerWaitlistEntry["free_starts"] =>
  times.map((time) => ({
    time,
    starts_at: localToInstant(time < "12:00" ? addDays(DATE, 1) : DATE, time, "Europe/Berlin")!
      .toUTC()
      .toISO({ suppressMilliseconds: true })!,
  }));

describe("couvert-waitlist-view", () => {
  it("lists the day's guests, offers a time to one by hand, and removes one", async () => {
    const offered = entry({ status: "offered", offer: { starts_at: "2026-06-02T17:00:00Z", expires_at: "2026-06-01T10:15:00Z" } });
    const api = new StubConsoleApi()
      .answer(`GET /restaurants/alpha/waitlist`, day(entry()))
      .answer("POST /restaurants/alpha/waitlist/7/offer", day(offered))
      .answer("POST /restaurants/alpha/waitlist/7/remove", day(entry({ status: "left" })));
    const view = mountScreen("couvert-waitlist-view", api, ALPHA, { params: [DATE] });
    await settle(view);
    for (const text of ["Grace Hopper", "2 guests", "between 19:00 and 20:00", "Waiting", "grace@example.org"])
      expect(shownText(view)).toContain(text);
    await expectAccessible(view, "a guest waiting");

    query<HTMLButtonElement>(view, "li button").click();
    await settle(view);
    expect(api.callsTo("POST /restaurants/alpha/waitlist/7/offer")[0]?.body).toEqual({ starts_at: "2026-06-02T17:00:00Z" });
    expect(shownText(view)).toContain("The guest has been e-mailed the offer.");
    expect(shownText(view)).toContain("Offered");

    query<HTMLButtonElement>(view, "li button:last-of-type").click();
    await settle(view);
    expect(shownText(view)).toContain("Left the list");
    await expectAccessible(view, "removed");
  });

  it("offers a night's small hours as the next day's start, from the date's own list", async () => {
    const api = new StubConsoleApi()
      .answer(
        "GET /restaurants/alpha/waitlist",
        day(entry({ window_start: "23:30", window_end: "00:30", free_starts: starts("23:00", "23:30", "00:00", "00:30") })),
      )
      .answer("POST /restaurants/alpha/waitlist/7/offer", day(entry()));
    const view = mountScreen("couvert-waitlist-view", api, ALPHA, { params: [DATE] });
    await settle(view);
    const time = query<HTMLSelectElement>(view, "li select");
    expect(time.value).toBe("2026-06-02T21:30:00Z");
    expect([...time.options].map((o) => o.text.trim())).toEqual(["23:00", "23:30", "00:00 (next day)", "00:30 (next day)"]);
    time.value = "2026-06-02T22:30:00Z";
    query<HTMLButtonElement>(view, "li button").click();
    await settle(view);
    // 00:30 of the night of 2 June: 3 June, 00:30 in Berlin.
    expect(api.callsTo("POST /restaurants/alpha/waitlist/7/offer")[0]?.body).toEqual({ starts_at: "2026-06-02T22:30:00Z" });
  });

  it("chooses no time when none is free in the guest's window, and says when none is free at all", async () => {
    const api = new StubConsoleApi().answer(
      "GET /restaurants/alpha/waitlist",
      day(entry({ window_start: "12:00", window_end: "13:00" }), entry({ id: 8, party_size: 6, free_starts: [] })),
    );
    const view = mountScreen("couvert-waitlist-view", api, ALPHA, { params: [DATE] });
    await settle(view);
    const time = query<HTMLSelectElement>(view, "li select");
    expect([time.value, time.selectedOptions[0]!.textContent!.trim()]).toEqual(["", "Choose a time"]);
    query<HTMLButtonElement>(view, "li button").click();
    await settle(view);
    expect(api.callsTo("POST /restaurants/alpha/waitlist/7/offer")).toEqual([]);
    expect(shownText(view)).toContain("No free time on this day for this party.");
    expect(view.shadowRoot!.querySelectorAll("li")[1]!.querySelector("select")).toBeNull();
    await expectAccessible(view, "no time in the window, none free");
  });

  it("keeps the owner's chosen time as the live list changes, and asks again once it is gone", async () => {
    const api = new StubConsoleApi().answer("GET /restaurants/alpha/waitlist", day(entry()));
    const view = mountScreen("couvert-waitlist-view", api, ALPHA, { params: [DATE] });
    await settle(view);
    const time = () => query<HTMLSelectElement>(view, "li select");
    time().value = starts("19:30")[0]!.starts_at;
    time().dispatchEvent(new Event("change"));
    // 18:30 is booked meanwhile: the list comes again without it.
    api.answer("GET /restaurants/alpha/waitlist", day(entry({ free_starts: starts("19:00", "19:30") })));
    await (view as unknown as { list: { reload: () => Promise<void> } }).list.reload();
    await settle(view);
    expect(time().value).toBe(starts("19:30")[0]!.starts_at);
    // Then 19:30 goes too: no time is chosen for the owner.
    api.answer("GET /restaurants/alpha/waitlist", day(entry({ free_starts: starts("19:00") })));
    await (view as unknown as { list: { reload: () => Promise<void> } }).list.reload();
    await settle(view);
    expect([time().value, time().selectedOptions[0]!.textContent!.trim()]).toEqual(["", "Choose a time"]);
  });

  it("says when nobody waits", async () => {
    const api = new StubConsoleApi().answer("GET /restaurants/alpha/waitlist", day());
    const view = mountScreen("couvert-waitlist-view", api, ALPHA, { params: [DATE] });
    await settle(view);
    expect(shownText(view)).toContain("Nobody is waiting for this day.");
  });
});
