import { describe, expect, it } from "vitest";
import { gridKeyTarget } from "./grid-keys.ts";

// Three rows: 0 1 2 / 3 4 5 / 6 7 (the last row short), 100 px apart both ways.
const boxes = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => ({ top: Math.floor(i / 3) * 50, left: (i % 3) * 100 }));

describe("gridKeyTarget", () => {
  it("moves along the row with Left and Right, stopping at the ends", () => {
    expect(gridKeyTarget("ArrowRight", 2, boxes)).toBe(3);
    expect(gridKeyTarget("ArrowLeft", 3, boxes)).toBe(2);
    expect(gridKeyTarget("ArrowLeft", 0, boxes)).toBe(0);
    expect(gridKeyTarget("ArrowRight", 7, boxes)).toBe(7);
  });

  it("moves to the same column of the row above or below", () => {
    expect(gridKeyTarget("ArrowDown", 1, boxes)).toBe(4);
    expect(gridKeyTarget("ArrowUp", 4, boxes)).toBe(1);
    expect(gridKeyTarget("ArrowUp", 0, boxes)).toBe(0);
  });

  it("takes the nearest button when the row below is shorter", () => {
    expect(gridKeyTarget("ArrowDown", 5, boxes)).toBe(7);
  });

  it("goes to the first and last with Home and End", () => {
    expect(gridKeyTarget("Home", 5, boxes)).toBe(0);
    expect(gridKeyTarget("End", 1, boxes)).toBe(7);
  });

  it("ignores other keys", () => {
    expect(gridKeyTarget("Enter", 1, boxes)).toBeNull();
    expect(gridKeyTarget("ArrowDown", 0, [])).toBeNull();
  });
});
