import fs from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { DateTime } from "luxon";
import type { DateException } from "../../core/hours.ts";
import type { BookingConfig } from "../../core/reservation/schemas.ts";
import { addDays, weekdayOf } from "../../core/time.ts";
import { READ_CACHE_STALE_MS } from "../../server/http/read-cache.ts";
import { e2e } from "./env.ts";

/**
 * What the specs share: the restaurant's booking rules read from the real API, dates and slot
 * times computed from them (independently of core's slot code, which the widget runs), and the
 * steps a guest takes in the widgets, found through their accessibility tree.
 */

// ---------------------------------------------------------------- the API, as a test client

type Hours = { closed: boolean; open: string | null; close: string | null };

const auth = () => ({ Authorization: `Bearer ${e2e.key}` });

export async function apiGet<T = any>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${e2e.url}/api/v1${path}`, { headers: auth() });
  expect(response.status(), `GET ${path}`).toBe(200);
  return (await response.json()).data as T;
}

export const bookingConfig = (request: APIRequestContext) => apiGet<BookingConfig>(request, "/reservation");

/**
 * Waits until the running server answers GET /reservation with `expected` as `read` finds it, the
 * way an owner who changed a setting from the command line (another process) sees it arrive: the
 * server may answer from what it read before for 5 s, and never more than 10 s (docs/api.md §3.4).
 */
export async function untilServed<T>(request: APIRequestContext, read: (config: BookingConfig) => T, expected: T): Promise<void> {
  await expect
    .poll(async () => read(await bookingConfig(request)), {
      message: "the running server's GET /reservation",
      timeout: READ_CACHE_STALE_MS,
    })
    .toEqual(expected);
}

/** Books through the API (for specs about managing a booking, not making one); with the demo's key unless given another. */
export async function bookViaApi(
  request: APIRequestContext,
  config: BookingConfig,
  date: string,
  time: string,
  lastName = "Rossi",
  partySize = 2,
  key = e2e.key,
) {
  const response = await request.post(`${e2e.url}/api/v1/reservation`, {
    headers: { Authorization: `Bearer ${key}` },
    data: {
      guest_first_name: "Giulia",
      guest_last_name: lastName,
      guest_email: "giulia@example.com",
      party_size: partySize,
      starts_at: instantOf(config, date, time),
      notify_email: true,
      notify_whatsapp: false,
      terms_accepted: true,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data as { reservation_number: number; guest_pin: string };
}

/** Takes every cover of the stay starting at `time`: parties of 8 (the demo's largest) until `maxCoversPerSlot` is reached. */
export async function fillTime(request: APIRequestContext, config: BookingConfig, date: string, time: string): Promise<void> {
  const parties = Math.ceil(config.maxCoversPerSlot! / 8);
  await Promise.all(Array.from({ length: parties }, (_, i) => bookViaApi(request, config, date, time, `Full${i}`, 8)));
}

// ---------------------------------------------------------------- dates from the rules

/** Today in the restaurant's zone, `YYYY-MM-DD`. */
export const today = (config: BookingConfig): string => DateTime.now().setZone(config.timezone).toISODate()!;
export { addDays, weekdayOf };

/** A date's hours: its exception if it has one, else its weekday's. */
export function hoursOn(config: BookingConfig, date: string): Hours & { exception: DateException | null } {
  const exception = config.dateExceptions.find((e) => e.date === date) ?? null;
  return { ...(exception ?? config.weeklyHours[weekdayOf(date)]!), exception };
}

/** The first date from `fromDays` ahead, within the horizon, that `accept` takes. */
export function findDate(
  config: BookingConfig,
  fromDays: number,
  accept: (date: string, hours: ReturnType<typeof hoursOn>) => boolean,
): string {
  const start = today(config);
  for (let offset = fromDays; offset < config.bookingHorizonDays; offset += 1) {
    const date = addDays(start, offset);
    if (accept(date, hoursOn(config, date))) return date;
  }
  throw new Error("No date within the booking horizon fits");
}

/** A day open by its weekly hours, with no exception. */
const ordinaryOpen = (hours: ReturnType<typeof hoursOn>): boolean => !hours.closed && !hours.exception;

/** An ordinary open day, at least `fromDays` ahead, optionally on one weekday. */
export const openDay = (config: BookingConfig, fromDays: number, weekday?: string) =>
  findDate(config, fromDays, (date, hours) => ordinaryOpen(hours) && (!weekday || weekdayOf(date) === weekday));

/** The first ordinary open day after `date` (openDay with the next offset may be `date` itself, when the days between are closed). */
export const openDayAfter = (config: BookingConfig, date: string) => findDate(config, 1, (day, hours) => day > date && ordinaryOpen(hours));

/** The last day before `date`, from today on, that its hours (a date exception included) open. */
export function openDayBefore(config: BookingConfig, date: string): string {
  for (let day = addDays(date, -1); day >= today(config); day = addDays(day, -1)) if (!hoursOn(config, day).closed) return day;
  throw new Error(`No open day between today and ${date}`);
}

/** The UTC instant of a wall time on a date in the restaurant's zone (`time` may be ≥ 24:00 for the small hours). */
export function instantOf(config: BookingConfig, date: string, time: string): string {
  const [h, m] = time.split(":").map(Number) as [number, number];
  const day = h >= 24 ? addDays(date, 1) : date;
  const wall = `${String(h % 24).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
  // Wall-clock time in the zone (not midnight plus minutes, which is an hour off on DST days).
  const local = DateTime.fromISO(`${day}T${wall}`, { zone: config.timezone });
  return local.toUTC().toISO({ suppressMilliseconds: true })!;
}

