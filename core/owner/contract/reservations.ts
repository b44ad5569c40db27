import * as z from "zod/mini";
import { BOOKING_RULE_CODES } from "../../errors.ts";
import {
  DayQuerySchema,
  ExportQuerySchema,
  OwnerBookingOverridesSchema,
  SearchQuerySchema,
  StatusMoveBodySchema,
  StatusUndoBodySchema,
} from "../requests.ts";
import { DaySheetSchema, OwnerBookingSchema, OwnerRequestsSchema, OwnerReservationAnswerSchema, OwnerSearchSchema } from "../views.ts";
import { ownerRoute } from "./route.ts";

/**
 * POST …/reservations: the guest's fields as the public booking takes them (docs/api.md §5.1,
 * checked by the same rules, the guest's phone read in the restaurant's country), and which rules
 * the owner knowingly overrules after a warning (none when absent or null, as before the contract).
 */
export const OwnerBookingBodySchema = z.looseObject({ overrides: z.optional(z.nullable(OwnerBookingOverridesSchema)) });

/** The day, its reservations and what can be done to them (docs/api.md §16.5–16.6); staff may use all of it. */
export const reservationContract = {
  day: ownerRoute({
    method: "GET",
    path: "/restaurants/:slug/day",
    name: "getDay",
    summary: "One local date: its reservations, whatever their status, and each slot's covers",
    area: "reservations",
    query: DayQuerySchema,
    answer: DaySheetSchema,
  }),
  search: ownerRoute({
    method: "GET",
    path: "/restaurants/:slug/search",
    name: "searchReservations",
    summary: "Reservations by number, name, e-mail or phone",
    area: "reservations",
    query: SearchQuerySchema,
    answer: OwnerSearchSchema,
  }),
  requests: ownerRoute({
    method: "GET",
    path: "/restaurants/:slug/requests",
    name: "getRequests",
    summary: "Open change requests and bookings waiting for confirmation",
    area: "reservations",
    answer: OwnerRequestsSchema,
  }),
  reservation: ownerRoute({
    method: "GET",
    path: "/restaurants/:slug/reservations/:number",
    name: "getReservation",
    summary: "One reservation",
    area: "reservations",
    answer: OwnerReservationAnswerSchema,
    errors: ["not_found"],
  }),
  moveStatus: ownerRoute({
    method: "POST",
    path: "/restaurants/:slug/reservations/:number/status",
    name: "moveReservationStatus",
    summary: "Moves a reservation on: confirmed, seated, completed, no-show or cancelled",
    area: "reservations",
    body: StatusMoveBodySchema,
    answer: OwnerReservationAnswerSchema,
    errors: ["not_found", "not_editable", "too_early"],
  }),
  undoStatus: ownerRoute({
    method: "POST",
    path: "/restaurants/:slug/reservations/:number/status/undo",
    name: "undoReservationStatus",
    summary: "Takes a status tap back: seated, no-show or left returns to the status before it",
    area: "reservations",
    body: StatusUndoBodySchema,
    answer: OwnerReservationAnswerSchema,
    errors: ["not_found", "not_editable"],
  }),
  approve: ownerRoute({
    method: "POST",
    path: "/restaurants/:slug/reservations/:number/approve",
    name: "approveChangeRequest",
    summary: "Approves the reservation's open change request",
    area: "reservations",
    answer: OwnerReservationAnswerSchema,
    errors: ["not_found", "not_editable", ...BOOKING_RULE_CODES],
  }),
  decline: ownerRoute({
    method: "POST",
    path: "/restaurants/:slug/reservations/:number/decline",
    name: "declineChangeRequest",
    summary: "Declines the reservation's open change request",
    area: "reservations",
    answer: OwnerReservationAnswerSchema,
    errors: ["not_found", "not_editable"],
  }),
  book: ownerRoute({
    method: "POST",
    path: "/restaurants/:slug/reservations",
    name: "bookForGuest",
    summary: "Books for a guest on the phone or at the door; the PIN is in this answer only",
    area: "reservations",
    body: OwnerBookingBodySchema,
    answer: OwnerBookingSchema,
    errors: [...BOOKING_RULE_CODES, "stay_over", "party_size_outside_limits"],
  }),
  exportCsv: ownerRoute({
    method: "GET",
    path: "/restaurants/:slug/export.csv",
    name: "exportReservations",
    summary: "The reservations of a range of local dates as CSV, streamed (every guest's contacts: owners only)",
    area: "restaurant",
    query: ExportQuerySchema,
    produces: "text/csv",
  }),
  live: ownerRoute({
    method: "GET",
    path: "/restaurants/:slug/live",
    name: "liveReservations",
    summary: "Server-Sent Events: one `reservation` event per write on the restaurant's reservations",
    area: "reservations",
    produces: "text/event-stream",
    errors: ["too_many_streams"],
  }),
};
