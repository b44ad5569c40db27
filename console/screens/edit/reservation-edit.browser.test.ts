import { describe, expect, it } from "vitest";
import { ALPHA, StubConsoleApi, expectAccessible, mountScreen, query, settle, shownText } from "../../testing/browser.ts";
import { DAY, daySheet, reservation } from "../../testing/fixtures.ts";
import "../day-view.ts";

const on = { params: [DAY] };

describe("the owner changes a booking from the Day screen", () => {
  it("sends only what changed; a full time is a warning, and Change anyway sends it again with the override", async () => {
    const confirmed = reservation(ALPHA, { status: "confirmed" });
    const edited = reservation(ALPHA, { status: "confirmed", party_size: 5, guest_notes: "Pram" });
    const api = new StubConsoleApi()
      .answer("GET /restaurants/alpha/day", { data: { ...daySheet(ALPHA), reservations: [confirmed] } })
      .answer("POST /restaurants/alpha/reservations/1001/edit", (call) =>
        (call.body as { overrides: { overCapacity?: boolean } }).overrides.overCapacity
          ? { data: { reservation: edited } }
          : { error: { code: "slot_full", status: 409, field: "starts_at" } },
      );
    const view = mountScreen("couvert-day-view", api, ALPHA, on);
    await settle(view);

    query<HTMLButtonElement>(view, 'li[data-number="1001"] button[data-edit]').click();
    await customElements.whenDefined("couvert-reservation-edit"); // its chunk loads on the first Edit
    await settle(view);
    await expectAccessible(view, "the edit form open");
    const form = query(view, "couvert-reservation-edit");
    const party = query<HTMLInputElement>(form, 'input[name="party_size"]');
    party.value = "5";
    const notes = query<HTMLTextAreaElement>(form, 'textarea[name="guest_notes"]');
    notes.value = "Pram";
    query<HTMLFormElement>(form, "form").requestSubmit();
    await settle(view);

    expect(api.posts().map((c) => c.body)).toEqual([{ party_size: 5, guest_notes: "Pram", overrides: {} }]);
    expect(shownText(view)).toContain("This time is full. Change the booking anyway");
    await expectAccessible(view, "the warning");
    query<HTMLButtonElement>(form, ".warning button.primary").click();
    await settle(view);

    expect(api.posts().at(-1)!.body).toEqual({ party_size: 5, guest_notes: "Pram", overrides: { overCapacity: true } });
    expect(shownText(view)).toContain("Reservation 1001 changed; the guest is told.");
    expect(view.shadowRoot!.querySelector("couvert-reservation-edit")).toBeNull();
  });

  it("offers Undo after Seat, which takes the tap back through the owner API", async () => {
    const startsNow = new Date().toISOString();
    const confirmed = reservation(ALPHA, { status: "confirmed", starts_at: startsNow });
    const api = new StubConsoleApi()
      .answer("GET /restaurants/alpha/day", { data: { ...daySheet(ALPHA), reservations: [confirmed] } })
      .answer("POST /restaurants/alpha/reservations/1001/status", { data: { reservation: { ...confirmed, status: "seated" } } })
      .answer("POST /restaurants/alpha/reservations/1001/status/undo", { data: { reservation: confirmed } });
    const view = mountScreen("couvert-day-view", api, ALPHA, on);
    await settle(view);

    query<HTMLButtonElement>(view, 'li[data-number="1001"] button.primary').click();
    await settle(view);
    expect(query(view, ".undo-toast").textContent).toContain("Undo");
    await expectAccessible(view, "the Undo toast");
    query<HTMLButtonElement>(view, ".undo-toast button[data-undo]").click();
    await settle(view);

    expect(api.posts().map((c) => [c.path, c.body])).toEqual([
      ["/restaurants/alpha/reservations/1001/status", { status: "seated" }],
      ["/restaurants/alpha/reservations/1001/status/undo", { status: "seated" }],
    ]);
    expect(view.shadowRoot!.querySelector(".undo-toast")).toBeNull();
    expect(shownText(view)).toContain("Reservation 1001 is Confirmed again.");
  });
});