/**
 * The start times a date should offer (for a date far enough ahead that the lead time does not
 * bite): from opening, every slot interval, while the stay ends by closing and starts at least
 * `minMinutesBeforeClosing` before it. "HH:MM", past 24:00 for the small hours.
 */
export function expectedSlotTimes(config: BookingConfig, date: string): string[] {
  const hours = hoursOn(config, date);
  if (hours.closed || !hours.open || !hours.close) return [];
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const open = minutes(hours.open);
  const close = minutes(hours.close) + (minutes(hours.close) <= open ? 1440 : 0);
  const last = close - Math.max(config.defaultDwellMinutes, config.minMinutesBeforeClosing);
  const times: string[] = [];
  for (let t = open; t <= last; t += config.slotIntervalMinutes) {
    times.push(`${String(Math.floor(t / 60)).padStart(2, "0")}:${String(t % 60).padStart(2, "0")}`);
  }
  return times;
}

// ---------------------------------------------------------------- labels as the browser words them

/** "Saturday, November 28, 2026": a day button's name, formatted by the page's own Intl. */
export const dayLabel = (page: Page, date: string, locale = "en") =>
  page.evaluate(
    ([d, l]) =>
      new Intl.DateTimeFormat(l, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
        new Date(`${d}T12:00:00Z`),
      ),
    [date, locale] as const,
  );

