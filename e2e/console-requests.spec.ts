import { expect, test, type APIRequestContext } from "@playwright/test";
import { expectNoAxeViolations, signIn } from "./support/console.ts";
import { formatMinutesOfDay, minutesOfDay } from "../core/time.ts";
import { couvert, e2e } from "./support/env.ts";
import { bookViaApi, bookingConfig, instantOf, openDay } from "./support/widgets.ts";

/** The day of the bookings below. */
const bookedDay = async (request: APIRequestContext) => openDay(await bookingConfig(request), 25, "thursday");

/** A confirmed booking at 19:00 on `bookedDay` whose guest asks for `changes`: it waits on the Requests screen. */
async function requestedChange(request: APIRequestContext, lastName: string, changes: Record<string, unknown>): Promise<number> {
  const config = await bookingConfig(request);
  const booked = await bookViaApi(request, config, await bookedDay(request), "19:00", lastName);
  await couvert("reservation", "set-status", "--restaurant", e2e.slug, String(booked.reservation_number), "confirmed");
  const asked = await request.post(`${e2e.url}/api/v1/reservation/manage`, {
    headers: { Authorization: `Bearer ${e2e.key}` },
    data: { action: "change", reservation_number: booked.reservation_number, pin: booked.guest_pin, terms_accepted: true, ...changes },
  });
  expect(await asked.json()).toMatchObject({ data: { change_request: true } });
  return booked.reservation_number;
}

test("an owner approves one change request and declines another; each leaves the list, and the booking shows the outcome", async ({
  page,
  request,
}) => {
  const approved = await requestedChange(request, "Caruso", { party_size: 4 });
  const declined = await requestedChange(request, "Lombardi", { guest_first_name: "Marta", guest_phone: "030 7654321" });
  await signIn(page, e2e.owner, `#/${e2e.slug}/requests`);

  const card = (n: number) => page.locator(`li.request[data-number="${n}"]`);
  await expect(card(approved)).toContainText("Giulia Caruso");
  // Which booking it is: its day and time, whatever the guest asked to change.
  await expect(card(approved).locator(".booked")).toContainText("19:00");
  await expect(card(approved).locator("section").first()).toContainText(/Party\s*2/);
  await expect(card(approved).locator("section.asked")).toContainText(/Party\s*4/);
  await expect(card(declined).locator("section.asked")).toContainText(/First name\s*Marta/);
  // A phone as staff dial it in the restaurant's country, not as stored (+49307654321).
  await expect(card(declined).locator("section.asked")).toContainText(/Phone\s*030 7654321/);
  await expectNoAxeViolations(page);

  await card(approved).getByRole("button", { name: "Approve" }).click();
  await expect(page.getByRole("status").filter({ hasText: `The change of reservation ${approved} is approved` })).toBeVisible();
  await expect(card(approved)).toHaveCount(0);
  await card(declined).getByRole("button", { name: "Decline" }).click();
  await expect(page.getByRole("status").filter({ hasText: `The change of reservation ${declined} is declined` })).toBeVisible();
  await expect(card(declined)).toHaveCount(0);

  expect((await couvert("reservation", "show", "--restaurant", e2e.slug, String(approved))).reservation).toMatchObject({
    party_size: 4,
    change_request: { status: "approved" },
  });
  expect((await couvert("reservation", "show", "--restaurant", e2e.slug, String(declined))).reservation).toMatchObject({
    guest_first_name: "Giulia",
    change_request: { status: "declined" },
  });
});

