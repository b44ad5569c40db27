import { describe, expect, it } from "vitest";
import { formatEventWhen } from "./format.ts";

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

describe("formatEventWhen without a usable zone", () => {
  const event = { startAt: "2025-07-01T18:00:00Z", endAt: null };
  const inBrowserZone = (locale: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: "full", timeStyle: "short" }).format(new Date(event.startAt));

  it("uses the browser's zone when none is given", () => {
    expect(formatEventWhen(event, "de")).toBe(inBrowserZone("de"));
    expect(formatEventWhen(event, "de", "")).toBe(inBrowserZone("de"));
  });

  it("keeps the restaurant's zone under a malformed language tag (English instead)", () => {
    expect(plain(formatEventWhen(event, "not a tag!", berlin))).toBe("Tuesday, July 1, 2025 at 8:00 PM");
    expect(plain(formatEventWhen(event, "en_US", berlin))).toBe("Tuesday, July 1, 2025 at 8:00 PM");
    expect(formatEventWhen(event, "de_DE", berlin)).toBe("Dienstag, 1. Juli 2025 um 20:00");
  });

  it("shows an unknown zone's times in UTC rather than throwing", () => {
    expect(formatEventWhen(event, "de", "Mars/Olympus")).toBe("Dienstag, 1. Juli 2025 um 18:00");
  });
});
