import { expect, test, type Page } from "@playwright/test";
import { addDays, localDateTimeToInstant } from "../core/time.ts";
import { consoleHeaders, expectNoAxeViolations, invitedSignIn } from "./support/console.ts";
import { e2e } from "./support/env.ts";
import { newRestaurant } from "./support/restaurants.ts";
import { shot } from "./support/widgets.ts";

/**
 * The Privacy screen (issue 29, docs/api.md §20) on a restaurant of its own: an owner erases a guest
 * after confirming, and the booking then shows no name; staff do not see the screen.
 */

const ZONE = "Europe/Berlin";
const PASSWORD = "copper pans on the wall";
const GUEST = { first: "Augusta", last: "Kingsbyrne", email: "augusta.kingsbyrne@example.org" };

async function bookGuest(page: Page, slug: string, date: string): Promise<number> {
  const session = await (await page.request.get(`${e2e.url}/owner/api/session`)).json();
  const response = await page.request.post(`${e2e.url}/owner/api/restaurants/${slug}/reservations`, {
    headers: consoleHeaders(session.data.csrfToken),
    data: {
      guest_first_name: GUEST.first,
      guest_last_name: GUEST.last,
      guest_email: GUEST.email,
      party_size: 2,
      starts_at: localDateTimeToInstant(`${date}T19:00`, ZONE),
      notify_email: true,
      notify_whatsapp: false,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data.reservation.reservation_number;
}

test.describe("owner console: guests' privacy", () => {
  test("an owner erases a guest after confirming; the booking then shows no name; staff never see the screen", async ({ browser }) => {
    test.slow();
    const slug = await newRestaurant("privacy", "Bistro Discret");
    const page = await invitedSignIn(browser, slug, { role: "owner", password: PASSWORD });
    const date = addDays(new Date().toISOString().slice(0, 10), 10);
    const number = await bookGuest(page, slug, date);
    const card = page.locator(`couvert-day-view li.card[data-number="${number}"]`);
    await page.goto(`${e2e.url}/owner/#/${slug}/day/${date}`);
    await expect(card.locator(".name")).toHaveText(`${GUEST.first} ${GUEST.last}`);

    await page.goto(`${e2e.url}/owner/#/${slug}/privacy`);
    const screen = page.locator("couvert-privacy-view");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Guests' privacy");
    await expect(screen.locator("#retention")).toContainText("24 months");
    await screen.getByLabel("E-mail", { exact: true }).fill(GUEST.email);
    await screen.getByRole("button", { name: "Erase…" }).click();
    const question = screen.getByRole("alertdialog");
    await expect(question).toContainText("Erase this guest's data for good?");
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, "console-privacy-375", { viewportOnly: true });
    await question.getByRole("button", { name: "Erase for good" }).click();
    await expect(screen.getByRole("status").filter({ hasText: "Erased from 1 booking(s); 1 future booking(s) cancelled." })).toBeVisible();
    await expect(screen.locator("table")).toContainText("Erasure");

    await page.goto(`${e2e.url}/owner/#/${slug}/day/${date}`);
    await expect(card).toHaveAttribute("data-status", "cancelled");
    await expect(card.locator(".name")).toHaveText("");
    await expect(page.locator("couvert-day-view")).not.toContainText(GUEST.last);
    await expect(page.locator("couvert-day-view")).not.toContainText(GUEST.email);

    const staff = await invitedSignIn(browser, slug, { role: "staff", password: PASSWORD });
    const nav = staff.getByRole("navigation", { name: "Console" });
    await expect(nav.getByRole("link", { name: "Day" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Privacy" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Export" })).toHaveCount(0);
  });
});
