import { describe, expect, it } from "vitest";
import { catalogDiff } from "./catalog-diff.ts";

describe("catalogDiff", () => {
  const en = { title: "Book", count: (n: number) => `${n} guests`, topic: { lead: (t: { restaurant: string }) => `At ${t.restaurant}` } };

  it("finds nothing in a faithful translation", () => {
    expect(
      catalogDiff(en, {
        title: "Réserver",
        count: (n: number) => `${n} couverts`,
        topic: { lead: (t: { restaurant: string }) => `Chez ${t.restaurant}` },
      }),
    ).toEqual([]);
  });

  it("reads a placeholder inside guillemets, as Italian and Spanish quote a title", () => {
    const quoted = { title: (t: string) => `“${t}”` };
    expect(catalogDiff(quoted, { title: (t: string) => `«${t}»` })).toEqual([]);
    expect(catalogDiff(quoted, { title: () => "«titolo»" })).toEqual(["title: placeholders (none) instead of «0»"]);
  });

  it("lists missing and extra keys, empty texts and changed placeholders by path", () => {
    const broken = { title: "", extra: "x", count: () => "des couverts", topic: { lead: (t: { name: string }) => `Chez ${t.name}` } };
    expect(catalogDiff(en, broken)).toEqual([
      "extra: not in English",
      "title: empty",
      "count: placeholders (none) instead of «0»",
      "topic.lead: placeholders «0.name» instead of «0.restaurant»",
    ]);
    expect(catalogDiff(en, { count: en.count, topic: en.topic })).toEqual(["title: missing"]);
  });
});
