import { describe, expect, it } from "vitest";
import { PLATFORMS } from "../../core/events/schemas.ts";
import { de } from "./messages.de.ts";
import { en } from "./messages.ts";

describe("messages", () => {
  it("name every platform in every language", () => {
    for (const m of [en, de]) for (const p of PLATFORMS) expect(m.platforms[p] && m.viewOn[p]).toBeTruthy();
  });

  it("count in the singular and the plural", () => {
    expect(en.results(1, 0)).toBe("1 upcoming event, 0 past events");
    expect(en.results(3, 1)).toBe("3 upcoming events, 1 past event");
    expect(de.results(1, 2)).toBe("1 bevorstehende Veranstaltung, 2 vergangene Veranstaltungen");
    expect(de.past(4)).toBe("Vergangene Veranstaltungen (4)");
  });
});
