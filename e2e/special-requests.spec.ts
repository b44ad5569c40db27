import { expect, test } from "@playwright/test";
import { waitForMail } from "./support/mailbox.ts";
import { expectNoAxeViolations, signIn, signInWithBrowsersLanguage } from "./support/console.ts";
import { e2e } from "./support/env.ts";
import {
  bookingConfig,
  detail,
  fillGuest,
  lookUp,
  openDay,
  openDemo,
  pickDate,
  picker,
  pickSlot,
  readCodes,
  shot,
} from "./support/widgets.ts";

/** Special requests (docs/api.md §6.1) and a local phone number, from the guest's form to the owner. */

const NOTE = "We bring a wheelchair.\nIt's Marta's 40th: a candle on the dessert?";

test("a booking with an occasion and a note reaches the owner's day view, both e-mails and the manage view", async ({ page, request }) => {
  // Owner e-mails speak the language the owner chose (docs/api.md §16.1a): a choice another spec
  // left on the shared demo owner is forgotten first, so this one is in the restaurant's.
  await signInWithBrowsersLanguage(request);
  const config = await bookingConfig(request);
  const date = openDay(config, 9);
  const { booking, manage } = await openDemo(page);

  await pickDate(page, booking, date);
  await pickSlot(picker(booking).slots.first());
  // The demo restaurant is in DE: the number as dialled in Berlin is taken and stored in E.164.
  await fillGuest(booking, { last: "Notefield", phone: "030 1234567", email: "marta.notefield@example.com" });
  await booking.getByRole("combobox", { name: "Occasion" }).selectOption({ label: "Birthday" });
  const notes = booking.getByRole("textbox", { name: "Special requests" });
  await notes.fill(NOTE);
  await expect(booking.getByText(/characters left$/)).toHaveCount(0);
  await notes.fill("x".repeat(450));
  await expect(booking.getByText("50 characters left")).toBeVisible();
  await notes.fill(NOTE);
  await shot(booking, "special-requests-form");

  await booking.getByRole("button", { name: "Book table" }).click();
  const confirmation = booking.getByRole("region", { name: "Thank you! We have received your reservation request." });
  const { number, pin } = await readCodes(confirmation);

  const guestMail = await waitForMail("marta.notefield@example.com", new RegExp(`\\b${number}\\b`));
  expect(guestMail.text).toContain(`Occasion: Birthday\nSpecial requests: ${NOTE}\n`);
  // The owner of a restaurant in DE is written to in German (docs/api.md §13.4).
  const ownerMail = await waitForMail("owner@trattoria-lumen.example", new RegExp(`Reservierungsnummer: ${number}\\b`));
  expect(ownerMail.text).toContain(`Anlass: Geburtstag\nBesondere Wünsche: ${NOTE}\n`);

  const view = await lookUp(manage, number, pin);
  await expect(detail(view, "Occasion")).toHaveText("Birthday");
  await expect(detail(view, "Special requests")).toHaveText(NOTE);
  await expect(detail(view, "Contact")).toHaveText("030 1234567 · marta.notefield@example.com");

  await signIn(page, e2e.owner, `#/${e2e.slug}/day/${date}`);
  const card = page.locator(`li.reservation[data-number="${number}"]`);
  await expect(card.locator(".occasion")).toHaveText("Birthday");
  await expect(card.locator(".notes")).toHaveText(`Special requests: ${NOTE}`);
  await expectNoAxeViolations(page);
  await shot(card, "special-requests-console-card");
});

test("a guest adds a note in a change; the form and the view at 375 px", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const { booking, manage } = await openDemo(page);
  const config = await bookingConfig(page.request);
  await pickDate(page, booking, openDay(config, 10));
  await pickSlot(picker(booking).slots.first());
  await fillGuest(booking, { last: "Latenote" });
  await booking.getByRole("button", { name: "Book table" }).click();
  const { number, pin } = await readCodes(booking.getByRole("region", { name: "Thank you! We have received your reservation request." }));

  const view = await lookUp(manage, number, pin);
  await expect(view.locator("dt", { hasText: /^Special requests$/ })).toHaveCount(0);
  await view.getByRole("button", { name: "Change reservation" }).click();
  await manage.getByRole("combobox", { name: "Occasion" }).selectOption({ label: "Anniversary" });
  await manage.getByRole("textbox", { name: "Special requests" }).fill("A quiet table, please");
  await manage.getByRole("checkbox", { name: /^I accept the terms and conditions/ }).check();
  await shot(manage, "special-requests-change-375");
  await manage.getByRole("button", { name: "Send change" }).click();
  const changed = manage.getByRole("region", { name: `Reservation ${number}` });
  await expect(detail(changed, "Occasion")).toHaveText("Anniversary");
  await expect(detail(changed, "Special requests")).toHaveText("A quiet table, please");
  await shot(changed, "special-requests-view-375");
});
