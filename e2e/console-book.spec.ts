import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { DateTime } from "luxon";
import type { BookingConfig } from "../core/reservation/schemas.ts";
import { consoleHeaders, expectNoAxeViolations, signIn } from "./support/console.ts";
import { couvert, e2e } from "./support/env.ts";
import { bookViaApi, bookingConfig, instantOf, openDay, shot, untilServed } from "./support/widgets.ts";

const CSV_HEADER =
  "number,status,date,time,end,party,first_name,last_name,phone,email,occasion,special_requests,language,notify_email,notify_whatsapp,created_at,updated_at,source,tables,guest_visits,guest_no_shows,guest_allergies,guest_vip";

/** Picks a date and waits for its slots in the time select. */
async function chooseSlot(page: Page, date: string, time: string): Promise<void> {
  await page.getByLabel("Date").fill(date);
  await expect(page.getByLabel("Time").locator(`option[value="${time}"]`)).toBeAttached();
  await page.getByLabel("Time").selectOption(time);
}

async function fillGuest(page: Page, last: string, party = "2"): Promise<void> {
  await page.getByLabel("Guests").fill(party);
  await page.getByLabel("First name").fill("Marco");
  await page.getByLabel("Last name").fill(last);
  await page.getByRole("textbox", { name: "Phone" }).fill("+49 30 1234567");
  await page.getByRole("textbox", { name: "E-mail" }).fill("marco@example.com");
}

/**
 * Opens the hours around `minutesFromNow` (see `openAround`), asks the console to book a guest
 * called `last` at that start, runs `then` on what it answers, and puts the hours back.
 */
async function askToBookAround(
  page: Page,
  request: APIRequestContext,
  minutesFromNow: (config: BookingConfig) => number,
  last: string,
  then: () => Promise<void>,
): Promise<void> {
  const config = await bookingConfig(request);
  const around = await openAround(request, config, minutesFromNow(config));
  try {
    await signIn(page, e2e.owner, `#/${e2e.slug}/book`);
    await chooseSlot(page, around.date, around.time);
    await fillGuest(page, last);
    await page.getByRole("button", { name: "Book and confirm" }).click();
    await then();
  } finally {
    await around.restore();
  }
}

/** The number and PIN the confirmation shows. */
async function confirmation(page: Page): Promise<{ number: string; pin: string }> {
  await expect(page.getByRole("heading", { name: "Booked and confirmed" })).toBeFocused();
  const number = (await page.locator("dd[data-number]").innerText()).trim();
  const pin = (await page.locator("dd[data-pin]").innerText()).trim();
  expect(number).toMatch(/^\d{6,8}$/);
  expect(pin).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
  return { number, pin };
}

/**
 * A start `minutesFromNow` on the restaurant's clock (rounded down to a slot; inside the lead time,
 * or past), and that date's hours opened from it for the test (the demo's own hours have no such
 * time on, say, a Monday evening). Returns the date, the time and a function that puts the hours back.
 */
async function openAround(
  request: APIRequestContext,
  config: BookingConfig,
  minutesFromNow: number,
): Promise<{ date: string; time: string; restore: () => Promise<void> }> {
  const step = config.slotIntervalMinutes;
  const around = DateTime.now().setZone(config.timezone).plus({ minutes: minutesFromNow });
  const start = around.set({ minute: Math.floor(around.minute / step) * step, second: 0, millisecond: 0 });
  expect(start.diffNow("hours").hours).toBeLessThan(config.bookingLeadTimeHours);
  const date = start.toISODate()!;
  const time = start.toFormat("HH:mm");
  const close = start.plus({ minutes: config.defaultDwellMinutes + 60 }).toFormat("HH:mm");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "couvert-hours-"));
  const write = async (hours: object) => {
    const file = path.join(dir, "hours.json");
    fs.writeFileSync(file, JSON.stringify(hours));
    await couvert("hours", "set", e2e.slug, file);
  };
  const { weeklyHours, dateExceptions } = config;
  await write({
    weeklyHours,
    dateExceptions: [
      ...dateExceptions.filter((e) => e.date !== date),
      { date, closed: false, open: time, close, note: "Opened for an end-to-end test." },
    ],
  });
  // The console reads the hours afresh, the public API within 5 s: other specs book through it.
  await untilServed(request, (c) => c.dateExceptions.find((e) => e.date === date)?.open, time);
  return {
    date,
    time,
    restore: async () => {
      await write({ weeklyHours, dateExceptions });
      fs.rmSync(dir, { recursive: true, force: true });
      await untilServed(request, (c) => c.dateExceptions, dateExceptions);
    },
  };
}

