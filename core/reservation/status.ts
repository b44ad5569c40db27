/** CONTRACT §6: reservation statuses and who may move a reservation between them. */
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

export const isEndStatus = (status: ReservationStatus): boolean => END_STATUSES.includes(status);

export const canOwnerMove = (from: ReservationStatus, to: ReservationStatus): boolean => OWNER_TRANSITIONS[from].includes(to);

/** What a guest's change does in each status (seed §3). */
export type ChangeOutcome = "apply" | "request" | "refuse";

export function changeOutcome(status: ReservationStatus): ChangeOutcome {
  if (isEndStatus(status)) return "refuse";
  return status === "pending" ? "apply" : "request";
}

/** Statuses whose reservations still hold their table (capacity counts them). */
export const OCCUPYING_STATUSES: readonly ReservationStatus[] = ["pending", "confirmed", "seated"];
