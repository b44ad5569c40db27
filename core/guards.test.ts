import { describe, expect, it } from "vitest";
import { arrayOf, isInt, isString, literal, matching, nullable, oneOf, optional, shape } from "./guards.ts";

describe("guards", () => {
  const person = shape({ name: isString, age: nullable(isInt), role: optional(oneOf(["guest", "owner"])) });

  it("checks an object's named fields and lets others through", () => {
    expect(person({ name: "Ada", age: null })).toBe(true);
    expect(person({ name: "Ada", age: 36, role: "owner", extra: 1 })).toBe(true);
    expect(person({ name: "Ada", age: 36, role: undefined })).toBe(true);
  });

  it("refuses a missing or mistyped field, a value not in the list, and what is not an object", () => {
    expect(person({ age: null })).toBe(false);
    expect(person({ name: "Ada" })).toBe(false);
    expect(person({ name: "Ada", age: 36.5 })).toBe(false);
    expect(person({ name: "Ada", age: null, role: "admin" })).toBe(false);
    for (const notAnObject of [null, undefined, "Ada", 3, [], [{ name: "Ada", age: null }]]) expect(person(notAnObject)).toBe(false);
  });

  it("checks every element of an array, holes included", () => {
    const names = arrayOf(isString);
    expect(names(["a", "b"])).toBe(true);
    expect(names([])).toBe(true);
    expect(names(["a", 1])).toBe(false);
    // eslint-disable-next-line no-sparse-arrays -- a hole is what is tested
    expect(names(["a", , "c"])).toBe(false);
    expect(names("ab")).toBe(false);
  });

  it("takes integers only as safe integers, literals only as themselves, strings only matching", () => {
    expect(isInt(2 ** 53)).toBe(false);
    expect(isInt(Number.NaN)).toBe(false);
    expect(literal(true)(true)).toBe(true);
    expect(literal(true)("true")).toBe(false);
    expect(matching(/^\d\d:\d\d$/)("19:30")).toBe(true);
    expect(matching(/^\d\d:\d\d$/)(1930)).toBe(false);
  });
});
