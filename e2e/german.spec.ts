import { expect, test, type Page } from "@playwright/test";
import { e2e } from "./support/env.ts";
import {
  apiGet,
  bookingConfig,
  dayButton,
  dayLabel,
  expectedSlotTimes,
  fillGuest,
  findDate,
  guestFields,
  instantOf,
  lookUp,
  openDay,
  pickDate,
  picker,
  pickSlot,
  readCodes,
  shot,
  showAllTimes,
  timeLabel,
  weekdayOf,
} from "./support/widgets.ts";

/**
 * A fresh element with `lang="de"` appended to the demo site's (English) body: the element's own
 * `lang` decides its language, whatever the page's is.
 */
async function germanWidget(page: Page, tag: "couvert-booking" | "couvert-manage" | "couvert-events") {
  await page.evaluate(
    ([name, key]) => {
      const wrap = document.createElement("section");
      wrap.className = "section";
      wrap.innerHTML = `<div class="wrap narrow"><div class="widget-card"></div></div>`;
      const element = document.createElement(name);
      element.setAttribute("lang", "de");
      element.setAttribute("api-key", key);
      wrap.querySelector(".widget-card")!.append(element);
      document.body.append(wrap);
    },
    [tag, e2e.key] as const,
  );
  return page.locator(`${tag}[lang="de"]`);
}

test("booking and manage speak German: labels, dates, errors, confirmation, look-up and status", async ({ page, request }) => {
  const config = await bookingConfig(request);
  await page.goto(`${e2e.url}/`);
  const booking = await germanWidget(page, "couvert-booking");
  await expect(booking.getByRole("button", { name: "Tisch reservieren" })).toBeVisible();
  // The page's own widgets stay English.
  await expect(page.locator("couvert-booking:not([lang])").getByRole("button", { name: "Book table" })).toBeVisible();

  const f = guestFields(booking, "de");
  await expect(f.party.getByRole("option", { name: "2 Personen" })).toHaveJSProperty("selected", true);
  await expect(f.party.getByRole("option", { name: `Mehr als ${config.maxPartySize} Personen` })).toBeAttached();
  const monday = findDate(config, 1, (date, hours) => weekdayOf(date) === "monday" && hours.closed && !hours.exception);
  const closed = await dayButton(page, booking, monday, "de");
  await expect(closed).toHaveAccessibleName(`${await dayLabel(page, monday, "de")}, geschlossen`);
  expect(await dayLabel(page, monday, "de")).toMatch(/^Montag, \d{1,2}\. \S+ \d{4}$/);

  await booking.getByRole("button", { name: "Tisch reservieren" }).click();
  await expect(f.last).toHaveAccessibleDescription(/Bitte geben Sie Ihren Nachnamen ein\.$/);
  await expect(f.contact).toHaveAccessibleDescription(/Bitte geben Sie eine Telefonnummer oder eine E-Mail-Adresse ein\.$/);
  await expect(f.notify).toHaveAccessibleDescription(/Bitte wählen Sie mindestens einen Benachrichtigungsweg\.$/);
  await expect(f.terms).toHaveAccessibleDescription(/Bitte akzeptieren Sie die Geschäftsbedingungen\.$/);
  await expect(picker(booking, "de").times).toHaveAccessibleDescription(/Bitte wählen Sie eine Zeit aus der Liste\.$/);
  await expect(booking.getByRole("status")).toHaveText("Bitte korrigieren Sie 5 Angaben.");
  await shot(booking, "german-booking-errors");

  const date = openDay(config, 5);
  await pickDate(page, booking, date, "de");
  await showAllTimes(booking, "de");
  const first = picker(booking, "de").slots.first();
  const startsAt = instantOf(config, date, expectedSlotTimes(config, date)[0]!);
  await expect(first).toHaveAccessibleName(await timeLabel(page, startsAt, config.timezone, "de"));
  expect(await pickSlot(first)).toBe(startsAt);
  await fillGuest(booking, { last: "Schmidt" }, "de");
  await booking.getByRole("button", { name: "Tisch reservieren" }).click();
  const confirmation = booking.getByRole("region", { name: "Vielen Dank! Wir haben Ihre Reservierungsanfrage erhalten." });
  await expect(confirmation).toContainText("2 Personen, Trattoria Lumen");
  await expect(confirmation.getByRole("button", { name: "PIN kopieren" })).toBeVisible();
  await expect(confirmation.getByRole("link", { name: "Zum Kalender hinzufügen" })).toBeVisible();
  const { number, pin } = await readCodes(confirmation);
  await shot(booking, "german-booking-confirmation");

  // Manage, in German: a wrong PIN, then the right one.
  const manage = await germanWidget(page, "couvert-manage");
  await expect(manage.getByText("Geben Sie die Reservierungsnummer und die PIN aus Ihrer Bestätigung ein.")).toBeVisible();
  await manage.getByRole("textbox", { name: "Reservierungsnummer" }).fill(number);
  await manage.getByRole("textbox", { name: "PIN" }).fill((pin[0] === "A" ? "B" : "A") + pin.slice(1));
  await manage.getByRole("button", { name: "Reservierung anzeigen" }).click();
  await expect(manage.getByRole("alert")).toHaveText("Reservierungsnummer oder PIN stimmt nicht. Bitte prüfen Sie beides.");
  const view = await lookUp(manage, number, pin, "de");
  await expect(view.locator("dt", { hasText: /^Status$/ }).locator("xpath=following-sibling::dd[1]")).toHaveText(
    "Angefragt, wartet auf Bestätigung durch das Restaurant",
  );
  await expect(view).toContainText("2 Personen");
  await expect(view.getByRole("button", { name: "Reservierung ändern" })).toBeVisible();
  await expect(view.getByRole("button", { name: "Reservierung stornieren" })).toBeVisible();
  await shot(manage, "german-manage");
});

test("events speak German: filter, Pinned marker, past section and dates", async ({ page, request }) => {
  const envelope = await apiGet<{ items: { isPinned: boolean }[]; pastItems: unknown[] }>(request, "/events");
  await page.goto(`${e2e.url}/`);
  const events = await germanWidget(page, "couvert-events");
  const upcoming = events.getByRole("list").first();
  await expect(upcoming.getByRole("heading", { level: 3 })).toHaveCount(envelope.items.length);

  const filter = events.getByRole("group", { name: "Veranstaltungen anzeigen von" });
  await expect(filter.getByRole("radio", { name: "Alle" })).toBeChecked();
  await expect(filter.getByRole("radio", { name: "Unsere Website" })).toBeVisible();
  await expect(upcoming.getByText("Angeheftet", { exact: true })).toHaveCount(envelope.items.filter((e) => e.isPinned).length);
  await expect(upcoming.locator("time").first()).toHaveText(/^(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), \d{1,2}\. /);
  const toggle = events.getByRole("button", { name: `Vergangene Veranstaltungen (${envelope.pastItems.length})` });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await filter.getByRole("radio", { name: "Unsere Website" }).check();
  await expect(events.getByRole("status")).toHaveText(/^\d+ bevorstehende Veranstaltungen?, \d+ vergangene Veranstaltungen?$/);
  await filter.getByRole("radio", { name: "Alle" }).check();
  await shot(events, "german-events");
});
