import { expect, test } from "@playwright/test";
import { e2e } from "./support/env.ts";

/**
 * Issue 11, widget/shared/first-screen.ts: on a page with several widgets the booking form starts
 * first, and the other elements are defined only once it shows its first times, so that their
 * start-up never delays the form a guest came for.
 */
test("on the demo page manage and events are defined only once the booking form shows its times", async ({ page }) => {
  // Each definition is noted with what the booking form showed at that moment (whenDefined settles right after it).
  await page.addInitScript(() => {
    const seen: Record<string, boolean> = {};
    (window as unknown as { couvertDefinedAfterTimes: typeof seen }).couvertDefinedAfterTimes = seen;
    for (const tag of ["couvert-manage", "couvert-events"]) {
      void customElements.whenDefined(tag).then(() => {
        seen[tag] = !!document.querySelector("couvert-booking")?.shadowRoot?.querySelector("[data-starts-at]");
      });
    }
  });
  await page.goto(`${e2e.url}/`);
  await expect(page.locator("couvert-manage").getByRole("button", { name: "Show reservation" })).toBeEnabled();
  await expect(page.locator("couvert-events").locator("[part~='event']").first()).toBeVisible();
  const seen = await page.evaluate(
    () => (window as unknown as { couvertDefinedAfterTimes: Record<string, boolean> }).couvertDefinedAfterTimes,
  );
  expect(seen).toEqual({ "couvert-manage": true, "couvert-events": true });
});
