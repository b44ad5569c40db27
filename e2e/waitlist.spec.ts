import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { addDays, localDateOf, localDateTimeToInstant } from "../core/time.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { invitedSignIn } from "./support/console.ts";
import { couvert, e2e } from "./support/env.ts";
import { newRestaurant } from "./support/restaurants.ts";
import { waitForMail } from "./support/mailbox.ts";
import { dayButton, shot } from "./support/widgets.ts";

/**
 * The waitlist (issue 30, docs/api.md §13.4b, §16.11) on a full evening, end to end: a guest joins
 * from the booking widget at 375 px, a cancellation offers the table by e-mail, the owner offers it
 * by hand to a second guest, both claim at once in two browsers and one books; the other leaves.
 * On a restaurant of its own (one evening sitting, 19:00–20:00 starts, two covers), so the demo
 * restaurant the other specs share keeps its capacity.
 */

const ZONE = "Europe/Berlin";
const PASSWORD = "a table by the window";
const PHONE = { width: 375, height: 812 };

/** A published restaurant open every evening 19:00–22:00 whose one party of two fills it: every start overlaps a 19:00 stay. */
async function smallRestaurant(): Promise<{ slug: string; key: string }> {
  const slug = await newRestaurant("waitlist", "Osteria Piena", { open: "19:00", close: "22:00", options: ["--country", "DE"] });
  const settings = {
    maxCoversPerSlot: 2,
    confirmationMode: "auto",
    defaultDwellMinutes: 120,
    minMinutesBeforeClosing: 120,
    slotIntervalMinutes: 30,
    bookingLeadTimeHours: 0,
  };
  await couvert("restaurant", "update", slug, ...Object.entries(settings).flatMap(([k, v]) => ["--set", `${k}=${v}`]));
  await couvert("restaurant", "publish", slug);
  const created = await couvert("key", "create", "--restaurant", slug, "--modules", "reservation");
  return { slug, key: created.key };
}

const api = (request: APIRequestContext, key: string, pathname: string, data: Record<string, unknown>) =>
  request.post(`${e2e.url}/api/v1${pathname}`, { headers: { Authorization: `Bearer ${key}` }, data });

