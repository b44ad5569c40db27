/**
 * Offsets of IANA zones from `Intl` alone, fast enough for slot listing on a phone.
 * Reading a zone's wall clock through `Intl` costs microseconds and is the slow part of all time
 * arithmetic, so each zone gets one formatter, and its offset is read once per UTC day: when the
 * offsets at both ends of a day agree, the whole day has that offset (no zone changes its clocks
 * and back again within a day); when they differ, the change is searched for once, to the second.
 */

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;
/** Days remembered per zone before the memory starts over. */
const MAX_DAYS_KEPT = 20_000;

/** `Date.UTC` for every year: it reads years 0–99 as 1900–1999, which luxon (and ISO 8601) do not. */
export function utcMs(year: number, month: number, day: number, hour = 0, minute = 0, second = 0, millisecond = 0): number {
  const ms = Date.UTC(year, month - 1, day, hour, minute, second, millisecond);
  if (year >= 100 || year < 0 || Number.isNaN(ms)) return ms;
  const date = new Date(ms);
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

interface Zone {
  format: Intl.DateTimeFormat;
  /** UTC day number → offset (minutes) at its first millisecond. */
  dayStarts: Map<number, number>;
  /** UTC day number → the first millisecond of the day's later offset, for days on which it changes. */
  changes: Map<number, number>;
}

/** A zone by name; `{ fixed }` for UTC and the `UTC±hh:mm` offsets DateTime.fromISO keeps; null when Intl does not know it. */
const zones = new Map<string, Zone | { fixed: number } | null>();

const FIXED = /^UTC([+-])(\d\d):(\d\d)$/;

function zoneNamed(name: string): Zone | { fixed: number } | null {
  const known = zones.get(name);
  if (known !== undefined) return known;
  let zone: Zone | { fixed: number } | null;
  const fixed = FIXED.exec(name);
  if (/^(utc|gmt)$/i.test(name)) zone = { fixed: 0 };
  else if (fixed) zone = { fixed: (fixed[1] === "-" ? -1 : 1) * (Number(fixed[2]) * 60 + Number(fixed[3])) };
  else {
    try {
      const format = new Intl.DateTimeFormat("en-US", {
        timeZone: name,
        hourCycle: "h23",
        era: "short",
        year: "numeric",
        month: "numeric",
        day: "numeric",
        hour: "numeric",
        minute: "numeric",
        second: "numeric",
      });
      zone = { format, dayStarts: new Map(), changes: new Map() };
    } catch {
      zone = null;
    }
  }
  zones.set(name, zone);
  return zone;
}

/** Whether `Intl` (or the fixed forms above) knows the zone. */
export const isKnownZone = (name: string): boolean => zoneNamed(name) !== null;

/** Whether the zone keeps one offset forever (UTC, `UTC+05:30`). */
export const isFixedZone = (name: string): boolean => {
  const zone = zoneNamed(name);
  return zone !== null && "fixed" in zone;
};

/** The offset read off the zone's wall clock at `ts`: the exact, slow way (luxon's IANAZone.offset). */
function measuredOffset(zone: Zone, ts: number): number {
  let year = 0;
  let month = 0;
  let day = 0;
  let hour = 0;
  let minute = 0;
  let second = 0;
  let bc = false;
  for (const { type, value } of zone.format.formatToParts(ts)) {
    if (type === "year") year = Number(value);
    else if (type === "month") month = Number(value);
    else if (type === "day") day = Number(value);
    else if (type === "hour") hour = Number(value) % 24;
    else if (type === "minute") minute = Number(value);
    else if (type === "second") second = Number(value);
    else if (type === "era") bc = value === "BC";
  }
  const wall = utcMs(bc ? 1 - year : year, month, day, hour, minute, second);
  return (wall - (ts - (((ts % 1000) + 1000) % 1000))) / MINUTE_MS;
}

function offsetAtDayStart(zone: Zone, day: number): number {
  let offset = zone.dayStarts.get(day);
  if (offset === undefined) {
    if (zone.dayStarts.size > MAX_DAYS_KEPT) zone.dayStarts.clear();
    offset = measuredOffset(zone, day * DAY_MS);
    zone.dayStarts.set(day, offset);
  }
  return offset;
}

/** The first second of `day` that has the later offset `after`. */
function changeWithin(zone: Zone, day: number, after: number): number {
  let change = zone.changes.get(day);
  if (change === undefined) {
    let low = day * 86_400; // seconds: the earlier offset holds here
    let high = low + 86_400; // the later one here
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (measuredOffset(zone, middle * 1000) === after) high = middle;
      else low = middle;
    }
    change = high * 1000;
    zone.changes.set(day, change);
  }
  return change;
}

/** Minutes east of UTC that `name`'s clocks keep at instant `ts`; NaN for an unknown zone or instant. */
export function offsetAt(name: string, ts: number): number {
  const zone = zoneNamed(name);
  if (zone === null || !Number.isFinite(ts)) return NaN;
  if ("fixed" in zone) return zone.fixed;
  const day = Math.floor(ts / DAY_MS);
  const start = offsetAtDayStart(zone, day);
  const end = offsetAtDayStart(zone, day + 1);
  if (start === end) return start;
  return ts < changeWithin(zone, day, end) ? start : end;
}

/**
 * docs/api.md §5.5: the instant at which `name`'s clocks show the wall time `wall` (milliseconds
 * as if the wall clock were UTC): null when it does not exist (a spring-forward gap), the earlier
 * of the two when it exists twice (fall-back).
 */
export function firstInstantOfWallTime(wall: number, name: string): number | null {
  const before = offsetAt(name, wall - DAY_MS);
  const after = offsetAt(name, wall + DAY_MS);
  if (Number.isNaN(before) || Number.isNaN(after)) return null;
  // The offset a day either side is what the clocks keep around any change (none changes twice a day).
  const early = Math.max(before, after);
  const late = Math.min(before, after);
  for (const offset of [early, late]) {
    const ts = wall - offset * MINUTE_MS;
    if (offsetAt(name, ts) === offset) return ts;
  }
  return null;
}
