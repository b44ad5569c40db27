import { expect, test, type Locator } from "@playwright/test";
import { couvert, e2e } from "./support/env.ts";
import {
  addDays,
  bookingConfig,
  dayButton,
  dateToggle,
  dayLabel,
  expectedSlotTimes,
  fillGuest,
  findDate,
  instantOf,
  monthLabel,
  openDay,
  openCalendar,
  openDemo,
  pickDate,
  picker,
  pickSlot,
  readCodes,
  shot,
  showAllTimes,
  timeLabel,
  today,
  weekdayOf,
} from "./support/widgets.ts";

/** Lets the element finish any render a click may have started. */
const settled = (widget: Locator) => widget.evaluate((el) => (el as unknown as { updateComplete: Promise<unknown> }).updateComplete);

const startsOf = (slots: Locator) => slots.evaluateAll((buttons) => buttons.map((b) => (b as HTMLElement).dataset.startsAt));

test("closed days, a Monday and the closed date exception, are offered as closed and cannot be picked", async ({ page, request }) => {
  const config = await bookingConfig(request);
  const monday = findDate(config, 1, (date, hours) => weekdayOf(date) === "monday" && hours.closed && !hours.exception);
  const exception = config.dateExceptions.find((e) => e.closed);
  expect(exception, "the demo data has a closed date exception").toBeTruthy();

  const { booking } = await openDemo(page);
  const p = picker(booking);
  for (const date of [monday, exception!.date]) {
    const day = await dayButton(page, booking, date);
    await expect(day).toHaveAccessibleName(`${await dayLabel(page, date)}, closed`);
    await expect(day).toBeDisabled();
    const chosen = await p.times.locator("legend").textContent();
    await day.click({ force: true });
    await settled(booking);
    await expect(day).toHaveAttribute("aria-pressed", "false");
    expect(await p.times.locator("legend").textContent(), "the chosen date stays").toBe(chosen);
  }
  // The exception's note is listed under its month.
  await dayButton(page, booking, exception!.date);
  await expect(
    p.dates.getByRole("listitem").filter({ hasText: `${await dayLabel(page, exception!.date)}: ${exception!.note}` }),
  ).toBeVisible();
  await shot(p.dates, "calendar-closed-days");
});

test("the brunch-only date shows its note and offers exactly the exception's hours", async ({ page, request }) => {
  const config = await bookingConfig(request);
  const brunch = config.dateExceptions.find((e) => !e.closed && e.note);
  expect(brunch, "the demo data has an open date exception with a note").toBeTruthy();
  const times = expectedSlotTimes(config, brunch!.date);

  const { booking } = await openDemo(page);
  const p = picker(booking);
  await pickDate(page, booking, brunch!.date);
  await showAllTimes(booking);
  await expect(p.times.getByText(brunch!.note!, { exact: true })).toBeVisible();
  await openCalendar(booking);
  await expect(p.dates.getByRole("listitem").filter({ hasText: `${await dayLabel(page, brunch!.date)}: ${brunch!.note}` })).toBeVisible();
  expect(await startsOf(p.slots)).toEqual(times.map((t) => instantOf(config, brunch!.date, t)));
  await expect(p.slots.first()).toHaveAccessibleName(await timeLabel(page, instantOf(config, brunch!.date, times[0]!), config.timezone));
  await expect(p.slots.last()).toHaveAccessibleName(await timeLabel(page, instantOf(config, brunch!.date, times.at(-1)!), config.timezone));
  await shot(booking.getByRole("group", { name: "Date", exact: true }).locator(".."), "calendar-brunch");
});

test("the first day's slots start after the lead time, and the latest slot of a late Saturday books", async ({ page, request }) => {
  const config = await bookingConfig(request);
  const loadedAfter = Date.now();
  const { booking } = await openDemo(page);
  const p = picker(booking);

  // Whatever day is preselected (late in the evening it is tomorrow, or later), its first slot
  // respects the lead time, and every earlier slot of that day was excluded by it.
  await openCalendar(booking);
  const preselected = await p.dates.locator(".day[aria-pressed='true']").getAttribute("data-date");
  expect(preselected, "a day is preselected").toBeTruthy();
  await showAllTimes(booking);
  const first = Date.parse((await startsOf(p.slots))[0]!);
  const lead = config.bookingLeadTimeHours * 3_600_000;
  expect(first).toBeGreaterThanOrEqual(loadedAfter + lead);
  const dayStarts = expectedSlotTimes(config, preselected!).map((t) => Date.parse(instantOf(config, preselected!, t)));
  expect(dayStarts).toContain(first);
  for (const earlier of dayStarts.filter((start) => start < first)) expect(earlier).toBeLessThan(Date.now() + lead);

  // A Saturday (open past midnight): its slots are exactly those the rules allow; book the latest.
  const saturday = openDay(config, 1, "saturday");
  const times = expectedSlotTimes(config, saturday);
  await pickDate(page, booking, saturday);
  await showAllTimes(booking);
  await expect.poll(() => startsOf(p.slots)).toEqual(times.map((t) => instantOf(config, saturday, t)));
  const latest = p.slots.last();
  await expect(latest).toHaveAccessibleName(
    new RegExp(`^${await timeLabel(page, instantOf(config, saturday, times.at(-1)!), config.timezone)}`),
  );
  const startsAt = await pickSlot(latest);
  await fillGuest(booking, { last: "Late" });
  await booking.getByRole("button", { name: "Book table" }).click();
  const confirmation = booking.getByRole("region", { name: "Thank you! We have received your reservation request." });
  await expect(confirmation).toBeVisible();
  const { number } = await readCodes(confirmation);
  expect((await couvert("reservation", "show", "--restaurant", e2e.slug, number)).reservation).toMatchObject({
    starts_at: startsAt,
    status: "pending",
  });
});

