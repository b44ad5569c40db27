import { ROOM_LIMITS, RoomSchema } from "../../../core/tables/room.ts";
import { formatDwellSteps, parseDwellSteps } from "../../../core/tables/dwell.ts";
import { PacingLimitSchema, type CapacityMode } from "../../../core/tables/settings.ts";
import type { FieldErrors } from "../settings/field-errors.ts";
import type { RoomData, RoomUpdate } from "./tables-data.ts";
import type { TablesTexts } from "./tables.i18n.ts";

/**
 * The Tables screen's form as the owner edits it: numbers as typed, combinations as the names
 * they join (`T1+T2`), and retired tables kept (struck through) until the save, so the server's
 * refusal to retire one can be shown at it. `roomOf` turns it into the one PUT's body, checked by
 * core's own rules first; field paths are the draft's (`tables.3.name`), the form's ids with dots.
 */
export interface RoomDraft {
  capacityMode: CapacityMode;
  dwell: string;
  pacing: string;
  areas: { id: string; name: string; bookableOnline: boolean }[];
  tables: {
    id: string;
    name: string;
    area: string | null;
    minSeats: string;
    maxSeats: string;
    bookableOnline: boolean;
    retired: boolean;
  }[];
  combinations: { id: string; tables: string; minSeats: string; maxSeats: string }[];
}

export type DraftList = "areas" | "tables" | "combinations";

export function draftOf(room: RoomData): RoomDraft {
  return {
    capacityMode: room.capacityMode,
    dwell: formatDwellSteps(room.dwellMinutesByPartySize.steps),
    pacing: room.maxCoversStartingPerSlot === null ? "" : String(room.maxCoversStartingPerSlot),
    areas: room.areas.map((a) => ({ ...a })),
    tables: room.tables.map((t) => ({ ...t, minSeats: String(t.minSeats), maxSeats: String(t.maxSeats), retired: false })),
    combinations: room.combinations.map((c) => ({
      id: c.id,
      tables: c.tables.map((id) => room.tables.find((t) => t.id === id)?.name ?? id).join("+"),
      minSeats: String(c.minSeats),
      maxSeats: String(c.maxSeats),
    })),
  };
}

/** A new id, unlike any the room has: the server keeps the ids the console gives. */
export function newId(kind: "a" | "t" | "c"): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return `${kind}_${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`;
}

/** `draft` with one more, empty, entry at the end of `list` (a table named after the count). */
export function withAdded(draft: RoomDraft, list: DraftList, t: TablesTexts["room"]): RoomDraft {
  switch (list) {
    case "areas":
      return { ...draft, areas: [...draft.areas, { id: newId("a"), name: "", bookableOnline: true }] };
    case "tables": {
      const names = new Set(draft.tables.map((table) => table.name.toLowerCase()));
      let n = draft.tables.length + 1;
      while (names.has(t.newName(n).toLowerCase())) n += 1;
      const area = draft.tables.at(-1)?.area ?? draft.areas[0]?.id ?? null;
      const table = { id: newId("t"), name: t.newName(n), area, minSeats: "1", maxSeats: "2", bookableOnline: true, retired: false };
      return { ...draft, tables: [...draft.tables, table] };
    }
    case "combinations":
      return { ...draft, combinations: [...draft.combinations, { id: newId("c"), tables: "", minSeats: "2", maxSeats: "4" }] };
  }
}

/** `draft` with the entry at `index` of `list` moved by `delta` (−1 up, +1 down); unchanged at either end. */
export function withMoved(draft: RoomDraft, list: DraftList, index: number, delta: -1 | 1): RoomDraft {
  const items = [...draft[list]] as unknown[];
  const to = index + delta;
  if (to < 0 || to >= items.length) return draft;
  [items[index], items[to]] = [items[to], items[index]];
  return { ...draft, [list]: items };
}

/** `draft` without the area or combination at `index`; a table is retired instead (`withRetired`). */
export function withRemoved(draft: RoomDraft, list: "areas" | "combinations", index: number): RoomDraft {
  if (list === "combinations") return { ...draft, combinations: draft.combinations.filter((_, i) => i !== index) };
  const gone = draft.areas[index]?.id;
  return {
    ...draft,
    areas: draft.areas.filter((_, i) => i !== index),
    tables: draft.tables.map((table) => (table.area === gone ? { ...table, area: null } : table)),
  };
}

/** `draft` with the table at `index` retired (or kept again). */
export function withRetired(draft: RoomDraft, index: number, retired: boolean): RoomDraft {
  return { ...draft, tables: draft.tables.map((table, i) => (i === index ? { ...table, retired } : table)) };
}

