import { describe, expect, it } from "vitest";
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
  ...over,
});
const day = (...entries: OwnerWaitlistEntry[]): { data: OwnerWaitlist } => ({ data: { date: DATE, entries } });

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

  it("says when nobody waits", async () => {
    const view = mountScreen("couvert-waitlist-view", new StubConsoleApi().answer("GET /restaurants/alpha/waitlist", day()), ALPHA, {
      params: [DATE],
    });
    await settle(view);
    expect(shownText(view)).toContain("Nobody is waiting for this day.");
  });
});
