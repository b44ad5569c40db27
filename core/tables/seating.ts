import { combinationName, type Room } from "./room.ts";
import { TableCursors, tableFree, type HeldStay, type TableCalendar } from "./calendar.ts";

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

export interface SeatingRequest {
  partySize: number;
  startMs: number;
  endMs: number;
  /** Booked by a guest (widget or API) rather than by the owner. */
  online: boolean;
}

/** The room (one that passed `RoomSchema`) as options in order of preference. */
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
  for (const stay of held) if (overlaps(stay, request)) for (const id of stay.tableIds) busy.add(id);
  return optionsFor(plan, request.partySize, request.online).find((option) => option.tableIds.every((id) => !busy.has(id))) ?? null;
}

/** Whether a held stay overlaps the request's `[startMs, endMs)`; an empty stay holds nothing. */
const overlaps = (stay: HeldStay, request: SeatingRequest): boolean =>
  stay.startMs < stay.endMs && stay.startMs < request.endMs && request.startMs < stay.endMs;

/**
 * For availability: whether each stay (one per candidate slot) can seat a party, by the same rule
 * as `assignSeating`. The calendar is built once for all of them, the options filtered once, and
 * the stays taken in order of start so that each table's calendar is walked once and an option
 * found busy is not asked again while it stays so. An empty stay (end not after start) seats no
 * one, here as there.
 */
export function seatableStays(
  plan: SeatingPlan,
  calendar: TableCalendar,
  partySize: number,
  online: boolean,
  stays: readonly { startMs: number; endMs: number }[],
): boolean[] {
  const options = optionsFor(plan, partySize, online);
  const answers = Array.from(stays, () => false);
  if (options.length === 0) return answers;
  const cursors = new TableCursors(calendar);
  // An option found busy stays so while the stay in its way lasts: later stays skip it at no cost.
  const blockedUntil = new Float64Array(options.length);
  const blockedEnd = new Float64Array(options.length);
  for (const i of indexesByStart(stays)) {
    const { startMs, endMs } = stays[i]!;
    if (endMs <= startMs) continue;
    for (let o = 0; o < options.length; o += 1) {
      if (startMs < blockedUntil[o]! && endMs >= blockedEnd[o]!) continue;
      let busyUntil = 0;
      for (const table of options[o]!.tableIndexes) busyUntil = Math.max(busyUntil, cursors.busyUntil(table, startMs, endMs));
      if (busyUntil === 0) {
        answers[i] = true;
        break;
      }
      blockedUntil[o] = busyUntil;
      blockedEnd[o] = endMs;
    }
  }
  return answers;
}

/** The positions of `stays` in order of start. */
function indexesByStart(stays: readonly { startMs: number }[]): number[] {
  const indexes = stays.map((_, i) => i);
  for (let i = 1; i < stays.length; i += 1) {
    if (stays[i]!.startMs < stays[i - 1]!.startMs) return indexes.sort((a, b) => stays[a]!.startMs - stays[b]!.startMs);
  }
  return indexes;
}

/** Why a chosen table or combination cannot take a request (an owner's move, a walk-in). */
export interface SeatingRefusal {
  reason: "unknown_table" | "too_few_seats" | "too_many_seats" | "not_bookable_online" | "empty_stay" | "taken";
  message: string;
}

/**
 * Whether the option `optionId` can take the request, and if not why, in the owner's words; the
 * same rule as `assignSeating`, for one option the owner picked rather than the best.
 */
export function seatingRefusal(
  plan: SeatingPlan,
  held: readonly HeldStay[],
  optionId: string,
  request: SeatingRequest,
): SeatingRefusal | null {
  const option = plan.options.find((o) => o.id === optionId);
  if (!option) return { reason: "unknown_table", message: "This table or combination does not exist" };
  const seats = `${option.name} seats ${option.minSeats === option.maxSeats ? option.maxSeats : `${option.minSeats} to ${option.maxSeats}`}`;
  if (request.partySize > option.maxSeats) return { reason: "too_few_seats", message: `${seats}; this party is ${request.partySize}` };
  if (request.partySize < option.minSeats) return { reason: "too_many_seats", message: `${seats}; this party is ${request.partySize}` };
  if (request.online && !option.bookableOnline) {
    return { reason: "not_bookable_online", message: `${option.name} is kept for bookings taken by the restaurant` };
  }
  if (request.endMs <= request.startMs) return { reason: "empty_stay", message: "A stay must end after it starts" };
  const clash = held.find((stay) => overlaps(stay, request) && stay.tableIds.some((id) => option.tableIds.includes(id)));
  if (clash) {
    const taken = option.tableIds.find((id) => clash.tableIds.includes(id))!;
    const name = plan.options.find((o) => o.kind === "table" && o.id === taken)?.name ?? taken;
    return { reason: "taken", message: `${name} is taken by another booking at that time` };
  }
  return null;
}
