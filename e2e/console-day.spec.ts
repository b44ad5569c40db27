import { expect, test } from "@playwright/test";
import { NAME_MAX_LENGTH } from "../core/limits.ts";
import { expectNoAxeViolations, signIn, signInWithBrowsersLanguage } from "./support/console.ts";
import { atTime, e2e } from "./support/env.ts";
import { bookViaApi, bookingConfig, instantOf, openDay } from "./support/widgets.ts";

test.describe("owner console: the day", () => {
  test("a wrong password is refused; the right one opens today's day view", async ({ page, request }) => {
    await signInWithBrowsersLanguage(request);
    await page.goto(`${e2e.url}/owner/`);
    await page.getByLabel("E-mail address").fill(e2e.owner.email);
    await page.getByLabel("Password").fill("not-the-password-at-all");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("The e-mail address or password is wrong.");
    await page.getByLabel("Password").fill(e2e.owner.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Day:");
    await expect(page).toHaveTitle(/Day · Trattoria Lumen · Couvert/);
    await expectNoAxeViolations(page);
  });

  test("a booking shows on its day with covers per slot, and moves through confirm, seat (once due) and complete", async ({
    page,
    request,
  }) => {
    const config = await bookingConfig(request);
    const date = openDay(config, 20, "tuesday");
    const booked = await bookViaApi(request, config, date, "19:00", "Moretti");
    await signIn(page, e2e.owner, `#/${e2e.slug}/day/${date}`);

    const card = page.locator(`li.reservation[data-number="${booked.reservation_number}"]`);
    await expect(card).toContainText("Giulia Moretti");
    await expect(card).toContainText("19:00");
    await expect(card).toContainText("2 guests");
    await expect(card.locator(".badge")).toHaveText("Pending");
    const slot = page.locator('.slot[data-time="19:00"]');
    await expect(slot.locator(".covers")).toHaveText(/^\d+ \/ \d+$/);
    const [covers] = (await slot.locator(".covers").innerText()).split(" / ").map(Number);
    expect(covers).toBeGreaterThanOrEqual(2);
    await expectNoAxeViolations(page);

    await card.getByRole("button", { name: "Confirm" }).click();
    await expect(card.locator(".badge")).toHaveText("Confirmed");
    await expect(page.getByRole("status").filter({ hasText: `Reservation ${booked.reservation_number} is now: Confirmed.` })).toBeVisible();
    // Weeks ahead, a party is neither seated nor a no-show (docs/api.md §6.3): Cancel, and Edit.
    await expect(card.getByRole("button")).toHaveText(["Cancel", "Edit"]);

    // An hour before the booking (the session from weeks before has ended): Seat, not yet No-show.
    await atTime(page, instantOf(config, date, "18:00"), async () => {
      await page.goto("about:blank");
      await signIn(page, e2e.owner, `#/${e2e.slug}/day/${date}`);
      await expect(card.getByRole("button")).toHaveText(["Seat", "Cancel", "Edit"]);
      await card.getByRole("button", { name: "Seat" }).click();
      await expect(card.locator(".badge")).toHaveText("Seated");
      await card.getByRole("button", { name: "Complete" }).click();
      await expect(card.locator(".badge")).toHaveText("Completed");
      await expect(card.getByRole("button")).toHaveCount(0);
    });
  });

  test("cancelling asks first, and No leaves the booking as it was", async ({ page, request }) => {
    const config = await bookingConfig(request);
    const date = openDay(config, 21, "tuesday");
    const booked = await bookViaApi(request, config, date, "19:30", "Esposito");
    await signIn(page, e2e.owner, `#/${e2e.slug}/day/${date}`);
    const card = page.locator(`li.reservation[data-number="${booked.reservation_number}"]`);
    await card.getByRole("button", { name: "Cancel" }).click();
    await card.getByRole("button", { name: "No" }).click();
    await expect(card.locator(".badge")).toHaveText("Pending");
    await card.getByRole("button", { name: "Cancel" }).click();
    await expect(card).toContainText("Cancel: are you sure?");
    await card.getByRole("button", { name: "Yes" }).click();
    await expect(card.locator(".badge")).toHaveText("Cancelled");
  });

  test("search finds a booking by number, name, phone or e-mail across days", async ({ page, request }) => {
    const config = await bookingConfig(request);
    const booked = await bookViaApi(request, config, openDay(config, 23, "tuesday"), "20:00", "Quattrocchi");
    await signIn(page);
    for (const query of [String(booked.reservation_number), "quattro"]) {
      await page.getByLabel("Search by name, number, phone or e-mail").fill(query);
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(page.locator(`li.reservation[data-number="${booked.reservation_number}"]`)).toContainText("Giulia Quattrocchi");
    }
    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Day:");
  });

  test("a booking made in the widget's API appears in an open console within 2 seconds, and counts in the tab title", async ({
    page,
    request,
  }) => {
    const config = await bookingConfig(request);
    const date = openDay(config, 22, "tuesday");
    await signIn(page, e2e.owner, `#/${e2e.slug}/day/${date}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Day:");
    // The header says when the console hears writes as they happen: from then on, none is missed.
    await expect(page.getByRole("status").filter({ hasText: /^Updating live$/ })).toBeVisible();
    const booked = await bookViaApi(request, config, date, "18:30", "Ricci");
    await expect(page.locator(`li.reservation[data-number="${booked.reservation_number}"]`)).toBeVisible({ timeout: 2_000 });

    // The host looks away: what arrives meanwhile is counted in the title until they look back.
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await bookViaApi(request, config, date, "18:45", "Greco");
    await expect(page).toHaveTitle(/^\(1\) Day · Trattoria Lumen/);
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await expect(page).toHaveTitle(/^Day · Trattoria Lumen/);
  });

  test("on a phone, a guest's very long name wraps inside its card and never widens the page", async ({ page, request }) => {
    const config = await bookingConfig(request);
    const date = openDay(config, 26, "tuesday");
    // One word of 75 letters (a last name may have NAME_MAX_LENGTH): nowhere to break it but inside.
    const long = "Wolfeschlegelsteinhausenbergerdorffwelchevoralternwarengewissenhaftschafers".slice(0, NAME_MAX_LENGTH);
    const booked = await bookViaApi(request, config, date, "20:00", long);
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page, e2e.owner, `#/${e2e.slug}/day/${date}`);
    const card = page.locator(`li.reservation[data-number="${booked.reservation_number}"]`);
    await expect(card).toContainText(long);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const name = (await card.locator(".name").boundingBox())!;
    const box = (await card.boundingBox())!;
    expect(name.x + name.width).toBeLessThanOrEqual(box.x + box.width);
  });

  test("the day prints without the controls", async ({ page, request }) => {
    const config = await bookingConfig(request);
    const date = openDay(config, 24, "tuesday");
    await bookViaApi(request, config, date, "19:00", "Bianchi");
    await signIn(page, e2e.owner, `#/${e2e.slug}/day/${date}`);
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("navigation", { name: "Console" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Confirm" })).toBeHidden();
    await expect(page.locator("li.reservation").first()).toBeVisible();
  });
});
