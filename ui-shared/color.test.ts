import { describe, expect, it } from "vitest";
import { contrast, rgbOfHex, textOn } from "./color.ts";

const hex = (color: string) => rgbOfHex(color)!;

describe("rgbOfHex", () => {
  it("reads six and three hex digits, in either case", () => {
    expect(rgbOfHex("#f2c94c")).toEqual([242, 201, 76]);
    expect(rgbOfHex("#F2C94C")).toEqual([242, 201, 76]);
    expect(rgbOfHex("#fc4")).toEqual([255, 204, 68]);
    expect(rgbOfHex("#000000")).toEqual([0, 0, 0]);
  });

  it("leaves every other colour to the browser (null)", () => {
    for (const other of ["rgb(1, 2, 3)", "gold", "#f2c94", "#f2c94c80", "#ggg", "f2c94c", " #f2c94c", ""]) {
      expect(rgbOfHex(other), other).toBeNull();
    }
  });
});

describe("textOn", () => {
  it("puts black on a light accent such as a host page's yellow", () => {
    expect(textOn(hex("#f2c94c"))).toBe("#000");
    expect(textOn(hex("#ffffff"))).toBe("#000");
    expect(contrast(hex("#f2c94c"), [0, 0, 0])).toBeGreaterThan(4.5);
  });

  it("puts white on a dark accent", () => {
    expect(textOn(hex("#8a3b12"))).toBe("#fff");
    expect(textOn(hex("#1d5c4a"))).toBe("#fff");
    expect(textOn(hex("#000000"))).toBe("#fff");
  });

  it("always picks the better of the two", () => {
    for (let v = 0; v <= 255; v += 5) {
      const rgb = [v, v, v];
      const other = textOn(rgb) === "#000" ? [255, 255, 255] : [0, 0, 0];
      const chosen = textOn(rgb) === "#000" ? [0, 0, 0] : [255, 255, 255];
      expect(contrast(rgb, chosen)).toBeGreaterThanOrEqual(contrast(rgb, other));
    }
  });
});

describe("contrast", () => {
  it("matches WCAG's ratios", () => {
    expect(contrast([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrast(hex("#767676"), [255, 255, 255])).toBeCloseTo(4.54, 2);
  });
});
