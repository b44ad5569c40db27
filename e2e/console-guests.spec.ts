import { expect, test, type Page } from "@playwright/test";
import { addDays, localDateTimeToInstant } from "../core/time.ts";
import { consoleHeaders, expectNoAxeViolations, invitedSignIn } from "./support/console.ts";
import { e2e } from "./support/env.ts";
import { newRestaurant } from "./support/restaurants.ts";
import { shot } from "./support/widgets.ts";

/**
 * Guest profiles (issue 29) on a restaurant of their own: the card's history line opens the
 * profile, the Guests screen lists and searches, tags are saved; axe-clean and usable at 375 px.
 */

const ZONE = "Europe/Berlin";
const PASSWORD = "copper pans on the wall";

async function book(page: Page, slug: string, date: string, notes: string | null): Promise<void> {
  const session = await (await page.request.get(`${e2e.url}/owner/api/session`)).json();
  const response = await page.request.post(`${e2e.url}/owner/api/restaurants/${slug}/reservations`, {
    headers: consoleHeaders(session.data.csrfToken),
    data: {
      guest_first_name: "Ada",
      guest_last_name: "Lovelace",
      guest_email: "Ada@Example.com",
      party_size: 2,
      starts_at: localDateTimeToInstant(`${date}T19:00`, ZONE),
      notify_email: true,
      notify_whatsapp: false,
      guest_notes: notes,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test.describe("owner console: guests", () => {
  test("the card shows the guest's history and opens the profile, where tags are saved; the Guests screen searches", async ({
    browser,
  }) => {
    const slug = await newRestaurant("guests", "Gasthaus zum Stammgast");
    const page = await invitedSignIn(browser, slug, { role: "owner", password: PASSWORD });
    const today = new Date().toLocaleDateString("en-CA", { timeZone: ZONE });
    const [first, second] = [addDays(today, 2), addDays(today, 3)];
    await book(page, slug, first, "Nut allergy, please take care");
    await book(page, slug, second, null);

    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${e2e.url}/owner/#/${slug}/day/${second}`);
    const history = page.getByRole("link", { name: /first visit · allergy: nuts/ });
    await expect(history).toBeVisible();
    await history.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);
    await shot(page, "console-guests-card-375", { viewportOnly: true });

    await history.click();
    await expect(page.getByRole("heading", { name: "Ada Lovelace" })).toBeVisible();
    await expect(page.getByText("Nut allergy, please take care")).toBeVisible();
    await page.getByLabel("Tags").fill("vip, regular");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved.")).toBeVisible();
    await expect(page.getByText("VIP").first()).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, "console-guests-profile-375", { viewportOnly: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);

    await page.goto(`${e2e.url}/owner/#/${slug}/guests`);
    await page.getByLabel("Search guests").fill("lovelace");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("link", { name: "Ada Lovelace" })).toBeVisible();
    await expect(page.getByText("ada@example.com")).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, "console-guests-list-375", { viewportOnly: true });
  });
});
