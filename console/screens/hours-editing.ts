import {
  hoursFromSchedule,
  periodsProblem,
  SERVICE_NAME_MAX_LENGTH,
  type OpeningHours,
  type ServiceDefinition,
  type ServicePeriod,
  type ServiceSchedule,
} from "../../core/hours.ts";
import { SETTING_BOUNDS } from "../../core/limits.ts";
import { WEEKDAYS, type LocalDate, type Weekday } from "../../core/time.ts";

/**
 * The opening hours as the Settings screen edits them (docs/api.md §4 `services`): a closed day
 * keeps the periods it had, so unticking "Closed" brings them back, and every day has at least one.
 */
export interface EditedDay {
  closed: boolean;
  periods: ServicePeriod[];
}
export interface EditedException extends EditedDay {
  date: LocalDate | "";
  note: string | null;
}
export interface EditedHours {
  definitions: ServiceDefinition[];
  weekly: Record<Weekday, EditedDay>;
  exceptions: EditedException[];
}

/** Field errors by the server's field paths (`services.weekly.monday.0.open`). */
export type HoursProblems = Record<string, string>;

const DEFAULT_PERIOD = { open: "12:00", close: "22:00" };

export function editedHoursOf(schedule: ServiceSchedule, summary: OpeningHours): EditedHours {
  const first = schedule.definitions[0]!.id;
  const orDefault = (periods: ServicePeriod[], fallback: { open: string | null; close: string | null }) =>
    periods.length > 0
      ? periods.map((p) => ({ ...p }))
      : [{ service: first, open: fallback.open ?? DEFAULT_PERIOD.open, close: fallback.close ?? DEFAULT_PERIOD.close }];
  return {
    definitions: schedule.definitions.map((d) => ({ ...d })),
    weekly: Object.fromEntries(
      WEEKDAYS.map((day) => [
        day,
        { closed: schedule.weekly[day].length === 0, periods: orDefault(schedule.weekly[day], summary.weeklyHours[day]) },
      ]),
    ) as EditedHours["weekly"],
    exceptions: schedule.exceptions.map((e) => ({
      date: e.date,
      closed: e.closed,
      note: e.note,
      periods: orDefault(e.periods, DEFAULT_PERIOD),
    })),
  };
}

/** A day's periods as the API takes them: none when closed, else in order of opening. */
const periodsOf = (day: EditedDay): ServicePeriod[] => (day.closed ? [] : [...day.periods].sort((a, b) => a.open.localeCompare(b.open)));

export function scheduleOf(edited: EditedHours): ServiceSchedule {
  return {
    definitions: edited.definitions.map((d) => ({ ...d, name: d.name?.trim() ? d.name.trim() : null })),
    weekly: Object.fromEntries(WEEKDAYS.map((day) => [day, periodsOf(edited.weekly[day])])) as ServiceSchedule["weekly"],
    exceptions: edited.exceptions.map((e) => ({ date: e.date, closed: e.closed, note: e.note, periods: periodsOf(e) })),
  };
}

/** The summary the month calendar draws (first opening, last closing of each day). */
export const summaryOf = (edited: EditedHours): OpeningHours => hoursFromSchedule(scheduleOf(edited));

/** A new service's id: unique, and never shown to guests (they see its name). */
export function newServiceId(definitions: readonly ServiceDefinition[]): string {
  for (let n = definitions.length + 1; ; n += 1) {
    const id = `service-${n}`;
    if (!definitions.some((d) => d.id === id)) return id;
  }
}

/** What the owner must fix before the hours are sent, in the words `messages` gives. */
export function hoursProblems(
  edited: EditedHours,
  messages: {
    time: string;
    date: string;
    duplicateDate: string;
    overlap: string;
    capacity: (min: number, max: number) => string;
    serviceName: string;
  },
): HoursProblems {
  const problems: HoursProblems = {};
  const { min, max } = SETTING_BOUNDS.maxCoversPerSlot;
  edited.definitions.forEach((d, index) => {
    const cap = d.maxCoversPerSlot;
    if (cap !== null && (!Number.isInteger(cap) || cap < min || cap > max))
      problems[`services.definitions.${index}.maxCoversPerSlot`] = messages.capacity(min, max);
    if ((d.name ?? "").trim().length > SERVICE_NAME_MAX_LENGTH) problems[`services.definitions.${index}.name`] = messages.serviceName;
  });
  const checkDay = (path: string, day: EditedDay) => {
    if (day.closed) return;
    day.periods.forEach((p, i) => {
      for (const key of ["open", "close"] as const) if (!p[key]) problems[`${path}.${i}.${key}`] = messages.time;
    });
    if (!day.periods.every((p) => p.open && p.close)) return;
    if (periodsProblem(periodsOf(day))) problems[path] = messages.overlap;
  };
  for (const day of WEEKDAYS) checkDay(`services.weekly.${day}`, edited.weekly[day]);
  const seen = new Set<string>();
  edited.exceptions.forEach((e, index) => {
    const path = `services.exceptions.${index}`;
    if (!e.date) problems[`${path}.date`] = messages.date;
    else if (seen.has(e.date)) problems[`${path}.date`] = messages.duplicateDate;
    seen.add(e.date);
    checkDay(`${path}.periods`, e);
  });
  return problems;
}
