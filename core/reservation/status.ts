/** docs/api.md §6: reservation statuses and who may move a reservation between them. */
export const RESERVATION_STATUSES = ["pending", "confirmed", "seated", "completed", "cancelled", "rejected", "no_show"] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** No change is accepted in an end state. */
export const END_STATUSES: readonly ReservationStatus[] = ["cancelled", "rejected", "no_show"];

export const OWNER_TRANSITIONS: Record<ReservationStatus, readonly ReservationStatus[]> = {
  pending: ["confirmed", "rejected", "cancelled"],
  confirmed: ["seated", "cancelled", "no_show"],
  seated: ["completed"],
  completed: [],
  cancelled: [],
  rejected: [],
  no_show: [],
};

/**
 * The status taps the restaurant may take back (docs/api.md §6.3): a party seated, called a no-show
 * or marked as left by a slip of the finger goes back to where it was. Cancelling and rejecting are
 * not among them: the guest has been told, and the table may be taken since.
 */
export const OWNER_UNDOS: Partial<Record<ReservationStatus, ReservationStatus>> = {
  seated: "confirmed",
  no_show: "confirmed",
  completed: "seated",
};

/** The status a tap to `status` is taken back to, or null when it cannot be. */
export const undoneStatusOf = (status: ReservationStatus): ReservationStatus | null => OWNER_UNDOS[status] ?? null;

export const isEndStatus = (status: ReservationStatus): boolean => END_STATUSES.includes(status);

export const canOwnerMove = (from: ReservationStatus, to: ReservationStatus): boolean => OWNER_TRANSITIONS[from].includes(to);

/** How early before its start a party may be seated (docs/api.md §6.3). */
export const SEATING_OPENS_HOURS_BEFORE = 6;

/**
 * When an owner's move to `to` comes due for a booking starting at `startsAt` (docs/api.md §6.3); null
 * when at once. A party is seated from `SEATING_OPENS_HOURS_BEFORE` its start on (early arrivals),
 * and called a no-show from its start on: earlier, either is a slip of the finger on another day's
 * booking, and a seated booking can no longer be cancelled by its guest.
 */
export function ownerMoveDueFrom(to: ReservationStatus, startsAt: string): Date | null {
  const start = Date.parse(startsAt);
  if (to === "seated") return new Date(start - SEATING_OPENS_HOURS_BEFORE * 3_600_000);
  if (to === "no_show") return new Date(start);
  return null;
}

export function isOwnerMoveDue(to: ReservationStatus, startsAt: string, now: Date): boolean {
  const due = ownerMoveDueFrom(to, startsAt);
  return !due || now >= due;
}

/** What a guest's change does in each status (docs/api.md §6.5). */
export type ChangeOutcome = "apply" | "request" | "refuse";

export function changeOutcome(status: ReservationStatus): ChangeOutcome {
  if (isEndStatus(status)) return "refuse";
  return status === "pending" ? "apply" : "request";
}

/**
 * A guest may cancel a reservation that still lies ahead of them. Seated and completed ones are
 * refused with `not_editable` like the end states: the guest is at, or has left, the table, and a
 * cancellation then would rewrite what happened (docs/api.md §6.5).
 */
export const GUEST_CANCELLABLE_STATUSES: readonly ReservationStatus[] = ["pending", "confirmed"];

export const canGuestCancel = (status: ReservationStatus): boolean => GUEST_CANCELLABLE_STATUSES.includes(status);

/**
 * Whether the guest is offered a change at all. The API accepts a change request for any status
 * that is not an end state (docs/api.md §6), but once the visit is over there is nothing left to
 * change, so the widget does not offer it for a completed reservation.
 */
export const offersGuestChange = (status: ReservationStatus): boolean => changeOutcome(status) !== "refuse" && status !== "completed";

/**
 * Statuses whose reservations still hold their table (capacity counts them). A completed party
 * has left, so its table is free again even if its booked stay has not ended.
 */
export const OCCUPYING_STATUSES: readonly ReservationStatus[] = ["pending", "confirmed", "seated"];

/** A booking still ahead of the guest: what a reminder is sent for. */
export const isAwaitingGuest = (status: ReservationStatus): boolean => status === "pending" || status === "confirmed";
