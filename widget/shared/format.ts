import { localDateOf, type LocalDate } from "../../core/time.ts";
import { canonicalLocale } from "../../core/locale.ts";
import { dateFormat } from "../../ui-shared/date-format.ts";
import { eventWhenIn, longDayIn, shortDayIn, wallTimeIn, type CalendarWords } from "../../core/time/calendar-words.ts";
import type { ListedEvent } from "../../core/events/schemas.ts";
import { formatEventWhen } from "../../ui-shared/event-card/format.ts";
import { common, LANGS, type Lang } from "../i18n/index.ts";
import { keepsBrowserOffsets } from "./browser-offsets.ts";
import { oneATask, yieldFirst } from "./one-a-task.ts";
import { loaderHandover } from "./script.ts";

/** Per zone and language: the formatter that names the zone, or null when `Intl` cannot (built once: building one costs milliseconds on a phone). */
const zoneNamers = new Map<string, Intl.DateTimeFormat | null>();

/**
 * A zone's name for people: "Central European Time" / "Mitteleuropäische Zeit" for
 * Europe/Berlin; the IANA name when `Intl` has none (it would say "GMT+00:00").
 */
export function zoneName(zone: string, locale: string, at = new Date()): string {
  const key = `${zone} ${locale}`;
  let namer = zoneNamers.get(key);
  if (namer === undefined) {
    try {
      namer = new Intl.DateTimeFormat(canonicalLocale(locale), { timeZone: zone, timeZoneName: "longGeneric" });
    } catch {
      namer = null; // an unknown zone or no longGeneric support: the IANA name below
    }
    zoneNamers.set(key, namer);
  }
  const name = namer?.formatToParts(at).find((part) => part.type === "timeZoneName")?.value;
  if (name && !/^GMT|^UTC/.test(name)) return name;
  return zone.replace(/_/g, " ");
}

const noon = (date: LocalDate) => new Date(`${date}T12:00:00Z`);

/**
 * The catalogue's calendar words for a plain tag ("de", not "de-AT") whose texts are loaded: the
 * same text as Intl's for it (format.browser.test.ts), without a formatter, whose first one loads the
 * browser's date data (issue 30: a first screen then waits for nothing).
 */
const wordsFor = (locale: string): CalendarWords | undefined =>
  (LANGS as readonly string[]).includes(locale) ? common[locale as Lang]?.calendar : undefined;

/** "Friday, 6 March 2026" (a local date, no zone arithmetic). */
export function formatDay(date: LocalDate, locale: string): string {
  const words = wordsFor(locale);
  if (words) return longDayIn(words, date);
  return dateFormat(locale, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(noon(date));
}

/** "March 2026" for "2026-03". */
export const formatMonth = (month: string, locale: string): string =>
  dateFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(noon(`${month}-01`));

/** Short weekday names, Monday first. */
export const weekdayNames = (locale: string): string[] =>
  // 2024-01-01 was a Monday.
  Array.from({ length: 7 }, (_, i) => dateFormat(locale, { weekday: "short", timeZone: "UTC" }).format(noon(`2024-01-0${i + 1}`)));

/** "19:00" / "7:00 PM": the wall time of an instant in the restaurant's zone. */
export const formatTime = (iso: string, zone: string, locale: string): string =>
  dateFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: zone }).format(new Date(iso));

type WallTimeText = (hours: number, minutes: number) => string;

/** Per language: how a wall time is written, learnt from `Intl` once (see `formatWallTime`). */
const wallTimeTexts = new Map<string, WallTimeText>();

/**
 * `formatToParts`, each part's text as `format` writes it: V8's `format` writes a plain space where
 * its parts have ICU's narrow no-break space (before "PM"), one character for one.
 */
function partsAsFormatted(format: Intl.DateTimeFormat, date: Date): Intl.DateTimeFormatPart[] | null {
  const text = format.format(date);
  let at = 0;
  const parts = format.formatToParts(date).map((part) => ({ type: part.type, value: text.slice(at, (at += part.value.length)) }));
  return at === text.length ? parts : null;
}

