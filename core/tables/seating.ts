import { combinationName, type Room } from "./room.ts";
import { firstAtOrAfter } from "./pacing.ts";

/**
 * Where a party sits (issue 27): the best fit is the first free option, in this order, that seats
 * the party (min ≤ party ≤ max): single tables before combinations; then fewest seats at most; then
 * the area's order (tables without an area last); then the owner's order of tables or combinations.
 * A table is busy while any held stay holds it, alone or in a combination, so a combination is busy
 * when any of its tables is. An online booking is never given a table the owner keeps off line.
 */
export interface SeatingOption {
  kind: "table" | "combination";
  id: string;
  /** `T4`, or `T1+T2` for a combination. */
  name: string;
  tableIds: readonly string[];
  minSeats: number;
  maxSeats: number;
  bookableOnline: boolean;
  /** The tables' positions in the plan's `tableIds`. */
  tableIndexes: readonly number[];
}

export interface SeatingPlan {
  tableIds: readonly string[];
  /** Every table and combination, best first. */
  options: readonly SeatingOption[];
}

/** A stay already booked: the tables it holds over `[startMs, endMs)`. */
export interface HeldStay {
  tableIds: readonly string[];
  startMs: number;
  endMs: number;
}

export interface SeatingRequest {
  partySize: number;
  startMs: number;
  endMs: number;
  /** Booked by a guest (widget or API) rather than by the owner. */
  online: boolean;
}

export function seatingPlan(room: Room): SeatingPlan {
  const tableIds = room.tables.map((t) => t.id);
  const indexOf = new Map(tableIds.map((id, index) => [id, index]));
  const areaRank = new Map(room.areas.map((area, rank) => [area.id, rank]));
  const areaOnline = new Map(room.areas.map((area) => [area.id, area.bookableOnline]));
  const tableRank = room.tables.map((t) => (t.area === null ? room.areas.length : (areaRank.get(t.area) ?? room.areas.length)));
  const tableOnline = room.tables.map((t) => t.bookableOnline && (t.area === null || areaOnline.get(t.area) !== false));
  const keyed = [
    ...room.tables.map((table, index) => ({
      option: {
        kind: "table" as const,
        id: table.id,
        name: table.name,
        tableIds: [table.id],
        minSeats: table.minSeats,
        maxSeats: table.maxSeats,
        bookableOnline: tableOnline[index]!,
        tableIndexes: [index],
      },
      kindRank: 0,
      areaRank: tableRank[index]!,
      order: index,
    })),
    ...room.combinations.map((combination, order) => {
      const tableIndexes = combination.tables.map((id) => indexOf.get(id)!);
      return {
        option: {
          kind: "combination" as const,
          id: combination.id,
          name: combinationName(combination, room.tables),
          tableIds: combination.tables,
          minSeats: combination.minSeats,
          maxSeats: combination.maxSeats,
          bookableOnline: tableIndexes.every((index) => tableOnline[index]),
          tableIndexes,
        },
        kindRank: 1,
        areaRank: Math.min(...tableIndexes.map((index) => tableRank[index]!)),
        order,
      };
    }),
  ];
  keyed.sort((a, b) => a.kindRank - b.kindRank || a.option.maxSeats - b.option.maxSeats || a.areaRank - b.areaRank || a.order - b.order);
  return { tableIds, options: keyed.map((k) => k.option) };
}

/** The options that seat a party, best first; for an online booking, only those bookable online. */
export const optionsFor = (plan: SeatingPlan, partySize: number, online: boolean): SeatingOption[] =>
  plan.options.filter((o) => o.minSeats <= partySize && partySize <= o.maxSeats && (o.bookableOnline || !online));

/**
 * Each table's busy time as sorted, disjoint `[start, end)` intervals (touching ones merged), built
 * once from the held stays so that asking whether a table is free costs one binary search.
 */
export interface TableCalendar {
  starts: Float64Array[];
  ends: Float64Array[];
}

export function tableCalendar(plan: SeatingPlan, held: readonly HeldStay[]): TableCalendar {
  const indexOf = new Map(plan.tableIds.map((id, index) => [id, index]));
  const perTable: [number, number][][] = plan.tableIds.map(() => []);
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

const optionFree = (calendar: TableCalendar, option: SeatingOption, startMs: number, endMs: number): boolean =>
  option.tableIndexes.every((index) => tableFree(calendar, index, startMs, endMs));

/** The best free option among `options` (already filtered for the party) for `[startMs, endMs)`, or null. */
export function firstFree(
  calendar: TableCalendar,
  options: readonly SeatingOption[],
  startMs: number,
  endMs: number,
): SeatingOption | null {
  if (endMs <= startMs) return null;
  return options.find((option) => optionFree(calendar, option, startMs, endMs)) ?? null;
}

/**
 * The best fit for a request among the held stays, or null when nothing that seats the party is
 * free. One booking needs no calendar: the tables of the stays overlapping it are the busy ones.
 * To re-assign a booking (a new time, stay or party), leave its own stay out of `held`.
 */
export function assignSeating(plan: SeatingPlan, held: readonly HeldStay[], request: SeatingRequest): SeatingOption | null {
  if (request.endMs <= request.startMs) return null;
  const busy = new Set<string>();
  for (const stay of held) {
    if (stay.startMs < request.endMs && request.startMs < stay.endMs && stay.startMs < stay.endMs)
      for (const id of stay.tableIds) busy.add(id);
  }
  return optionsFor(plan, request.partySize, request.online).find((option) => option.tableIds.every((id) => !busy.has(id))) ?? null;
}

/**
 * For availability: whether each stay (one per candidate slot) can seat a party, by the same rule
 * as `assignSeating`. The calendar is built once for all of them, the options filtered once. An
 * empty stay (end not after start) seats no one, here as there.
 */
export function seatableStays(
  plan: SeatingPlan,
  calendar: TableCalendar,
  partySize: number,
  online: boolean,
  stays: readonly { startMs: number; endMs: number }[],
): boolean[] {
  const options = optionsFor(plan, partySize, online);
  return stays.map((stay) => firstFree(calendar, options, stay.startMs, stay.endMs) !== null);
}
