import * as z from "zod/mini";
import { LOCAL_DATE_PATTERN, LOCAL_TIME_PATTERN, WEEKDAYS } from "./time.ts";

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
    note: z.nullable(z.string().check(z.maxLength(200))),
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
