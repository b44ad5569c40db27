import { firstAtOrAfter, inOrderOfStart } from "./sorted.ts";

/** A stay already booked: the tables it holds over `[startMs, endMs)`. */
export interface HeldStay {
  tableIds: readonly string[];
  startMs: number;
  endMs: number;
}

/**
 * Each table's busy time as sorted, disjoint `[start, end)` intervals (touching ones merged), built
 * once from the held stays so that asking whether a table is free costs one binary search, or one
 * step of a cursor when the questions come in order of start (`TableCursors`).
 */
export interface TableCalendar {
  starts: number[][];
  ends: number[][];
}

export function tableCalendar(room: { tableIds: readonly string[] }, held: readonly HeldStay[]): TableCalendar {
  const indexOf = new Map(room.tableIds.map((id, index) => [id, index]));
  const starts: number[][] = room.tableIds.map(() => []);
  const ends: number[][] = room.tableIds.map(() => []);
  // In order of start, each table's intervals arrive sorted and merge with the last one kept.
  for (const stay of inOrderOfStart(held)) {
    if (stay.endMs <= stay.startMs) continue;
    for (const id of stay.tableIds) {
      // A table no longer in the room (retired) holds nothing the plan can give.
      const index = indexOf.get(id);
      if (index === undefined) continue;
      const tableStarts = starts[index]!;
      const tableEnds = ends[index]!;
      const last = tableEnds.length - 1;
      if (last >= 0 && stay.startMs <= tableEnds[last]!) {
        if (stay.endMs > tableEnds[last]!) tableEnds[last] = stay.endMs;
      } else {
        tableStarts.push(stay.startMs);
        tableEnds.push(stay.endMs);
      }
    }
  }
  return { starts, ends };
}

/** Whether a table is free over `[startMs, endMs)`: the last busy interval starting before `endMs` ends by `startMs`. */
export function tableFree(calendar: TableCalendar, tableIndex: number, startMs: number, endMs: number): boolean {
  const before = firstAtOrAfter(calendar.starts[tableIndex]!, endMs) - 1;
  return before < 0 || calendar.ends[tableIndex]![before]! <= startMs;
}

/**
 * For questions asked in order of start: per table, the first busy interval not yet over. A table
 * is free over `[startMs, endMs)` when that interval (for this `startMs`) starts at `endMs` or
 * later; the cursors only move forward, so all the slots cost one pass over each calendar.
 */
export class TableCursors {
  private readonly starts: number[][];
  private readonly ends: number[][];
  private readonly next: Int32Array;

  constructor(calendar: TableCalendar) {
    this.starts = calendar.starts;
    this.ends = calendar.ends;
    this.next = new Int32Array(calendar.starts.length);
  }

  /**
   * 0 when the table is free over `[startMs, endMs)`; else the end of the busy interval in the way,
   * which stays in the way of any later stay that starts before it ends and ends no earlier.
   * `startMs` must not go below the one of the previous call.
   */
  busyUntil(tableIndex: number, startMs: number, endMs: number): number {
    const ends = this.ends[tableIndex]!;
    let next = this.next[tableIndex]!;
    while (next < ends.length && ends[next]! <= startMs) next += 1;
    this.next[tableIndex] = next;
    return next === ends.length || this.starts[tableIndex]![next]! >= endMs ? 0 : ends[next]!;
  }
}
