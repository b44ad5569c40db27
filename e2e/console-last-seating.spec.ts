import { expect, test } from "@playwright/test";
import { signIn } from "./support/console.ts";
import { e2e } from "./support/env.ts";
import { shot } from "./support/widgets.ts";

/** Issue 28: the hours editor previews bookable times as the owner types a last seating; nothing is saved here. */
test("at 375 px the hours editor takes a last seating and previews the bookable times, within the page's width", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, e2e.owner, `#/${e2e.slug}/settings`);
  const hours = page.getByRole("region", { name: "Opening hours" });
  const preview = hours.locator('[data-preview="tuesday"]');
  await expect(preview).toContainText("Guests can book");
  const before = await preview.innerText();

  const close = hours.getByRole("textbox", { name: "Closes on Tuesday", exact: true });
  const closing = await close.inputValue();
  const [h] = closing.split(":").map(Number);
  // Arrivals up to three hours before closing (earlier than the stay allows now): the preview moves.
  await hours
    .getByRole("textbox", { name: "Last seating, Tuesday, period 1 (optional)" })
    .fill(`${String((h! + 21) % 24).padStart(2, "0")}:00`);
  await hours.getByRole("textbox", { name: "Last seating, Tuesday, period 1 (optional)" }).blur();
  await expect(preview).not.toHaveText(before);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await preview.scrollIntoViewIfNeeded();
  await shot(page, "console-last-seating-375", { viewportOnly: true });
});
