import { describe, expect, it } from "vitest";
import { eventDateFormat, formatEventWhen } from "./format.ts";

// ICU puts narrow no-break spaces around "PM" and range dashes; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u202f\u00a0\u2009]/g, " ");
const berlin = "Europe/Berlin";

describe("formatEventWhen", () => {
  it("formats a start without an end, in the given zone and language", () => {
    const event = { startAt: "2025-03-14T18:00:00Z", endAt: null };
    expect(plain(formatEventWhen(event, "en", berlin))).toBe("Friday, March 14, 2025 at 7:00 PM");
    expect(plain(formatEventWhen(event, "de", berlin))).toBe("Freitag, 14. März 2025 um 19:00");
  });

  it("collapses a same-day range to one date", () => {
    const event = { startAt: "2025-03-14T18:00:00Z", endAt: "2025-03-14T21:00:00Z" };
    expect(plain(formatEventWhen(event, "de", berlin))).toBe("Freitag, 14. März 2025, 19:00–22:00 Uhr");
    expect(plain(formatEventWhen(event, "en", berlin))).toMatch(/^Friday, March 14, 2025, 7:00 – 10:00 PM$/);
  });

  it("shows both dates of an event over midnight in the restaurant's zone", () => {
    const event = { startAt: "2025-03-14T22:00:00Z", endAt: "2025-03-15T01:00:00Z" };
    expect(plain(formatEventWhen(event, "de", berlin))).toBe("Freitag, 14. März 2025 um 23:00 – Samstag, 15. März 2025 um 02:00");
  });

  it("reads instants with an offset correctly", () => {
    const event = { startAt: "2025-07-01T20:00:00+02:00", endAt: null };
    expect(plain(formatEventWhen(event, "de", berlin))).toBe("Dienstag, 1. Juli 2025 um 20:00");
    expect(plain(formatEventWhen(event, "de", "UTC"))).toBe("Dienstag, 1. Juli 2025 um 18:00");
  });

  it("ignores an end that is not after the start", () => {
    const event = { startAt: "2025-03-14T18:00:00Z", endAt: "2025-03-14T18:00:00Z" };
    expect(plain(formatEventWhen(event, "de", berlin))).toBe("Freitag, 14. März 2025 um 19:00");
  });
});

describe("eventDateFormat", () => {
  it("falls back to the browser's zone for an unknown zone instead of throwing", () => {
    const zone = eventDateFormat("en", "Mars/Olympus").resolvedOptions().timeZone;
    expect(zone).toBe(new Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it("uses the browser's zone when none is given", () => {
    expect(eventDateFormat("de").resolvedOptions().timeZone).toBe(new Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it("survives a malformed language tag", () => {
    expect(() => eventDateFormat("not a tag!", berlin)).not.toThrow();
  });

  it("reuses one formatter per language and zone", () => {
    expect(eventDateFormat("de", berlin)).toBe(eventDateFormat("de", berlin));
  });
});