/** "November 2026": the month grid's heading. */
export const monthLabel = (page: Page, date: string, locale = "en") =>
  page.evaluate(
    ([d, l]) =>
      new Intl.DateTimeFormat(l, { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${d.slice(0, 7)}-01T12:00:00Z`)),
    [date, locale] as const,
  );

/** "7:00 PM" / "19:00": a slot's wall time in the restaurant's zone. */
export const timeLabel = (page: Page, iso: string, zone: string, locale = "en") =>
  page.evaluate(([i, z, l]) => new Intl.DateTimeFormat(l, { hour: "numeric", minute: "2-digit", timeZone: z }).format(new Date(i)), [
    iso,
    zone,
    locale,
  ] as const);

// ---------------------------------------------------------------- the widgets

/** The demo site, with the booking form and the manage look-up ready. */
export async function openDemo(page: Page): Promise<{ booking: Locator; manage: Locator; events: Locator }> {
  await page.goto(`${e2e.url}/`);
  const booking = page.locator("couvert-booking");
  const manage = page.locator("couvert-manage");
  const events = page.locator("couvert-events");
  await expect(booking.getByRole("button", { name: "Book table" })).toBeVisible();
  await expect(manage.getByRole("button", { name: "Show reservation" })).toBeVisible();
  return { booking, manage, events };
}

const words = {
  en: { date: "Date", time: /^Time\b/, previous: "Previous month", next: "Next month" },
  de: { date: "Datum", time: /^Uhrzeit\b/, previous: "Vorheriger Monat", next: "Nächster Monat" },
};

/** The date grid and the slots (a radio group) inside a booking or manage element. */
export function picker(widget: Locator, lang: "en" | "de" = "en") {
  const w = words[lang];
  const dates = widget.getByRole("group", { name: w.date, exact: true });
  const times = widget.getByRole("radiogroup", { name: w.time });
  return {
    dates,
    times,
    heading: dates.getByRole("heading", { level: 3 }),
    previous: dates.getByRole("button", { name: w.previous }),
    next: dates.getByRole("button", { name: w.next }),
    slots: times.getByRole("radio"),
  };
}

/** The booking's date button, which opens and closes its month grid (manage shows the grid always). */
export const dateToggle = (widget: Locator, lang: "en" | "de" = "en") =>
  widget.getByRole("button", { name: new RegExp(`^${words[lang].date} `) });

/** Opens the booking's month grid, if closed, once the element shows its date button (booking) or its grid (manage). */
export async function openCalendar(widget: Locator, lang: "en" | "de" = "en"): Promise<void> {
  const toggle = dateToggle(widget, lang);
  await expect(toggle.or(picker(widget, lang).dates).first()).toBeVisible();
  if ((await toggle.count()) && (await toggle.getAttribute("aria-expanded")) === "false") await toggle.click();
}

/** Shows the month of `date` in the grid (from the first month on) and returns that day's button. */
export async function dayButton(page: Page, widget: Locator, date: string, lang: "en" | "de" = "en"): Promise<Locator> {
  await openCalendar(widget, lang);
  const p = picker(widget, lang);
  while (await p.previous.isEnabled()) {
    const shown = await p.heading.innerText();
    await p.previous.click();
    await expect(p.heading).not.toHaveText(shown);
  }
  const wanted = await monthLabel(page, date, lang);
  for (let i = 0; i < 4 && (await p.heading.innerText()) !== wanted; i += 1) {
    const shown = await p.heading.innerText();
    await p.next.click();
    await expect(p.heading).not.toHaveText(shown);
  }
  await expect(p.heading).toHaveText(wanted);
  const label = await dayLabel(page, date, lang);
  return p.dates.getByRole("button", { name: new RegExp(`^${label}(,|$)`) });
}

/** Picks a bookable date and waits for its slots. */
export async function pickDate(page: Page, widget: Locator, date: string, lang: "en" | "de" = "en"): Promise<void> {
  const day = await dayButton(page, widget, date, lang);
  const booking = (await dateToggle(widget, lang).count()) > 0;
  await day.click();
  // The booking closes its grid and names the date on its button; manage keeps the grid open.
  if (booking) await expect(dateToggle(widget, lang)).toHaveAttribute("aria-expanded", "false");
  else await expect(day).toHaveAttribute("aria-pressed", "true");
  await expect(picker(widget, lang).times).toHaveAccessibleName(new RegExp(await dayLabel(page, date, lang)));
}

/** Shows all of the chosen day's times in the booking (it first offers a few around the preferred time). */
export async function showAllTimes(widget: Locator, lang: "en" | "de" = "en"): Promise<void> {
  const toggle = widget.getByRole("button", { name: lang === "de" ? /^Alle Uhrzeiten/ : /^All times/ });
  if ((await toggle.count()) && (await toggle.getAttribute("aria-expanded")) === "false") await toggle.click();
}

/** Presses a slot and returns its instant (the button's `data-starts-at`). */
export async function pickSlot(slot: Locator): Promise<string> {
  await slot.click();
  await expect(slot).toHaveAttribute("aria-checked", "true");
  return (await slot.getAttribute("data-starts-at"))!;
}

export interface Guest {
  first?: string;
  last?: string;
  phone?: string;
  email?: string;
  notifyEmail?: boolean;
  notifyWhatsapp?: boolean;
  terms?: boolean;
}

export const GUEST: Required<Guest> = {
  first: "Giulia",
  last: "Rossi",
  phone: "",
  email: "giulia.rossi@example.com",
  notifyEmail: true,
  notifyWhatsapp: false,
  terms: true,
};

const FIELD_NAMES = {
  en: {
    first: "First name",
    last: "Last name",
    phone: "Phone",
    email: "E-mail",
    contact: "How can we reach you?",
    notify: "Notifications",
    notifyEmail: "Notify me by e-mail",
    notifyWhatsapp: "Notify me on WhatsApp",
    terms: /^I accept the terms and conditions/,
    party: "Party size",
  },
  de: {
    first: "Vorname",
    last: "Nachname",
    phone: "Telefon",
    email: "E-Mail",
    contact: "Wie erreichen wir Sie?",
    notify: "Benachrichtigungen",
    notifyEmail: "Per E-Mail benachrichtigen",
    notifyWhatsapp: "Per WhatsApp benachrichtigen",
    terms: /^Ich akzeptiere die Geschäftsbedingungen/,
    party: "Personenzahl",
  },
};

/** The guest part of the booking (or change) form. */
export function guestFields(widget: Locator, lang: "en" | "de" = "en") {
  const n = FIELD_NAMES[lang];
  return {
    first: widget.getByRole("textbox", { name: n.first }),
    last: widget.getByRole("textbox", { name: n.last }),
    phone: widget.getByRole("textbox", { name: n.phone, exact: true }),
    email: widget.getByRole("textbox", { name: n.email, exact: true }),
    contact: widget.getByRole("group", { name: n.contact }),
    notify: widget.getByRole("group", { name: n.notify }),
    notifyEmail: widget.getByRole("checkbox", { name: n.notifyEmail }),
    notifyWhatsapp: widget.getByRole("checkbox", { name: n.notifyWhatsapp }),
    terms: widget.getByRole("checkbox", { name: n.terms }),
    party: widget.getByRole("combobox", { name: n.party }),
  };
}

export async function fillGuest(widget: Locator, guest: Guest = {}, lang: "en" | "de" = "en"): Promise<void> {
  const g = { ...GUEST, ...guest };
  const f = guestFields(widget, lang);
  await f.first.fill(g.first);
  await f.last.fill(g.last);
  await f.phone.fill(g.phone);
  await f.email.fill(g.email);
  // Straight from the e-mail field to the checkbox: an error shown on leaving the field must not
  // move the checkbox between mouse down and up (the widget holds it until the click is done).
  await f.notifyEmail.setChecked(g.notifyEmail);
  // WhatsApp is offered only by a server that can send it (docs/api.md §4 notifyChannels); the e2e server cannot.
  if (g.notifyWhatsapp || (await f.notifyWhatsapp.count()) > 0) await f.notifyWhatsapp.setChecked(g.notifyWhatsapp);
  await f.terms.setChecked(g.terms);
}

/** The number and PIN as the confirmation shows them. */
export async function readCodes(confirmation: Locator): Promise<{ number: string; pin: string }> {
  const text = await confirmation.innerText();
  const number = /Reservation number\s+(\d{6,8})\b/.exec(text)?.[1] ?? /Reservierungsnummer\s+(\d{6,8})\b/.exec(text)?.[1];
  const pin = /PIN\s+([2-9A-HJ-NP-Z]{6})\b/.exec(text)?.[1];
  if (!number || !pin) throw new Error(`No reservation number and PIN in the confirmation:\n${text}`);
  return { number, pin };
}

/** Looks a reservation up in `<couvert-manage>` and returns its details region. */
export async function lookUp(manage: Locator, number: string, pin: string, lang: "en" | "de" = "en"): Promise<Locator> {
  const de = lang === "de";
  await manage.getByRole("textbox", { name: de ? "Reservierungsnummer" : "Reservation number" }).fill(number);
  await manage.getByRole("textbox", { name: "PIN" }).fill(pin);
  await manage.getByRole("button", { name: de ? "Reservierung anzeigen" : "Show reservation" }).click();
  const region = manage.getByRole("region", { name: `${de ? "Reservierung" : "Reservation"} ${number}` });
  await expect(region).toBeVisible();
  return region;
}

/** What the last change or cancellation did: the notice that gets the focus. */
export const notice = (view: Locator): Locator => view.locator("#notice");

/** The value of one line (`<dt>label</dt><dd>value</dd>`) of the reservation's details. */
export const detail = (region: Locator, label: string): Locator =>
  region.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");

// ---------------------------------------------------------------- screenshots

export const SCREENS = path.join("test-results", "screens");

/** A whole page on 2 busy cores can take longer than an action's 15 s (playwright.config.ts); the test's own timeout still holds. */
const SCREENSHOT_TIMEOUT_MS = 45_000;

/**
 * Whether the specs save their screenshots: with COUVERT_SCREENS=1 only (`COUVERT_SCREENS=1 npx playwright test SPEC`).
 * They are for a person to look at, never compared, and encoding them was a large share of the suite's CPU.
 */
export const screensWanted = (): boolean => process.env.COUVERT_SCREENS === "1";

/**
 * Saves a screenshot of a key state when screens are wanted: the whole page (or its viewport), or one element. For an element, the demo
 * site's sticky header is hidden while the picture is taken, or it would cover the top of an element
 * scrolled into view (through the CSSOM: the site's CSP refuses the `<style>` Playwright's own
 * `style` option injects).
 */
export async function shot(target: Page | Locator, name: string, options: { viewportOnly?: boolean } = {}): Promise<void> {
  if (!screensWanted()) return;
  fs.mkdirSync(SCREENS, { recursive: true });
  const file = path.join(SCREENS, `${name}.png`);
  if ("goto" in target) {
    await target.screenshot({ path: file, fullPage: !options.viewportOnly, animations: "disabled", timeout: SCREENSHOT_TIMEOUT_MS });
    return;
  }
  const header = (hidden: boolean) =>
    target.page().evaluate((h) => {
      const el = document.querySelector<HTMLElement>(".site-header");
      if (el) el.style.visibility = h ? "hidden" : "";
    }, hidden);
  await header(true);
  try {
    await target.screenshot({ path: file, animations: "disabled", timeout: SCREENSHOT_TIMEOUT_MS });
  } finally {
    await header(false);
  }
}
