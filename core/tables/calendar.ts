import { firstAtOrAfter } from "./sorted.ts";

/** A stay already booked: the tables it holds over `[startMs, endMs)`. */
export interface HeldStay {
  tableIds: readonly string[];
  startMs: number;
  endMs: number;
}

/**
 * Each table's busy time as sorted, disjoint `[start, end)` intervals (touching ones merged), built
 * once from the held stays so that asking whether a table is free costs one binary search.
 */
export interface TableCalendar {
  starts: Float64Array[];
  ends: Float64Array[];
}

export function tableCalendar(room: { tableIds: readonly string[] }, held: readonly HeldStay[]): TableCalendar {
  const indexOf = new Map(room.tableIds.map((id, index) => [id, index]));
  const perTable: [number, number][][] = room.tableIds.map(() => []);
  for (const stay of held) {
    if (stay.endMs <= stay.startMs) continue;
    // A table no longer in the room (retired) holds nothing the plan can give.
    for (const id of stay.tableIds) perTable[indexOf.get(id) ?? -1]?.push([stay.startMs, stay.endMs]);
  }
  const starts: Float64Array[] = [];
  const ends: Float64Array[] = [];
  for (const intervals of perTable) {
    intervals.sort((a, b) => a[0] - b[0]);
    const merged: [number, number][] = [];
    for (const [start, end] of intervals) {
      const last = merged.at(-1);
      if (last && start <= last[1]) last[1] = Math.max(last[1], end);
      else merged.push([start, end]);
    }
    starts.push(Float64Array.from(merged, (m) => m[0]));
    ends.push(Float64Array.from(merged, (m) => m[1]));
  }
  return { starts, ends };
}

/** Whether a table is free over `[startMs, endMs)`: the last busy interval starting before `endMs` ends by `startMs`. */
export function tableFree(calendar: TableCalendar, tableIndex: number, startMs: number, endMs: number): boolean {
  const before = firstAtOrAfter(calendar.starts[tableIndex]!, endMs) - 1;
  return before < 0 || calendar.ends[tableIndex]![before]! <= startMs;
}
