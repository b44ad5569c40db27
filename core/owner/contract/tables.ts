import * as z from "zod/mini";
import { IsoInstantSchema, trimmedTextUpTo } from "../../primitives.ts";
import { NAME_MAX_LENGTH } from "../../limits.ts";
import { RESERVATION_STATUSES } from "../../reservation/status.ts";
import { AreaSchema, CombinationSchema, RoomSchema, TableSchema } from "../../tables/room.ts";
import { CapacityModeSchema, PacingLimitSchema } from "../../tables/settings.ts";
import { DwellStepsSchema } from "../../tables/dwell-schema.ts";
import { DayQuerySchema, LocalDateSchema } from "../requests.ts";
import { OwnerReservationAnswerSchema, RESERVATION_SOURCES } from "../views.ts";
import { ownerRoute } from "./route.ts";

/**
 * Tables mode (issue 27, docs/api.md §16.10): the room, the day's timeline, moving a booking to a
 * table and seating a walk-in. Table, area and combination ids are the owner's (any text up to 64
 * characters, unique in the room); the server keeps them as given.
 */

/** How long parties stay by size, as the settings hold it: the steps and their command-line text. */
export const DwellByPartySizeViewSchema = z.object({
  /** `2:90,4:120,8:150`; `""` when every party stays `defaultDwellMinutes`. */
  text: z.string(),
  steps: z.array(z.object({ partySize: z.int(), minutes: z.int() })),
});

/** `data` of GET and POST …/room: the room in the owner's order, and the settings that go with it. */
export const RoomViewSchema = z.object({
  areas: z.array(AreaSchema),
  /** Live tables, in the owner's order. */
  tables: z.array(TableSchema),
  combinations: z.array(CombinationSchema),
  /** `covers` (capacity by covers per slot) or `tables` (every booking on a table). */
  capacityMode: CapacityModeSchema,
  /** The fallback stay, for parties larger than the last step. */
  defaultDwellMinutes: z.int(),
  dwellMinutesByPartySize: DwellByPartySizeViewSchema,
  /** Pacing: covers that may *start* per slot; null = no limit. Apart from `maxCoversPerSlot`. */
  maxCoversStartingPerSlot: z.nullable(z.int()),
});
export type RoomView = z.infer<typeof RoomViewSchema>;

/**
 * POST …/room (owner only): the whole room, replacing the stored one in one transaction; the
 * arrays' order is the owner's order. Refused with `invalid_request` and a `field` path such as
 * `tables.3.name` (core/tables/room.ts `roomProblems`), or `table_in_use` when it leaves out a table
 * that holds bookings still to come (move them first). The settings are optional: absent ones stay.
 * Switching `capacityMode` to `tables` seats every booking still to come; those that fit nowhere are
 * in the answer's `unseated`.
 */
export const RoomBodySchema = z.object({
  ...RoomSchema.shape,
  capacityMode: z.optional(CapacityModeSchema),
  /** A list of steps or the text `2:90,4:120`; null or `""` clears them. */
  dwellMinutesByPartySize: z.optional(z.nullable(DwellStepsSchema)),
  maxCoversStartingPerSlot: z.optional(PacingLimitSchema),
});
export type RoomBody = z.input<typeof RoomBodySchema>;
/** The body as the server reads it: the steps parsed. */
export type RoomChange = z.output<typeof RoomBodySchema>;

/** A stay on the timeline: one reservation still holding (or having held) its tables. */
export const TimelineStaySchema = z.object({
  reservationNumber: z.int(),
  /** The guest's name as the host calls it (`Ada Lovelace`); `""` for a walk-in without one. */
  guestName: z.string(),
  partySize: z.int(),
  startsAt: IsoInstantSchema,
  endsAt: IsoInstantSchema,
  status: z.enum(RESERVATION_STATUSES),
  source: z.enum(RESERVATION_SOURCES),
  /** The tables it holds (one, or a combination's); empty in `unseated`. */
  tables: z.array(z.string()),
  /** Whether the owner fixed its tables: re-assignment on a change keeps them. */
  locked: z.boolean(),
});
export type TimelineStay = z.infer<typeof TimelineStaySchema>;

/** One opening period of the day, as instants. */
export const ServiceWindowSchema = z.object({
  /** The service's name; null for the restaurant's only service. */
  name: z.nullable(z.string()),
  startsAt: IsoInstantSchema,
  endsAt: IsoInstantSchema,
});

