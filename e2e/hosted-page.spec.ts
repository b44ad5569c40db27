import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { couvert, e2e } from "./support/env.ts";
import { bookingConfig, fillGuest, lookUp, openDay, pickDate, picker, pickSlot, readCodes, shot, showAllTimes } from "./support/widgets.ts";

/**
 * The hosted booking page, /r/SLUG (docs/api.md §18): the demo restaurant's page with its widgets,
 * and the same page with JavaScript off, where its plain forms book, show and cancel.
 */

const hostedUrl = () => `${e2e.url}/r/${e2e.slug}`;
const status = async (number: string) => (await couvert("reservation", "show", "--restaurant", e2e.slug, number)).reservation.status;

test("with JavaScript, the hosted page's widgets book and find the booking, accessibly and at 375 px", async ({ page, request }) => {
  const config = await bookingConfig(request);
  const date = openDay(config, 4);
  await page.goto(hostedUrl());
  await expect(page).toHaveTitle("Book a table at Trattoria Lumen");
  await expect(page.getByRole("heading", { level: 1, name: "Trattoria Lumen" })).toBeVisible();
  await expect(page.getByRole("table")).toContainText("Monday");
  const booking = page.locator("couvert-booking");
  const manage = page.locator("couvert-manage");
  await expect(booking.getByRole("button", { name: "Book table" })).toBeVisible();
  // The plain forms stay inside <noscript>: nothing of them shows.
  await expect(page.getByRole("button", { name: "Show times" })).toHaveCount(0);
  await expectNoAxeViolations(page, { state: "hosted page with widgets" });

  await pickDate(page, booking, date);
  await showAllTimes(booking);
  await pickSlot(picker(booking).slots.first());
  await fillGuest(booking);
  await booking.getByRole("button", { name: "Book table" }).click();
  const confirmation = booking.getByRole("region", { name: /^Thank you!/ });
  await expect(confirmation).toBeVisible();
  const { number, pin } = await readCodes(confirmation);
  const view = await lookUp(manage, number, pin);
  await expect(view).toContainText("Giulia");

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(hostedUrl());
  await expect(booking.getByRole("button", { name: "Book table" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(page, "hosted-page-375");
});

test("the plain forms and their pages are accessible", async ({ page, request }) => {
  // axe needs scripts, so the page is loaded with them, its <noscript> forms shown as they would be without.
  await page.route(hostedUrl(), async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/<\/?noscript>/g, "").replace(/<script [^>]*><\/script>/g, "");
    await route.fulfill({ response, body });
  });
  await page.goto(hostedUrl());
  await expect(page.getByRole("button", { name: "Show times" })).toBeVisible();
  await expectNoAxeViolations(page, { state: "plain forms" });

  // The times step and its errors are pages of their own, without widgets.
  const date = openDay(await bookingConfig(request), 6);
  await page.goto(`${hostedUrl()}/book?date=${date}&party_size=2&lang=en`);
  await expectNoAxeViolations(page, { state: "times step" });
  await page.getByRole("button", { name: "Book table" }).click();
  await expect(page.getByText("Please enter your last name.")).toBeVisible();
  await expectNoAxeViolations(page, { state: "field errors" });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  /** Date and party on the page, then the times step. */
  async function showTimes(page: Page, date: string, party: string): Promise<void> {
    await page.goto(hostedUrl());
    await page.getByLabel("Date").fill(date);
    await page.getByLabel("Guests").fill(party);
    await page.getByRole("button", { name: "Show times" }).click();
    await expect(page.getByRole("group", { name: "Time" })).toBeVisible();
  }

  test("a guest books with the plain form, sees the errors beside their fields first, then the number and PIN", async ({
    page,
    request,
  }) => {
    const config = await bookingConfig(request);
    const date = openDay(config, 5);
    await showTimes(page, date, "2");
    const firstTime = page.getByRole("group", { name: "Time" }).getByRole("radio").first();
    await firstTime.check();
    await page.getByLabel("First name").fill("Grace");
    await page.getByLabel("E-mail", { exact: true }).fill("grace@example.com");
    await page.getByRole("button", { name: "Book table" }).click();

    // Refused: the last name and the terms, each said beside its field; what was typed stays.
    await expect(page.getByLabel("Last name")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Please enter your last name.")).toBeVisible();
    await expect(page.getByText("Please accept the terms and conditions.")).toBeVisible();
    await expect(page.getByLabel("First name")).toHaveValue("Grace");
    await expect(page.getByRole("group", { name: "Time" }).getByRole("radio", { checked: true })).toHaveCount(1);

    await page.getByLabel("Last name").fill("Hopper");
    await page.getByRole("checkbox", { name: /I accept the terms and conditions/ }).check();
    await page.getByRole("button", { name: "Book table" }).click();
    await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible();
    const credentials = page.locator("dl.credentials");
    const number = (await credentials.locator("dd").nth(0).innerText()).trim();
    const pin = (await credentials.locator("dd").nth(1).innerText()).trim();
    expect(number).toMatch(/^\d{6,8}$/);
    expect(pin).toMatch(/^[2-9A-HJ-NP-Z]{6}$/);
    expect(await status(number)).toMatch(/^(pending|confirmed)$/);

    await page.setViewportSize({ width: 375, height: 812 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, "hosted-page-nojs-booked-375");

    // Manage: number and PIN show it; the guest cancels it.
    await page.goto(hostedUrl());
    await shot(page, "hosted-page-nojs-375");
    await page.getByLabel("Reservation number").fill(number);
    await page.getByLabel("PIN").fill(pin);
    await page.getByRole("button", { name: "Show reservation" }).click();
    await expect(page.getByText("Grace Hopper")).toBeVisible();
    await page.getByRole("button", { name: "Cancel reservation" }).click();
    // Asked first, as the widget asks: "No" shows it again, still booked.
    await page.getByRole("button", { name: "No, keep it" }).click();
    await expect(page.getByText("Grace Hopper")).toBeVisible();
    expect(await status(number)).not.toBe("cancelled");
    await page.getByRole("button", { name: "Cancel reservation" }).click();
    await shot(page, "hosted-page-nojs-cancel-question-375");
    await page.getByRole("button", { name: "Yes, cancel reservation" }).click();
    await expect(page.getByText("Your reservation is cancelled.")).toBeVisible();
    expect(await status(number)).toBe("cancelled");
  });
});
