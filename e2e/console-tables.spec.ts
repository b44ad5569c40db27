import { expect, test, type Page } from "@playwright/test";
import { addDays, localDateTimeToInstant } from "../core/time.ts";
import { consoleHeaders, expectNoAxeViolations, invitedSignIn } from "./support/console.ts";
import { couvert, e2e } from "./support/env.ts";
import { newRestaurant } from "./support/restaurants.ts";
import { shot } from "./support/widgets.ts";

/**
 * The Tables screen and the timeline (issue 27), on a restaurant of their own: each test creates one
 * with the command line (open every day), so the demo restaurant the other specs share keeps its mode.
 */

const ZONE = "Europe/Berlin";
const PASSWORD = "copper pans on the wall";

/** Books a party for a guest through the console's own API (tables mode seats it on the best free table). */
async function book(page: Page, slug: string, date: string, time: string, lastName: string, party: number): Promise<number> {
  const session = await (await page.request.get(`${e2e.url}/owner/api/session`)).json();
  const response = await page.request.post(`${e2e.url}/owner/api/restaurants/${slug}/reservations`, {
    headers: consoleHeaders(session.data.csrfToken),
    data: {
      guest_last_name: lastName,
      guest_email: "guest@example.com",
      party_size: party,
      starts_at: localDateTimeToInstant(`${date}T${time}`, ZONE),
      notify_email: true,
      notify_whatsapp: false,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data.reservation.reservation_number;
}

test.describe("owner console: tables and the timeline", () => {
  test("an owner sets up a room, a booking shows as a bar on its table and moves by keyboard; staff see the timeline only", async ({
    browser,
  }) => {
    test.slow();
    const slug = await newRestaurant("tables", "Osteria dei Tavoli");
    const page = await invitedSignIn(browser, slug, { role: "owner", password: PASSWORD });

    // The room: tables mode, one area, a two-top and a four-top.
    await page.goto(`${e2e.url}/owner/#/${slug}/tables`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tables");
    await page.getByLabel("Onto tables").check();
    await page.getByRole("button", { name: "Add an area" }).click();
    await page.locator("couvert-tables-view").locator("#areas-0-name").fill("Dining room");
    await page.getByRole("button", { name: "Add a table" }).click();
    await page.getByRole("button", { name: "Add a table" }).click();
    const tables = page.locator("couvert-tables-view");
    await tables.locator("#tables-1-maxSeats").fill("4");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Save the room" }).click();
    await expect(page.getByRole("status").filter({ hasText: "The room is saved." })).toBeVisible();

    const date = addDays(new Date().toISOString().slice(0, 10), 10);
    const number = await book(page, slug, date, "19:00", "Moretti", 2);

    // The timeline: the party of 2 on the two-top, the best fit.
    await page.goto(`${e2e.url}/owner/#/${slug}/timeline/${date}`);
    const timeline = page.locator("couvert-timeline-view");
    const bar = timeline.locator(`.table-row[data-table] .bar[data-number="${number}"]`);
    await expect(bar).toHaveAccessibleName(/^19:00–21:00, Moretti, 2 guests, Confirmed, T1$/);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, "console-timeline-1280", { viewportOnly: true });

    // By keyboard: the bar opens its panel, the table list picks T2, Move moves it.
    await bar.focus();
    await page.keyboard.press("Enter");
    await expect(timeline.locator("#panel-title")).toBeFocused();
    await timeline.locator("#move-table").focus();
    await page.keyboard.press("ArrowDown");
    await expect(timeline.locator("#move-table")).toHaveValue(/.+/);
    const chosen = await timeline.locator("#move-table option:checked").textContent();
    expect(chosen).toContain("T2");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: `Reservation ${number} is now at T2, 19:00.` })).toBeVisible();
    await expect(timeline.locator(`.bar[data-number="${number}"]`)).toHaveAccessibleName(/, T2$/);

    // On a phone: the tables' states first, the grid scrolling inside its own box.
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
    await shot(page, "console-timeline-375", { viewportOnly: true });

    // Staff: the timeline, not the room.
    const staff = await invitedSignIn(browser, slug, { role: "staff", password: PASSWORD });
    await staff.goto(`${e2e.url}/owner/#/${slug}/timeline/${date}`);
    const nav = staff.getByRole("navigation", { name: "Console" });
    await expect(nav.getByRole("link", { name: "Timeline" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Tables" })).toHaveCount(0);
    await expect(staff.locator(`couvert-timeline-view .bar[data-number="${number}"]`)).toBeVisible();
    await page.context().close();
    await staff.context().close();
  });

  test("staff seat a walk-in and lock its table by keyboard alone; the owner looks at one area; usable at 375 px", async ({ browser }) => {
    test.slow();
    // Open round the clock: a walk-in is seated now, whenever the spec runs.
    const slug = await newRestaurant("tables", "Osteria dei Tavoli", { open: "00:00", close: "00:00" });
    await couvert("table", "add", "--restaurant", slug, "--name", "D1", "--seats", "2", "--area", "Dining room");
    await couvert("table", "add", "--restaurant", slug, "--name", "D2", "--seats", "4", "--area", "Dining room");
    await couvert("table", "add", "--restaurant", slug, "--name", "P1", "--seats", "4", "--area", "Terrace");
    await couvert("restaurant", "update", slug, "--set", "capacityMode=tables");

    const staff = await invitedSignIn(browser, slug, { role: "staff", password: PASSWORD });
    await staff.goto(`${e2e.url}/owner/#/${slug}/timeline`);
    const timeline = staff.locator("couvert-timeline-view");
    await timeline.getByRole("button", { name: "Seat a walk-in" }).focus();
    await staff.keyboard.press("Enter");
    await expect(timeline.locator("#walk-in-party")).toBeFocused();
    await staff.keyboard.press("ControlOrMeta+a");
    await staff.keyboard.type("3");
    await staff.keyboard.press("Tab");
    await expect(timeline.locator("#walk-in-table")).toBeFocused();
    await staff.keyboard.press("Tab");
    await staff.keyboard.type("Window table");
    await staff.keyboard.press("Enter");
    await expect(staff.getByRole("status").filter({ hasText: "Walk-in seated at D2." })).toBeVisible();

    // Its bar on D2: opened, its table locked, by keyboard.
    const bar = timeline.locator('.table-row[data-table="D2"] .bar');
    await expect(bar).toHaveAccessibleName(/Window table, 3 guests, Seated, D2$/);
    await bar.focus();
    await staff.keyboard.press("Enter");
    await expect(timeline.locator("#panel-title")).toBeFocused();
    await timeline.getByRole("button", { name: "Lock the table" }).focus();
    await staff.keyboard.press("Enter");
    await expect(staff.getByRole("status").filter({ hasText: /Reservation \d+ keeps its table\./ })).toBeVisible();
    await expect(timeline.locator('.table-row[data-table="D2"] .bar')).toHaveAccessibleName(/, D2, Table locked$/);
    await expectNoAxeViolations(staff);

    // The owner, at the terrace: its table alone.
    const owner = await invitedSignIn(browser, slug, { role: "owner", password: PASSWORD });
    await owner.goto(`${e2e.url}/owner/#/${slug}/timeline`);
    const ownerTimeline = owner.locator("couvert-timeline-view");
    await expect(ownerTimeline.locator(".table-row[data-table]")).toHaveCount(3);
    await ownerTimeline.getByLabel("Area").selectOption({ label: "Terrace" });
    await expect(ownerTimeline.locator(".table-row[data-table]")).toHaveCount(1);
    await expect(ownerTimeline.locator('.states li[data-table="P1"]')).toBeVisible();
    await expect(ownerTimeline.locator(".bar")).toHaveCount(0);
    await owner.setViewportSize({ width: 375, height: 812 });
    expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(owner);
    await shot(owner, "console-timeline-area-375", { viewportOnly: true });
    await owner.context().close();
    await staff.context().close();
  });
});