/** `data` of GET …/timeline?date= (owner and staff). */
export const TimelineSchema = z.object({
  date: LocalDateSchema,
  timezone: z.string(),
  capacityMode: CapacityModeSchema,
  areas: z.array(AreaSchema),
  /** The live tables, in room order: the timeline's rows. */
  tables: z.array(TableSchema),
  combinations: z.array(CombinationSchema),
  /**
   * Every pending, confirmed, seated or completed reservation starting on `date` (local) that holds
   * tables, by start.
   */
  stays: z.array(TimelineStaySchema),
  /** The same, without a table: in `covers` mode, or not seatable when the room changed. */
  unseated: z.array(TimelineStaySchema),
  /** The day's opening periods (none on a closed day). */
  services: z.array(ServiceWindowSchema),
});
export type Timeline = z.infer<typeof TimelineSchema>;

const TableIdsSchema = z.array(z.string().check(z.minLength(1), z.maxLength(64))).check(z.minLength(1), z.maxLength(8));

/**
 * POST …/reservations/:number/seating: put the booking on `tables` (one table's id, or every table
 * of a combination), optionally at another start (the stay keeps its length) and locked there.
 * Refused: `table_not_found` (unknown, retired, or tables that are no combination),
 * `table_does_not_fit` (seats too few or too many), `table_taken` (the message names the table held
 * by another stay at that time), `not_editable` (an ended booking).
 */
export const SeatingBodySchema = z.object({
  tables: TableIdsSchema,
  startsAt: z.optional(IsoInstantSchema),
  /** Default: keep the booking's current lock. */
  locked: z.optional(z.boolean()),
});
export type SeatingBody = z.input<typeof SeatingBodySchema>;

/**
 * POST …/walk-ins: a party at the door, booked with source `walk_in`, no contact needed: `seated`
 * when it starts now (the default) or earlier, else `confirmed`. It holds its table for the party's
 * stay (`dwellMinutesByPartySize`). Without `tables` the best free fit (`slot_full` when none).
 */
export const WalkInBodySchema = z.object({
  partySize: z.int().check(z.minimum(1), z.maximum(100)),
  tables: z.optional(TableIdsSchema),
  /** Default: now. */
  startsAt: z.optional(IsoInstantSchema),
  guestName: z.optional(trimmedTextUpTo(NAME_MAX_LENGTH)),
});
export type WalkInBody = z.input<typeof WalkInBodySchema>;

/** Codes the seating routes add (core/errors.ts OWNER_ERROR_STATUS). */
const SEATING_ERRORS = ["not_found", "table_not_found", "table_does_not_fit", "table_taken"] as const;

/** The room, the timeline, seating and walk-ins (docs/api.md §16.10). */
export const tablesContract = {
  room: ownerRoute({
    method: "GET",
    path: "/restaurants/:slug/room",
    name: "getRoom",
    summary: "The room: areas, tables and combinations in the owner's order, and the capacity settings",
    area: "reservations",
    answer: RoomViewSchema,
  }),
  replaceRoom: ownerRoute({
    method: "POST",
    path: "/restaurants/:slug/room",
    name: "replaceRoom",
    summary: "Replaces the room in one go (owners only); a table with bookings still to come stays until they move",
    area: "restaurant",
    body: RoomBodySchema,
    answer: z.object({
      ...RoomViewSchema.shape,
      /** Bookings still to come that no table seats (after switching to `tables`): the owner moves them. */
      unseated: z.array(TimelineStaySchema),
    }),
    errors: ["table_in_use"],
  }),
  timeline: ownerRoute({
    method: "GET",
    path: "/restaurants/:slug/timeline",
    name: "getTimeline",
    summary: "One local date as tables × time: every stay on its tables, and those without one",
    area: "reservations",
    query: DayQuerySchema,
    answer: TimelineSchema,
  }),
  seat: ownerRoute({
    method: "POST",
    path: "/restaurants/:slug/reservations/:number/seating",
    name: "seatReservation",
    summary: "Moves a reservation to other tables, or another start, and locks it there if asked",
    area: "reservations",
    body: SeatingBodySchema,
    answer: OwnerReservationAnswerSchema,
    errors: [...SEATING_ERRORS, "not_editable"],
  }),
  walkIn: ownerRoute({
    method: "POST",
    path: "/restaurants/:slug/walk-ins",
    name: "seatWalkIn",
    summary: "Seats a party at the door on a free table for its stay (source walk_in, no contact)",
    area: "reservations",
    body: WalkInBodySchema,
    answer: OwnerReservationAnswerSchema,
    errors: [...SEATING_ERRORS, "slot_full", "outside_opening_hours"],
  }),
};
