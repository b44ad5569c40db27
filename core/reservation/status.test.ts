import { describe, expect, it } from "vitest";
import { canGuestCancel, canOwnerMove, changeOutcome, offersGuestChange, RESERVATION_STATUSES } from "./status.ts";

describe("reservation status rules", () => {
  it("decides a guest's change by status (docs/api.md §6.5)", () => {
    expect(RESERVATION_STATUSES.map((s) => [s, changeOutcome(s)])).toEqual([
      ["pending", "apply"],
      ["confirmed", "request"],
      ["seated", "request"],
      ["completed", "request"],
      ["cancelled", "refuse"],
      ["rejected", "refuse"],
      ["no_show", "refuse"],
    ]);
  });

  it("lets the guest cancel and the widget offer changes only before the visit is over", () => {
    expect(RESERVATION_STATUSES.filter(canGuestCancel)).toEqual(["pending", "confirmed"]);
    expect(RESERVATION_STATUSES.filter(offersGuestChange)).toEqual(["pending", "confirmed", "seated"]);
  });

  it("allows only the owner transitions of docs/api.md §6", () => {
    const moves = RESERVATION_STATUSES.flatMap((from) =>
      RESERVATION_STATUSES.filter((to) => canOwnerMove(from, to)).map((to) => `${from}>${to}`),
    );
    expect(moves).toEqual([
      "pending>confirmed",
      "pending>cancelled",
      "pending>rejected",
      "confirmed>seated",
      "confirmed>cancelled",
      "confirmed>no_show",
      "seated>completed",
    ]);
  });
});
