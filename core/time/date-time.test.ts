import fc from "fast-check";
import { DateTime as Luxon } from "luxon";
import { describe, expect, it } from "vitest";
import {
  DateTime,
  formatDateTime,
  formatMinutesOfDay,
  instantToLocalDateTime,
  localDateOf,
  localDateTimeToInstant,
  localToInstant,
  toUtcIso,
} from "../time.ts";

/**
 * Couvert's time module against luxon, the trusted oracle: every DST change of zones with odd
 * rules over five years, each wall time and instant near it, and random instants on top. The
 * server, console and widget all run this module, so an answer here is the answer everywhere.
 */
const ZONES = [
  "Europe/Berlin",
  "America/New_York",
  "Australia/Lord_Howe", // 30-minute DST
  "America/Santiago", // changes at midnight
  "Asia/Kolkata", // +5:30, no DST
  "Pacific/Chatham", // +12:45 / +13:45
  "Europe/Dublin", // "winter time" is the negative DST
];
const FIRST_YEAR = 2024;
const LAST_YEAR = 2028;
const MINUTE = 60_000;
const HOUR = 3_600_000;

/** Every instant (to the minute) at which `zone`'s offset changes in the years tested, found with luxon. */
function changesOf(zone: string): number[] {
  const offset = (ms: number) => Luxon.fromMillis(ms, { zone }).offset;
  const changes: number[] = [];
  for (let day = Date.UTC(FIRST_YEAR, 0, 1); day < Date.UTC(LAST_YEAR + 1, 0, 1); day += 24 * HOUR) {
    if (offset(day) === offset(day + 24 * HOUR)) continue;
    let low = day;
    let high = day + 24 * HOUR;
    while (high - low > MINUTE) {
      const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
      if (offset(middle) === offset(low)) low = middle;
      else high = middle;
    }
    changes.push(high);
  }
  return changes;
}

/** The wall-time rule of docs/api.md §5.5, in luxon: null in a gap, the first of two. */
function luxonLocalToInstant(date: string, time: string, zone: string): number | null {
  const candidate = Luxon.fromISO(`${date}T${time}`, { zone });
  if (!candidate.isValid || candidate.toFormat("yyyy-MM-dd'T'HH:mm") !== `${date}T${time}`) return null;
  return Math.min(...candidate.getPossibleOffsets().map((dt) => dt.toMillis()));
}

const wallOf = (ms: number, zone: string) => Luxon.fromMillis(ms, { zone }).toFormat("yyyy-MM-dd'T'HH:mm");

/** What the rest of Couvert reads off an instant, from either library. */
const readings = (dt: DateTime | Luxon) => ({
  ms: dt.toMillis(),
  offset: dt.offset,
  weekday: dt.weekday,
  date: dt.toISODate(),
  wall: dt instanceof Luxon ? dt.toFormat("yyyy-MM-dd'T'HH:mm:ss") : formatDateTime(dt, "yyyy-MM-dd'T'HH:mm:ss"),
  time: dt instanceof Luxon ? (dt.isValid ? dt.toFormat("HH:mm") : null) : dt.toTimeOfDay(),
  iso: dt.toISO(),
  isoShort: dt.toISO({ suppressMilliseconds: true }),
  utc: dt.toUTC().toISO({ suppressMilliseconds: true }),
});

const CHANGES = ZONES.map((zone) => ({ zone, changes: changesOf(zone) }));

