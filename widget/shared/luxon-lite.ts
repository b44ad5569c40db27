/**
 * The part of luxon's `DateTime` that core/ uses, built on `Intl` alone: about 1 KB gzip instead
 * of luxon's 22 KB, which the widget's 45 KB budget cannot carry. vite.config.ts aliases `luxon` to
 * this module for the widget bundle only; the server and core's own tests run on real luxon.
 * The algorithms are luxon's (IANAZone.offset, fixOffset, adjustTime, getPossibleOffsets), and
 * luxon-lite.test.ts runs core's bookability through both and requires identical answers.
 * Anything outside this subset is not here: widget code must not import luxon itself.
 */

type DurationLike = { days?: number; weeks?: number; hours?: number; minutes?: number; seconds?: number; milliseconds?: number };

const MINUTE = 60_000;
const DAY = 86_400_000;
const formats = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, number>();

const systemZone = (): string => new Intl.DateTimeFormat().resolvedOptions().timeZone;
const isUtc = (zone: string): boolean => /^(utc|gmt)$/i.test(zone);
const pad = (n: number, width = 2): string => String(n).padStart(width, "0");

/** Minutes east of UTC of `zone` at `ts` (luxon's IANAZone.offset); NaN for a zone Intl does not know. */
function zoneOffset(zone: string, ts: number): number {
  if (isUtc(zone)) return 0;
  const fixed = /^UTC([+-])(\d\d):(\d\d)$/.exec(zone);
  if (fixed) return (fixed[1] === "-" ? -1 : 1) * (Number(fixed[2]) * 60 + Number(fixed[3]));
  let format = formats.get(zone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat("en-US", {
        timeZone: zone,
        hourCycle: "h23",
        era: "short",
        year: "numeric",
        month: "numeric",
        day: "numeric",
        hour: "numeric",
        minute: "numeric",
        second: "numeric",
      });
    } catch {
      return NaN;
    }
    formats.set(zone, format);
  }
  if (Number.isNaN(ts)) return NaN;
  const key = zone + ts;
  const known = offsets.get(key);
  if (known !== undefined) return known;
  if (offsets.size > 50_000) offsets.clear();
  const p: Record<string, string> = {};
  for (const { type, value } of format.formatToParts(ts)) p[type] = value;
  const year = p.era === "BC" ? 1 - Number(p.year) : Number(p.year);
  const asUtc = Date.UTC(year, Number(p.month) - 1, Number(p.day), Number(p.hour) % 24, Number(p.minute), Number(p.second));
  const offset = (asUtc - (ts - (((ts % 1000) + 1000) % 1000))) / MINUTE;
  offsets.set(key, offset);
  return offset;
}

/** luxon's fixOffset: the instant of wall time `local` (ms as if UTC) in `zone`, starting from offset guess `o`. */
function fixOffset(local: number, o: number, zone: string): [number, number] {
  let guess = local - o * MINUTE;
  const o2 = zoneOffset(zone, guess);
  if (o === o2) return [guess, o];
  guess -= (o2 - o) * MINUTE;
  const o3 = zoneOffset(zone, guess);
  if (o2 === o3) return [guess, o2];
  return [local - Math.min(o2, o3) * MINUTE, Math.max(o2, o3)];
}

const ISO = /^(\d{4})-(\d\d)-(\d\d)(?:T(\d\d):(\d\d)(?::(\d\d)(?:[.,](\d{1,9}))?)?)?(Z|[+-]\d\d(?::?\d\d)?)?$/i;

export class DateTime {
  private constructor(
    readonly ts: number,
    private readonly zoneName: string,
    /** Offset in minutes; NaN when invalid. */
    private readonly o: number,
  ) {}

  private static at(ts: number, zone: string): DateTime {
    return new DateTime(ts, zone, zoneOffset(zone, ts));
  }

  private static invalid(): DateTime {
    return new DateTime(NaN, "UTC", NaN);
  }

  static local(): DateTime {
    return DateTime.at(Date.now(), systemZone());
  }

  static fromJSDate(date: Date, options: { zone?: string } = {}): DateTime {
    return DateTime.at(date.getTime(), options.zone ?? systemZone());
  }

