import * as z from "zod/mini";
import { MAIN_SERVICE_ID, SERVICE_ID_PATTERN } from "./main-service.ts";
import { textUpTo, trimmedTextUpTo } from "./primitives.ts";
import { LOCAL_DATE_PATTERN, LOCAL_TIME_PATTERN, WEEKDAYS } from "./time.ts";

export { MAIN_SERVICE_ID, scheduleFromHours, SERVICE_ID_PATTERN } from "./main-service.ts";

export const LocalTimeSchema = z.string().check(z.regex(LOCAL_TIME_PATTERN, "Expected HH:MM (24-hour)"));
export const LocalDateSchema = z.string().check(z.regex(LOCAL_DATE_PATTERN, "Expected YYYY-MM-DD"));

/** One weekday's entry of docs/api.md §4. `close ≤ open` means the interval ends the next day. */
export const DayHoursSchema = z.object({
  closed: z.boolean(),
  open: LocalTimeSchema,
  close: LocalTimeSchema,
});
export type DayHours = z.infer<typeof DayHoursSchema>;

export const WeeklyHoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, DayHoursSchema])) as Record<(typeof WEEKDAYS)[number], typeof DayHoursSchema>,
);
export type WeeklyHours = z.infer<typeof WeeklyHoursSchema>;

/** docs/api.md §4: an exception replaces that date's weekly entry. An open exception names both times. */
export const DateExceptionSchema = z
  .object({
    date: LocalDateSchema,
    closed: z.boolean(),
    open: z.nullable(LocalTimeSchema),
    close: z.nullable(LocalTimeSchema),
    note: z.nullable(textUpTo(200)),
  })
  .check(
    z.refine((e) => e.closed || (e.open !== null && e.close !== null), {
      message: "An exception that is not closed needs open and close",
      path: ["open"],
    }),
  );
export type DateException = z.infer<typeof DateExceptionSchema>;

export const OpeningHoursSchema = z.object({
  weeklyHours: WeeklyHoursSchema,
  dateExceptions: z
    .array(DateExceptionSchema)
    .check(z.refine((list) => new Set(list.map((e) => e.date)).size === list.length, "Each date may have one exception only")),
});
export type OpeningHours = z.infer<typeof OpeningHoursSchema>;

export const SERVICE_NAME_MAX_LENGTH = 40;

export const ServiceDefinitionSchema = z.object({
  id: z.string().check(z.regex(SERVICE_ID_PATTERN, "Expected a lowercase id of letters, digits and dashes, e.g. lunch")),
  name: z.nullable(trimmedTextUpTo(SERVICE_NAME_MAX_LENGTH).check(z.minLength(1))),
  /** null: the restaurant's `maxCoversPerSlot` applies. */
  maxCoversPerSlot: z.nullable(z.int().check(z.minimum(1), z.maximum(10_000))),
  /** Pacing in tables mode (issue 27); absent or null: the restaurant's `maxCoversStartingPerSlot` applies. */
  maxCoversStartingPerSlot: z.optional(z.nullable(z.int().check(z.minimum(1), z.maximum(10_000)))),
  /** Stays may run past the period's `close` (docs/api.md §5.4): arrivals still end at the last seating, or before closing. */
  staysPastClosing: z.optional(z.boolean()),
});
export type ServiceDefinition = z.infer<typeof ServiceDefinitionSchema>;

/**
 * One opening period of a day. `close ≤ open` means it ends the next day (only a day's last period
 * may). `lastSeating` (absent or null: none) is the last time guests may arrive (docs/api.md §5.4):
 * stays may run on past it to `close`, or past `close` when the service's `staysPastClosing` says so.
 */
export const ServicePeriodSchema = z.object({
  service: z.string(),
  open: LocalTimeSchema,
  close: LocalTimeSchema,
  lastSeating: z.optional(z.nullable(LocalTimeSchema)),
});
export type ServicePeriod = z.infer<typeof ServicePeriodSchema>;

/** Why a day's periods cannot stand (docs/api.md §4): null when sorted, apart and only the last overnight. */
export function periodsProblem(periods: readonly ServicePeriod[]): string | null {
  for (let i = 0; i < periods.length; i += 1) {
    const { open, close, lastSeating } = periods[i]!;
    const overnight = close <= open;
    if (overnight && i < periods.length - 1) return "Only the last period of a day may end after midnight";
    if (lastSeating && !isWithinPeriod(lastSeating, open, close)) return "The last seating must lie between opening and closing";
    const next = periods[i + 1];
    if (next && next.open < close) return "A day's periods must be sorted by opening time and must not overlap";
  }
  return null;
}

