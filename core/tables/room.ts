import * as z from "zod/mini";
import { trimmedTextUpTo } from "../primitives.ts";

/**
 * The room of a restaurant that books onto tables (issue 27): areas in the owner's order, tables
 * (seats min–max, each in an area or none) and combinations of tables pushed together, with their
 * own min–max. A table may be booked online only when it and its area both are; a combination only
 * when all of its tables are.
 */

export const ROOM_LIMITS = {
  areas: 20,
  tables: 200,
  combinations: 200,
  /** Tables in one combination. */
  combinationTables: 8,
  seats: 100,
  nameLength: 40,
} as const;

const IdSchema = z.string().check(z.minLength(1), z.maxLength(64));
const NameSchema = trimmedTextUpTo(ROOM_LIMITS.nameLength).check(z.minLength(1, "A name is needed"));
const SeatsSchema = z
  .int()
  .check(z.minimum(1, "A table seats at least 1"), z.maximum(ROOM_LIMITS.seats, `A table seats at most ${ROOM_LIMITS.seats}`));

const seatsInOrder = z.refine<{ minSeats: number; maxSeats: number }>((seats) => seats.minSeats <= seats.maxSeats, {
  message: "The minimum seats must not exceed the maximum seats",
  path: ["minSeats"],
});

export const AreaSchema = z.object({ id: IdSchema, name: NameSchema, bookableOnline: z.boolean() });
export type Area = z.infer<typeof AreaSchema>;

export const TableSchema = z
  .object({
    id: IdSchema,
    name: NameSchema,
    /** The area's id; null when the restaurant has no areas. */
    area: z.nullable(IdSchema),
    minSeats: SeatsSchema,
    maxSeats: SeatsSchema,
    /** False for a table kept for walk-ins or regulars: only the owner seats a party there. */
    bookableOnline: z.boolean(),
  })
  .check(seatsInOrder);
export type Table = z.infer<typeof TableSchema>;

export const CombinationSchema = z
  .object({
    id: IdSchema,
    /** Ids of the tables pushed together. */
    tables: z.array(IdSchema).check(
      z.minLength(2, "A combination joins at least 2 tables"),
      z.maxLength(ROOM_LIMITS.combinationTables, `A combination joins at most ${ROOM_LIMITS.combinationTables} tables`),
      z.refine((ids) => new Set(ids).size === ids.length, "A combination names each table once"),
    ),
    minSeats: SeatsSchema,
    maxSeats: SeatsSchema,
  })
  .check(seatsInOrder);
export type Combination = z.infer<typeof CombinationSchema>;

type Issue = { message: string; path: (string | number)[] };

/**
 * What makes a room's parts disagree: ids and names used twice (a combination's id apart from every
 * table's too), an unknown area or table, the same tables combined twice.
 */
export function roomProblems(room: { areas: readonly Area[]; tables: readonly Table[]; combinations: readonly Combination[] }): Issue[] {
  const issues: Issue[] = [];
  const twice = <T>(
    list: readonly T[],
    key: (item: T) => string,
    what: string,
    field: string,
    kind: "areas" | "tables" | "combinations",
    label: (item: T) => string = key,
  ) => {
    const seen = new Set<string>();
    list.forEach((item, index) => {
      const value = key(item);
      if (seen.has(value)) issues.push({ message: `${what} "${label(item)}" is used twice`, path: [kind, index, field] });
      seen.add(value);
    });
  };
  twice(room.areas, (a) => a.id, "The area id", "id", "areas");
  twice(
    room.areas,
    (a) => a.name.toLowerCase(),
    "The area name",
    "name",
    "areas",
    (a) => a.name,
  );
  twice(room.tables, (t) => t.id, "The table id", "id", "tables");
  twice(
    room.tables,
    (t) => t.name.toLowerCase(),
    "The table name",
    "name",
    "tables",
    (t) => t.name,
  );
  twice(room.combinations, (c) => c.id, "The combination id", "id", "combinations");
  twice(
    room.combinations,
    (c) => [...c.tables].sort().join("+"),
    "The combination of tables",
    "tables",
    "combinations",
    (c) => combinationName(c, room.tables),
  );

  const tableIdSet = new Set(room.tables.map((t) => t.id));
  room.combinations.forEach((combination, index) => {
    if (tableIdSet.has(combination.id)) {
      issues.push({ message: `The id "${combination.id}" is a table's already`, path: ["combinations", index, "id"] });
    }
  });

  const areaIds = new Set(room.areas.map((a) => a.id));
  room.tables.forEach((table, index) => {
    if (table.area !== null && !areaIds.has(table.area)) {
      issues.push({ message: `Table "${table.name}" is in area "${table.area}", which does not exist`, path: ["tables", index, "area"] });
    }
  });
  room.combinations.forEach((combination, index) => {
    const unknown = combination.tables.find((id) => !tableIdSet.has(id));
    if (unknown !== undefined) {
      issues.push({ message: `A combination lists table "${unknown}", which does not exist`, path: ["combinations", index, "tables"] });
    }
  });
  return issues;
}

export const RoomSchema = z
  .object({
    /** In the owner's order, which also breaks ties between equally good tables. */
    areas: z.array(AreaSchema).check(z.maxLength(ROOM_LIMITS.areas, `A restaurant has at most ${ROOM_LIMITS.areas} areas`)),
    /** In the owner's order within each area. */
    tables: z.array(TableSchema).check(z.maxLength(ROOM_LIMITS.tables, `A restaurant has at most ${ROOM_LIMITS.tables} tables`)),
    combinations: z
      .array(CombinationSchema)
      .check(z.maxLength(ROOM_LIMITS.combinations, `A restaurant has at most ${ROOM_LIMITS.combinations} combinations`)),
  })
  .check(
    z.superRefine((room, ctx) => {
      for (const issue of roomProblems(room)) ctx.issues.push({ code: "custom", input: room, ...issue });
    }),
  );
export type Room = z.infer<typeof RoomSchema>;

/** A combination's name as the owner reads it: its tables' names joined by `+` (`T1+T2`). */
export function combinationName(combination: Pick<Combination, "tables">, tables: readonly Pick<Table, "id" | "name">[]): string {
  return combination.tables.map((id) => tables.find((t) => t.id === id)?.name ?? id).join("+");
}