  /** ISO 8601 calendar dates and times; without an offset, a wall time in `zone`. */
  static fromISO(text: string, options: { zone?: string; setZone?: boolean } = {}): DateTime {
    const zone = options.zone ?? systemZone();
    const m = ISO.exec(text);
    if (!m) return DateTime.invalid();
    const [year, month, day, hour, minute, second] = m.slice(1, 7).map((v) => Number(v ?? 0)) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    const millisecond = m[7] ? Math.floor(parseFloat(`0.${m[7]}`) * 1000) : 0;
    const local = Date.UTC(year, month - 1, day, hour, minute, second, millisecond);
    const check = new Date(local);
    const dayValid = check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
    const timeValid = (hour < 24 && minute < 60 && second < 60) || (hour === 24 && !minute && !second && !millisecond);
    if (!timeValid || (!dayValid && hour !== 24) || Number.isNaN(zoneOffset(zone, 0))) return DateTime.invalid();
    const offset = m[8];
    if (offset) {
      const sign = offset[0] === "-" ? -1 : 1;
      const digits = offset.replace(/\D/g, "");
      const minutes = /z/i.test(offset) ? 0 : sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0));
      const ts = local - minutes * MINUTE;
      if (!options.setZone) return DateTime.at(ts, zone);
      return new DateTime(
        ts,
        minutes ? `UTC${sign < 0 ? "-" : "+"}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}` : "UTC",
        minutes,
      );
    }
    const [ts, o] = fixOffset(local, zoneOffset(zone, Date.now()), zone);
    return new DateTime(ts, zone, o);
  }

  get isValid(): boolean {
    return !Number.isNaN(this.o);
  }

  /** The wall clock, as a Date read through its UTC getters. */
  private get c(): Date {
    return new Date(this.ts + this.o * MINUTE);
  }

  /** Minutes east of UTC at this instant. */
  get offset(): number {
    return this.o;
  }

  /** 1 = Monday … 7 = Sunday. */
  get weekday(): number {
    return ((this.c.getUTCDay() + 6) % 7) + 1;
  }

  valueOf(): number {
    return this.ts;
  }

  toMillis(): number {
    return this.ts;
  }

  setZone(zone: string): DateTime {
    return DateTime.at(this.ts, zone);
  }

  toUTC(): DateTime {
    return new DateTime(this.ts, "UTC", this.isValid ? 0 : NaN);
  }

  toISODate(): string | null {
    if (!this.isValid) return null;
    const c = this.c;
    return `${pad(c.getUTCFullYear(), 4)}-${pad(c.getUTCMonth() + 1)}-${pad(c.getUTCDate())}`;
  }

  /** Only the tokens core uses: yyyy MM dd HH mm ss and 'quoted' text. */
  toFormat(format: string): string {
    if (!this.isValid) return "Invalid DateTime";
    const c = this.c;
    const tokens: Record<string, number> = {
      yyyy: c.getUTCFullYear(),
      MM: c.getUTCMonth() + 1,
      dd: c.getUTCDate(),
      HH: c.getUTCHours(),
      mm: c.getUTCMinutes(),
      ss: c.getUTCSeconds(),
    };
    return format.replace(/'([^']*)'|yyyy|MM|dd|HH|mm|ss/g, (token, text?: string) => text ?? pad(tokens[token]!, token.length));
  }

  toISO(options: { suppressMilliseconds?: boolean } = {}): string | null {
    if (!this.isValid) return null;
    const c = this.c;
    const ms = c.getUTCMilliseconds();
    const abs = Math.abs(this.o);
    const offset = isUtc(this.zoneName) ? "Z" : `${this.o < 0 ? "-" : "+"}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
    return `${this.toISODate()}T${this.toFormat("HH:mm:ss")}${ms || !options.suppressMilliseconds ? `.${pad(ms, 3)}` : ""}${offset}`;
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
      sign * (((d.hours ?? 0) * 60 + (d.minutes ?? 0)) * MINUTE + (d.seconds ?? 0) * 1000 + (d.milliseconds ?? 0)) +
      (days - Math.trunc(days)) * DAY;
    let [ts, o] = fixOffset(this.ts + this.o * MINUTE + Math.trunc(days) * DAY, this.o, this.zoneName);
    if (millis) {
      ts += millis;
      o = zoneOffset(this.zoneName, ts);
    }
    return new DateTime(ts, this.zoneName, o);
  }

  /** `this − other`, in minutes or (by default) milliseconds. */
  diff(other: DateTime, unit: "minutes" | "milliseconds" = "milliseconds"): DurationLike {
    const ms = this.ts - other.ts;
    return unit === "minutes" ? { minutes: ms / MINUTE } : { milliseconds: ms };
  }

  /** Both instants of an ambiguous wall time (a fall-back hour), else just this one. */
  getPossibleOffsets(): DateTime[] {
    if (!this.isValid || isUtc(this.zoneName) || this.zoneName.startsWith("UTC")) return [this];
    const local = this.ts + this.o * MINUTE;
    const o1 = zoneOffset(this.zoneName, local - zoneOffset(this.zoneName, local - DAY) * MINUTE);
    const o2 = zoneOffset(this.zoneName, local - zoneOffset(this.zoneName, local + DAY) * MINUTE);
    if (o1 === o2) return [this];
    const ts1 = local - o1 * MINUTE;
    const ts2 = local - o2 * MINUTE;
    const wall = (ts: number, o: number) => new Date(ts + o * MINUTE).toISOString().slice(11);
    return wall(ts1, o1) === wall(ts2, o2) ? [DateTime.at(ts1, this.zoneName), DateTime.at(ts2, this.zoneName)] : [this];
  }
}