/** Whether `time` lies from `open` through `close` (through midnight for an overnight period). */
function isWithinPeriod(time: string, open: string, close: string): boolean {
  return close <= open ? time >= open || time <= close : time >= open && time <= close;
}

const DayPeriodsSchema = z.array(ServicePeriodSchema).check(
  z.maxLength(6),
  z.superRefine((periods, ctx) => {
    const problem = periodsProblem(periods);
    if (problem) ctx.issues.push({ code: "custom", message: problem, input: periods });
  }),
);

export const ServiceExceptionSchema = z
  .object({
    date: LocalDateSchema,
    closed: z.boolean(),
    note: z.nullable(textUpTo(200)),
    periods: DayPeriodsSchema,
  })
  .check(
    z.refine((e) => e.closed === (e.periods.length === 0), {
      message: "A closed exception has no periods; an open one has at least one",
      path: ["periods"],
    }),
  );
export type ServiceException = z.infer<typeof ServiceExceptionSchema>;

export const ServiceScheduleSchema = z
  .object({
    definitions: z.array(ServiceDefinitionSchema).check(
      z.minLength(1),
      z.maxLength(6),
      z.refine((list) => new Set(list.map((d) => d.id)).size === list.length, "Each service id may be used once"),
    ),
    weekly: z.object(
      Object.fromEntries(WEEKDAYS.map((day) => [day, DayPeriodsSchema])) as Record<(typeof WEEKDAYS)[number], typeof DayPeriodsSchema>,
    ),
    exceptions: z
      .array(ServiceExceptionSchema)
      .check(z.refine((list) => new Set(list.map((e) => e.date)).size === list.length, "Each date may have one exception only")),
  })
  .check(
    z.superRefine((schedule, ctx) => {
      const known = new Set(schedule.definitions.map((d) => d.id));
      const days = [
        ...WEEKDAYS.map((day) => ({ path: ["weekly", day], periods: schedule.weekly[day] })),
        ...schedule.exceptions.map((e, i) => ({ path: ["exceptions", i, "periods"], periods: e.periods })),
      ];
      for (const { path, periods } of days) {
        const index = periods.findIndex((p) => !known.has(p.service));
        if (index >= 0) {
          ctx.issues.push({
            code: "custom",
            message: `Unknown service "${periods[index]!.service}"`,
            input: periods,
            path: [...path, index, "service"],
          });
        }
      }
    }),
  );
export type ServiceSchedule = z.infer<typeof ServiceScheduleSchema>;

/** What an owner sends to set the hours with services (the seed's shape is OpeningHoursSchema). */
export const ServicesInputSchema = z.object({ services: ServiceScheduleSchema });

/** Whether hours an owner sends are in the shape with services (`{services}`), not the seed's. */
export const hasServices = (input: unknown): boolean => typeof input === "object" && input !== null && Object.hasOwn(input, "services");

/** A day in the seed's shape: open = its first opening, close = its last closing. */
function dayEntryOf(periods: readonly ServicePeriod[]): DayHours {
  if (periods.length === 0) return { closed: true, open: "00:00", close: "00:00" };
  return { closed: false, open: periods[0]!.open, close: periods.at(-1)!.close };
}

/** `weeklyHours` and `dateExceptions` as existing clients read them (docs/api.md §4), from a schedule. */
export function hoursFromSchedule(schedule: ServiceSchedule): OpeningHours {
  return {
    weeklyHours: Object.fromEntries(WEEKDAYS.map((day) => [day, dayEntryOf(schedule.weekly[day])])) as WeeklyHours,
    dateExceptions: schedule.exceptions.map((e) => {
      const entry = dayEntryOf(e.periods);
      return e.closed
        ? { date: e.date, closed: true, open: null, close: null, note: e.note }
        : { date: e.date, closed: false, open: entry.open, close: entry.close, note: e.note };
    }),
  };
}

/** Whether a schedule says no more than the seed's shape can: the one unnamed `main` service, uncapped. */
export const isPlainSchedule = (schedule: ServiceSchedule): boolean =>
  schedule.definitions.length === 1 &&
  schedule.definitions[0]!.id === MAIN_SERVICE_ID &&
  schedule.definitions[0]!.name === null &&
  schedule.definitions[0]!.maxCoversPerSlot === null &&
  !schedule.definitions[0]!.staysPastClosing &&
  [...Object.values(schedule.weekly).flat(), ...schedule.exceptions.flatMap((e) => e.periods)].every((p) => !p.lastSeating) &&
  Object.values(schedule.weekly).every((periods) => periods.length <= 1) &&
  schedule.exceptions.every((e) => e.periods.length <= 1);
