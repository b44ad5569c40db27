import { describe, expect, it } from "vitest";
import { combinationName, RoomSchema, ROOM_LIMITS, type Room } from "./room.ts";

const table = (id: string, over: Partial<Room["tables"][number]> = {}) => ({
  id,
  name: id.toUpperCase(),
  area: "main",
  minSeats: 1,
  maxSeats: 2,
  bookableOnline: true,
  ...over,
});
const room = (over: Partial<Room> = {}): Room => ({
  areas: [{ id: "main", name: "Dining room", bookableOnline: true }],
  tables: [table("t1"), table("t2")],
  combinations: [{ id: "c1", tables: ["t1", "t2"], minSeats: 3, maxSeats: 4 }],
  ...over,
});

/** The messages of a room that does not parse, with their paths. */
function problems(input: unknown): { path: string; message: string }[] {
  const result = RoomSchema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
}

describe("RoomSchema", () => {
  it("accepts a room of areas, tables and combinations, trimming names", () => {
    const parsed = RoomSchema.parse(room({ tables: [table("t1", { name: "  T1 " }), table("t2")] }));
    expect(parsed.tables[0]!.name).toBe("T1");
    expect(parsed.combinations).toHaveLength(1);
  });

  it("accepts tables without an area, and an empty room", () => {
    expect(problems(room({ areas: [], tables: [table("t1", { area: null }), table("t2", { area: null })] }))).toEqual([]);
    expect(problems({ areas: [], tables: [], combinations: [] })).toEqual([]);
  });

  it("refuses a table whose minimum seats exceed its maximum", () => {
    expect(problems(room({ tables: [table("t1", { minSeats: 5, maxSeats: 4 }), table("t2")] }))).toEqual([
      { path: "tables.0.minSeats", message: "The minimum seats must not exceed the maximum seats" },
    ]);
  });

  it("refuses seats out of 1–100, and an empty name", () => {
    expect(problems(room({ tables: [table("t1", { minSeats: 0 }), table("t2", { maxSeats: 101 })] }))).toEqual([
      { path: "tables.0.minSeats", message: "A table seats at least 1" },
      { path: "tables.1.maxSeats", message: `A table seats at most ${ROOM_LIMITS.seats}` },
    ]);
    expect(problems(room({ tables: [table("t1", { name: "  " }), table("t2")] }))).toEqual([
      { path: "tables.0.name", message: "A name is needed" },
    ]);
  });

  it("refuses a table in an area that does not exist", () => {
    expect(problems(room({ tables: [table("t1", { area: "terrace" }), table("t2")] }))).toEqual([
      { path: "tables.0.area", message: 'Table "T1" is in area "terrace", which does not exist' },
    ]);
  });

  it("refuses ids and names used twice, names in any case", () => {
    expect(problems(room({ tables: [table("t1"), table("t1", { name: "T9" })], combinations: [] }))).toEqual([
      { path: "tables.1.id", message: 'The table id "t1" is used twice' },
    ]);
    expect(problems(room({ tables: [table("t1"), table("t2", { name: "t1" })], combinations: [] }))).toEqual([
      { path: "tables.1.name", message: 'The table name "t1" is used twice' },
    ]);
    expect(
      problems(
        room({
          areas: [
            { id: "main", name: "Bar", bookableOnline: true },
            { id: "bar", name: "bar", bookableOnline: true },
          ],
        }),
      ),
    ).toEqual([{ path: "areas.1.name", message: 'The area name "bar" is used twice' }]);
  });

  it("refuses a combination whose id is a table's", () => {
    expect(problems(room({ combinations: [{ id: "t1", tables: ["t1", "t2"], minSeats: 3, maxSeats: 4 }] }))).toEqual([
      { path: "combinations.0.id", message: 'The id "t1" is a table\'s already' },
    ]);
  });

  it("refuses a combination of an unknown table, of one table twice, of one table only", () => {
    expect(problems(room({ combinations: [{ id: "c1", tables: ["t1", "t9"], minSeats: 3, maxSeats: 4 }] }))).toEqual([
      { path: "combinations.0.tables", message: 'A combination lists table "t9", which does not exist' },
    ]);
    expect(problems(room({ combinations: [{ id: "c1", tables: ["t1", "t1"], minSeats: 3, maxSeats: 4 }] }))).toEqual([
      { path: "combinations.0.tables", message: "A combination names each table once" },
    ]);
    expect(problems(room({ combinations: [{ id: "c1", tables: ["t1"], minSeats: 3, maxSeats: 4 }] }))).toEqual([
      { path: "combinations.0.tables", message: "A combination joins at least 2 tables" },
    ]);
  });

  it("refuses the same tables combined twice, in any order, and a combination's minimum over its maximum", () => {
    const twice = [
      { id: "c1", tables: ["t1", "t2"], minSeats: 3, maxSeats: 4 },
      { id: "c2", tables: ["t2", "t1"], minSeats: 2, maxSeats: 4 },
    ];
    expect(problems(room({ combinations: twice }))).toEqual([
      { path: "combinations.1.tables", message: 'The combination of tables "T2+T1" is used twice' },
    ]);
    expect(problems(room({ combinations: [{ id: "c1", tables: ["t1", "t2"], minSeats: 5, maxSeats: 4 }] }))).toEqual([
      { path: "combinations.0.minSeats", message: "The minimum seats must not exceed the maximum seats" },
    ]);
  });

  it("refuses more tables than the limit", () => {
    const tables = Array.from({ length: ROOM_LIMITS.tables + 1 }, (_, i) => table(`t${i}`));
    expect(problems(room({ tables, combinations: [] }))).toEqual([
      { path: "tables", message: `A restaurant has at most ${ROOM_LIMITS.tables} tables` },
    ]);
  });
});

describe("combinationName", () => {
  it("joins the tables' names with +", () => {
    expect(combinationName({ tables: ["t2", "t1"] }, room().tables)).toBe("T2+T1");
  });
});