test.describe("owner console: booking for a guest, and the export", () => {
  test("the owner books a guest on a Tuesday, tells them number and PIN, and finds the booking confirmed on the day", async ({
    page,
    request,
  }) => {
    const config = await bookingConfig(request);
    const date = openDay(config, 20, "tuesday");
    await signIn(page, e2e.owner, `#/${e2e.slug}/book`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book for a guest");
    await expect(page).toHaveTitle(/^Book for a guest · Trattoria Lumen/);

    // Nothing filled in: each missing field says so beside it.
    await chooseSlot(page, date, "12:30");
    await expect(page.getByLabel("Time").locator('option[value="12:30"]')).toHaveText(/^12:30 — \d+\/40$/);
    await page.getByRole("button", { name: "Book and confirm" }).click();
    const last = page.getByLabel("Last name");
    await expect(last).toHaveAttribute("aria-invalid", "true");
    await expect(last).toHaveAccessibleDescription("Enter the guest's last name.");
    await expect(last).toBeFocused();
    await expect(page.getByRole("textbox", { name: "Phone" })).toHaveAccessibleDescription(/Enter a phone number or an e-mail address\.$/);
    await expectNoAxeViolations(page);

    await fillGuest(page, "Bellini", "4");
    // Giving an e-mail address ticks "send by e-mail".
    await expect(page.getByRole("checkbox", { name: "E-mail" })).toBeChecked();
    await page.getByRole("button", { name: "Book and confirm" }).click();
    const { number, pin } = await confirmation(page);
    await expect(page.getByText("Tell the guest:")).toBeVisible();
    await expect(page.getByText("They get both by e-mail too.")).toBeVisible();
    await expect(page.getByText("Marco Bellini, 4 guests")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Show on the day" }).click();
    await expect(page).toHaveURL(new RegExp(`#/${e2e.slug}/day/${date}$`));
    const card = page.locator(`li.reservation[data-number="${number}"]`);
    await expect(card).toContainText("Marco Bellini");
    await expect(card).toContainText("12:30");
    await expect(card.locator(".badge")).toHaveText("Confirmed");
    // The phone as staff read it in the restaurant's country, dialled in full.
    await expect(card.getByRole("link", { name: "030 1234567" })).toHaveAttribute("href", "tel:+49301234567");
    expect(pin).not.toBe(number);
  });

  test("a server with no messaging webhook offers no WhatsApp, and the settings say why", async ({ page, request }) => {
    const config = await bookingConfig(request);
    const date = openDay(config, 20, "wednesday");
    // The e2e server has no COUVERT_MESSAGING_WEBHOOK_URL: nothing could send a WhatsApp message.
    expect(config.notifyChannels).toEqual(["email"]);
    await signIn(page, e2e.owner, `#/${e2e.slug}/book`);
    await chooseSlot(page, date, "13:00");
    await expect(page.getByRole("checkbox", { name: "E-mail" })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "WhatsApp" })).toHaveCount(0);

    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${e2e.url}/owner/#/${e2e.slug}/settings`);
    const notifications = page.getByRole("region", { name: "Notifications" });
    await expect(notifications).toContainText("WhatsApp is not offered: this server has no messaging webhook");
    await notifications.scrollIntoViewIfNeeded();
    await shot(page, "console-notifications-no-whatsapp-375", { viewportOnly: true });
  });

  test("a time inside the lead time warns first, and Book anyway books it", async ({ page, request }) => {
    await askToBookAround(
      page,
      request,
      (config) => 20 + config.slotIntervalMinutes,
      "Caruso",
      async () => {
        const warning = page.getByRole("alert").filter({ hasText: "inside the lead time" });
        await expect(warning).toHaveText(/^\s*This time is inside the lead time guests must keep\. Book anyway\?/);
        await expect(page.getByRole("button", { name: "Book and confirm" })).toBeHidden();
        await expectNoAxeViolations(page);
        await warning.getByRole("button", { name: "Book anyway" }).click();
        const { number } = await confirmation(page);
        await page.getByRole("button", { name: "Show on the day" }).click();
        await expect(page.locator(`li.reservation[data-number="${number}"] .badge`)).toHaveText("Confirmed");
      },
    );
  });

  test("a time already begun warns so, and Book anyway books it for guests already seated", async ({ page, request }) => {
    await askToBookAround(
      page,
      request,
      () => -30,
      "Seated",
      async () => {
        const warning = page.getByRole("alert").filter({ hasText: "already begun" });
        await expect(warning).toHaveText(/^\s*This time has already begun\. Book it anyway, for guests already seated\?/);
        await warning.getByRole("button", { name: "Book anyway" }).click();
        await confirmation(page);
      },
    );
  });

  test("a stay already over is refused at its time, with no warning to overrule", async ({ page, request }) => {
    await askToBookAround(
      page,
      request,
      (config) => -(config.defaultDwellMinutes + 30),
      "Toolate",
      async () => {
        const time = page.getByLabel("Time", { exact: true });
        await expect(time).toHaveAccessibleDescription(/This stay is already over\. Choose a time whose stay has not ended yet\./);
        await expect(time).toBeFocused();
        await expect(page.getByRole("button", { name: "Book anyway" })).toHaveCount(0);
        await expectNoAxeViolations(page);
      },
    );
  });

  test("a full slot names the guests over capacity, and Book anyway books past it", async ({ page, request }) => {
    const config = await bookingConfig(request);
    const date = openDay(config, 45, "wednesday");
    await signIn(page, e2e.owner, `#/${e2e.slug}/book`);
    // Fill the slot to its capacity (5 × 8 = 40) through the console's own API.
    const session = await (await page.request.get(`${e2e.url}/owner/api/session`)).json();
    for (let i = 0; i < config.maxCoversPerSlot! / 8; i += 1) {
      const response = await page.request.post(`${e2e.url}/owner/api/restaurants/${e2e.slug}/reservations`, {
        headers: consoleHeaders(session.data.csrfToken),
        data: {
          guest_last_name: `Group${i}`,
          guest_email: "group@example.com",
          party_size: 8,
          starts_at: instantOf(config, date, "12:00"),
          notify_email: true,
          notify_whatsapp: false,
        },
      });
      expect(response.status(), await response.text()).toBe(200);
    }
    await chooseSlot(page, date, "12:00");
    await expect(page.getByLabel("Time").locator('option[value="12:00"]')).toHaveText("12:00 — 40/40");
    await fillGuest(page, "Lombardi");
    await page.getByRole("button", { name: "Book and confirm" }).click();
    const warning = page.getByRole("alert").filter({ hasText: "full" });
    await expect(warning).toContainText("This slot is full (42 of 40 guests). Book over capacity anyway?");
    await warning.getByRole("button", { name: "Book anyway" }).click();
    await confirmation(page);
    await page.getByRole("button", { name: "Book another" }).click();
    await expect(page.getByLabel("Last name")).toHaveValue("");
    await expect(page.getByLabel("Time").locator('option[value="12:00"]')).toHaveText("12:00 — 42/40");
  });

  test("a party larger than guests may book online warns staff first, and Book anyway books it", async ({ page, request }) => {
    const config = await bookingConfig(request);
    const date = openDay(config, 46, "tuesday");
    const party = config.maxPartySize + 2;
    await signIn(page, e2e.owner, `#/${e2e.slug}/book`);
    await chooseSlot(page, date, "19:00");
    await fillGuest(page, "Grande", String(party));
    await page.getByRole("button", { name: "Book and confirm" }).click();
    const warning = page.getByRole("alert").filter({ hasText: "online" });
    await expect(warning).toHaveText(new RegExp(`Guests cannot book a party of ${party} online\\. Book it anyway\\?`));
    await expectNoAxeViolations(page);
    await warning.getByRole("button", { name: "Book anyway" }).click();
    await confirmation(page);
    await expect(page.getByText(`Grande, ${party} guests`)).toBeVisible();
  });

  test("the export downloads the range's reservations as CSV, in German too", async ({ page, request }) => {
    const config = await bookingConfig(request);
    const date = openDay(config, 20, "tuesday");
    await bookViaApi(request, config, date, "13:00", "Ferrante");
    await signIn(page, e2e.owner, `#/${e2e.slug}/export`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Export reservations");
    const month = DateTime.now().setZone(config.timezone);
    await expect(page.getByLabel("From")).toHaveValue(month.startOf("month").toISODate()!);
    await expect(page.getByLabel("To")).toHaveValue(month.endOf("month").toISODate()!);
    await expectNoAxeViolations(page);

    // An end before the start is refused here, before any download.
    await page.getByLabel("From").fill(date);
    await page.getByLabel("To").fill(DateTime.fromISO(date).minus({ days: 1 }).toISODate()!);
    await expect(page.getByLabel("To")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("To")).toHaveAccessibleDescription("The end date must be on or after the start date.");
    await expect(page.getByRole("link", { name: "Download CSV" })).toHaveCount(0);

    await page.getByLabel("Language").selectOption("de");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reservierungen exportieren");
    await expect(page.getByLabel("Bis")).toHaveAccessibleDescription("Das Enddatum darf nicht vor dem Anfangsdatum liegen.");
    await page.getByLabel("Bis").fill(date);
    await expect(page.getByRole("navigation", { name: "Konsole" }).getByRole("link", { name: "Für Gast buchen" })).toBeVisible();
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "CSV herunterladen" }).click()]);
    expect(download.suggestedFilename()).toBe(`${e2e.slug}-reservations-${date}-to-${date}.csv`);
    const csv = fs.readFileSync((await download.path())!, "utf8");
    const [header, ...rows] = csv.split("\r\n");
    expect(header).toBe(CSV_HEADER);
    expect(rows.find((row) => row.includes(",Ferrante,"))).toMatch(new RegExp(`^\\d+,pending,${date},13:00,15:00,2,Giulia,Ferrante,`));
  });
});