describe("the time module against luxon, around every DST change", () => {
  it("finds the changes it is meant to test", () => {
    const count = (zone: string) => CHANGES.find((c) => c.zone === zone)!.changes.length;
    expect(count("Europe/Berlin")).toBe(2 * (LAST_YEAR - FIRST_YEAR + 1));
    expect(count("Australia/Lord_Howe")).toBe(2 * (LAST_YEAR - FIRST_YEAR + 1));
    expect(count("Asia/Kolkata")).toBe(0);
  });

  for (const { zone, changes } of CHANGES) {
    it(`reads instants and wall times as luxon does in ${zone}`, () => {
      const around = changes.length ? changes : [Date.UTC(2026, 2, 29, 1), Date.UTC(2026, 9, 25, 1)];
      for (const change of around) {
        // Instants → wall clock, offset, date, weekday, and arithmetic from there.
        for (let ms = change - 2 * HOUR; ms <= change + 2 * HOUR; ms += 30 * MINUTE) {
          for (const at of ms === change ? [ms - 1, ms] : [ms]) {
            const ours = DateTime.fromMillis(at, { zone });
            const theirs = Luxon.fromMillis(at, { zone });
            expect(readings(ours), `${zone} ${at}`).toEqual(readings(theirs));
            expect(localDateOf(new Date(at), zone)).toBe(theirs.toISODate());
            for (const step of [{ days: 1 }, { days: -1 }, { minutes: 90 }, { hours: -2 }])
              expect(readings(ours.plus(step)), `${zone} ${at} + ${JSON.stringify(step)}`).toEqual(readings(theirs.plus(step)));
            expect(readings(ours.startOf("day")), `${zone} ${at} start of day`).toEqual(readings(theirs.startOf("day")));
            expect(ours.hasSame(DateTime.fromMillis(change, { zone }), "day")).toBe(
              theirs.hasSame(Luxon.fromMillis(change, { zone }), "day"),
            );
          }
        }
        // Wall times → instants, every 15 minutes from 6 hours before the change to 6 hours after.
        const from = Date.parse(`${wallOf(change, zone).slice(0, 13)}:00Z`) - 6 * HOUR;
        for (let wall = from; wall <= from + 12 * HOUR; wall += 15 * MINUTE) {
          const [local, time] = new Date(wall).toISOString().slice(0, 16).split("T") as [string, string];
          const expected = luxonLocalToInstant(local, time, zone);
          expect(localToInstant(local, time, zone)?.toMillis() ?? null, `${zone} ${local} ${time}`).toBe(expected);
          expect(localDateTimeToInstant(`${local}T${time}`, zone)).toBe(expected === null ? null : toUtcIso(new Date(expected)));
          // luxon's own fromISO: a gap moves forward, an ambiguous time takes luxon's pick.
          expect(readings(DateTime.fromISO(`${local}T${time}`, { zone }))).toEqual(readings(Luxon.fromISO(`${local}T${time}`, { zone })));
          if (expected !== null) expect(instantToLocalDateTime(new Date(expected).toISOString(), zone)).toBe(`${local}T${time}`);
        }
      }
    });
  }
});

describe("the time module against luxon, at random", () => {
  const instant = fc.integer({ min: Date.UTC(FIRST_YEAR, 0, 1), max: Date.UTC(LAST_YEAR, 11, 31) });
  const zone = fc.constantFrom(...ZONES, "UTC", "America/St_Johns", "Asia/Beirut");

  it("reads any instant in any zone the same way, and moves by days and minutes the same way", () => {
    fc.assert(
      fc.property(instant, zone, fc.integer({ min: -400, max: 400 }), fc.integer({ min: -3000, max: 3000 }), (ms, z, days, minutes) => {
        const ours = DateTime.fromMillis(ms, { zone: z });
        const theirs = Luxon.fromMillis(ms, { zone: z });
        expect(readings(ours)).toEqual(readings(theirs));
        expect(readings(ours.plus({ days }))).toEqual(readings(theirs.plus({ days })));
        expect(readings(ours.plus({ minutes }))).toEqual(readings(theirs.plus({ minutes })));
        expect(readings(ours.plus({ days, minutes }))).toEqual(readings(theirs.plus({ days, minutes })));
      }),
      { numRuns: 1000 },
    );
  });

  it("turns any wall time into the instant luxon's rule gives", () => {
    fc.assert(
      fc.property(instant, zone, fc.integer({ min: 0, max: 1439 }), (ms, z, minute) => {
        const date = new Date(ms).toISOString().slice(0, 10);
        const time = formatMinutesOfDay(minute);
        expect(localToInstant(date, time, z)?.toMillis() ?? null).toBe(luxonLocalToInstant(date, time, z));
      }),
      { numRuns: 1000 },
    );
  });

  it("parses the API's instants and owners' dates as luxon does", () => {
    const offsets = fc.constantFrom("Z", "+01:00", "-03:30", "+12:45", "+0530", "");
    fc.assert(
      fc.property(instant, zone, offsets, fc.boolean(), fc.boolean(), (ms, z, offset, setZone, millis) => {
        const text = new Date(ms).toISOString().slice(0, millis ? 23 : 19) + offset;
        const options = { zone: z, setZone };
        expect(readings(DateTime.fromISO(text, options)), text).toEqual(readings(Luxon.fromISO(text, options)));
        expect(DateTime.fromISO(text.slice(0, 10), { zone: z }).toISODate()).toBe(
          Luxon.fromISO(text.slice(0, 10), { zone: z }).toISODate(),
        );
      }),
      { numRuns: 1000 },
    );
  });

  it("formats the notification catalogs' patterns as luxon does, in English and German", () => {
    const patterns = fc.constantFrom(
      "cccc, d LLLL yyyy 'at' HH:mm",
      "EEE d MMM HH:mm",
      "cccc, d. LLLL yyyy 'um' HH:mm 'Uhr'",
      "EEE, d. MMM, HH:mm",
      "cccc, d. LLLL",
      "ccc LLL EEEE MMMM M L dd d H HH mm ss y",
      "yyyy-MM-dd HH:mm:ss",
    );
    fc.assert(
      fc.property(instant, zone, patterns, fc.constantFrom("en", "de"), (ms, z, pattern, lang) => {
        expect(formatDateTime(DateTime.fromMillis(ms, { zone: z }).setLocale(lang), pattern)).toBe(
          Luxon.fromMillis(ms, { zone: z }).setLocale(lang).toFormat(pattern),
        );
      }),
      { numRuns: 800 },
    );
  });
});