/** The one-time claim link of the latest offer e-mailed to `to`. */
async function claimLink(to: string): Promise<string> {
  const mail = await waitForMail(to, /\/waitlist\/claim\//);
  return /https?:\/\/\S+\/waitlist\/claim\/[\w-]+/.exec(mail.text ?? "")![0];
}

test("a full evening: a guest waits, a freed table is offered, two claims race and one books, the other leaves", async ({
  page,
  browser,
  request,
}) => {
  const { slug, key } = await smallRestaurant();
  const date = addDays(localDateOf(new Date(), ZONE), 2);
  const at19 = localDateTimeToInstant(`${date}T19:00`, ZONE);
  const stamp = Date.now();
  const ada = `ada-${stamp}@example.com`;
  const ben = `ben-${stamp}@example.com`;

  // The evening is full: one party of two at 19:00.
  const filler = await api(request, key, "/reservation", {
    guest_last_name: "Early",
    guest_email: "early@example.com",
    party_size: 2,
    starts_at: at19,
    notify_email: true,
    notify_whatsapp: false,
  });
  expect(filler.status(), await filler.text()).toBe(200);
  const booked = (await filler.json()).data as { reservation_number: number; guest_pin: string };

  // Ada, on a phone: the day has no free time, so the widget offers "Notify me".
  await page.setViewportSize(PHONE);
  await page.goto(`${e2e.url}/r/${slug}`);
  const booking = page.locator("couvert-booking");
  await (await dayButton(page, booking, date)).click();
  const notify = booking.getByRole("button", { name: "Notify me if a table frees up" });
  await expect(notify).toBeVisible();
  await notify.click();
  await booking.locator("#w-first").fill("Ada");
  await booking.locator("#w-last").fill("Lovelace");
  await booking.locator("#w-email").fill(ada);
  await expectNoAxeViolations(page, { state: "waitlist form" });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shot(booking, "waitlist-join-375");
  await booking.getByRole("button", { name: "Put me on the waitlist" }).click();
  await expect(booking.getByText("You are on the waitlist.")).toBeVisible();

  // Ben joins after her, through the API.
  const joined = await api(request, key, "/reservation/waitlist", {
    date,
    party_size: 2,
    window_start: "19:00",
    window_end: "20:00",
    guest_first_name: "Ben",
    guest_last_name: "Okafor",
    guest_email: ben,
  });
  expect(joined.status(), await joined.text()).toBe(200);
  expect((await joined.json()).data.position).toBe(1);

  // A cancellation frees the table: Ada, first on the list, is e-mailed the offer.
  const cancelled = await api(request, key, "/reservation/manage", {
    action: "cancel",
    reservation_number: booked.reservation_number,
    pin: booked.guest_pin,
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  const adaLink = await claimLink(ada);

  // The owner sees the list and offers the same table to Ben by hand.
  const owner = await invitedSignIn(browser, slug, { role: "owner", password: PASSWORD });
  await owner.goto(`${e2e.url}/owner/#/${slug}/waitlist/${date}`);
  const entries = owner.locator("couvert-waitlist-view li");
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText("Ada Lovelace");
  await expect(entries.nth(0)).toContainText("Offered 19:00");
  await expect(entries.nth(1)).toContainText("Waiting");
  await entries.nth(1).getByLabel("Time to offer").selectOption({ label: "19:00" });
  await entries.nth(1).getByRole("button", { name: "Offer this time" }).click();
  await expect(owner.getByText("The guest has been e-mailed the offer.")).toBeVisible();
  await expect(entries.nth(1)).toContainText("Offered 19:00");
  await owner.setViewportSize(PHONE);
  await shot(owner, "waitlist-console-375");
  const benLink = await claimLink(ben);

  // Both claim at once, each in a browser of their own: one books, the other is told it has gone.
  const newPage = async () => (await browser.newContext()).newPage();
  const [adaPage, benPage] = await Promise.all([newPage(), newPage()]);
  await adaPage.setViewportSize(PHONE);
  await adaPage.goto(adaLink);
  await benPage.goto(benLink);
  await expect(adaPage.getByRole("heading", { name: "Book the offered table" })).toBeVisible();
  await expectNoAxeViolations(adaPage, { state: "claim page" });
  await shot(adaPage, "waitlist-claim-375");
  await Promise.all([adaPage, benPage].map((p) => p.getByRole("button", { name: "Book this table" }).click()));
  const outcome = async (p: Page) => (await p.getByRole("heading", { level: 1 }).innerText()).trim();
  const titles = [await outcome(adaPage), await outcome(benPage)];
  expect([...titles].sort()).toEqual(["This table has gone", "Your table is booked"]);
  const winner = titles[0] === "Your table is booked" ? adaPage : benPage;
  const loser = winner === adaPage ? ben : ada;
  await expect(winner.locator(".secret").first()).toHaveText(/^\d+$/);
  await expectNoAxeViolations(winner === adaPage ? benPage : adaPage, { state: "claim gone" });

  // The other guest leaves the list by the link in their "joined" e-mail.
  const joinedMail = await waitForMail(loser, /Leave the waitlist/);
  const leave = /https?:\/\/\S+\/waitlist\/leave\/[\w.-]+/.exec(joinedMail.text ?? "")![0];
  const leaver = winner === adaPage ? benPage : adaPage;
  await leaver.goto(leave);
  await leaver.getByRole("button", { name: "Leave the waitlist" }).click();
  await expect(leaver.getByRole("heading", { name: "You have left the waitlist" })).toBeVisible();

  // The owner's list shows what became of both, live.
  await expect(entries.filter({ hasText: "Booked: reservation" })).toHaveCount(1);
  await expect(entries.filter({ hasText: "Left the list" })).toHaveCount(1);
});