test("keyboard: Home, End and the arrows in the date grid; the slots are one tab stop and the arrows choose", async ({ page, request }) => {
  const config = await bookingConfig(request);
  const saturday = openDay(config, 8, "saturday");
  const { booking } = await openDemo(page);
  const p = picker(booking);
  const day = await dayButton(page, booking, saturday);
  await day.focus();
  const focusedDate = () => booking.evaluate((el) => (el.shadowRoot!.activeElement as HTMLElement | null)?.dataset.date);
  await page.keyboard.press("Home");
  await expect.poll(focusedDate).toBe(addDays(saturday, -5));
  await page.keyboard.press("End");
  await expect.poll(focusedDate).toBe(addDays(saturday, 1));
  await page.keyboard.press("ArrowLeft");
  await expect.poll(focusedDate).toBe(saturday);
  await page.keyboard.press("Enter");
  // The grid closes on the choice and gives the focus back to the date button.
  await expect(dateToggle(booking)).toBeFocused();
  await expect(dateToggle(booking)).toHaveAttribute("aria-expanded", "false");
  await expect(p.times).toHaveAccessibleName(new RegExp(await dayLabel(page, saturday)));

  // Tab (past the preferred time) enters the slots once, at the first; the arrows choose; Tab leaves them.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(p.slots.first()).toBeFocused();
  await expect(booking.locator(".slot[tabindex='0']")).toHaveCount(1);
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(p.slots.nth(2)).toBeFocused();
  await expect(p.slots.nth(2)).toHaveAttribute("aria-checked", "true");
  // The tick is decoration: the name is the time alone.
  const chosen = (await p.slots.nth(2).getAttribute("data-starts-at"))!;
  await expect(p.slots.nth(2)).toHaveAccessibleName(await timeLabel(page, chosen, config.timezone));
  // Tab leaves them, past "All times".
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(booking.getByRole("textbox", { name: "First name" })).toBeFocused();

  // Paging to the last month by keyboard: the button says it is at the end and keeps the focus.
  await openCalendar(booking);
  await p.next.focus();
  for (let guard = 0; (await p.next.getAttribute("aria-disabled")) !== "true" && guard < 30; guard += 1) await page.keyboard.press("Enter");
  await expect(p.next).toHaveAttribute("aria-disabled", "true");
  await expect(p.next).toBeFocused();
  const lastMonth = await p.heading.textContent();
  await page.keyboard.press("Enter");
  await expect(p.heading).toHaveText(lastMonth!);
  await expect(p.next).toBeFocused();
});

test("a guest who moves the month grid before the first times arrive stays on that month, and books from it", async ({ page, request }) => {
  const config = await bookingConfig(request);
  const thisMonth = today(config).slice(0, 7);
  const nextMonthDay = findDate(config, 1, (date, hours) => date.slice(0, 7) > thisMonth && !hours.closed && !hours.exception);
  // The first answer (this month's times, asked for while the bundle loads) waits until the guest has moved the grid.
  let answerFirst!: () => void;
  const firstHeld = new Promise<void>((resolve) => (answerFirst = resolve));
  let held = false;
  await page.route(/\/api\/v1\/reservation\/availability\?/, async (route) => {
    if (!held) {
      held = true;
      await firstHeld;
    }
    await route.continue();
  });
  await page.goto(`${e2e.url}/`);
  const booking = page.locator("couvert-booking");
  const p = picker(booking);
  // The date button is there once the rules are in; the first times are not.
  await expect(dateToggle(booking)).toHaveAccessibleName("Date Loading…");
  await openCalendar(booking);
  await expect(p.heading).toHaveText(await monthLabel(page, today(config)));
  await p.next.click();
  const guestsMonth = await monthLabel(page, nextMonthDay);
  await expect(p.heading).toHaveText(guestsMonth);

  answerFirst();
  // The first free day is chosen, and the date button names it; the grid stays where the guest put it.
  await expect(dateToggle(booking)).not.toHaveAccessibleName("Date Loading…");
  await expect(p.heading).toHaveText(guestsMonth);
  await pickDate(page, booking, nextMonthDay);
  expect(await p.slots.count()).toBeGreaterThan(0);
});
