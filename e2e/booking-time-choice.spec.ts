import { expect, test, type Locator } from "@playwright/test";
import { e2e } from "./support/env.ts";
import {
  bookingConfig,
  dayLabel,
  expectedSlotTimes,
  fillTime,
  guestFields,
  instantOf,
  openDay,
  openDayAfter,
  openDayBefore,
  openDemo,
  pickDate,
  picker,
  shot,
  showAllTimes,
  timeLabel,
} from "./support/widgets.ts";

const PHONE = { width: 375, height: 812 };

/**
 * What a guest does, counted: every tap or click, every field filled (typing into one field is one
 * interaction, as a tap into it and the typing are one step for a guest), every checkbox ticked.
 * Looking, scrolling and waiting are not counted.
 */
class Guest {
  count = 0;
  async tap(target: Locator): Promise<void> {
    this.count += 1;
    await target.click();
  }
  async fill(target: Locator, text: string): Promise<void> {
    this.count += 1;
    await target.fill(text);
  }
  async tick(target: Locator): Promise<void> {
    this.count += 1;
    await target.check();
  }
}

test("on a 375 px phone a guest books with the default party size in at most 6 interactions", async ({ page, request }) => {
  const config = await bookingConfig(request);
  await page.setViewportSize(PHONE);
  const { booking } = await openDemo(page);
  const guest = new Guest();
  const times = picker(booking).slots;
  // Party size, date and preferred time are already chosen; about five free times are offered at once.
  await expect(guestFields(booking).party).toHaveValue("2");
  // (Fewer late in the day, when the lead time leaves fewer; the widget then starts on a later day.)
  await expect.poll(() => times.count()).toBeGreaterThan(0);
  expect(await times.count()).toBeLessThanOrEqual(5);
  await shot(booking, "phone-booking-start");

  // The latest of them: the earliest may pass the lead time while the guest types.
  const time = times.last();
  const startsAt = await time.getAttribute("data-starts-at");
  await guest.tap(time);
  await expect(time).toHaveAttribute("aria-checked", "true");
  const f = guestFields(booking);
  await guest.fill(f.last, "Rossi");
  await guest.fill(f.email, "rossi@example.com");
  await guest.tick(f.notifyEmail);
  if (config.termsUrl) await guest.tick(f.terms);
  const [created] = await Promise.all([
    page.waitForResponse((r) => r.url() === `${e2e.url}/api/v1/reservation` && r.request().method() === "POST"),
    guest.tap(booking.getByRole("button", { name: "Book table" })),
  ]);
  expect(created.status()).toBe(200);
  await expect(booking.getByRole("heading", { name: /^Thank you!/ })).toBeFocused();
  expect(guest.count).toBeLessThanOrEqual(6);
  await shot(booking, "phone-booking-done");
  expect((await created.json()).data.reservation_number).toEqual(expect.any(Number));
  expect(startsAt).toMatch(/Z$/);
});

test("the offered times sit around the preferred time; all times list the day, and a full time is shown but cannot be chosen", async ({
  page,
  request,
}) => {
  const config = await bookingConfig(request);
  const date = openDay(config, 4, "wednesday");
  const fullDate = openDay(config, 4, "thursday");
  const all = expectedSlotTimes(config, date);
  await fillTime(request, config, fullDate, "19:00");
  const { booking } = await openDemo(page);
  await pickDate(page, booking, date);
  const p = picker(booking);

  // 19:00 is preferred at first: the five free times nearest it.
  const around = (preferred: string) => {
    const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
    return [...all]
      .sort((a, b) => Math.abs(minutes(a) - minutes(preferred)) - Math.abs(minutes(b) - minutes(preferred)))
      .slice(0, 5)
      .sort();
  };
  const starts = (times: string[]) => times.map((t) => instantOf(config, date, t));
  const shown = () => p.slots.evaluateAll((buttons) => buttons.map((b) => (b as HTMLElement).dataset.startsAt));
  await expect.poll(shown).toEqual(starts(around("19:00")));
  await booking.getByRole("combobox", { name: "Preferred time" }).selectOption("13:00");
  await expect.poll(shown).toEqual(starts(around("13:00")));

  await pickDate(page, booking, fullDate);
  await showAllTimes(booking);
  await expect(p.slots).toHaveCount(expectedSlotTimes(config, fullDate).length);
  const full = p.times.getByRole("radio", {
    name: `${await timeLabel(page, instantOf(config, fullDate, "19:00"), config.timezone)}, fully booked`,
  });
  await expect(full).toHaveAttribute("aria-disabled", "true");
  await expect(full).toHaveAttribute("tabindex", "-1");
  await full.click({ force: true });
  await expect(full).toHaveAttribute("aria-checked", "false");
  // The first free time holds the tab stop; Home, End and the arrows move among the free ones only.
  const free = p.times.locator(".slot[aria-disabled='false']");
  await free.first().focus();
  await page.keyboard.press("End");
  await expect(free.last()).toBeFocused();
  await expect(free.last()).toHaveAttribute("aria-checked", "true");
  await page.keyboard.press("Home");
  await expect(free.first()).toBeFocused();
  await page.keyboard.press("ArrowDown");
  const focusedTop = () =>
    page.evaluate(() => {
      const el = document.querySelector("couvert-booking")!.shadowRoot!.activeElement as HTMLElement;
      return el.getBoundingClientRect().top;
    });
  const firstTop = await free.first().evaluate((el) => el.getBoundingClientRect().top);
  expect(await focusedTop()).toBeGreaterThan(firstTop);
  await shot(booking, "booking-all-times");
});

test("a day with nothing left offers the nearest days that have free times", async ({ page, request }) => {
  const config = await bookingConfig(request);
  const brunch = config.dateExceptions.find((e) => !e.closed && e.note)!;
  // Every brunch start (11:00–14:00, stays of two hours) overlaps a stay at 12:00 or 14:00: five
  // parties of 8 at each take all 40 covers, so no party of 8 fits all day.
  for (const time of ["12:00", "14:00"]) await fillTime(request, config, brunch.date, time);
  const { booking } = await openDemo(page);
  await guestFields(booking).party.selectOption("8");
  await pickDate(page, booking, brunch.date);
  const p = picker(booking);
  await expect(p.times).toContainText("No free times for 8 guests on");
  const nearest = p.times.getByRole("list", { name: "The nearest days with free times:" }).getByRole("button");
  await expect(nearest.first()).toBeVisible();
  // The open days either side (a Monday next to the brunch is closed: on some days of the week the brunch has one).
  const next = await dayLabel(page, openDayAfter(config, brunch.date));
  const previous = await dayLabel(page, openDayBefore(config, brunch.date));
  await expect(nearest.filter({ hasText: next })).toBeVisible();
  await expect(nearest.filter({ hasText: previous })).toBeVisible();
  await shot(booking, "booking-full-day");
  await nearest.first().click();
  await expect(p.times).not.toHaveAccessibleName(new RegExp(await dayLabel(page, brunch.date)));
  await expect(p.slots.first()).toBeVisible();
});
