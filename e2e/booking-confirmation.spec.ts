import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import type { BookingConfig } from "../core/reservation/schemas.ts";
import { couvert, e2e } from "./support/env.ts";
import { shotAtWidths } from "./support/screens.ts";
import {
  bookingConfig,
  expectedSlotTimes,
  fillGuest,
  openDay,
  openDemo,
  pickDate,
  picker,
  pickSlot,
  readCodes,
  showAllTimes,
  untilServed,
} from "./support/widgets.ts";

/**
 * The confirmation says in plain words whether the table is booked (the restaurant confirms
 * automatically) or only requested (the restaurant still confirms it), from the booking's `status`;
 * the booking carries the language the guest read the form in as `guest_locale`.
 */

/**
 * Runs `steps` with the demo restaurant confirming `mode`, set from the command line, then sets back
 * what it had; each time once the running server answers with it.
 */
async function withConfirmationMode(request: APIRequestContext, mode: "auto" | "manual", steps: () => Promise<void>): Promise<void> {
  const servedMode = (config: BookingConfig) => config.confirmationMode ?? "manual";
  const before = (await couvert("restaurant", "show", e2e.slug)).restaurant?.confirmationMode ?? "manual";
  await couvert("restaurant", "update", e2e.slug, "--set", `confirmationMode=${mode}`);
  try {
    await untilServed(request, servedMode, mode);
    await steps();
  } finally {
    await couvert("restaurant", "update", e2e.slug, "--set", `confirmationMode=${before}`);
    await untilServed(request, servedMode, before);
  }
}

const isBooking = (url: string, method: string) => url === `${e2e.url}/api/v1/reservation` && method === "POST";

/** Books the `nth` slot of `date` in `booking` and returns the request's body and the answer. */
async function book(page: Page, booking: Locator, date: string, nth: number, lang: "en" | "de") {
  await pickDate(page, booking, date, lang);
  await showAllTimes(booking, lang);
  await pickSlot(picker(booking, lang).slots.nth(nth));
  await fillGuest(booking, { last: "Outcome" }, lang);
  const [response] = await Promise.all([
    page.waitForResponse((r) => isBooking(r.url(), r.request().method())),
    booking.getByRole("button", { name: lang === "de" ? "Tisch reservieren" : "Book table" }).click(),
  ]);
  expect(response.status()).toBe(200);
  return { sent: response.request().postDataJSON(), data: (await response.json()).data };
}

test("a booking the restaurant still confirms is called a request, in words that say so", async ({ page, request }) => {
  await withConfirmationMode(request, "manual", async () => {
    const config = await bookingConfig(request);
    expect(config.confirmationMode).toBe("manual");
    const date = openDay(config, 13);
    await page.goto(`${e2e.url}/`);
    const booking = page.locator("couvert-booking");
    // Before booking, the form says the restaurant confirms; the button keeps its name.
    const submit = booking.getByRole("button", { name: "Book table" });
    await expect(submit).toHaveAccessibleDescription("The restaurant confirms each reservation itself; you will hear from them.");
    await shotAtWidths(booking.locator("#manual-hint").locator("xpath=.."), "booking-manual-hint");

    const { sent, data } = await book(page, booking, date, 1, "en");
    // The demo page is `<html lang="en">`.
    expect(sent.guest_locale).toBe("en");
    expect(data.status).toBe("pending");
    const confirmation = booking.getByRole("region", { name: "Thank you! We have received your reservation request." });
    await expect(confirmation.getByRole("heading")).toBeFocused();
    await expect(confirmation).toContainText(
      "Your table is not confirmed yet: the restaurant will confirm your request, and you will hear from them on the channels you chose.",
    );
    // Number, PIN, copy buttons and the calendar file are still there.
    const { number, pin } = await readCodes(confirmation);
    expect([number, pin]).toEqual([String(data.reservation_number), data.guest_pin]);
    await expect(confirmation.getByRole("button", { name: "Copy reservation number" })).toBeVisible();
    await expect(confirmation.getByRole("button", { name: "Copy PIN" })).toBeVisible();
    await expect(confirmation.getByRole("link", { name: "Add to calendar" })).toBeVisible();
    await shotAtWidths(booking, "booking-pending");
  });
});

test("a booking confirmed at once says the table is booked, in the guest's language, which the booking carries", async ({
  page,
  request,
}) => {
  await withConfirmationMode(request, "auto", async () => {
    const config = await bookingConfig(request);
    expect(config.confirmationMode).toBe("auto");
    const date = openDay(config, 13);
    await page.goto(`${e2e.url}/`);
    // A German-speaking guest in Switzerland: the element's own `lang`.
    await page.evaluate((key) => {
      const element = document.createElement("couvert-booking");
      element.setAttribute("lang", "de-CH");
      element.setAttribute("api-key", key);
      document.querySelector("couvert-booking")!.replaceWith(element);
    }, e2e.key);
    const booking = page.locator('couvert-booking[lang="de-CH"]');
    const submit = booking.getByRole("button", { name: "Tisch reservieren" });
    await expect(submit).toBeVisible();
    // No "the restaurant confirms" note when it does not.
    await expect(submit).toHaveAccessibleDescription("");
    expect(expectedSlotTimes(config, date).length).toBeGreaterThan(3);

    const { sent, data } = await book(page, booking, date, 3, "de");
    expect(sent.guest_locale).toBe("de-CH");
    expect(data.status).toBe("confirmed");
    const confirmation = booking.getByRole("region", { name: "Vielen Dank! Ihr Tisch ist reserviert." });
    await expect(confirmation.getByRole("heading")).toBeFocused();
    await expect(confirmation).toContainText(
      "Das Restaurant hat Ihre Reservierung bestätigt. Eine Bestätigung erhalten Sie über die von Ihnen gewählten Wege.",
    );
    await expect(confirmation.getByRole("button", { name: "PIN kopieren" })).toBeVisible();
    await shotAtWidths(booking, "booking-confirmed-de");
  });
});

test("the English confirmation of a booking confirmed at once", async ({ page, request }) => {
  await withConfirmationMode(request, "auto", async () => {
    const config = await bookingConfig(request);
    const { booking } = await openDemo(page);
    const { data } = await book(page, booking, openDay(config, 13), 5, "en");
    expect(data.status).toBe("confirmed");
    const confirmation = booking.getByRole("region", { name: "Thank you! Your table is booked." });
    await expect(confirmation).toContainText(
      "The restaurant has confirmed your reservation. A confirmation is on its way to you on the channels you chose.",
    );
    await shotAtWidths(booking, "booking-confirmed");
  });
});