/**
 * How `locale` writes a time of day, from two of `Intl`'s own outputs (a morning's and an
 * evening's, in parts): the hour in the language's cycle (`h23`, `h12`…), padded as Intl pads it,
 * the minutes, and everything else (separators, "AM"/"PM" and where they stand) copied. Digits
 * other than 0–9 (a numbering system of its own) keep Intl for every time.
 */
function learnWallTime(locale: string): WallTimeText {
  // The formatter `formatTime` uses and the loader's worker warms: no new one to build.
  const format = dateFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: browserZone() });
  // Local dates: 1 January has no clock change anywhere.
  const [morning, evening] = [9, 21].map((hour) => partsAsFormatted(format, new Date(2024, 0, 1, hour, 5)));
  const value = (type: string) => morning?.find((part) => part.type === type)?.value;
  if (!morning || !evening || value("minute") !== "05" || !/^0?9$/.test(value("hour") ?? "")) {
    return (hours, minutes) => format.format(new Date(2024, 0, 1, hours, minutes));
  }
  const cycle = format.resolvedOptions().hourCycle ?? "h23";
  const width = value("hour")!.length;
  const hourOf = (hours: number) =>
    cycle === "h12" ? hours % 12 || 12 : cycle === "h11" ? hours % 12 : cycle === "h24" ? hours || 24 : hours;
  return (hours, minutes) =>
    (hours < 12 ? morning : evening)
      .map((part) =>
        part.type === "hour"
          ? String(hourOf(hours)).padStart(width, "0")
          : part.type === "minute"
            ? String(minutes).padStart(2, "0")
            : part.value,
      )
      .join("");
}

/**
 * "19:00" / "7:00 PM" for a wall time ("HH:MM") as the API gives it beside each instant (a slot's
 * `time`: already in the restaurant's zone), the same text as `formatTime`'s for that instant, without
 * asking `Intl` for each: a day's list of times formats dozens (issue 30).
 */
export function formatWallTime(time: string, locale: string): string {
  const words = wordsFor(locale);
  if (words) return wallTimeIn(words, time);
  let text = wallTimeTexts.get(locale);
  if (!text) wallTimeTexts.set(locale, (text = learnWallTime(locale)));
  return text(Number(time.slice(0, 2)), Number(time.slice(3, 5)));
}

/**
 * An event's date and time in the restaurant's zone ("Friday, March 14, 2025, 7:00 – 10:00 PM"): from
 * the catalogue's words and the answer's wall times (`startLocal`, `endLocal`) where `locale` has
 * them, the same text as `Intl`'s without a formatter (issue 30); else `Intl`'s.
 */
export function formatEventTimes(event: ListedEvent, locale: string, zone: string): string {
  const words = wordsFor(locale);
  if (!words) return formatEventWhen(event, locale, zone);
  const ends = event.endAt !== null && Date.parse(event.endAt) > Date.parse(event.startAt);
  return eventWhenIn(words, event.startLocal, ends ? event.endLocal : null);
}

/** "Friday, 6 March 2026, 19:00" in the restaurant's zone. */
export const formatWhen = (iso: string, zone: string, locale: string): string =>
  dateFormat(locale, { dateStyle: "full", timeStyle: "short", timeZone: zone }).format(new Date(iso));

let ownZone: string | undefined;

/** The browser's own zone (to tell the guest when times are shown in another one); read once, every render asks. */
export const browserZone = (): string => (ownZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);

