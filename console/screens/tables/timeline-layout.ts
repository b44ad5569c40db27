import { isEndStatus, type ReservationStatus } from "../../../core/reservation/status.ts";
import type { TimelineData } from "./tables-data.ts";

/** What the timeline needs of a stay to lay it out: when, where, and whether it still holds its table. */
export interface LaidStay {
  startsAt: string;
  endsAt: string;
  status: ReservationStatus;
  tables: readonly string[];
}

/** The span the grid shows, in epoch milliseconds: whole hours around the day's service and stays. */
export interface Span {
  startMs: number;
  endMs: number;
}

const HOUR = 3_600_000;

/**
 * Whole hours from the earliest opening or stay to the latest closing or stay end; with neither
 * (a closed day without bookings), `fallback` (the day's evening, say).
 */
export function spanOf(windows: readonly Span[], stays: readonly LaidStay[], fallback: Span): Span {
  const starts = [...windows.map((w) => w.startMs), ...stays.map((s) => Date.parse(s.startsAt))];
  const ends = [...windows.map((w) => w.endMs), ...stays.map((s) => Date.parse(s.endsAt))];
  if (starts.length === 0) return fallback;
  const startMs = Math.floor(Math.min(...starts) / HOUR) * HOUR;
  return { startMs, endMs: Math.max(startMs + HOUR, Math.ceil(Math.max(...ends) / HOUR) * HOUR) };
}

/** The hours to mark along the top of the grid. */
export function hourMarks(span: Span): number[] {
  const marks: number[] = [];
  for (let at = span.startMs; at <= span.endMs; at += HOUR) marks.push(at);
  return marks;
}

/** Where an instant falls along the span, as a percentage of its width (clamped to it). */
export function percentAt(span: Span, ms: number): number {
  const fraction = (ms - span.startMs) / (span.endMs - span.startMs);
  return Math.min(100, Math.max(0, fraction * 100));
}

/** A bar's left edge and width along the span, as percentages. */
export function barPlace(span: Span, stay: Pick<LaidStay, "startsAt" | "endsAt">): { left: number; width: number } {
  const left = percentAt(span, Date.parse(stay.startsAt));
  return { left, width: Math.max(0.5, percentAt(span, Date.parse(stay.endsAt)) - left) };
}

/** Whether a stay still holds its table: a cancelled, declined or no-show one is not drawn. */
export const holdsTable = (stay: Pick<LaidStay, "status">): boolean => !isEndStatus(stay.status);

/**
 * Each stay's lane within one row, so overlapping stays (the row of stays without a table) sit
 * under each other rather than on top; `lanes` is how many the row needs.
 */
export function lanesOf<S extends Pick<LaidStay, "startsAt" | "endsAt">>(stays: readonly S[]): { lane: Map<S, number>; lanes: number } {
  const lane = new Map<S, number>();
  const laneEnds: number[] = [];
  for (const stay of [...stays].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))) {
    const start = Date.parse(stay.startsAt);
    let free = laneEnds.findIndex((end) => end <= start);
    if (free < 0) free = laneEnds.push(0) - 1;
    laneEnds[free] = Date.parse(stay.endsAt);
    lane.set(stay, free);
  }
  return { lane, lanes: Math.max(1, laneEnds.length) };
}

/** What a host at the door needs of one table at `nowMs`: who sits there, who is due, and who comes next. */
export type TableState<S> =
  { kind: "seated"; stay: S; next: S | null } | { kind: "due"; stay: S; next: S | null } | { kind: "free"; next: S | null };

export function tableState<S extends LaidStay>(tableId: string, stays: readonly S[], nowMs: number): TableState<S> {
  const mine = stays
    .filter((s) => holdsTable(s) && s.status !== "completed" && s.tables.includes(tableId))
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const current =
    mine.find((s) => s.status === "seated") ?? mine.find((s) => Date.parse(s.startsAt) <= nowMs && nowMs < Date.parse(s.endsAt));
  const next = mine.find((s) => s !== current && s.status !== "seated" && Date.parse(s.startsAt) > nowMs) ?? null;
  if (!current) return { kind: "free", next };
  return { kind: current.status === "seated" ? "seated" : "due", stay: current, next };
}

/** Whether a table is free of every held stay over `[startMs, endMs)`. */
export function freeOver(tableIds: readonly string[], stays: readonly LaidStay[], startMs: number, endMs: number): boolean {
  return !stays.some(
    (s) =>
      holdsTable(s) &&
      s.status !== "completed" &&
      s.tables.some((id) => tableIds.includes(id)) &&
      Date.parse(s.startsAt) < endMs &&
      startMs < Date.parse(s.endsAt),
  );
}

/** `area` of the area filter: every table (null), the tables without an area (""), or one area's. */
export function inArea(data: TimelineData, area: string | null): TimelineData {
  if (area === null) return data;
  const tables = data.tables.filter((table) => (table.area ?? "") === area);
  const shown = new Set(tables.map((table) => table.id));
  const known = new Set(data.tables.map((table) => table.id));
  // A stay on another area's tables leaves the grid; one on no (known) table stays in "Without a table".
  const stays = data.stays.filter((stay) => stay.tables.some((id) => shown.has(id)) || !stay.tables.some((id) => known.has(id)));
  return { ...data, tables, stays };
}
