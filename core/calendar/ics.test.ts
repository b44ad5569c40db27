import { describe, expect, it } from "vitest";
import ICAL from "ical.js";
import { buildIcs, calendarUrl, escapeText, foldLine } from "./ics.ts";

const now = new Date("2026-03-01T09:30:15.123Z");
const event = {
  uid: "reservation-123456-lumen@couvert",
  start: "2026-03-06T19:00:00+01:00",
  end: "2026-03-06T20:00:00Z",
  summary: "Table for 2, Trattoria Lumen",
  description: "Reservation 123456; bring your appetite, please\nSee you!",
};
const octets = (s: string) => new TextEncoder().encode(s).length;

describe("buildIcs", () => {
  const ics = buildIcs(event, now);
  const lines = ics.split("\r\n");

  it("uses CRLF line endings only, and ends with one", () => {
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("wraps one VEVENT in a VCALENDAR with version and product id", () => {
    expect(lines.slice(0, 3)).toEqual(["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Couvert//Reservations//EN"]);
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines.at(-2)).toBe("END:VCALENDAR");
  });

  it("has UID, DTSTAMP and start and end in UTC", () => {
    expect(lines).toContain("UID:reservation-123456-lumen@couvert");
    expect(lines).toContain("DTSTAMP:20260301T093015Z");
    expect(lines).toContain("DTSTART:20260306T180000Z");
    expect(lines).toContain("DTEND:20260306T200000Z");
  });

  it("escapes text values", () => {
    expect(lines).toContain("SUMMARY:Table for 2\\, Trattoria Lumen");
    expect(lines).toContain("DESCRIPTION:Reservation 123456\\; bring your appetite\\, please\\nSee you!");
  });

  it("folds long lines at 75 octets", () => {
    const long = buildIcs({ ...event, description: "x".repeat(200) }, now).split("\r\n");
    const start = long.findIndex((l) => l.startsWith("DESCRIPTION:"));
    expect(octets(long[start]!)).toBe(75);
    expect(long[start + 1]!.startsWith(" ")).toBe(true);
    expect(long.every((l) => octets(l) <= 75)).toBe(true);
    const unfolded = long.join("\r\n").replace(/\r\n /g, "").split("\r\n");
    expect(unfolded).toContain(`DESCRIPTION:${"x".repeat(200)}`);
  });
});

describe("escapeText", () => {
  it("escapes backslashes first", () => {
    expect(escapeText("a\\b;c,d\r\ne")).toBe("a\\\\b\\;c\\,d\\ne");
  });
});

describe("foldLine", () => {
  it("leaves a line of 75 octets alone", () => {
    expect(foldLine("a".repeat(75))).toBe("a".repeat(75));
  });

  it("never splits a multi-byte character", () => {
    const line = `SUMMARY:${"ü".repeat(80)}`;
    const parts = foldLine(line).split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      expect(part).not.toContain("\uFFFD");
    }
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join("")).toBe(line);
  });
});

describe("calendarUrl", () => {
  const page = "https://bistro.example/reserve/?utm=x#top";

  it("resolves a relative manage-url against the page", () => {
    expect(calendarUrl("#manage", page)).toBe("https://bistro.example/reserve/?utm=x#manage");
    expect(calendarUrl("/booking/manage", page)).toBe("https://bistro.example/booking/manage");
    expect(calendarUrl("https://other.example/m", page)).toBe("https://other.example/m");
  });

  it("gives no URL without a manage-url, or for one that is not a URL", () => {
    expect(calendarUrl(null, page)).toBeNull();
    expect(calendarUrl("", page)).toBeNull();
    expect(calendarUrl("http://[bad", page)).toBeNull();
  });

  it("writes no URL line without one", () => {
    expect(buildIcs(event, now)).not.toMatch(/\r\nURL:/);
    expect(buildIcs({ ...event, url: "https://bistro.example/#manage" }, now)).toContain("\r\nURL:https://bistro.example/#manage\r\n");
  });

  it("calls an event off with METHOD:CANCEL and STATUS:CANCELLED under the same UID, and numbers versions with SEQUENCE", () => {
    const event = { uid: "reservation-b-1@couvert", start: "2026-06-04T17:00:00Z", end: "2026-06-04T19:00:00Z", summary: "Table" };
    const lines = (ics: string) => ics.split("\r\n");
    const published = lines(buildIcs(event, new Date("2026-06-01T10:00:00Z")));
    expect(published).toContain("METHOD:PUBLISH");
    expect(published.some((line) => line.startsWith("SEQUENCE"))).toBe(false);
    expect(published).toContain("STATUS:CONFIRMED");
    const cancelled = lines(buildIcs({ ...event, cancelled: true, sequence: 7 }, new Date("2026-06-02T10:00:00Z")));
    expect(cancelled).toContain("METHOD:CANCEL");
    expect(cancelled).toContain("STATUS:CANCELLED");
    expect(cancelled).toContain("SEQUENCE:7");
    expect(cancelled).toContain("UID:reservation-b-1@couvert");
  });
});

describe("buildIcs, read by a calendar library (ical.js)", () => {
  const read = (ics: string) => {
    const calendar = new ICAL.Component(ICAL.parse(ics));
    return { calendar, event: calendar.getFirstSubcomponent("vevent")! };
  };

  it("names the restaurant as ORGANIZER of a PUBLISH and a CANCEL (RFC 5546), quoting its name", () => {
    const organizer = { name: 'Trattoria "Lumen"; Berlin, Mitte', address: "no-reply@bistro.example" };
    for (const cancelled of [false, true]) {
      const { calendar, event: read_ } = read(buildIcs({ ...event, organizer, cancelled }, now));
      expect(calendar.getFirstPropertyValue("method")).toBe(cancelled ? "CANCEL" : "PUBLISH");
      const property = read_.getFirstProperty("organizer")!;
      expect(property.getFirstValue()).toBe("mailto:no-reply@bistro.example");
      expect(property.getParameter("cn")).toBe("Trattoria Lumen; Berlin, Mitte");
    }
  });

  it("says TENTATIVE while the booking waits for the restaurant, CONFIRMED once it stands, CANCELLED when called off", () => {
    expect(read(buildIcs({ ...event, tentative: true }, now)).event.getFirstPropertyValue("status")).toBe("TENTATIVE");
    expect(read(buildIcs(event, now)).event.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(read(buildIcs({ ...event, tentative: true, cancelled: true }, now)).event.getFirstPropertyValue("status")).toBe("CANCELLED");
  });

  it("reads back UID, SEQUENCE, times and text as written", () => {
    const { event: read_ } = read(buildIcs({ ...event, sequence: 3600, location: "Torstraße 1, Berlin" }, now));
    expect(read_.getFirstPropertyValue("uid")).toBe(event.uid);
    expect(read_.getFirstPropertyValue("sequence")).toBe(3600);
    expect((read_.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString()).toBe("2026-03-06T18:00:00.000Z");
    expect(read_.getFirstPropertyValue("description")).toBe(event.description);
    expect(read_.getFirstPropertyValue("location")).toBe("Torstraße 1, Berlin");
  });
});
