import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, signIn } from "./support/console.ts";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { couvert, e2e } from "./support/env.ts";
import { shotAtWidths } from "./support/screens.ts";
import { apiGet, bookViaApi, bookingConfig, openDay, shot, untilServed } from "./support/widgets.ts";

/**
 * The owner console's Settings screen. Other specs share the demo restaurant on this server:
 * every test leaves each setting and the opening hours exactly as it found them.
 */

const SETTINGS = `#/${e2e.slug}/settings`;

const section = (page: Page, name: string) => page.getByRole("region", { name });

/** Saves a section and waits for its polite status to say so. */
async function save(page: Page, name: string): Promise<void> {
  const region = section(page, name);
  await region.getByRole("button", { name: "Save" }).click();
  await expect(region.getByRole("status")).toHaveText("Saved.");
}

test.describe("owner console: settings", () => {
  test("an owner changes the lead time, and it is still there after a reload", async ({ page, request }) => {
    const before = (await bookingConfig(request)).bookingLeadTimeHours;
    await signIn(page, e2e.owner, SETTINGS);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Settings");
    await expect(page).toHaveTitle(/^Settings · Trattoria Lumen · Couvert$/);
    const lead = page.getByLabel("Lead time (hours)");
    await expect(lead).toHaveValue(String(before));
    await expectNoAxeViolations(page);

    // A value out of bounds is refused beside its field, with focus on it, and saves nothing.
    await lead.fill("100000");
    await section(page, "Booking rules").getByRole("button", { name: "Save" }).click();
    await expect(lead).toHaveAttribute("aria-invalid", "true");
    await expect(lead).toBeFocused();
    await expect(lead).toHaveAccessibleDescription(/Enter a whole number from 0 to 720\./);
    expect((await bookingConfig(request)).bookingLeadTimeHours).toBe(before);

    await lead.fill(String(before + 1));
    await save(page, "Booking rules");
    await expect(lead).toHaveAttribute("aria-invalid", "false");
    expect((await bookingConfig(request)).bookingLeadTimeHours).toBe(before + 1);
    await page.reload();
    await expect(page.getByLabel("Lead time (hours)")).toHaveValue(String(before + 1));

    await page.getByLabel("Lead time (hours)").fill(String(before));
    await save(page, "Booking rules");
    expect((await bookingConfig(request)).bookingLeadTimeHours).toBe(before);
  });

  test("closing a weekday that has a booking lists it first, and Keep editing saves nothing", async ({ page, request }) => {
    const config = await bookingConfig(request);
    const date = openDay(config, 40, "wednesday");
    const booked = await bookViaApi(request, config, date, "19:00", "Settimo");
    await signIn(page, e2e.owner, SETTINGS);
    const hours = section(page, "Opening hours");

    await hours.getByLabel("Closed on Wednesday").check();
    await expect(hours.getByLabel("Opens on Wednesday")).toBeDisabled();
    await hours.getByRole("button", { name: "Save" }).click();
    const warning = hours.getByRole("group", { name: "Some bookings would be outside the new hours" });
    await expect(warning).toBeVisible();
    await expect(warning.locator(`li[data-number="${booked.reservation_number}"]`)).toContainText(
      `19:00: Giulia Settimo (no. ${booked.reservation_number})`,
    );
    await expect(warning.getByRole("heading")).toBeFocused();
    await expectNoAxeViolations(page);

    await warning.getByRole("button", { name: "Keep editing" }).click();
    await expect(warning).toHaveCount(0);
    await expect(hours.getByRole("status")).toHaveText("Not saved: your changes are still here.");
    await expect(hours.getByLabel("Closed on Wednesday")).toBeChecked();
    expect((await bookingConfig(request)).weeklyHours).toEqual(config.weeklyHours);

    await page.reload();
    await expect(section(page, "Opening hours").getByLabel("Closed on Wednesday")).not.toBeChecked();
  });

  test("a harmless change of hours saves at once, and is put back", async ({ page, request }) => {
    const { weeklyHours, dateExceptions } = await bookingConfig(request);
    const { close } = weeklyHours.sunday;
    const later = `${String(Number(close.slice(0, 2)) + (close.endsWith(":30") ? 1 : 0)).padStart(2, "0")}:${close.endsWith(":30") ? "00" : "30"}`;
    await signIn(page, e2e.owner, SETTINGS);
    const hours = section(page, "Opening hours");

    await hours.getByLabel("Closes on Sunday").fill(later);
    await save(page, "Opening hours");
    expect((await bookingConfig(request)).weeklyHours.sunday.close).toBe(later);

    // Back as it was: shortening may strand a booking made meanwhile; it was valid before, so save anyway.
    await hours.getByLabel("Closes on Sunday").fill(close);
    // Editing withdraws the earlier "Saved.", so what follows is about this save.
    await expect(hours.getByRole("status")).toHaveText("");
    await hours.getByRole("button", { name: "Save" }).click();
    const anyway = hours.getByRole("button", { name: "Save anyway" });
    await expect(hours.getByRole("status").filter({ hasText: "Saved." }).or(anyway)).toBeVisible();
    if (await anyway.isVisible()) await anyway.click();
    await expect(hours.getByRole("status")).toHaveText("Saved.");
    const after = await bookingConfig(request);
    expect(after.weeklyHours).toEqual(weeklyHours);
    expect(after.dateExceptions).toEqual(dateExceptions);
  });

  test("the calendar marks the special dates, and choosing a day adds its closing or finds it, by mouse and by keyboard", async ({
    page,
    request,
  }) => {
    const { dateExceptions } = await bookingConfig(request);
    await signIn(page, e2e.owner, SETTINGS);
    const hours = section(page, "Opening hours");
    const calendar = hours.getByRole("group", { name: /\d{4}$/ });
    const today = (await calendar.locator("button[aria-current=date]").getAttribute("data-date"))!;
    for (const exception of dateExceptions.filter((e) => e.date.startsWith(today.slice(0, 7)))) {
      const name = exception.closed ? /: closed on this date/ : /: special hours/;
      await expect(calendar.locator(`[data-date="${exception.date}"]`)).toHaveAccessibleName(name);
    }

    await hours.getByRole("button", { name: "Next month" }).click();
    const date = (await calendar.locator("button.day.open").nth(3).getAttribute("data-date"))!;
    const day = calendar.locator(`[data-date="${date}"]`);
    await expect(day).toHaveAccessibleName(/: open$/);
    await day.click();
    const added = hours.locator(`#exception-${dateExceptions.length}-date`);
    await expect(added).toBeFocused();
    await expect(added).toHaveValue(date);
    await expect(day).toHaveAccessibleName(/: closed on this date$/);
    await expectNoAxeViolations(page);
    await shot(hours, "console-settings-hours-calendar");

    // The same day again finds its entry rather than adding a second; the keys move through the grid.
    await day.focus();
    await page.keyboard.press("Enter");
    await expect(added).toBeFocused();
    await expect(hours.locator(`#exception-${dateExceptions.length + 1}-date`)).toHaveCount(0);
    await day.focus();
    await page.keyboard.press("ArrowDown");
    const weekLater = calendar.locator("button:focus");
    await expect(weekLater).toHaveAttribute("data-date", addDaysTo(date, 7));
    await page.keyboard.press("Enter");
    await expect(hours.locator(`#exception-${dateExceptions.length + 1}-date`)).toHaveValue(addDaysTo(date, 7));

    // Nothing was saved: the hours are as they were.
    expect((await bookingConfig(request)).dateExceptions).toEqual(dateExceptions);
  });

  test("an owner splits a day into lunch and dinner with lunch's own capacity; the API follows, and overlaps are refused", async ({
    page,
    request,
  }) => {
    test.slow(); // two widths of screenshots, axe and a reload
    const config = await bookingConfig(request);
    const weekday = (["tuesday", "wednesday", "thursday", "friday"] as const).find((d) => !config.weeklyHours[d].closed)!;
    const Day = weekday[0]!.toUpperCase() + weekday.slice(1);
    const { open, close } = config.weeklyHours[weekday];
    await signIn(page, e2e.owner, SETTINGS);
    const hours = section(page, "Opening hours");
    try {
      // One unnamed service to begin with: no service to choose per period, no removing it.
      await expect(hours.getByLabel("Name of service 1")).toHaveValue("");
      await expect(hours.getByLabel(`Service on ${Day}, hours 1`)).toHaveCount(0);
      await hours.getByLabel("Name of service 1").fill("Lunch");
      await hours.getByLabel("Capacity of service 1").fill("6");
      await hours.getByRole("button", { name: "Add a service" }).click();
      await expect(hours.getByLabel("Name of service 2")).toBeFocused();
      await page.keyboard.type("Dinner");

      await hours.getByRole("button", { name: `Add hours on ${Day}` }).click();
      await expect(hours.getByLabel(`Opens on ${Day}, hours 2`)).toBeFocused();
      await expect(hours.getByLabel(`Service on ${Day}, hours 2`)).toHaveValue("service-2");
      await hours.getByRole("textbox", { name: `Closes on ${Day}`, exact: true }).fill("14:30");
      await hours.getByLabel(`Opens on ${Day}, hours 2`).fill("14:00");
      await hours.getByLabel(`Closes on ${Day}, hours 2`).fill(close);

      // Lunch until 14:30 and dinner from 14:00 overlap: refused here, nothing sent.
      await hours.getByRole("button", { name: "Save" }).click();
      await expect(hours.getByRole("textbox", { name: `Opens on ${Day}`, exact: true })).toHaveAttribute("aria-invalid", "true");
      await expect(hours.getByText("The hours of a day must not overlap")).toBeVisible();
      expect((await bookingConfig(request)).services.definitions).toHaveLength(1);

      await hours.getByLabel(`Opens on ${Day}, hours 2`).fill("18:00");
      await hours.getByRole("button", { name: "Save" }).click();
      const anyway = hours.getByRole("button", { name: "Save anyway" });
      await expect(hours.getByRole("status").filter({ hasText: "Saved." }).or(anyway)).toBeVisible();
      if (await anyway.isVisible()) await anyway.click();
      await expect(hours.getByRole("status")).toHaveText("Saved.");
      await expectNoAxeViolations(page);
      await shotAtWidths(hours, "console-settings-services");

      const after = await bookingConfig(request);
      expect(after.services.definitions).toEqual([
        { id: "main", name: "Lunch", maxCoversPerSlot: 6 },
        { id: "service-2", name: "Dinner", maxCoversPerSlot: null },
      ]);
      expect(after.services.weekly[weekday]).toEqual([
        { service: "main", open, close: "14:30" },
        { service: "service-2", open: "18:00", close },
      ]);
      // Existing clients read the day as before: first opening, last closing.
      expect(after.weeklyHours[weekday]).toEqual({ closed: false, open, close });
      const date = openDay(after, 14, weekday);
      const slots = (await apiGet(request, `/reservation/availability?date=${date}&party_size=2`)).days[0].slots as {
        time: string;
        service: string;
      }[];
      expect(slots.some((s) => s.time === "16:00")).toBe(false);
      expect(slots.find((s) => s.time === "18:00")?.service).toBe("service-2");

      await page.reload();
      await expect(section(page, "Opening hours").getByLabel("Name of service 2")).toHaveValue("Dinner");
    } finally {
      // Back to the hours as they were (in today's shape, so the restaurant has its one main service again).
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "couvert-hours-")), "hours.json");
      fs.writeFileSync(file, JSON.stringify({ weeklyHours: config.weeklyHours, dateExceptions: config.dateExceptions }));
      await couvert("hours", "set", e2e.slug, file);
      await untilServed(request, (c) => c.services, config.services);
    }
  });

  test("renders in German, and is free of axe violations there", async ({ page }) => {
    await signIn(page, e2e.owner, SETTINGS);
    await page.getByLabel("Language").selectOption("de");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Einstellungen");
    await expect(page.getByRole("link", { name: "Einstellungen" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByLabel("Vorlaufzeit (Stunden)")).toBeVisible();
    await expect(page.getByLabel("Kapazität pro Zeitfenster")).toHaveAccessibleDescription(/Gäste gleichzeitig/);
    await expect(page.getByLabel("Sonntag geschlossen")).toBeVisible();
    await expect(page.getByRole("region", { name: "Veröffentlichung" }).getByRole("button")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

/** `date` plus `days` calendar days (`2026-12-28` + 7 → `2027-01-04`). */
function addDaysTo(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
