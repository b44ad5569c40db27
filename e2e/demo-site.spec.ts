import { expect, test } from "@playwright/test";
import { e2e } from "./support/env.ts";

test("the demo site embeds all three widgets under a strict CSP without errors", async ({ page }) => {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  const response = await page.goto(`${e2e.url}/`);
  expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");

  await expect(page.locator("couvert-booking")).toBeAttached();
  await expect(page.locator("couvert-manage")).toBeAttached();
  await expect(page.locator("couvert-events")).toBeAttached();
  const defined = await page.evaluate(() =>
    ["couvert-booking", "couvert-manage", "couvert-events"].map((tag) => customElements.get(tag) !== undefined),
  );
  expect(defined).toEqual([true, true, true]);
  await page.screenshot({ path: "test-results/screens/demo-site.png", fullPage: true });
  expect(problems).toEqual([]);
});
