import { expect, type Page } from "@playwright/test";
import { expectNoAxeViolations as expectNoViolations } from "./axe.ts";
import { e2e } from "./env.ts";

/** Opens the console and signs in; returns when the day view shows. */
export async function signIn(page: Page, who: { email: string; password: string } = e2e.owner, path = ""): Promise<void> {
  await page.goto(`${e2e.url}/owner/${path}`);
  await page.getByLabel("E-mail address").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("navigation", { name: "Console" })).toBeVisible();
}

/** The console's own origin, as a page of it sends it. */
export const consoleHeaders = (csrfToken: string) => ({ Origin: e2e.url, "X-CSRF-Token": csrfToken, "Content-Type": "application/json" });

/** No axe violations on what the page shows now (WCAG 2.1 AA rules). */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await expectNoViolations(page, { tags: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] });
}
