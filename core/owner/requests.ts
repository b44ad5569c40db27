import * as z from "zod/mini";
import { RESERVATION_STATUSES } from "../reservation/status.ts";
import { LOCAL_DATE_PATTERN } from "../time.ts";

/** A local date in the restaurant's zone, as the console's day view and export take it. */
export const LocalDateSchema = z.string().check(z.regex(LOCAL_DATE_PATTERN, "Expected a date like 2026-06-02"));

/** GET …/day?date= */
/** GET …/day, …/timeline and …/waitlist: a local date; without one, the date whose list runs now (a night past midnight is its evening's). */
export const DayQuerySchema = z.object({ date: z.optional(LocalDateSchema) });

/** GET …/search?q= */
export const SearchQuerySchema = z.object({
  q: z.string().check(z.trim(), z.minLength(2, "Type at least 2 characters"), z.maxLength(100)),
});

export const EXPORT_FORMATS = ["csv", "excel"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * GET …/export.csv?from=&to=&format=&separator=: `format` `csv` (plain RFC 4180, the default) or
 * `excel` (a byte-order mark, phones kept as text); `separator` `comma` (default) or `semicolon`
 * (what Excel splits on in German and most languages that write a decimal comma).
 */
export const ExportQuerySchema = z.object({
  from: LocalDateSchema,
  to: LocalDateSchema,
  format: z._default(z.enum(EXPORT_FORMATS), "csv"),
  separator: z._default(z.enum(["comma", "semicolon"]), "comma"),
});

/** POST …/reservations/:number/status */
export const StatusMoveBodySchema = z.object({ status: z.enum(RESERVATION_STATUSES) });

/** POST …/reservations/:number/status/undo: the status tap being taken back (a stale Undo is refused). */
export const StatusUndoBodySchema = z.object({ status: z.enum(RESERVATION_STATUSES) });

/**
 * POST …/reservations: the guest's fields as the public booking takes them (checked by the same
 * rules), and which of the rules an owner may knowingly overrule after a warning.
 */
export const OwnerBookingOverridesSchema = z.object({
  insideLeadTime: z._default(z.boolean(), false),
  overCapacity: z._default(z.boolean(), false),
  /** Book a party smaller or larger than guests may book online (up to the largest any restaurant may set). */
  outsidePartySize: z._default(z.boolean(), false),
});