/** `draft` with one field of one entry changed. */
export function withField<L extends DraftList>(
  draft: RoomDraft,
  list: L,
  index: number,
  field: keyof RoomDraft[L][number],
  value: unknown,
): RoomDraft {
  const items = draft[list].map((item, i) => (i === index ? { ...item, [field]: value } : item));
  return { ...draft, [list]: items };
}

/**
 * The body of the PUT, or what to fix first: each problem at its field by the draft's path. The
 * texts are core's own (RoomSchema, `roomProblems`, the dwell steps), the server's words too.
 */
export function roomOf(draft: RoomDraft, t: TablesTexts["room"]): { body: RoomUpdate; errors?: undefined } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const kept = draft.tables.map((table, index) => ({ table, index })).filter(({ table }) => !table.retired);
  const byName = new Map(kept.map(({ table }) => [table.name.trim().toLowerCase(), table.id]));
  const seats = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

  const combinations = draft.combinations.map((c, index) => {
    const ids: string[] = [];
    for (const name of c.tables.split("+").map((part) => part.trim())) {
      const id = byName.get(name.toLowerCase());
      if (id === undefined) {
        errors[`combinations.${index}.tables`] ??= t.unknownTable(name);
      } else ids.push(id);
    }
    return { id: c.id, tables: ids, minSeats: seats(c.minSeats), maxSeats: seats(c.maxSeats) };
  });
  const room = {
    areas: draft.areas.map((a) => ({ ...a, name: a.name.trim() })),
    tables: kept.map(({ table }) => ({
      id: table.id,
      name: table.name.trim(),
      area: table.area,
      minSeats: seats(table.minSeats),
      maxSeats: seats(table.maxSeats),
      bookableOnline: table.bookableOnline,
    })),
    combinations,
  };
  const checked = RoomSchema.safeParse(room);
  for (const issue of checked.error?.issues ?? []) {
    const field = draftPath(issue.path.map(String), kept);
    if (field && !errors[field]) errors[field] = typedNaN(issue.path, room) ? t.seatsNumber(ROOM_LIMITS.seats) : issue.message;
  }
  const dwell = parseDwellSteps(draft.dwell);
  if (!dwell.ok) errors.dwell = dwell.message;
  const pacingText = draft.pacing.trim();
  const pacing = PacingLimitSchema.safeParse(pacingText === "" ? null : seats(pacingText));
  if (!pacing.success) errors.pacing = Number.isNaN(seats(pacingText)) ? t.wholeNumber : pacing.error.issues[0]!.message;
  if (Object.keys(errors).length > 0 || !checked.success || !dwell.ok || !pacing.success) return { errors };
  return {
    body: {
      ...checked.data,
      capacityMode: draft.capacityMode,
      dwellMinutesByPartySize: dwell.steps.length > 0 ? dwell.steps : null,
      maxCoversStartingPerSlot: pacing.data,
    },
  };
}

/**
 * The draft's field for a path of the room sent (`tables.2.name`, as core and the server name it):
 * its table index counted among the kept ones, turned into the draft's. Paths outside the room (a
 * setting) are passed on; `room.` in front, as a server's body path has it, is dropped.
 */
export function draftPath(path: readonly string[], kept: readonly { index: number }[]): string | undefined {
  const parts = path[0] === "room" ? path.slice(1) : [...path];
  if (parts.length === 0) return undefined;
  if (parts[0] === "tables" && parts[1] !== undefined) {
    const draftIndex = kept[Number(parts[1])]?.index;
    if (draftIndex === undefined) return undefined;
    parts[1] = String(draftIndex);
  }
  if (parts[0] === "dwellMinutesByPartySize") return "dwell";
  if (parts[0] === "maxCoversStartingPerSlot") return "pacing";
  // A list's own limit (too many tables) is told at its Add button.
  return parts.length === 1 && ["areas", "tables", "combinations"].includes(parts[0]!) ? `${parts[0]}.add` : parts.join(".");
}

/** Whether the number at `path` was typed as something other than a whole number: said in words, not as zod's "expected int". */
function typedNaN(path: readonly PropertyKey[], room: Record<string, unknown>): boolean {
  const field = path.at(-1);
  if (field !== "minSeats" && field !== "maxSeats") return false;
  const entry = (room[String(path[0])] as Record<string, unknown>[] | undefined)?.[Number(path[1])];
  return Number.isNaN(entry?.[field]);
}
