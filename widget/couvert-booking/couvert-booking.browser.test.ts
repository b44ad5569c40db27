import ICAL from "ical.js";
import { afterEach, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { reservationUid } from "../../core/calendar/reservation-event.ts";
import { addDays, localDateTimeToInstant, weekdayOf, type LocalDate } from "../../core/time.ts";
import { monthOf } from "../../ui-shared/date-list.ts";
import { deferred, expectAccessible, fakeApi, mount, type Reply } from "../testing/browser.ts";
import { availability, bookingConfig, openDayFrom, schedule, today } from "../testing/fixtures.ts";
import type { CouvertBooking } from "./couvert-booking.ts";

afterEach(() => vi.unstubAllGlobals());

/** A booking element over the stand-in API: the configuration, and availability with `full` days taken. */
/** `listedFrom`: an instant before which no slot is listed (as if it were now). */
function booking(options: { config?: ReturnType<typeof bookingConfig>; full?: LocalDate[]; date?: LocalDate; listedFrom?: string } = {}) {
  const config = options.config ?? bookingConfig();
  const full = new Set(options.full);
  const listedFrom = options.listedFrom ? Date.parse(options.listedFrom) : 0;
  const calls = fakeApi({
    "GET /reservation": { data: config },
    "GET /reservation/availability": ({ query }) => ({ data: availability(config, query, full, listedFrom) }),
    "POST /reservation": { data: { reservation_number: 4711001, guest_pin: "K7M2QX", status: "pending" } },
  });
  const element = mount("couvert-booking", options.date ? { date: options.date } : {});
  return { element, calls, root: element.shadowRoot! };
}

const slots = () => page.getByRole("radio");
const dateButton = () => page.getByRole("button", { name: /^Date / });

/** Opens the month grid and shows the month `date` lies in; returns its day button. */
async function dayButton(element: CouvertBooking, date: LocalDate): Promise<HTMLButtonElement> {
  if (dateButton().element().getAttribute("aria-expanded") === "false") await dateButton().click();
  for (let i = 0; i < 3 && !element.shadowRoot!.querySelector(`[data-date="${date}"]`); i += 1) {
    await page.getByRole("button", { name: "Next month" }).click();
  }
  return element.shadowRoot!.querySelector<HTMLButtonElement>(`[data-date="${date}"]`)!;
}

test("loading, then party, date and preferred time with five free times around 19:00", async () => {
  const config = deferred<Reply>();
  fakeApi({ "GET /reservation": () => config.promise, "GET /reservation/availability": { data: {} } });
  const element = mount("couvert-booking");
  await expect.element(page.getByRole("status").filter({ hasText: "Loading" })).toBeVisible();
  await expectAccessible(element, "loading");
  vi.unstubAllGlobals();

  const { element: loaded } = booking();
  await expect.element(slots().first()).toBeVisible();
  expect(
    slots()
      .elements()
      .map((s) => s.textContent!.trim()),
  ).toEqual(["6:00 PM", "6:30 PM", "7:00 PM", "7:30 PM", "8:00 PM"]);
  await expect.element(page.getByRole("combobox", { name: "Party size" })).toHaveValue("2");
  await expect.element(page.getByRole("combobox", { name: "Preferred time" })).toHaveValue("19:00");
  await expectAccessible(loaded, "loaded");
});

test("answers in soon, the times after the configuration: the first render is the form with its times, no loading line before it", async () => {
  const config = bookingConfig();
  const month = deferred<Reply>();
  const calls = fakeApi({ "GET /reservation": { data: config }, "GET /reservation/availability": () => month.promise });
  const element = mount("couvert-booking");
  let loadingShown = false;
  const observer = new MutationObserver(() => (loadingShown ||= element.shadowRoot!.querySelector(".spinner") !== null));
  observer.observe(element.shadowRoot!, { childList: true, subtree: true });
  // The times answer a little after the configuration, well within the first render's wait.
  await expect.poll(() => calls.map((call) => call.route)).toContain("GET /reservation");
  await new Promise((resolve) => setTimeout(resolve, 30));
  month.resolve({ data: availability(config, calls.find((call) => call.route === "GET /reservation/availability")!.query) });
  await expect.element(slots().first()).toBeVisible();
  observer.disconnect();
  expect(loadingShown).toBe(false);
});

test("another key before the first render: it asks with that one, not waiting for the old key's answer", async () => {
  const realTimeout = window.setTimeout.bind(window);
  // The first render's wait never runs out here: only the new key can end it.
  vi.stubGlobal("setTimeout", (run: () => void, ms?: number) => (ms === 250 ? 0 : realTimeout(run, ms)));
  let first = true;
  const calls = fakeApi({
    "GET /reservation": () => {
      if (!first) return { data: bookingConfig() };
      first = false;
      return new Promise<Reply>(() => {});
    },
    "GET /reservation/availability": ({ query }) => ({ data: availability(bookingConfig(), query) }),
  });
  const element = mount("couvert-booking");
  await expect.poll(() => calls.map((call) => call.route)).toContain("GET /reservation");
  element.setAttribute("api-key", "ck_other");
  await expect.element(slots().first()).toBeVisible();
});

test("taken off the page while its first load waits for the answers, and put back: it asks again and shows the form", async () => {
  const config = deferred<Reply>();
  const calls = fakeApi({
    "GET /reservation": () => config.promise,
    "GET /reservation/availability": ({ query }) => ({ data: availability(bookingConfig(), query) }),
  });
  const element = mount("couvert-booking");
  const asked = () => calls.filter((call) => call.route === "GET /reservation").length;
  await expect.poll(asked).toBe(1);
  element.remove();
  document.body.append(element);
  expect(asked()).toBe(2);
  config.resolve({ data: bookingConfig() });
  await expect.element(slots().first()).toBeVisible();
});

test("moved before its first load began: nothing is asked while it is put back, and it asks once", async () => {
  const calls = fakeApi({
    "GET /reservation": () => ({ data: bookingConfig() }),
    "GET /reservation/availability": ({ query }) => ({ data: availability(bookingConfig(), query) }),
  });
  const element = mount("couvert-booking");
  element.remove();
  document.body.append(element);
  const asked = () => calls.filter((call) => call.route === "GET /reservation").length;
  expect(asked()).toBe(0);
  await expect.element(slots().first()).toBeVisible();
  expect(asked()).toBe(1);
});

test("the first form is drawn in two tasks: party, date, preferred time and their times; the rest; all of it", async () => {
  // What the form shows as each timer's task, or yield's, begins: all the previous task drew (its microtasks included).
  const parts = ["#f-party_size", "#f-preferred", "[data-starts-at]", "#f-guest_last_name", "button[type='submit']"];
  const seen: string[] = [];
  let shadow: ShadowRoot | null = null;
  const look = () => {
    const now = parts.filter((selector) => shadow?.querySelector(selector)).join(" ");
    if (now && now !== seen.at(-1)) seen.push(now);
  };
  const realTimeout = window.setTimeout.bind(window);
  vi.stubGlobal("setTimeout", (run: () => void, ms?: number) => realTimeout(() => (look(), run()), ms));
  const realYield = scheduler.yield.bind(scheduler);
  vi.stubGlobal("scheduler", { yield: () => realYield().then(look) });
  const { element } = booking();
  shadow = element.shadowRoot;

  await expect.element(page.getByRole("button", { name: "Book table" })).toBeVisible();
  look();
  expect(seen).toEqual(["#f-party_size #f-preferred [data-starts-at]", parts.join(" ")]);
  // Drawn in parts, it is the whole form: every time of the day under "All times", and the keys work in it.
  const allTimes = page.getByRole("button", { name: /^All times/ });
  const count = Number(/\((\d+)\)/.exec(allTimes.element().textContent!)![1]);
  await allTimes.click();
  await expect.poll(() => slots().elements().length).toBe(count);
  slots().elements()[0]!.focus();
  await userEvent.keyboard("{End}");
  await expect.element(slots().last()).toHaveAttribute("aria-checked", "true");
  await expectAccessible(element, "first form, drawn in parts");
});

test("a configuration that cannot be loaded: an alert with a retry; a refused key: no retry", async () => {
  let first = true;
  fakeApi({
    "GET /reservation": () => {
      if (!first) return { data: bookingConfig() };
      first = false;
      throw new TypeError("Failed to fetch");
    },
    "GET /reservation/availability": ({ query }) => ({ data: availability(bookingConfig(), query) }),
  });
  const element = mount("couvert-booking");
  await expect.element(page.getByRole("alert")).toBeVisible();
  await expectAccessible(element, "load error");
  await page.getByRole("button", { name: "Try again" }).click();
  await expect.element(page.getByRole("button", { name: "Book table" })).toBeVisible();

  // The first month's availability is asked for beside the configuration, and refused alike.
  const refusal = { status: 403, error: { code: "origin_not_allowed" } };
  fakeApi({ "GET /reservation": refusal, "GET /reservation/availability": refusal });
  const refused = mount("couvert-booking");
  await expect
    .element(page.getByRole("alert"))
    .toHaveTextContent("This form may not be used on this website. Please contact the restaurant.");
  expect(page.getByRole("button", { name: "Try again" }).elements()).toHaveLength(0);
  await expectAccessible(refused, "refused");
});

test("the month grid: closed days are named so and cannot be chosen", async () => {
  const { element } = booking();
  await expect.element(slots().first()).toBeVisible();
  let monday = addDays(today(), 1);
  while (weekdayOf(monday) !== "monday") monday = addDays(monday, 1);
  const day = await dayButton(element, monday);
  expect(day.getAttribute("aria-disabled")).toBe("true");
  expect(day.getAttribute("aria-label")).toMatch(/, closed$/);
  await expectAccessible(element, "month grid open");
  await userEvent.click(day, { force: true });
  await expect.element(dateButton()).toHaveAttribute("aria-expanded", "true");
  expect(day.getAttribute("aria-pressed")).toBe("false");
});

test("a fully booked day says so and offers the nearest days with free times", async () => {
  const date = openDayFrom(addDays(today(), 2));
  const full = openDayFrom(addDays(date, 1));
  const { element } = booking({ date, full: [full] });
  await expect.element(slots().first()).toBeVisible();
  await userEvent.click(await dayButton(element, full));
  await expect.element(page.getByText(/^No free times for 2 guests on /)).toBeVisible();
  const nearest = page.getByRole("list", { name: "The nearest days with free times:" }).getByRole("button");
  await expect.element(nearest.first()).toBeVisible();
  expect(nearest.elements().length).toBeGreaterThan(0);
  await expectAccessible(element, "fully booked day");
  // "All times" lists the taken ones, not choosable.
  await page.getByRole("button", { name: /^All times/ }).click();
  await expect.element(slots().first()).toHaveAttribute("aria-disabled", "true");
  await expectAccessible(element, "fully booked day, all times");
  await nearest.first().click();
  await expect.element(slots().first()).toHaveAttribute("aria-disabled", "false");
});

test("a day that lists only late times (later today, say): the preferred time is the nearest listed, and its free times are offered", async () => {
  const date = openDayFrom(addDays(today(), 2));
  const services = schedule("plain");
  const late = {
    ...services,
    exceptions: [{ date, closed: false, note: null, periods: [{ service: "main", open: "21:30", close: "23:45" }] }],
  };
  booking({ config: bookingConfig({}, late), date });
  await expect.element(slots().first()).toBeVisible();
  await expect.element(page.getByRole("combobox", { name: "Preferred time" })).toHaveValue("21:30");
  expect(
    slots()
      .elements()
      .map((s) => s.textContent!.trim()),
  ).toEqual(["9:30 PM"]);
  // Not "nothing free around 7:00 PM" beside a preferred time of 9:30 PM.
  expect(page.getByText(/^Nothing free/).elements()).toHaveLength(0);
});

/** A configuration whose `date` runs overnight, 22:00–03:00; the other days 17:00–22:30. */
const overnightOn = (date: LocalDate) =>
  bookingConfig(
    {},
    {
      ...schedule("plain"),
      exceptions: [{ date, closed: false, note: null, periods: [{ service: "main", open: "22:00", close: "03:00" }] }],
    },
  );

test('a preferred time after midnight: its free times are near it, not "nothing free around 12:30 AM"', async () => {
  const date = openDayFrom(addDays(today(), 2));
  booking({ config: overnightOn(date), date });
  await expect.element(slots().first()).toBeVisible();
  await page.getByRole("combobox", { name: "Preferred time" }).selectOptions("00:30");
  await expect.element(page.getByRole("radio", { name: "12:30 AM" })).toBeVisible();
  const preferred = page.getByRole("combobox", { name: "Preferred time" }).element() as HTMLSelectElement;
  expect([...preferred.options].map((o) => o.textContent).slice(-2)).toEqual(["12:30 AM (next day)", "1:00 AM (next day)"]);
  expect(
    slots()
      .elements()
      .map((s) => s.textContent!.replace(/\s+/g, " ").trim()),
  ).toEqual(["11:00 PM", "11:30 PM", "12:00 AM (next day)", "12:30 AM (next day)", "1:00 AM (next day)"]);
  expect(page.getByText(/^Nothing free/).elements()).toHaveLength(0);
});

test("a night with only its small hours left: they are the next day's, and the nearest to the preferred time", async () => {
  const date = openDayFrom(addDays(today(), 2));
  const config = overnightOn(date);
  booking({ config, date, listedFrom: localDateTimeToInstant(`${addDays(date, 1)}T00:00`, config.timezone)! });
  await expect.element(slots().first()).toBeVisible();
  // 19:00, the form's preferred time, is nearer midnight than 1:00 AM.
  await expect.element(page.getByRole("combobox", { name: "Preferred time" })).toHaveValue("00:00");
  expect(
    slots()
      .elements()
      .map((s) => s.textContent!.replace(/\s+/g, " ").trim()),
  ).toEqual(["12:00 AM (next day)", "12:30 AM (next day)", "1:00 AM (next day)"]);
});

test("a full night and a preferred time after midnight: the nearest days offer their latest time, not their first", async () => {
  const date = openDayFrom(addDays(today(), 2));
  booking({ config: overnightOn(date), date, full: [date] });
  await page.getByRole("combobox", { name: "Preferred time" }).selectOptions("00:30");
  const nearest = page.getByRole("list", { name: "The nearest days with free times:" }).getByRole("button");
  await expect.element(nearest.first()).toBeVisible();
  // The other days list 17:00–20:30: 20:30 is nearest to half past midnight.
  for (const day of nearest.elements()) expect(day.textContent).toMatch(/8:30 PM/);
});

test("a morning's preferred time on a day of late times is their first, not their last", async () => {
  const morning = openDayFrom(addDays(today(), 2));
  const late = openDayFrom(addDays(morning, 1));
  const periods = (date: LocalDate, open: string, close: string) => ({
    date,
    closed: false,
    note: null,
    periods: [{ service: "main", open, close }],
  });
  const { element } = booking({
    // Half-hour stays: the late day lists 21:30 to 23:00.
    config: bookingConfig(
      { defaultDwellMinutes: 30 },
      { ...schedule("plain"), exceptions: [periods(morning, "07:00", "11:00"), periods(late, "21:30", "23:45")] },
    ),
    date: morning,
  });
  await page.getByRole("combobox", { name: "Preferred time" }).selectOptions("07:00");
  await userEvent.click(await dayButton(element, late));
  await expect.element(page.getByRole("combobox", { name: "Preferred time" })).toHaveValue("21:30");
});

test("the time grid: one tab stop; arrows choose along and across rows, Home and End the first and last", async () => {
  const { element } = booking();
  await expect.element(slots().first()).toBeVisible();
  await page.getByRole("button", { name: /^All times/ }).click();
  const all = () => [...element.shadowRoot!.querySelectorAll<HTMLElement>(".slot")];
  await expect.element(slots().nth(7)).toBeVisible();
  expect(all().filter((s) => s.tabIndex === 0)).toHaveLength(1);
  const checked = () => element.shadowRoot!.querySelector<HTMLElement>(".slot[aria-checked='true']");
  const focused = () => element.shadowRoot!.activeElement;

  all()[0]!.focus();
  await userEvent.keyboard("{ArrowRight}");
  await expect.poll(checked).toBe(all()[1]);
  expect(focused()).toBe(all()[1]);
  await userEvent.keyboard("{ArrowDown}");
  const below = all().find((s) => s.getBoundingClientRect().top > all()[1]!.getBoundingClientRect().top + 1)!;
  const column = (s: HTMLElement) => s.getBoundingClientRect().left;
  const expected = all()
    .filter((s) => s.getBoundingClientRect().top === below.getBoundingClientRect().top)
    .find((s) => column(s) === column(all()[1]!));
  await expect.poll(checked).toBe(expected);
  await userEvent.keyboard("{End}");
  await expect.poll(checked).toBe(all().at(-1));
  expect(focused()).toBe(all().at(-1));
  await userEvent.keyboard("{Home}");
  await expect.poll(checked).toBe(all()[0]);
  await userEvent.keyboard("{ArrowLeft}");
  expect(checked()).toBe(all()[0]);
  await expectAccessible(element, "all times, one chosen");
});

test("all times are grouped under the services' names", async () => {
  const { element } = booking({ config: bookingConfig({}, schedule("lunch-dinner")) });
  await expect.element(slots().first()).toBeVisible();
  await page.getByRole("button", { name: /^All times/ }).click();
  const lunch = page.getByRole("group", { name: "Lunch" });
  const dinner = page.getByRole("group", { name: "Dinner" });
  await expect.element(lunch).toBeVisible();
  expect(
    lunch
      .getByRole("radio")
      .elements()
      .map((s) => s.textContent!.trim()),
  ).toEqual(["12:00 PM", "12:30 PM"]);
  expect(
    dinner
      .getByRole("radio")
      .elements()
      .map((s) => s.textContent!.trim()),
  ).toEqual(["6:00 PM", "6:30 PM", "7:00 PM", "7:30 PM", "8:00 PM", "8:30 PM"]);
  await expectAccessible(element, "all times by service");
});

test("a chosen time fits its button, tick included, at every width of the form", async () => {
  // Lunch from 10:00: four-digit times with AM and PM ("✓ 11:30 AM") are the widest labels a 12-hour clock has.
  const { element } = booking({ config: bookingConfig({}, schedule("lunch-dinner", "10:00")) });
  await expect.element(slots().first()).toBeVisible();
  await page.getByRole("button", { name: /^All times/ }).click();
  await expect.element(page.getByRole("radio", { name: "11:30 AM" })).toBeVisible();

  const widths = new Map<string, number>();
  for (const slot of slots().elements() as HTMLElement[]) {
    slot.click();
    await expect.poll(() => slot.getAttribute("aria-checked")).toBe("true");
    widths.set(slot.textContent!.trim(), slot.querySelector(".t")!.getBoundingClientRect().width);
  }
  const [widest, labelWidth] = [...widths].sort((a, b) => b[1] - a[1])[0]!;
  expect(widest).toMatch(/^1\d:\d\d [AP]M$/);

  const button = slots().elements()[0] as HTMLElement;
  let narrowest = { room: Infinity, at: 0 };
  for (let width = 240; width <= 760; width += 1) {
    element.style.width = `${width}px`;
    const style = getComputedStyle(button);
    const sides = [style.borderLeftWidth, style.paddingLeft, style.paddingRight, style.borderRightWidth].map(parseFloat);
    const room = button.getBoundingClientRect().width - sides.reduce((sum, side) => sum + side, 0);
    if (room < narrowest.room) narrowest = { room, at: width };
  }
  expect(labelWidth, `"✓ ${widest}" in a column ${narrowest.room.toFixed(1)} px wide inside (form ${narrowest.at} px)`).toBeLessThanOrEqual(
    narrowest.room,
  );
});

test("on a phone, party size, date and preferred time read and tab in that order", async () => {
  await page.viewport(375, 800);
  booking();
  await expect.element(slots().first()).toBeVisible();
  const boxes = [
    page.getByRole("combobox", { name: "Party size" }),
    dateButton(),
    page.getByRole("combobox", { name: "Preferred time" }),
  ].map((l) => l.element().getBoundingClientRect());
  // Reading order: each next one on the same row to the right, or on a row below.
  for (let i = 1; i < boxes.length; i += 1) {
    const [before, after] = [boxes[i - 1]!, boxes[i]!];
    const sameRow = after.top < before.bottom && after.bottom > before.top;
    expect(after.top >= before.bottom || (sameRow && after.left >= before.right), `field ${i + 1} after field ${i}`).toBe(true);
  }
  await page.viewport(414, 896);
});

test("party, date and preferred time stay whole and inside the form at every width and text size, in both languages", async () => {
  const { element } = booking();
  await expect.element(slots().first()).toBeVisible();
  const party = page.getByRole("combobox", { name: /^(Party size|Personenzahl)$/ });
  const problems: string[] = [];
  for (const lang of ["en", "de"]) {
    element.setAttribute("lang", lang);
    await element.updateComplete;
    // The reader's text size: as set on a phone, up to twice the usual.
    for (const size of [16, 24, 32]) {
      element.style.setProperty("--couvert-font-size", `${size}px`);
      for (let width = 200; width <= 760; width += 8) {
        element.style.width = `${width}px`;
        const form = element.getBoundingClientRect();
        const controls = {
          party: party.element(),
          date: page.getByRole("button", { name: /^(Date|Datum) / }).element(),
          preferred: page.getByRole("combobox", { name: /^(Preferred time|Gewünschte Uhrzeit)$/ }).element(),
        };
        for (const [name, control] of Object.entries(controls)) {
          const box = control.getBoundingClientRect();
          if (box.right > form.right + 0.5)
            problems.push(`${lang} ${size}px ${width}px: ${name} ends ${(box.right - form.right).toFixed(1)} px past the form`);
        }
        // A party size squeezed beside the date showed "2 Per…" and broke its label letter by letter.
        const partyWidth = controls.party.getBoundingClientRect().width;
        if (partyWidth < Math.min(6.5 * size, form.width) - 0.5)
          problems.push(`${lang} ${size}px ${width}px: party size only ${partyWidth.toFixed(0)} px wide`);
      }
    }
  }
  element.style.width = "";
  element.style.removeProperty("--couvert-font-size");
  expect(problems).toEqual([]);
});

test("dark, the widget's own block keeps its content off its edges; light, it lies flush in the page's card", async () => {
  const { element } = booking();
  await expect.element(slots().first()).toBeVisible();
  const root = element.shadowRoot!.querySelector<HTMLElement>(".root")!;
  const party = page.getByRole("combobox", { name: "Party size" }).element();
  const inset = () => party.getBoundingClientRect().left - root.getBoundingClientRect().left;
  expect(inset()).toBe(0);
  element.setAttribute("theme", "dark");
  await element.updateComplete;
  expect(getComputedStyle(root).backgroundColor).toBe("rgb(29, 27, 25)");
  expect(inset()).toBeGreaterThanOrEqual(parseFloat(getComputedStyle(root).fontSize) * 0.9);
  element.removeAttribute("theme");
});

/** Chooses the third time, fills in the required entries and books; returns the chosen time's start. */
async function fillAndBook(): Promise<string | null> {
  const chosen = slots().nth(2);
  const startsAt = chosen.element().getAttribute("data-starts-at");
  await chosen.click();
  await page.getByRole("textbox", { name: /^Last name/ }).fill("Rossi");
  await page.getByRole("textbox", { name: "E-mail", exact: true }).fill("giulia@example.com");
  // An e-mail address given is the channel, unless the guest unticks it.
  await expect.element(page.getByRole("checkbox", { name: "Notify me by e-mail" })).toBeChecked();
  await page.getByRole("checkbox", { name: /^I accept the/ }).click();
  await page.getByRole("button", { name: "Book table" }).click();
  return startsAt;
}

test("sending without entries shows each error at its field; a complete form books and confirms", async () => {
  const config = bookingConfig();
  const { element, calls } = booking({ config });
  await expect.element(slots().first()).toBeVisible();
  await page.getByRole("button", { name: "Book table" }).click();
  await expect.element(page.getByText("Please enter your last name.")).toBeVisible();
  await expect.element(page.getByRole("textbox", { name: /^Last name/ })).toHaveAttribute("aria-invalid", "true");
  await expect.element(page.getByRole("checkbox", { name: /^I accept the/ })).toHaveAttribute("aria-invalid", "true");
  // The terms the guest accepts are the restaurant's own page, opened beside the form.
  const termsLink = page.getByRole("link", { name: /^terms and conditions/ });
  await expect.element(termsLink).toHaveAttribute("href", config.termsUrl!);
  await expect.element(termsLink).toHaveAttribute("target", "_blank");
  // A local number is read in the restaurant's country (docs/api.md §6.1): the hint says so.
  await expect
    .element(page.getByRole("textbox", { name: "Phone", exact: true }))
    .toHaveAccessibleDescription(/^As dialled in the restaurant's country, or with the country code/);
  await expectAccessible(element, "form errors");

  const startsAt = await fillAndBook();
  const title = page.getByRole("heading", { name: "Thank you! We have received your reservation request." });
  await expect.element(title).toBeVisible();
  expect(element.shadowRoot!.activeElement).toBe(title.element());
  const sent = calls.find((c) => c.route === "POST /reservation")!.body;
  expect(sent).toMatchObject({ guest_last_name: "Rossi", party_size: 2, starts_at: startsAt, guest_locale: "en" });
  await expect.element(page.getByText("4711001")).toBeVisible();
  await expectAccessible(element, "confirmation");
});

test("a guest who gives only a phone and asks for e-mail is asked for the address, at the e-mail field, and nothing is sent", async () => {
  const { calls } = booking();
  await expect.element(slots().first()).toBeVisible();
  await slots().nth(2).click();
  await page.getByRole("textbox", { name: /^Last name/ }).fill("Rossi");
  await page.getByRole("textbox", { name: "Phone", exact: true }).fill("0171 2345678");
  await page.getByRole("checkbox", { name: "Notify me by e-mail" }).click();
  await page.getByRole("checkbox", { name: /^I accept the/ }).click();
  await page.getByRole("button", { name: "Book table" }).click();
  const email = page.getByRole("textbox", { name: "E-mail", exact: true });
  await expect.element(email).toHaveAttribute("aria-invalid", "true");
  await expect.element(email).toHaveAccessibleDescription(/Please enter your e-mail address: your confirmation is sent there\./);
  expect(calls.some((c) => c.route === "POST /reservation")).toBe(false);
});

test("a page's date that is fully booked is not swapped for the next day with free times", async () => {
  // Early in a month: later days of that month have free times, which the old rule moved to.
  const date = openDayFrom(addDays(`${monthOf(addDays(today(), 40))}-01` as LocalDate, 2));
  const { element } = booking({ date, full: [date] });
  await expect.element(page.getByText(/^No free times for 2 guests on /)).toBeVisible();
  expect((await dayButton(element, date)).getAttribute("aria-pressed")).toBe("true");
});

test("a page's date that is fully booked stays chosen: it says so and offers the nearest days, those of the next month too", async () => {
  // The last open day of a month, full, and the days before it too: the nearest free ones lie in the next month.
  let date = addDays(`${monthOf(addDays(today(), 35))}-01` as LocalDate, -1);
  while (weekdayOf(date) === "monday") date = addDays(date, -1);
  const full = [date, addDays(date, -1), addDays(date, -2), addDays(date, -3)];
  const { element, calls } = booking({ date, full });
  await expect.element(page.getByText(/^No free times for 2 guests on /)).toBeVisible();
  expect((await dayButton(element, date)).getAttribute("aria-pressed")).toBe("true");
  await dateButton().click();
  const nearest = page.getByRole("list", { name: "The nearest days with free times:" }).getByRole("button");
  await expect.element(nearest.first()).toBeVisible();
  const asked = calls.filter((c) => c.route === "GET /reservation/availability").map((c) => monthOf(c.query.get("date") as LocalDate));
  expect(asked).toContain(monthOf(addDays(date, 1)));
  await expectAccessible(element, "the page's date, fully booked");
});

test("an eight-digit reservation number and the PIN keep their copy buttons inside the form at every width, in German too", async () => {
  const config = bookingConfig();
  fakeApi({
    "GET /reservation": { data: config },
    "GET /reservation/availability": ({ query }) => ({ data: availability(config, query) }),
    "POST /reservation": { data: { reservation_number: 88888888, guest_pin: "WWWWWW", status: "confirmed" } },
  });
  const element = mount("couvert-booking");
  await expect.element(slots().first()).toBeVisible();
  await fillAndBook();
  await expect.element(page.getByText("88888888")).toBeVisible();

  const overflows: string[] = [];
  for (const lang of ["en", "de"]) {
    element.setAttribute("lang", lang);
    await element.updateComplete;
    for (let width = 240; width <= 760; width += 4) {
      element.style.width = `${width}px`;
      const right = element.getBoundingClientRect().right;
      for (const box of element.shadowRoot!.querySelectorAll<HTMLElement>(".codes > div, .codes .code, .codes button")) {
        const past = box.getBoundingClientRect().right - right;
        if (past > 0.5) overflows.push(`${lang} ${width}px: ${box.className || box.localName} ${past.toFixed(1)} px past the form`);
      }
    }
  }
  expect(overflows).toEqual([]);
});

test("more guests than the restaurant books online: no times or contact fields, but its number to call; fewer again, the times are back", async () => {
  const config = { ...bookingConfig(), phone: "+493012345678" };
  const { element } = booking({ config });
  await expect.element(slots().first()).toBeVisible();
  const party = page.getByRole("combobox", { name: "Party size" });
  (party.element() as HTMLSelectElement).focus();
  await party.selectOptions("more");
  // Shown in the form (the live region says it too, once its announcement lands).
  await expect.element(page.getByRole("group").getByText("For more than 8 guests, please contact the restaurant directly.")).toBeVisible();
  // The same control still has the focus, and the change is said, not only shown.
  expect(element.shadowRoot!.activeElement).toBe(party.element());
  await expect.element(page.getByRole("status").filter({ hasText: "For more than 8 guests" })).toBeInTheDocument();
  await expect.element(page.getByRole("link", { name: "+493012345678" })).toHaveAttribute("href", "tel:+493012345678");
  expect(slots().elements()).toHaveLength(0);
  expect(page.getByRole("button", { name: "Book table" }).elements()).toHaveLength(0);
  expect(page.getByRole("textbox", { name: /^Last name/ }).elements()).toHaveLength(0);
  await expect.element(party).toHaveAttribute("aria-invalid", "false");
  await expectAccessible(element, "more guests than booked online");
  // The chosen option's words fit the control at every width (alone, it takes the row).
  const select = party.element() as HTMLSelectElement;
  const words = document.createElement("span");
  words.style.font = getComputedStyle(select).font;
  words.textContent = select.selectedOptions[0]!.textContent;
  element.shadowRoot!.append(words);
  const room = (width: number) => {
    element.style.width = `${width}px`;
    const style = getComputedStyle(select);
    // What the box leaves for the words: its padding, borders and the drop-down arrow (about 1.5em) taken off.
    const sides = [style.paddingLeft, style.paddingRight, style.borderLeftWidth, style.borderRightWidth].map(parseFloat);
    return select.getBoundingClientRect().width - sides.reduce((a, b) => a + b, 0) - 1.5 * parseFloat(style.fontSize);
  };
  const tight = [280, 343, 500, 694, 760].filter((width) => room(width) < words.getBoundingClientRect().width);
  words.remove();
  element.style.width = "";
  expect(tight).toEqual([]);

  await party.selectOptions("4");
  await expect.element(slots().first()).toBeVisible();
  expect(element.shadowRoot!.activeElement).toBe(party.element());
  await expect.element(page.getByRole("button", { name: "Book table" })).toBeVisible();
});

test("each month's free times are asked for once: paging back and forth in the month grid asks for nothing again", async () => {
  const { calls } = booking();
  await expect.element(slots().first()).toBeVisible();
  const asked = () => calls.filter((c) => c.route === "GET /reservation/availability").map((c) => c.query.get("date"));
  await dateButton().click();
  const first = asked();
  await page.getByRole("button", { name: "Next month" }).click();
  await expect.poll(() => asked().length).toBe(first.length + 1);
  const next = asked();
  await page.getByRole("button", { name: "Previous month" }).click();
  await page.getByRole("button", { name: "Next month" }).click();
  await page.getByRole("button", { name: "Previous month" }).click();
  await expect.element(page.getByRole("button", { name: "Previous month" })).toBeVisible();
  expect(asked()).toEqual(next);
});

test("the calendar file is the event the e-mails update: one UID, the restaurant as organizer, tentative while it waits", async () => {
  const config = bookingConfig({ address: "Torstraße 1, Berlin", calendarOrganizer: "bookings@couvert.example" });
  booking({ config });
  await expect.element(slots().first()).toBeVisible();
  const startsAt = await fillAndBook();
  const link = page.getByRole("link", { name: "Add to calendar" });
  await expect.element(link).toBeVisible();
  const ics = await readObjectUrl(link.element().getAttribute("href")!);
  const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!;
  expect(event.getFirstPropertyValue("uid")).toBe(reservationUid(config.slug, 4711001));
  expect(event.getFirstPropertyValue("sequence")).toBe(0);
  expect(event.getFirstPropertyValue("status")).toBe("TENTATIVE");
  expect(event.getFirstPropertyValue("organizer")).toBe("mailto:bookings@couvert.example");
  expect(event.getFirstProperty("organizer")!.getParameter("cn")).toBe(config.name);
  expect(event.getFirstPropertyValue("location")).toBe("Torstraße 1, Berlin");
  expect((event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString()).toBe(new Date(startsAt!).toISOString());
});

/** The text behind a blob: URL (fetch is the stand-in API's in these tests). */
function readObjectUrl(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("GET", url);
    request.onload = () => resolve(request.responseText);
    request.onerror = () => reject(new Error(`could not read ${url}`));
    request.send();
  });
}

test("offers WhatsApp only when the server says it can deliver it (docs/api.md §4 notifyChannels)", async () => {
  booking({ config: bookingConfig({ notifyChannels: ["email"] }) });
  await expect.element(slots().first()).toBeVisible();
  await expect.element(page.getByRole("checkbox", { name: "Notify me by e-mail" })).toBeVisible();
  expect(page.getByRole("checkbox", { name: "Notify me on WhatsApp" }).elements()).toHaveLength(0);
  vi.unstubAllGlobals();

  booking({ config: bookingConfig({ notifyChannels: ["email", "whatsapp"] }) });
  await expect.element(page.getByRole("checkbox", { name: "Notify me on WhatsApp" })).toBeVisible();
});
