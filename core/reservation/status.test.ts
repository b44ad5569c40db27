import { describe, expect, it } from "vitest";
import {
  canGuestCancel,
  canOwnerMove,
  changeOutcome,
  isOwnerMoveDue,
  offersGuestChange,
  ownerMoveDueFrom,
  RESERVATION_STATUSES,
} from "./status.ts";

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

  it("seats a party from six hours before its start, and calls a no-show from its start; every other move at once", () => {
    const start = "2026-06-02T17:00:00Z";
    const due = (to: (typeof RESERVATION_STATUSES)[number], now: string) => isOwnerMoveDue(to, start, new Date(now));
    expect([due("seated", "2026-06-02T10:59:59Z"), due("seated", "2026-06-02T11:00:00Z")]).toEqual([false, true]);
    expect([due("no_show", "2026-06-02T16:59:59Z"), due("no_show", "2026-06-02T17:00:00Z")]).toEqual([false, true]);
    expect(["confirmed", "rejected", "cancelled", "completed"].every((to) => due(to as "confirmed", "2026-05-01T00:00:00Z"))).toBe(true);
    expect([ownerMoveDueFrom("seated", start), ownerMoveDueFrom("no_show", start), ownerMoveDueFrom("cancelled", start)]).toEqual([
      new Date("2026-06-02T11:00:00Z"),
      new Date(start),
      null,
    ]);
    // After the start, both stay due (a late party, a no-show called the next morning).
    expect([due("seated", "2026-06-03T09:00:00Z"), due("no_show", "2026-06-03T09:00:00Z")]).toEqual([true, true]);
  });
});
