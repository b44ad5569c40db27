import { expect, test } from "@playwright/test";
import { couvert, couvertAt, e2e } from "./support/env.ts";
import {
  bookingConfig,
  bookViaApi,
  detail,
  expectedSlotTimes,
  fillGuest,
  guestFields,
  instantOf,
  lookUp,
  notice,
  openDay,
  openDayAfter,
  openDemo,
  pickDate,
  picker,
  pickSlot,
  readCodes,
  shot,
  showAllTimes,
} from "./support/widgets.ts";

const show = async (number: string) => (await couvert("reservation", "show", "--restaurant", e2e.slug, number)).reservation;

test("a guest books, changes the booking while pending, asks for a change once confirmed, and cancels", async ({ page, request }) => {
  const config = await bookingConfig(request);
  const date = openDay(config, 3);
  const times = expectedSlotTimes(config, date);
  const seen: string[] = [];
  page.on("framenavigated", (frame) => seen.push(frame.url()));
  page.on("request", (req) => seen.push(req.url()));

  const { booking, manage } = await openDemo(page);
  await page.evaluate(() => {
    const w = window as unknown as { booked: unknown[] };
    w.booked = [];
    document.addEventListener("couvert-booked", (e) => w.booked.push((e as CustomEvent).detail));
  });

  // Book: party size, a date and one of its slots, names, contact, channel, terms.
  const form = guestFields(booking);
  await form.party.selectOption({ label: "3 guests" });
  await pickDate(page, booking, date);
  await showAllTimes(booking);
  const slots = picker(booking).slots;
  await expect(slots).toHaveCount(times.length);
  const startsAt = await pickSlot(slots.nth(2));
  expect(startsAt).toBe(instantOf(config, date, times[2]!));
  await fillGuest(booking, { phone: "+49 30 1234567" });
  await shot(booking, "booking-form");

  const [created] = await Promise.all([
    page.waitForResponse((r) => r.url() === `${e2e.url}/api/v1/reservation` && r.request().method() === "POST"),
    booking.getByRole("button", { name: "Book table" }).click(),
  ]);
  expect(created.status()).toBe(200);
  const confirmation = booking.getByRole("region", { name: "Thank you! We have received your reservation request." });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toContainText("3 guests, Trattoria Lumen");
  const { number, pin } = await readCodes(confirmation);
  const body = (await created.json()).data;
  expect([number, pin]).toEqual([String(body.reservation_number), body.guest_pin]);
  // Copying says so where the guest looks, not only to screen readers.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await confirmation.getByRole("button", { name: "Copy PIN" }).click();
  await expect(confirmation.getByText("✓ Copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pin);
  await expect(confirmation.getByText("✓ Copied")).toBeHidden({ timeout: 5000 });
  await shot(booking, "booking-confirmation");

  // couvert-booked tells the page what was booked, never the PIN.
  const events = await page.evaluate(() => (window as unknown as { booked: unknown[] }).booked);
  expect(events).toEqual([{ reservationNumber: Number(number), startsAt, endsAt: expect.any(String), partySize: 3 }]);
  expect(JSON.stringify(events)).not.toContain(pin);

  // Manage: number + PIN → the guest view of this booking, pending.
  let view = await lookUp(manage, number, pin);
  await expect(detail(view, "Status")).toHaveText("Requested, waiting for the restaurant's confirmation");
  await expect(detail(view, "Party size")).toHaveText("3 guests");
  await expect(detail(view, "Name")).toHaveText("Giulia Rossi");
  await expect(detail(view, "Contact")).toHaveText("030 1234567 · giulia.rossi@example.com");
  await expect(detail(view, "Notifications")).toHaveText("E-mail");
  await shot(manage, "manage-loaded");

  // A change while pending is applied at once.
  await manage.getByRole("button", { name: "Change reservation" }).click();
  let edit = manage.getByRole("form", { name: "Change your reservation" });
  await guestFields(edit).party.selectOption({ label: "4 guests" });
  await guestFields(edit).terms.check();
  await edit.getByRole("button", { name: "Send change" }).click();
  await expect(notice(view)).toHaveText("Your reservation has been changed.");
  await expect(notice(view)).toBeFocused();
  await expect(detail(view, "Party size")).toHaveText("4 guests");
  await shot(manage, "manage-change-applied");
  expect(await show(number)).toMatchObject({ status: "pending", party_size: 4, starts_at: startsAt, change_request: null });

  // The owner confirms; the guest comes back later (a reload: the PIN is kept nowhere).
  expect((await couvert("reservation", "set-status", "--restaurant", e2e.slug, number, "confirmed")).reservation.status).toBe("confirmed");
  await page.reload();
  await expect(manage.getByRole("textbox", { name: "PIN" })).toHaveValue("");
  view = await lookUp(manage, number, pin);
  await expect(detail(view, "Status")).toHaveText("Confirmed");

  // A change to a confirmed booking goes to the restaurant as a request.
  await manage.getByRole("button", { name: "Change reservation" }).click();
  edit = manage.getByRole("form", { name: "Change your reservation" });
  await expect(edit).toContainText("Currently booked:");
  // Before sending, the guest learns that a change to a confirmed booking is a request.
  await expect(edit.getByRole("button", { name: "Send change" })).toHaveAccessibleDescription(/goes to the restaurant as a request/);
  const requestedStart = await pickSlot(picker(edit).slots.nth(6));
  expect(requestedStart).toBe(instantOf(config, date, times[6]!));
  await guestFields(edit).terms.check();
  await edit.getByRole("button", { name: "Send change" }).click();
  await expect(notice(view)).toContainText("Your change has been sent to the restaurant.");
  await expect(notice(view)).toContainText("It applies once the restaurant confirms it; until then your reservation stays as it was.");
  await expect(view).toContainText("The restaurant has not confirmed it yet:");
  await expect(view.getByRole("listitem").filter({ hasText: /^Date and time: / })).toHaveCount(1);
  await expect(detail(view, "Status")).toHaveText("Confirmed");
  await shot(manage, "manage-change-request");
  expect(await show(number)).toMatchObject({
    status: "confirmed",
    starts_at: startsAt,
    party_size: 4,
    change_request: { status: "open", changes: { starts_at: requestedStart } },
  });

  // Cancel, with the confirmation step.
  await manage.getByRole("button", { name: "Cancel reservation" }).click();
  const question = manage.getByRole("group", { name: /^Do you really want to cancel your reservation for / });
  await expect(question).toBeVisible();
  // The question has the focus, not the destructive answer.
  await expect(question.getByText(/^Do you really want/)).toBeFocused();
  await shot(manage, "manage-cancel-question");
  await question.getByRole("button", { name: "No, keep it" }).click();
  await expect(question).toBeHidden();
  await expect(manage.getByRole("button", { name: "Cancel reservation" })).toBeFocused();
  expect((await show(number)).status).toBe("confirmed");
  await manage.getByRole("button", { name: "Cancel reservation" }).click();
  await question.getByRole("button", { name: "Yes, cancel reservation" }).click();
  await expect(notice(view)).toHaveText("Your reservation has been cancelled.");
  await expect(detail(view, "Status")).toHaveText("Cancelled");
  // Said as what it is: cancelled, not "cannot be cancelled online, contact the restaurant" (QA pass).
  await expect(view).toContainText("This reservation is cancelled. For another visit, please make a new reservation.");
  await expect(view).not.toContainText("can no longer be changed or cancelled online");
  await expect(manage.getByRole("button", { name: "Change reservation" })).toHaveCount(0);
  await shot(manage, "manage-cancelled");
  expect((await show(number)).status).toBe("cancelled");

  // The PIN never reached an address: not the page's, not any request's.
  expect(page.url()).not.toContain(pin);
  expect(seen.filter((url) => url.includes(pin))).toEqual([]);
});

test("a second change builds on the open request, names what it removes, and setting everything back withdraws it", async ({
  page,
  request,
}) => {
  const config = await bookingConfig(request);
  const date = openDay(config, 4);
  const times = expectedSlotTimes(config, date);
  const booked = await bookViaApi(request, config, date, times[1]!, "Weber");
  const number = String(booked.reservation_number);
  await couvert("reservation", "set-status", "--restaurant", e2e.slug, number, "confirmed");
  const stored = instantOf(config, date, times[1]!);

  const { manage } = await openDemo(page);
  const view = await lookUp(manage, number, booked.guest_pin);
  const slotAt = (edit: typeof view, startsAt: string) => edit.locator(`.slot[data-starts-at="${startsAt}"]`);

  // First request: a later time.
  await manage.getByRole("button", { name: "Change reservation" }).click();
  let edit = manage.getByRole("form", { name: "Change your reservation" });
  await expect(edit.getByText(/^The change you asked for is filled in below/)).toHaveCount(0);
  const requested = await pickSlot(picker(edit).slots.nth(5));
  await guestFields(edit).terms.check();
  await edit.getByRole("button", { name: "Send change" }).click();
  await expect(notice(view)).toContainText("Your change has been sent to the restaurant.");

  // Second: the form starts from the request (its time chosen), and the guest removes the first name.
  await manage.getByRole("button", { name: "Change reservation" }).click();
  edit = manage.getByRole("form", { name: "Change your reservation" });
  await expect(edit.getByText(/^The change you asked for is filled in below/)).toBeVisible();
  await expect(slotAt(edit, requested)).toHaveAttribute("aria-checked", "true");
  await expect(picker(edit).dates.locator(".day[aria-pressed='true']")).toHaveAttribute("data-date", date);
  await guestFields(edit).first.fill("");
  await guestFields(edit).terms.check();
  await shot(manage, "manage-second-change");
  await edit.getByRole("button", { name: "Send change" }).click();
  await expect(notice(view)).toContainText("Your change has been sent to the restaurant.");
  const requestList = view.locator("#change-request");
  await expect(requestList.getByRole("listitem")).toHaveText([/^Date and time: /, "First name: removed"]);
  expect(await show(number)).toMatchObject({
    starts_at: stored,
    guest_first_name: "Giulia",
    change_request: { status: "open", changes: { starts_at: requested, guest_first_name: null } },
  });

  // Third: everything back as stored withdraws the request; the reservation never changed.
  await manage.getByRole("button", { name: "Change reservation" }).click();
  edit = manage.getByRole("form", { name: "Change your reservation" });
  await expect(guestFields(edit).first).toHaveValue("");
  await pickSlot(slotAt(edit, stored));
  await guestFields(edit).first.fill("Giulia");
  await guestFields(edit).terms.check();
  await edit.getByRole("button", { name: "Send change" }).click();
  await expect(notice(view)).toHaveText("Your change request has been withdrawn; your reservation stays as it is.");
  await expect(view.locator("#change-request")).toHaveCount(0);
  expect(await show(number)).toMatchObject({ status: "confirmed", starts_at: stored, guest_first_name: "Giulia", change_request: null });
});

test("a new date without a new time is not dropped silently: the guest is asked for a time, and nothing is sent", async ({
  page,
  request,
}) => {
  const config = await bookingConfig(request);
  const date = openDay(config, 4);
  const other = openDayAfter(config, date);
  const times = expectedSlotTimes(config, date);
  const booked = await bookViaApi(request, config, date, times[0]!, "Neumann");
  const { manage } = await openDemo(page);
  const view = await lookUp(manage, String(booked.reservation_number), booked.guest_pin);
  // The changes sent (loads aside), by their fields.
  const sent: string[][] = [];
  page.on("request", (req) => {
    if (req.method() !== "POST" || !req.url().endsWith("/reservation/manage")) return;
    const body = req.postDataJSON() as Record<string, unknown>;
    if (body.action !== "load") sent.push(Object.keys(body).sort());
  });

  await manage.getByRole("button", { name: "Change reservation" }).click();
  const edit = manage.getByRole("form", { name: "Change your reservation" });
  await expect(edit).toContainText("Currently booked:");
  await pickDate(page, manage, other);
  await guestFields(edit).party.selectOption({ label: "3 guests" });
  await guestFields(edit).terms.check();
  await edit.getByRole("button", { name: "Send change" }).click();
  await expect(picker(edit).times.getByText("Please choose a time on the new date, or go back to the booked date.")).toBeVisible();
  await expect(picker(edit).slots.first()).toBeFocused();
  expect(sent).toEqual([]);

  // Back on the booked date, the stored time may stay: the party size alone is sent.
  await pickDate(page, manage, date);
  await edit.getByRole("button", { name: "Send change" }).click();
  await expect(notice(view)).toHaveText("Your reservation has been changed.");
  expect(sent).toEqual([["party_size", "pin", "reservation_number", "terms_accepted"]]);
  expect(await show(String(booked.reservation_number))).toMatchObject({ party_size: 3, starts_at: instantOf(config, date, times[0]!) });
});

test("a cancel the restaurant overtook (the guests are seated) is refused in words about cancelling", async ({ page, request }) => {
  const config = await bookingConfig(request);
  const date = openDay(config, 4);
  const time = expectedSlotTimes(config, date)[3]!;
  const booked = await bookViaApi(request, config, date, time, "Schulz");
  const number = String(booked.reservation_number);
  await couvert("reservation", "set-status", "--restaurant", e2e.slug, number, "confirmed");
  const { manage } = await openDemo(page);
  const view = await lookUp(manage, number, booked.guest_pin);
  await manage.getByRole("button", { name: "Cancel reservation" }).click();
  // The party arrives (the owner seats it from six hours before its time, docs/api.md §6.3).
  await couvertAt(instantOf(config, date, time), "reservation", "set-status", "--restaurant", e2e.slug, number, "seated");
  await manage.getByRole("button", { name: "Yes, cancel reservation" }).click();

  const refusal = manage.locator("#action-error");
  await expect(refusal).toBeFocused();
  await expect(refusal.getByRole("alert")).toHaveText("This reservation can no longer be cancelled online. Please contact the restaurant.");
  await expect(detail(view, "Status")).toHaveText("Seated");
  await expect(manage.getByRole("button", { name: "Cancel reservation" })).toHaveCount(0);
  expect((await show(number)).status).toBe("seated");
});
