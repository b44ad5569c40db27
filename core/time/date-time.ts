import { DAY_MS, isFixedZone, isKnownZone, MINUTE_MS, offsetAt, utcMs } from "./zone-offset.ts";

/**
 * The part of luxon's `DateTime` Couvert uses, built on `Intl` alone so that the server, the
 * console and the widget run the same code (luxon is 22 KB gzip, more than the widget's budget
 * allows). The algorithms are luxon's (fixOffset, adjustTime, getPossibleOffsets), and
 * core/time/date-time.test.ts holds every method to luxon's answers around the DST changes of
 * several zones and years. Immutable; an invalid value (bad text, unknown zone) has `isValid`
 * false and NaN inside, as in luxon.
 */

export type DurationLike = {
  days?: number;
  weeks?: number;
  hours?: number;
  minutes?: number;
  seconds?: number;
  milliseconds?: number;
};

const DEFAULT_LOCALE = "en-US";

const systemZone = (): string => new Intl.DateTimeFormat().resolvedOptions().timeZone;
const pad = (n: number, width = 2): string => String(n).padStart(width, "0");

/** luxon's fixOffset: the instant of wall time `wall` (ms as if UTC) in `zone`, starting from offset guess `o`. */
function fixOffset(wall: number, o: number, zone: string): [number, number] {
  let guess = wall - o * MINUTE_MS;
  const o2 = offsetAt(zone, guess);
  if (o === o2) return [guess, o];
  guess -= (o2 - o) * MINUTE_MS;
  const o3 = offsetAt(zone, guess);
  if (o2 === o3) return [guess, o2];
  return [wall - Math.min(o2, o3) * MINUTE_MS, Math.max(o2, o3)];
}

const ISO = /^(\d{4})-(\d\d)-(\d\d)(?:T(\d\d):(\d\d)(?::(\d\d)(?:[.,](\d{1,9}))?)?)?(Z|[+-]\d\d(?::?\d\d)?)?$/i;

export class DateTime {
  readonly ts: number;
  /** The zone's name, as given (`Europe/Berlin`, `UTC`, `UTC+02:00`). */
  readonly zoneName: string;
  /** Minutes east of UTC; NaN when invalid. */
  private readonly o: number;
  private readonly localeTag: string;

  private constructor(ts: number, zoneName: string, o: number, localeTag: string = DEFAULT_LOCALE) {
    this.ts = ts;
    this.zoneName = zoneName;
    this.o = o;
    this.localeTag = localeTag;
  }

  private static at(ts: number, zone: string, locale?: string): DateTime {
    return new DateTime(ts, zone, offsetAt(zone, ts), locale);
  }

  private static invalid(): DateTime {
    return new DateTime(NaN, "UTC", NaN);
  }

  static now(): DateTime {
    return DateTime.at(Date.now(), systemZone());
  }

  static fromMillis(ms: number, options: { zone?: string } = {}): DateTime {
    return DateTime.at(ms, options.zone ?? systemZone());
  }

  static fromJSDate(date: Date, options: { zone?: string } = {}): DateTime {
    return DateTime.at(date.getTime(), options.zone ?? systemZone());
  }

