import { describe, expect, it } from "vitest";
import { figure, formatTable, median, percentile } from "./stats.ts";

describe("the bench's statistics", () => {
  it("take percentiles by nearest rank, in any order of input", () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 99)).toBe(10);
    expect(percentile(values, 0)).toBe(1);
    expect(median([3, 1, 2])).toBe(2);
    expect(percentile([], 50)).toBeNaN();
  });

  it("print a table whose columns line up, figures right-aligned, absent ones as a dash", () => {
    const table = formatTable(
      ["route", "req/s"],
      [
        ["GET /events", figure(1234.4)],
        ["POST /reservation", figure(null)],
      ],
    ).split("\n");
    expect(table).toEqual(["route              req/s", "-----------------  -----", "GET /events        1,234", "POST /reservation      –"]);
  });
});
