import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { couvert, e2e } from "./support/env.ts";
import { bookViaApi, bookingConfig, instantOf, openDay, shot } from "./support/widgets.ts";

/**
 * Changing a booking on the hosted page without JavaScript (docs/api.md §18.2): number and PIN
 * show it, a date and party list that date's free times as a select, and the change goes through
 * the manage service; a refusal is said beside its field.
 */

const hostedUrl = () => `${e2e.url}/r/${e2e.slug}`;
const stored = async (number: number) => (await couvert("reservation", "show", "--restaurant", e2e.slug, String(number))).reservation;

/** The reservation shown by the page's plain manage form. */
async function showReservation(page: Page, booked: { reservation_number: number; guest_pin: string }): Promise<void> {
  await page.goto(hostedUrl());
  await page.getByLabel("Reservation number").fill(String(booked.reservation_number));
  await page.getByLabel("PIN").fill(booked.guest_pin);
  await page.getByRole("button", { name: "Show reservation" }).click();
  await expect(page.getByRole("heading", { name: "Change the reservation" })).toBeVisible();
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a guest moves a booking to another time and party, the refusals beside their fields first", async ({ page, request }) => {
    const config = await bookingConfig(request);
    const date = openDay(config, 6);
    const booked = await bookViaApi(request, config, date, "19:00", "Moretti");
    await page.setViewportSize({ width: 375, height: 812 });
    await showReservation(page, booked);
    const change = page.getByRole("region", { name: "Change the reservation" });
    await expect(change.getByLabel("New time")).toHaveValue(instantOf(config, date, "19:00"));

    // A party past the restaurant's largest: said beside the field, nothing changed.
    await change.getByLabel("Guests").fill(String(config.maxPartySize + 1));
    await change.getByRole("button", { name: "Show times" }).click();
    await expect(change.getByLabel("Guests")).toHaveAttribute("aria-invalid", "true");
    await expect(change.locator("#party_size-error")).toBeVisible();

    await change.getByLabel("Guests").fill("3");
    await change.getByRole("button", { name: "Show times" }).click();
    const later = instantOf(config, date, "20:00");
    await change.getByLabel("New time").selectOption(later);
    if (config.termsUrl) await change.getByRole("checkbox", { name: /I accept the terms and conditions/ }).check();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, "hosted-page-nojs-change-375");
    await change.getByRole("button", { name: "Change reservation" }).click();

    await expect(page.getByRole("status")).toHaveText("Your reservation is changed.");
    await expect(page.getByText("3 guests")).toBeVisible();
    expect(await stored(booked.reservation_number)).toMatchObject({ starts_at: later, party_size: 3 });
  });
});

test("the change form is accessible", async ({ page, request }) => {
  const config = await bookingConfig(request);
  const booked = await bookViaApi(request, config, openDay(config, 7), "19:00", "Bianchi");
  // axe needs scripts: the page is loaded with them, its <noscript> forms shown as they would be without.
  await page.route(hostedUrl(), async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/<\/?noscript>/g, "").replace(/<script [^>]*><\/script>/g, "");
    await route.fulfill({ response, body });
  });
  await showReservation(page, booked);
  await expectNoAxeViolations(page, { state: "change form" });
});
