import { expect, test } from "@playwright/test";
import { manageLink } from "../core/reservation/manage-link.ts";
import { e2e } from "./support/env.ts";
import { shotAtWidths } from "./support/screens.ts";
import { bookingConfig, bookViaApi, detail, hoursOn, openDay, shot } from "./support/widgets.ts";

/**
 * The manage link in a guest's messages: the restaurant's manage page with `#couvert=NUMBER.PIN`.
 * `<couvert-manage>` opens the booking from it and takes the PIN out of the address bar at once.
 */

test("a manage link opens the booking, and the address keeps its path and query but loses the PIN", async ({ page, request }) => {
  const config = await bookingConfig(request);
  const date = openDay(config, 9);
  const { reservation_number, guest_pin } = await bookViaApi(request, config, date, hoursOn(config, date).open!, "Fragment");
  const page_ = `${e2e.url}/?from=mail`;

  // A link typed from a printed message: the PIN in lower case.
  await page.goto(manageLink(page_, reservation_number, guest_pin.toLowerCase()));
  const manage = page.locator("couvert-manage");
  const view = manage.getByRole("region", { name: `Reservation ${reservation_number}` });
  await expect(view).toBeVisible();
  await expect(view.getByRole("heading", { name: `Reservation ${reservation_number}` })).toBeFocused();
  await expect(detail(view, "Party size")).toHaveText("2 guests");
  expect(page.url()).toBe(page_);
  expect(await page.evaluate(() => location.hash)).toBe("");
  // The entry was replaced, not added: back goes to where the guest came from, not to the link.
  expect(await page.evaluate(() => history.length)).toBe(2);
  await shotAtWidths(manage, "manage-link-opened");

  // Reloading the clean address shows the empty look-up: the PIN went nowhere else.
  await page.reload();
  await expect(manage.getByRole("button", { name: "Show reservation" })).toBeVisible();
  await expect(manage.getByRole("textbox", { name: "PIN" })).toHaveValue("");
});

test("a manage link with a wrong PIN shows the usual error, with the number filled in", async ({ page, request }) => {
  const config = await bookingConfig(request);
  const date = openDay(config, 10);
  const { reservation_number, guest_pin } = await bookViaApi(request, config, date, hoursOn(config, date).open!, "Fragment");
  const wrong = (guest_pin[0] === "A" ? "B" : "A") + guest_pin.slice(1);

  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/api/v1/reservation/manage")),
    page.goto(manageLink(`${e2e.url}/`, reservation_number, wrong)),
  ]);
  expect(answer.status()).toBe(401);
  const manage = page.locator("couvert-manage");
  await expect(manage.getByRole("alert")).toHaveText("The reservation number or PIN is not right. Please check both.");
  await expect(manage.getByRole("textbox", { name: "Reservation number" })).toHaveValue(String(reservation_number));
  await expect(manage.getByRole("region", { name: /^Reservation \d+/ })).toHaveCount(0);
  expect(new URL(page.url()).hash).toBe("");
  await shotAtWidths(manage, "manage-link-wrong-pin");

  // The right PIN typed over it opens the booking.
  await manage.getByRole("textbox", { name: "PIN" }).fill(guest_pin);
  await manage.getByRole("button", { name: "Show reservation" }).click();
  await expect(manage.getByRole("region", { name: `Reservation ${reservation_number}` })).toBeVisible();
});

test("a mangled manage link is checked like typed entries, and nothing is sent", async ({ page }) => {
  let sent = 0;
  page.on("request", (req) => {
    if (req.url().endsWith("/reservation/manage")) sent += 1;
  });
  await page.goto(`${e2e.url}/#couvert=48213377.K7M`);
  const manage = page.locator("couvert-manage");
  const pin = manage.getByRole("textbox", { name: "PIN" });
  await expect(pin).toHaveAccessibleDescription("Please enter the 6-character PIN from your confirmation.");
  await expect(pin).toBeFocused();
  await expect(manage.getByRole("textbox", { name: "Reservation number" })).toHaveValue("48213377");
  expect(new URL(page.url()).hash).toBe("");
  expect(sent).toBe(0);
});

test("a manage link followed on the open page goes to the first manage element only", async ({ page, request }) => {
  const config = await bookingConfig(request);
  const date = openDay(config, 11);
  const { reservation_number, guest_pin } = await bookViaApi(request, config, date, hoursOn(config, date).open!, "Fragment");

  await page.goto(`${e2e.url}/`);
  const first = page.locator("couvert-manage").first();
  await expect(first.getByRole("button", { name: "Show reservation" })).toBeVisible();
  // A second manage element on the same page, connected after the first.
  await page.evaluate((key) => {
    const second = document.createElement("couvert-manage");
    second.id = "second";
    second.setAttribute("api-key", key);
    document.body.append(second);
  }, e2e.key);
  const second = page.locator("couvert-manage#second");
  await expect(second.getByRole("button", { name: "Show reservation" })).toBeVisible();

  await page.evaluate((hash) => (location.hash = hash), new URL(manageLink(`${e2e.url}/`, reservation_number, guest_pin)).hash);
  await expect(first.getByRole("region", { name: `Reservation ${reservation_number}` })).toBeVisible();
  expect(new URL(page.url()).hash).toBe("");
  await expect(second.getByRole("textbox", { name: "Reservation number" })).toHaveValue("");
  await expect(second.getByRole("region")).toHaveCount(0);
});

test("on a 375 px phone, a manage link to the hosted page scrolls to the loaded booking and focuses it", async ({ page, request }) => {
  const config = await bookingConfig(request);
  const date = openDay(config, 12);
  const { reservation_number, guest_pin } = await bookViaApi(request, config, date, hoursOn(config, date).open!, "Scroll");
  await page.setViewportSize({ width: 375, height: 812 });
  // The link of a restaurant that named no manage page (docs/api.md §6.6): its hosted page, booking widget first.
  await page.goto(manageLink(`${e2e.url}/r/${e2e.slug}`, reservation_number, guest_pin));
  const title = page.locator("couvert-manage").getByRole("heading", { name: `Reservation ${reservation_number}` });
  await expect(title).toBeFocused();
  // In view once the page has settled, though the manage widget stands below the whole booking form.
  await expect(title).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => scrollY)).toBeGreaterThan(500);
  await shot(page, "manage-link-hosted-375", { viewportOnly: true });
});