/** "Sat, Nov 21" (a local date, no zone arithmetic). */
export function formatShortDay(date: LocalDate, locale: string): string {
  const words = wordsFor(locale);
  if (words) return shortDayIn(words, date);
  return dateFormat(locale, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(noon(date));
}

/** How long a first render waits for the loader's worker at most: a worker that never answers costs this once. */
const WARM_UP_WAIT_MS = 1500;

/**
 * Settled once the loader's worker has built the first screens' formatters off the main thread
 * (server/site/widget-loader.ts): the browser's date and zone data are then loaded, and formatting
 * costs little. Also once it failed or took longer than WARM_UP_WAIT_MS, and at once when the
 * bundle was loaded without the loader.
 */
const warmedUp: Promise<void> = (
  loaderHandover?.intl
    ? Promise.race([loaderHandover.intl, new Promise<void>((resolve) => setTimeout(resolve, WARM_UP_WAIT_MS))])
    : Promise.resolve()
).then(() => void (intlWarm = true));

/** Settles with `warmedUp`: elements drawn before it draw again when `zoneGuessedWrong`. */
export const dateDataLoaded = (): Promise<void> => warmedUp;

/** Whether `warmedUp` has settled: naming the browser's zone is cheap from then on. */
let intlWarm = false;

/** The zones `isBrowserZone` took for the browser's by their offsets alone. */
const guessedZones = new Set<string>();

/**
 * Whether times in `zone` are the guest's own (no hint of another zone). Until the loader's worker
 * has loaded the date data, a zone seen to keep the browser's offsets counts as its own: naming the
 * browser's zone would load that data on the main thread, in one piece. Elements drawn meanwhile
 * draw again once it has when a zone so taken has another name (`zoneGuessedWrong`): the hint then appears.
 */
export function isBrowserZone(zone: string): boolean {
  if (intlWarm || !keepsBrowserOffsets(zone)) return zone === browserZone();
  guessedZones.add(zone);
  return true;
}

/** Once `Intl` is cheap: whether a zone taken for the browser's by its offsets has another name (its hint was left out). */
export const zoneGuessedWrong = (): boolean => [...guessedZones].some((zone) => zone !== browserZone());

/** The languages whose formatters are built already or on their way. */
const warmed = new Set<string>();

/**
 * Builds the formatters a first render in `locale` asks for, each in a task of its own, soon after
 * the script ran. A page's first `Intl.DateTimeFormat` loads the browser's date and zone data
 * (about 100 ms on a mid-range phone, issue 11), and each further pattern costs milliseconds to
 * tens of them: better spent one a task, while the first answers travel, than all inside the first
 * render after they arrive (a long task). Times are warmed in the browser's zone: the restaurant's
 * comes with its answer, and is usually the same. Once per language; after the loader's worker
 * has loaded that data off the main thread, when there is one.
 */
export function warmUpFormatting(locale: string): void {
  if (warmed.has(locale)) return;
  warmed.add(locale);
  const instant = "2024-01-01T12:00:00Z";
  const steps = [
    browserZone,
    // Core's own formatter for the zone's offsets: the form's first "today" in the restaurant's zone.
    () => localDateOf(new Date(), browserZone()),
  ];
  // A language with the catalogue's words shows no first screen's date or time with Intl: nothing more to build.
  const withIntl = [
    () => formatShortDay("2024-01-01", locale),
    () => formatDay("2024-01-01", locale),
    () => formatTime(instant, browserZone(), locale),
    () => formatWhen(instant, browserZone(), locale),
  ];
  void warmedUp.then(() => oneATask(wordsFor(locale) ? steps : [...steps, ...withIntl]));
}

/**
 * Settles when formatting dates is cheap on the main thread: once the loader's worker has loaded
 * the browser's date and zone data (or failed, or taken too long), at once without one. A first
 * render that formats dates awaits it beside its answer: formatting while the worker loads that
 * data would load it a second time on the main thread, in one piece (issue 11). Each caller goes
 * on in a task of its own: two elements' first renders in the task that the worker's answer wakes
 * would be one long task.
 */
export const formattersReady = (): Promise<void> => warmedUp.then(() => new Promise((resolve) => setTimeout(resolve)));

/**
 * Settles when a first screen in `locale` can be drawn without building a date formatter on the
 * main thread: right after `firstAnswer` when it showed the restaurant's zone to keep the
 * browser's offsets (`isBrowserZone`, `todayOf`) and the catalogue writes dates in `locale`
 * (`wordsFor`), in a task of its own, ahead of the tasks already waiting where the browser can
 * (`yieldFirst`: a guest waits for it); else as `formattersReady`.
 */
export function firstScreenReady(locale: string, firstAnswer: Promise<boolean>): Promise<void> {
  const withoutIntl = firstAnswer.then((agrees) => (agrees && wordsFor(locale) ? yieldFirst() : new Promise<void>(() => {})));
  return Promise.race([formattersReady(), withoutIntl]);
}
