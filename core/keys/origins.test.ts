import { describe, expect, it } from "vitest";
import { normalizeOrigin, originProblem, splitOriginList } from "./origins.ts";

describe("the origin allowlist's rules", () => {
  it("spell an origin as browsers send it", () => {
    expect(normalizeOrigin("HTTPS://Bistro.Example:443/")).toBe("https://bistro.example");
    expect(normalizeOrigin(" http://localhost:5173 ")).toBe("http://localhost:5173");
    expect(normalizeOrigin("http://[::1]:8080")).toBe("http://[::1]:8080");
    expect(normalizeOrigin("https://xn--caf-dma.example")).toBe("https://xn--caf-dma.example");
  });

  it("tell a wildcard apart from anything else that is not an origin", () => {
    expect(originProblem("https://*.bistro.example")).toBe("wildcard");
    expect(originProblem("*")).toBe("wildcard");
    for (const raw of [
      "bistro.example",
      "https://bistro.example/book",
      "https://bistro.example?x=1",
      "ftp://bistro.example",
      "",
      "https://a:b@bistro.example",
      "https://b_x.example",
    ]) {
      expect(originProblem(raw), raw).toBe("not_an_origin");
    }
    expect(originProblem("https://bistro.example")).toBeNull();
  });

  it("read a list typed with commas, spaces or new lines", () => {
    expect(splitOriginList(" https://a.example,https://b.example\nhttps://c.example  https://d.example,\n")).toEqual([
      "https://a.example",
      "https://b.example",
      "https://c.example",
      "https://d.example",
    ]);
    expect(splitOriginList("  \n ")).toEqual([]);
  });
});
