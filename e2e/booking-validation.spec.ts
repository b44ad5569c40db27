import { expect, test, type Locator, type Page } from "@playwright/test";
import { e2e } from "./support/env.ts";
import {
  bookingConfig,
  bookViaApi,
  dayLabel,
  fillGuest,
  guestFields,
  hoursOn,
  openDay,
  openDemo,
  pickDate,
  picker,
  pickSlot,
  shot,
  type Guest,
} from "./support/widgets.ts";

type Fields = ReturnType<typeof guestFields>;

/** Counts the booking requests the page sends. */
function countBookings(page: Page): () => number {
  let sent = 0;
  page.on("request", (req) => {
    if (req.method() === "POST" && req.url() === `${e2e.url}/api/v1/reservation`) sent += 1;
  });
  return () => sent;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The error is the field's accessible description (aria-describedby), so it sits at that field. */
async function expectErrorAt(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAccessibleDescription(new RegExp(escape(message)));
}

interface Case {
  name: string;
  guest: Guest;
  message: string;
  /** Where the message belongs (its accessible description). */
  at: (f: Fields) => Locator;
  /** The control that must be marked invalid and receive focus. */
  control: (f: Fields) => Locator;
  fix: Guest;
}

const CASES: Case[] = [
  {
    name: "missing last name",
    guest: { last: "  " },
    message: "Please enter your last name.",
    at: (f) => f.last,
    control: (f) => f.last,
    fix: { last: "Rossi" },
  },
  {
    name: "no contact",
    guest: { phone: "", email: "" },
    message: "Please enter a phone number or an e-mail address.",
    at: (f) => f.contact,
    control: (f) => f.phone,
    fix: { email: "giulia@example.com" },
  },
  {
    name: "invalid e-mail",
    guest: { email: "giulia.example.com" },
    message: "Please enter a valid e-mail address, e.g. name@example.com.",
    at: (f) => f.email,
    control: (f) => f.email,
    fix: { email: "giulia@example.com" },
  },
  {
    name: "invalid phone",
    guest: { phone: "+49 12" },
    message: "Please check the number: as dialled in the restaurant's country, or with the country code, e.g. +49 30 1234567.",
    at: (f) => f.phone,
    control: (f) => f.phone,
    fix: { phone: "+49 30 1234567" },
  },
  {
    name: "no notification channel",
    guest: { notifyEmail: false, notifyWhatsapp: false },
    message: "Please choose at least one way to be notified.",
    at: (f) => f.notify,
    control: (f) => f.notifyEmail,
    fix: { notifyEmail: true },
  },
  {
    name: "terms not accepted",
    guest: { terms: false },
    message: "Please accept the terms and conditions.",
    at: (f) => f.terms,
    control: (f) => f.terms,
    fix: { terms: true },
  },
];

test.describe("booking form validation", () => {
  for (const c of CASES) {
    test(`${c.name}: the message shows at its field and nothing is sent`, async ({ page }) => {
      const sent = countBookings(page);
      const { booking } = await openDemo(page);
      const f = guestFields(booking);
      await pickSlot(picker(booking).slots.first());
      await fillGuest(booking, c.guest);
      await booking.getByRole("button", { name: "Book table" }).click();

      await expectErrorAt(c.at(f), c.message);
      await expect(c.control(f)).toHaveAttribute("aria-invalid", "true");
      await expect(c.control(f)).toBeFocused();
      await expect(booking.getByText(c.message, { exact: true })).toBeVisible();
      await expect(booking.getByRole("status")).toHaveText("Please correct 1 entry.");
      await expect(booking.getByRole("region", { name: /^Thank you!/ })).toHaveCount(0);
      expect(sent()).toBe(0);

      // Correcting the entry takes the message away.
      await fillGuest(booking, { ...c.guest, ...c.fix });
      await expect(booking.getByText(c.message, { exact: true })).toHaveCount(0);
      await expect(c.control(f)).toHaveAttribute("aria-invalid", "false");
    });
  }

  test("an empty form shows every missing entry at once; once corrected it books", async ({ page, request }) => {
    const config = await bookingConfig(request);
    const sent = countBookings(page);
    const { booking } = await openDemo(page);
    const f = guestFields(booking);
    await booking.getByRole("button", { name: "Book table" }).click();

    await expectErrorAt(picker(booking).times, "Please choose a time from the list.");
    await expectErrorAt(f.last, "Please enter your last name.");
    await expectErrorAt(f.contact, "Please enter a phone number or an e-mail address.");
    await expectErrorAt(f.notify, "Please choose at least one way to be notified.");
    await expectErrorAt(f.terms, "Please accept the terms and conditions.");
    await expect(booking.getByRole("status")).toHaveText("Please correct 5 entries.");
    await shot(booking, "booking-errors");
    expect(sent()).toBe(0);

    // A day ahead: the first slot of today could fall inside the lead time while the test types.
    await pickDate(page, booking, openDay(config, 2));
    await pickSlot(picker(booking).slots.first());
    await fillGuest(booking);
    await expect(booking.locator('[aria-invalid="true"]')).toHaveCount(0);
    await booking.getByRole("button", { name: "Book table" }).click();
    await expect(booking.getByRole("region", { name: "Thank you! We have received your reservation request." })).toBeVisible();
    expect(sent()).toBe(1);
  });

  test("more guests than the maximum points the guest to the restaurant's number instead of the form; fewer again, the form is as it was", async ({
    page,
    request,
  }) => {
    const config = await bookingConfig(request);
    const sent = countBookings(page);
    const { booking } = await openDemo(page);
    const f = guestFields(booking);
    await pickSlot(picker(booking).slots.first());
    await fillGuest(booking);
    await f.party.selectOption({ label: `More than ${config.maxPartySize} guests` });
    await expect(
      booking
        .getByRole("status")
        .filter({ hasText: `For more than ${config.maxPartySize} guests, please contact the restaurant directly.` }),
    ).toBeVisible();
    await expect(booking.getByRole("link", { name: config.phone! })).toHaveAttribute("href", `tel:${config.phone}`);
    await expect(booking.getByRole("button", { name: "Book table" })).toHaveCount(0);
    await expect(picker(booking).slots).toHaveCount(0);
    await expect(f.party).toHaveAttribute("aria-invalid", "false");
    await shot(booking, "booking-party-too-large");
    expect(sent()).toBe(0);

    await f.party.selectOption({ label: "2 guests" });
    await expect(f.last).toHaveValue("Rossi");
    await expect(booking.getByRole("button", { name: "Book table" })).toBeVisible();
  });
});

test("picking a date alone shows no time error; the time group is named by the date", async ({ page, request }) => {
  const config = await bookingConfig(request);
  const { booking } = await openDemo(page);
  const date = openDay(config, 3);
  await pickDate(page, booking, date);
  await expect(picker(booking).times).toHaveAccessibleName(`Time, ${await dayLabel(page, date)}`);
  await expect(booking.getByText("Please choose a time from the list.")).toHaveCount(0);
  await expect(picker(booking).times).not.toHaveAccessibleDescription(/Please choose a time/);
});

test.describe("manage look-up", () => {
  test("a malformed number or PIN is caught before anything is sent", async ({ page }) => {
    const { manage } = await openDemo(page);
    let sent = 0;
    page.on("request", (req) => {
      if (req.url().endsWith("/reservation/manage")) sent += 1;
    });
    await manage.getByRole("textbox", { name: "Reservation number" }).fill("12-34");
    await manage.getByRole("textbox", { name: "PIN" }).fill("abc");
    await manage.getByRole("button", { name: "Show reservation" }).click();
    await expect(manage.getByRole("textbox", { name: "Reservation number" })).toHaveAccessibleDescription(
      /Please enter the reservation number \(6 to 8 digits\)\.$/,
    );
    await expect(manage.getByRole("textbox", { name: "PIN" })).toHaveAccessibleDescription(
      /Please enter the 6-character PIN from your confirmation\.$/,
    );
    await expect(manage.getByRole("textbox", { name: "Reservation number" })).toBeFocused();
    expect(sent).toBe(0);
  });

  test("a wrong PIN gets the plain-words invalid-credentials message; the right one opens the booking", async ({ page, request }) => {
    const config = await bookingConfig(request);
    const date = openDay(config, 4);
    const { reservation_number, guest_pin } = await bookViaApi(request, config, date, hoursOn(config, date).open!);
    const wrong = (guest_pin[0] === "A" ? "B" : "A") + guest_pin.slice(1);

    const { manage } = await openDemo(page);
    await manage.getByRole("textbox", { name: "Reservation number" }).fill(String(reservation_number));
    await manage.getByRole("textbox", { name: "PIN" }).fill(wrong.toLowerCase());
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/api/v1/reservation/manage")),
      manage.getByRole("button", { name: "Show reservation" }).click(),
    ]);
    expect(answer.status()).toBe(401);
    await expect(manage.getByRole("alert")).toHaveText("The reservation number or PIN is not right. Please check both.");
    await expect(manage.getByRole("region", { name: /^Reservation \d+/ })).toHaveCount(0);
    await shot(manage, "manage-wrong-pin");

    // Same form, right PIN typed in lower case with spaces: found (compared case-insensitively, trimmed).
    await manage.getByRole("textbox", { name: "PIN" }).fill(` ${guest_pin.toLowerCase()} `);
    await manage.getByRole("button", { name: "Show reservation" }).click();
    await expect(manage.getByRole("region", { name: `Reservation ${reservation_number}` })).toBeVisible();
    await expect(manage.getByRole("alert")).toHaveCount(0);
  });
});

test("when the booking service cannot be reached, Try again loads the form and puts the focus in it", async ({ page }) => {
  await page.route("**/api/v1/reservation", (route) => (route.request().method() === "GET" ? route.abort() : route.fallback()));
  await page.goto(`${e2e.url}/`);
  const booking = page.locator("couvert-booking");
  const retry = booking.getByRole("button", { name: "Try again" });
  await expect(booking.getByRole("alert")).toContainText("No connection to the booking service.");
  await page.unroute("**/api/v1/reservation");
  await retry.focus();
  await page.keyboard.press("Enter");
  await expect(booking.getByRole("combobox", { name: "Party size" })).toBeFocused();
});
