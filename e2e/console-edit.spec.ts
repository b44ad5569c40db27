import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, signIn } from "./support/console.ts";
import { atTime, e2e } from "./support/env.ts";
import { bookViaApi, bookingConfig, instantOf, openDay, shot } from "./support/widgets.ts";

/** Issue 28 on a phone: the owner changes a booking, and takes a slip of the finger back. */
test.describe("owner console at 375 px: edit and undo", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("Edit changes time, party and notes of a booking; the card shows them and the page stays in its width", async ({
    page,
    request,
  }) => {
    const config = await bookingConfig(request);
    const date = openDay(config, 26, "tuesday");
    const booked = await bookViaApi(request, config, date, "19:00", "Ferraro");
    await signIn(page, e2e.owner, `#/${e2e.slug}/day/${date}`);
    const card = page.locator(`li.reservation[data-number="${booked.reservation_number}"]`);

    await card.getByRole("button", { name: "Edit" }).click();
    const form = card.getByRole("form", { name: `Change reservation ${booked.reservation_number}` });
    await expect(form.getByLabel("Date and time")).toBeFocused();
    await form.getByLabel("Date and time").fill(`${date}T20:00`);
    await form.getByLabel("Guests").fill("4");
    await form.getByLabel("Special requests").fill("Window seat, a high chair");
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, "console-edit-375");
    await form.getByRole("button", { name: "Save and tell the guest" }).click();

    await expect(
      page.getByRole("status").filter({ hasText: `Reservation ${booked.reservation_number} changed; the guest is told.` }),
    ).toBeVisible();
    await expect(card).toContainText("20:00");
    await expect(card).toContainText("4 guests");
    await expect(card).toContainText("Window seat, a high chair");
    await expect(form).toHaveCount(0);
  });

  test("Seat shows Undo, which takes the party back to confirmed", async ({ page, request }) => {
    const config = await bookingConfig(request);
    const date = openDay(config, 27, "tuesday");
    const booked = await bookViaApi(request, config, date, "19:00", "Caruso");
    await signIn(page, e2e.owner, `#/${e2e.slug}/day/${date}`);
    const card = page.locator(`li.reservation[data-number="${booked.reservation_number}"]`);
    await card.getByRole("button", { name: "Confirm" }).click();
    await expect(card.locator(".badge")).toHaveText("Confirmed");

    await atTime(page, instantOf(config, date, "18:30"), async () => {
      await page.goto("about:blank");
      await signIn(page, e2e.owner, `#/${e2e.slug}/day/${date}`);
      await card.getByRole("button", { name: "Seat" }).click();
      await expect(card.locator(".badge")).toHaveText("Seated");
      const toast = page.locator(".undo-toast");
      await expect(toast).toBeInViewport();
      await shot(page, "console-undo-375", { viewportOnly: true });
      await toast.getByRole("button", { name: "Undo" }).click();
      await expect(card.locator(".badge")).toHaveText("Confirmed");
      await expect(
        page.getByRole("status").filter({ hasText: `Reservation ${booked.reservation_number} is Confirmed again.` }),
      ).toBeVisible();
    });
  });
});
