import { expect, test, type APIRequestContext, type Locator } from "@playwright/test";
import type { BookingConfig } from "../core/reservation/schemas.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { e2e } from "./support/env.ts";
import {
  bookViaApi,
  bookingConfig,
  dateToggle,
  expectedSlotTimes,
  fillTime,
  fillGuest,
  guestFields,
  lookUp,
  openCalendar,
  openDay,
  openDemo,
  pickDate,
  picker,
  showAllTimes,
} from "./support/widgets.ts";

/**
 * Axe in every state of the three elements, on the demo site against the real server, in the light
 * and the dark theme: no violation of any impact (issue 11, "Accessibility"). The component tests
 * (widget/**\/*.browser.test.ts) check the states the server cannot be made to show on demand.
 */

/**
 * What the dark theme changes (ui-shared/styles.ts): colours, and a padding that may make a region
 * scroll. The rest of axe's rules read the same markup in either theme, and run once, in the light.
 */
const THEME_RULES = ["color-contrast", "link-in-text-block", "scrollable-region-focusable"];

/**
 * Runs axe on `widget` alone in the light theme, then the rules a theme can change in the dark one
 * (set as a site owner sets it), and expects nothing found.
 */
async function expectAccessible(widget: Locator, state: string): Promise<void> {
  const tag = await widget.evaluate((el) => el.localName);
  await widget.evaluate((el) => el.setAttribute("theme", "light"));
  await expectNoAxeViolations(widget.page(), { include: tag, state: `${state}, light theme` });
  await widget.evaluate((el) => el.setAttribute("theme", "dark"));
  await expectNoAxeViolations(widget.page(), { include: tag, rules: THEME_RULES, state: `${state}, dark theme` });
  await widget.evaluate((el) => el.setAttribute("theme", "light"));
}

/** Takes every place a party of 8 could sit on `date`: every cover of each stay's start, a stay apart. */
async function fillDayFor8(request: APIRequestContext, config: BookingConfig, date: string): Promise<void> {
  const times = expectedSlotTimes(config, date);
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
  const starts = times.filter((t) => (minutes(t) - minutes(times[0]!)) % config.defaultDwellMinutes === 0);
  for (const time of starts) await fillTime(request, config, date, time);
}

test("booking: start, month grid, all times, a full day with the nearest days, form errors, confirmation", async ({ page, request }) => {
  test.slow(); // axe in each state, once per theme: near the 60 s limit on a loaded machine
  const config = await bookingConfig(request);
  const fullDay = openDay(config, 26, "sunday");
  await fillDayFor8(request, config, fullDay);
  const { booking } = await openDemo(page);
  const p = picker(booking);
  await expect(p.slots.first()).toBeVisible();
  await expectAccessible(booking, "start");

  await openCalendar(booking);
  await expect(p.dates).toBeVisible();
  await expectAccessible(booking, "month grid open");
  await dateToggle(booking).click();

  await showAllTimes(booking);
  await expectAccessible(booking, "all times");

  await guestFields(booking).party.selectOption("8");
  await pickDate(page, booking, fullDay);
  await expect(p.times).toContainText("No free times for 8 guests on");
  await expect(p.times.getByRole("list", { name: "The nearest days with free times:" }).getByRole("button").first()).toBeVisible();
  await expectAccessible(booking, "a full day with the nearest days");

  await guestFields(booking).party.selectOption("2");
  await pickDate(page, booking, openDay(config, 27, "tuesday"));
  await booking.getByRole("button", { name: "Book table" }).click();
  await expect(booking.getByText("Please enter your last name.")).toBeVisible();
  await expectAccessible(booking, "form errors");

  await p.slots.first().click();
  await fillGuest(booking);
  await booking.getByRole("button", { name: "Book table" }).click();
  await expect(booking.getByRole("heading", { name: /^Thank you!/ })).toBeFocused();
  await expectAccessible(booking, "confirmation");
});

test("manage: look-up, a wrong PIN, the reservation, the change form, the cancel question", async ({ page, request }) => {
  test.slow(); // axe in each state, once per theme: near the 60 s limit on a loaded machine
  const config = await bookingConfig(request);
  const booked = await bookViaApi(request, config, openDay(config, 27, "wednesday"), "19:00", "Axe");
  const { manage } = await openDemo(page);
  await expectAccessible(manage, "look-up");

  await manage.getByRole("textbox", { name: "Reservation number" }).fill(String(booked.reservation_number));
  await manage.getByRole("textbox", { name: "PIN" }).fill(booked.guest_pin === "AAAAAA" ? "BBBBBB" : "AAAAAA");
  await manage.getByRole("button", { name: "Show reservation" }).click();
  await expect(manage.getByRole("alert")).toContainText("The reservation number or PIN is not right.");
  await expectAccessible(manage, "wrong PIN");

  const view = await lookUp(manage, String(booked.reservation_number), booked.guest_pin);
  await expectAccessible(manage, "reservation");

  await view.getByRole("button", { name: "Change reservation" }).click();
  await expect(picker(manage).slots.first()).toBeVisible();
  await expectAccessible(manage, "change form");
  await manage.getByRole("button", { name: "Discard changes" }).click();

  await manage.getByRole("button", { name: "Cancel reservation" }).click();
  await expect(manage.getByRole("group", { name: /^Do you really want to cancel/ })).toBeVisible();
  await expectAccessible(manage, "cancel question");
});

test("events: upcoming, past opened, and none at all", async ({ page }) => {
  test.slow(); // axe in each state, once per theme: near the 60 s limit on a loaded machine
  const { events } = await openDemo(page);
  await expect(events.getByRole("article").first()).toBeVisible();
  await expectAccessible(events, "upcoming");
  await events.getByRole("button", { name: /^Past events/ }).click();
  await expect(events.locator("#past-list")).toBeVisible();
  await expectAccessible(events, "past open");

  // The demo restaurant has events; the server's own answer with its lists emptied shows "none".
  await page.route(`${e2e.url}/api/v1/events`, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({ response, json: { data: { ...body.data, items: [], pastItems: [] } } });
  });
  await page.reload();
  await expect(events.getByText("No upcoming events")).toBeVisible();
  await expectAccessible(events, "no events");
});