  /**
   * ISO 8601 calendar dates and times. Without an offset, a wall time in `zone` (one in a
   * spring-forward gap moves forward, as in luxon); with one, the instant it names, shown in
   * `zone`, or in that offset itself with `setZone`.
   */
  static fromISO(text: string, options: { zone?: string; setZone?: boolean } = {}): DateTime {
    const m = ISO.exec(text);
    // The system zone is dear to ask for (an Intl formatter each time): only when the answer uses it.
    const zone = options.zone ?? (options.setZone && m?.[8] ? "UTC" : systemZone());
    if (!m || !isKnownZone(zone)) return DateTime.invalid();
    const [year, month, day, hour, minute, second] = m.slice(1, 7).map((v) => Number(v ?? 0)) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    const millisecond = m[7] ? Math.floor(parseFloat(`0.${m[7]}`) * 1000) : 0;
    const wall = utcMs(year, month, day, hour, minute, second, millisecond);
    const check = new Date(utcMs(year, month, day));
    const dayValid = check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
    const timeValid = (hour < 24 && minute < 60 && second < 60) || (hour === 24 && !minute && !second && !millisecond);
    if (!timeValid || !dayValid) return DateTime.invalid();
    const offset = m[8];
    if (offset) {
      const sign = offset[0] === "-" ? -1 : 1;
      const digits = offset.replace(/\D/g, "");
      const minutes = /z/i.test(offset) ? 0 : sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0));
      const ts = wall - minutes * MINUTE_MS;
      if (!options.setZone) return DateTime.at(ts, zone);
      const name = minutes ? `UTC${sign < 0 ? "-" : "+"}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}` : "UTC";
      return new DateTime(ts, name, minutes);
    }
    const [ts, o] = fixOffset(wall, offsetAt(zone, Date.now()), zone);
    return new DateTime(ts, zone, o);
  }

  get isValid(): boolean {
    return !Number.isNaN(this.o);
  }

  /** The wall clock, read through a Date's UTC getters. */
  private get wall(): Date {
    return new Date(this.ts + this.o * MINUTE_MS);
  }

  /** Minutes east of UTC at this instant. */
  get offset(): number {
    return this.o;
  }

  /** 1 = Monday … 7 = Sunday. */
  get weekday(): number {
    return ((this.wall.getUTCDay() + 6) % 7) + 1;
  }

  get locale(): string {
    return this.localeTag;
  }

  valueOf(): number {
    return this.ts;
  }

  toMillis(): number {
    return this.ts;
  }

  toJSDate(): Date {
    return new Date(this.ts);
  }

  setZone(zone: string): DateTime {
    return DateTime.at(this.ts, zone, this.localeTag);
  }

  setLocale(locale: string): DateTime {
    return new DateTime(this.ts, this.zoneName, this.o, locale);
  }

  toUTC(): DateTime {
    return new DateTime(this.ts, "UTC", this.isValid ? 0 : NaN, this.localeTag);
  }

  toISODate(): string | null {
    if (!this.isValid) return null;
    const wall = this.wall;
    const year = wall.getUTCFullYear();
    // ISO 8601's expanded years, as luxon writes them, outside 0000–9999.
    const y = year < 0 || year > 9999 ? `${year < 0 ? "-" : "+"}${pad(Math.abs(year), 6)}` : pad(year, 4);
    return `${y}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;
  }

  /** The wall clock, read through a Date's UTC getters (core/time/format-pattern.ts formats it). */
  get wallClock(): Date {
    return this.wall;
  }

  /** "HH:mm" of the wall clock; patterns with names go through `formatDateTime` (format-pattern.ts), which the widget does not bundle. */
  toTimeOfDay(): string | null {
    if (!this.isValid) return null;
    const wall = this.wall;
    return `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
  }

  toISO(options: { suppressMilliseconds?: boolean } = {}): string | null {
    if (!this.isValid) return null;
    const ms = this.wall.getUTCMilliseconds();
    const abs = Math.abs(this.o);
    const offset = /^(utc|gmt)$/i.test(this.zoneName)
      ? "Z"
      : `${this.o < 0 ? "-" : "+"}${pad(Math.floor(abs / 60))}:${pad(Math.trunc(abs % 60))}`;
    return `${this.toISODate()}T${this.toTimeOfDay()}:${pad(this.wall.getUTCSeconds())}${ms || !options.suppressMilliseconds ? `.${pad(ms, 3)}` : ""}${offset}`;
  }

  toString(): string {
    return this.toISO() ?? "Invalid DateTime";
  }

  plus(duration: DurationLike): DateTime {
    return this.adjust(duration, 1);
  }

  minus(duration: DurationLike): DateTime {
    return this.adjust(duration, -1);
  }

  /** luxon's adjustTime: days move the wall clock, time units move the instant. */
  private adjust(d: DurationLike, sign: number): DateTime {
    if (!this.isValid) return this;
    const days = sign * ((d.days ?? 0) + (d.weeks ?? 0) * 7);
    const millis =
      sign * (((d.hours ?? 0) * 60 + (d.minutes ?? 0)) * MINUTE_MS + (d.seconds ?? 0) * 1000 + (d.milliseconds ?? 0)) +
      (days - Math.trunc(days)) * DAY_MS;
    let [ts, o] = fixOffset(this.ts + this.o * MINUTE_MS + Math.trunc(days) * DAY_MS, this.o, this.zoneName);
    if (millis) {
      ts += millis;
      o = offsetAt(this.zoneName, ts);
    }
    return new DateTime(ts, this.zoneName, o, this.localeTag);
  }

  /** The first instant of this wall-clock day (luxon's `startOf("day")`). */
  startOf(unit: "day"): DateTime {
    if (!this.isValid || unit !== "day") return this;
    const wall = this.ts + this.o * MINUTE_MS;
    const [ts, o] = fixOffset(wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS), this.o, this.zoneName);
    return new DateTime(ts, this.zoneName, o, this.localeTag);
  }

  /** Whether `other`, on its own wall clock, shows the date this shows on this one (luxon's `hasSame(…, "day")`). */
  hasSame(other: DateTime, unit: "day"): boolean {
    return unit === "day" && this.isValid && other.isValid && this.toISODate() === other.toISODate();
  }

  /** `this − other`, in minutes or (by default) milliseconds. */
  diff(other: DateTime, unit: "minutes"): { minutes: number };
  diff(other: DateTime, unit?: "milliseconds"): { milliseconds: number };
  diff(other: DateTime, unit: "minutes" | "milliseconds" = "milliseconds"): DurationLike {
    const ms = this.ts - other.ts;
    return unit === "minutes" ? { minutes: ms / MINUTE_MS } : { milliseconds: ms };
  }

  /** Both instants of an ambiguous wall time (a fall-back hour), else just this one. */
  getPossibleOffsets(): DateTime[] {
    if (!this.isValid || isFixedZone(this.zoneName)) return [this];
    const wall = this.ts + this.o * MINUTE_MS;
    const o1 = offsetAt(this.zoneName, wall - offsetAt(this.zoneName, wall - DAY_MS) * MINUTE_MS);
    const o2 = offsetAt(this.zoneName, wall - offsetAt(this.zoneName, wall + DAY_MS) * MINUTE_MS);
    if (o1 === o2) return [this];
    const ts1 = wall - o1 * MINUTE_MS;
    const ts2 = wall - o2 * MINUTE_MS;
    const wallOf = (ts: number, o: number) => new Date(ts + o * MINUTE_MS).toISOString().slice(11);
    return wallOf(ts1, o1) === wallOf(ts2, o2)
      ? [DateTime.at(ts1, this.zoneName, this.localeTag), DateTime.at(ts2, this.zoneName, this.localeTag)]
      : [this];
  }
}
