import { describe, expect, it } from "vitest";
import {
  ALPHA,
  BETA,
  StubConsoleApi,
  arriveAfterSwitch,
  expectAccessible,
  mountScreen,
  query,
  settle,
  shownText,
} from "../../testing/browser.ts";
import "./privacy-view.ts";

const view = (months: number) => ({
  guestDataRetentionMonths: months,
  audit: [{ action: "retention", actor: "retention", at: "2026-06-05T08:00:00Z", rowsChanged: 0, bookingsCancelled: 0 }],
});
const exported = {
  restaurant: "alpha",
  exportedAt: "2026-06-05T09:00:00Z",
  guest: { email: "ada@example.org", phone: null },
  bookings: [{ reservation_number: 4821937, guest_last_name: "Lovelace" }],
  changeRequests: [],
  messages: [{ topic: "guest.booking_received" }, { topic: "guest.booking_confirmed" }],
  more: {},
};

describe("couvert-privacy-view", () => {
  it("shows the retention of the restaurant shown, never A's under B", async () => {
    const api = new StubConsoleApi().answer("GET /restaurants/beta/privacy", { data: view(36) });
    const late = api.hold("GET /restaurants/alpha/privacy", { data: view(24) });
    const screen = mountScreen("couvert-privacy-view", api, ALPHA);
    await arriveAfterSwitch(screen, late, BETA);
    expect(shownText(screen)).toContain("36 months");
    expect(shownText(screen)).not.toContain("24 months");
    await expectAccessible(screen, "loaded");
  });

  it("exports a guest as a JSON file to save", async () => {
    const api = new StubConsoleApi()
      .answer("GET /restaurants/alpha/privacy", { data: view(24) })
      .answer("POST /restaurants/alpha/privacy/export", { data: exported });
    const screen = mountScreen("couvert-privacy-view", api, ALPHA);
    await settle(screen);
    query<HTMLInputElement>(screen, "#contact").value = "ada@example.org";
    query<HTMLFormElement>(screen, "form").requestSubmit();
    await settle(screen);
    expect(api.posts().map((c) => [c.path, c.body])).toEqual([["/restaurants/alpha/privacy/export", { email: "ada@example.org" }]]);
    expect(shownText(screen)).toContain("1 booking(s) and 2 message(s) found.");
    const link = query<HTMLAnchorElement>(screen, "#save-export");
    expect(link.getAttribute("download")).toBe("guest-alpha.json");
    expect(JSON.parse(await (await fetch(link.href)).text())).toEqual(exported);
  });

  it("erases only once the owner confirms, by phone when asked to", async () => {
    const api = new StubConsoleApi()
      .answer("GET /restaurants/alpha/privacy", { data: view(24) })
      .answer("POST /restaurants/alpha/privacy/erase", {
        data: { bookingsFound: 2, bookingsCancelled: 1, rowsChanged: 9, erasedAt: "2026-06-05T09:00:00Z" },
      });
    const screen = mountScreen("couvert-privacy-view", api, ALPHA);
    await settle(screen);
    const kind = query<HTMLSelectElement>(screen, "#kind");
    kind.value = "phone";
    kind.dispatchEvent(new Event("change"));
    await settle(screen);
    query<HTMLInputElement>(screen, "#contact").value = "+43 1 234567";
    query<HTMLButtonElement>(screen, "button.danger").click();
    await settle(screen);
    expect(api.posts()).toEqual([]);
    expect(shownText(screen)).toContain("Erase this guest's data for good?");
    // The question takes the focus, on the answer that erases nothing.
    expect(screen.shadowRoot!.activeElement?.id).toBe("keep-data");
    await expectAccessible(screen, "confirming");

    query<HTMLButtonElement>(screen, "#confirm-erase").click();
    await settle(screen);
    expect(api.posts().map((c) => [c.path, c.body])).toEqual([
      ["/restaurants/alpha/privacy/erase", { phone: "+43 1 234567", confirm: true }],
    ]);
    expect(shownText(screen)).toContain("Erased from 2 booking(s); 1 future booking(s) cancelled.");
    expect(api.callsTo("GET /restaurants/alpha/privacy")).toHaveLength(2);
  });
});
