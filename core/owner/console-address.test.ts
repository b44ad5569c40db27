import { expect, it } from "vitest";
import { consoleFragment, consoleUrl, placeOf } from "./console-address.ts";

it("writes a screen's fragment that the console reads back as that screen, each part encoded", () => {
  expect(consoleFragment("lumen", "day", "2026-06-02")).toBe("#/lumen/day/2026-06-02");
  expect(consoleFragment("lumen")).toBe("#/lumen");
  expect(placeOf(consoleFragment("lumen", "day", "2026-06-02"))).toEqual({ slug: "lumen", screen: "day", params: ["2026-06-02"] });
  expect(placeOf(consoleFragment("a/b c", "requests"))).toEqual({ slug: "a/b c", screen: "requests", params: [] });
  expect(placeOf("")).toEqual({ slug: null, screen: "", params: [] });
  expect(placeOf("#/lumen/%E0%A4%A")).toEqual({ slug: "lumen", screen: "", params: [] });
});

it("puts the console under /owner/ of the server's public address", () => {
  expect(consoleUrl("https://couvert.example")).toBe("https://couvert.example/owner/");
  expect(consoleUrl("https://couvert.example", consoleFragment("lumen", "requests"))).toBe(
    "https://couvert.example/owner/#/lumen/requests",
  );
});