describe("the far ends of the calendar", () => {
  it("reads years before 100 and up to 9999 as luxon does, not as Date.UTC's 1900s", () => {
    for (const text of ["0000-01-01T00:00:00Z", "0050-06-15T12:00:00+01:00", "0099-12-31T23:59:59Z", "9999-12-31T23:59:59Z"]) {
      for (const zone of ["UTC", "Europe/Berlin", "America/New_York"]) {
        expect(readings(DateTime.fromISO(text, { zone })), `${text} ${zone}`).toEqual(readings(Luxon.fromISO(text, { zone })));
        expect(readings(DateTime.fromISO(text.slice(0, 16), { zone }))).toEqual(readings(Luxon.fromISO(text.slice(0, 16), { zone })));
      }
    }
    expect(localToInstant("0050-06-15", "12:00", "UTC")?.toISO()).toBe("0050-06-15T12:00:00.000Z");
  });
});

describe("what luxon would take but Couvert refuses", () => {
  it("is invalid for malformed text, impossible dates and unknown zones", () => {
    for (const text of ["", "2026-02-30", "2026-13-01T10:00", "2026-03-01T25:00", "yesterday"]) {
      expect(DateTime.fromISO(text, { zone: "Europe/Berlin" }).isValid, text).toBe(false);
      expect(Luxon.fromISO(text, { zone: "Europe/Berlin" }).isValid, text).toBe(false);
    }
    expect(DateTime.fromISO("2026-03-01", { zone: "Not/AZone" }).isValid).toBe(false);
    expect(localToInstant("2026-03-01", "12:00", "Not/AZone")).toBeNull();
    expect(localToInstant("2026-02-30", "12:00", "Europe/Berlin")).toBeNull();
    expect(() => formatDateTime(DateTime.fromMillis(0, { zone: "UTC" }), "x")).toThrow(RangeError);
    expect(DateTime.fromISO("yesterday", { zone: "UTC" }).toTimeOfDay()).toBeNull();
  });

  it("reads the wall clock's HH:mm as luxon does, without the pattern formatter", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -2e12, max: 4e12 }),
        fc.constantFrom("UTC", "Europe/Berlin", "America/St_Johns", "Asia/Kathmandu"),
        (ms, zone) => {
          expect(DateTime.fromMillis(ms, { zone }).toTimeOfDay()).toBe(Luxon.fromMillis(ms, { zone }).toFormat("HH:mm"));
        },
      ),
    );
  });
});