test("a change of time shows the stay's new start and end in the restaurant's time, an occasion in words", async ({ page, request }) => {
  const config = await bookingConfig(request);
  const later = await requestedChange(request, "Moretti", {
    starts_at: instantOf(config, await bookedDay(request), "20:30"),
    occasion: "birthday",
  });
  await signIn(page, e2e.owner, `#/${e2e.slug}/requests`);
  const card = page.locator(`li.request[data-number="${later}"]`);
  // The stay ends the restaurant's usual dwell after it starts.
  const until = (start: string) => formatMinutesOfDay(minutesOfDay(start) + config.defaultDwellMinutes);
  await expect(card.locator("section").first()).toContainText(new RegExp(`Until\\s*${until("19:00")}`));
  await expect(card.locator("section.asked")).toContainText(/Time\s*.*20:30/);
  await expect(card.locator("section.asked")).toContainText(new RegExp(`Until\\s*${until("20:30")}`));
  await expect(card.locator("section.asked")).toContainText(/Occasion\s*Birthday/);
  await expect(card).not.toContainText(/ends_at|occasion|T\d\d:\d\d/);
  await expectNoAxeViolations(page);
  await card.getByRole("button", { name: "Decline" }).click();
  await expect(card).toHaveCount(0);
});

test("bookings waiting for confirmation arrive live, soonest first, are counted in the navigation, and are confirmed or declined from the list", async ({
  page,
  request,
}) => {
  await signIn(page, e2e.owner, `#/${e2e.slug}/requests`);
  const toConfirm = page.getByRole("region", { name: "Bookings to confirm" });
  await expect(toConfirm).toBeVisible();
  // The header says when the console hears writes as they happen: from then on, none is missed.
  await expect(page.getByRole("status").filter({ hasText: /^Updating live$/ })).toBeVisible();

  // The demo restaurant confirms by hand: a guest's booking waits. These two are made while the screen is open.
  const config = await bookingConfig(request);
  const day = await bookedDay(request);
  const later = (await bookViaApi(request, config, day, "20:15", "Ferrari")).reservation_number;
  const sooner = (await bookViaApi(request, config, day, "18:15", "Bianchi")).reservation_number;
  const card = (n: number) => toConfirm.locator(`li.reservation[data-number="${n}"]`);
  await expect(card(later)).toContainText("Giulia Ferrari");
  await expect(card(sooner)).toContainText("18:15");
  await expect(card(sooner)).toContainText("giulia@example.com");
  const listed = await toConfirm
    .locator("li.reservation")
    .evaluateAll((cards) => cards.map((c) => Number((c as HTMLElement).dataset.number)));
  expect(listed.indexOf(sooner)).toBeLessThan(listed.indexOf(later));
  await expectNoAxeViolations(page);

  // The navigation counts what waits here (this worker's server holds the other specs' pending bookings too), as the server does.
  const requestsLink = page.getByRole("navigation").getByRole("link", { name: /^Requests/ });
  const waiting = await page.evaluate(async (slug) => {
    const { data } = await (await fetch(`/owner/api/restaurants/${slug}/requests`)).json();
    return data.pending.length + data.reservations.length;
  }, e2e.slug);
  const counted = (n: number) => (n > 0 ? `Requests${n}, ${n} waiting` : "Requests");
  await expect(requestsLink).toHaveText(counted(waiting));

  // A booking to confirm is confirmed or declined here; cancelling it is the day sheet's.
  await expect(card(sooner).getByRole("button")).toHaveText(["Confirm", "Decline", "Edit"]);
  await card(sooner).getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Reservation ${sooner} is now: Confirmed.` })).toBeVisible();
  await expect(card(sooner)).toHaveCount(0);
  await expect(requestsLink).toHaveText(counted(waiting - 1));
  // Declining cannot be taken back: it asks first.
  await card(later).getByRole("button", { name: "Decline" }).click();
  await card(later).getByRole("button", { name: "Yes" }).click();
  await expect(card(later)).toHaveCount(0);
  await expect(requestsLink).toHaveText(counted(waiting - 2));

  expect((await couvert("reservation", "show", "--restaurant", e2e.slug, String(sooner))).reservation.status).toBe("confirmed");
  expect((await couvert("reservation", "show", "--restaurant", e2e.slug, String(later))).reservation.status).toBe("rejected");
});
