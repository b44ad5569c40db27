import { expect, test, type Locator, type Page, type Request, type Route } from "@playwright/test";
import { couvert, e2e } from "./support/env.ts";
import { liveObjects, serveHostSite, widgetsDefined } from "./support/host-site.ts";
import type { SitePage } from "./support/site-page.ts";
import { bookViaApi, bookingConfig, dayLabel, fillGuest, guestFields, lookUp, openDay, picker, pickSlot } from "./support/widgets.ts";

/**
 * README "Putting the widgets on a website": `date`, `party-size`, `lang`, `theme`, `api-key` and
 * `api-base` changed after load take effect at once, on a host page of another origin; `<html
 * lang>` changed by a single-page site is followed by every element without a `lang` of its own,
 * through one shared observer. A second restaurant (its own key, name, accent and 30-minute slots)
 * tells a stale answer for the first key from a fresh one.
 */

let site: SitePage;
/** The second restaurant: a demo copy with its own accent and times only on the hour and half hour. */
const other = { key: "", accent: "#1f5f8b", slug: "" };

test.beforeAll(async () => {
  site = await serveHostSite();
  const made = await couvert("demo", "--slug", `live-${Date.now()}`);
  other.key = made.key;
  other.slug = made.restaurant.slug;
  await couvert(
    "restaurant",
    "update",
    other.slug,
    "--set",
    "name=Osteria Blu",
    "--set",
    `accentHex=${other.accent}`,
    "--set",
    "slotIntervalMinutes=30",
  );
});
test.afterAll(async () => {
  await site.close();
});

/** The host page with `body`, every element defined. */
async function open(page: Page, body: string): Promise<void> {
  site.show(body);
  await page.goto(site.url);
  await widgetsDefined(page);
}

const setAttr = (widget: Locator, name: string, value: string | null) =>
  widget.evaluate((el, [n, v]) => (v === null ? el.removeAttribute(n!) : el.setAttribute(n!, v)), [name, value] as const);

/** The restaurant's accent the element applied (its own private property, from the API's answer). */
const apiAccent = (widget: Locator) => widget.evaluate((el) => (el as HTMLElement).style.getPropertyValue("--_api-accent"));

/** The background the element's inner wrapper paints: the theme's. */
const background = (widget: Locator) => widget.evaluate((el) => getComputedStyle(el.shadowRoot!.querySelector(".root")!).backgroundColor);

/** Sets the booking's `date` attribute and waits until its times are that day's. */
async function showDate(page: Page, booking: Locator, date: string): Promise<void> {
  await setAttr(booking, "date", date);
  await expect(picker(booking).times).toHaveAccessibleName(new RegExp(await dayLabel(page, date)));
}

/**
 * Holds every API request made with `key` from now on (answers for that key still to come), until
 * `release` lets them through and waits for their answers to reach the page. `aborted` counts
 * those the page gave up on (an element aborts its reads when its key or address changes, or it
 * leaves the page); those have nothing to let through.
 */
async function holdKey(page: Page, key: string): Promise<{ held: () => number; aborted: () => number; release: () => Promise<void> }> {
  const routes: Route[] = [];
  const aborted = new Set<Request>();
  const pattern = `${e2e.url}/api/v1/**`;
  const ofKey = (request: Request) => request.headers().authorization === `Bearer ${key}`;
  const handler = (route: Route) => (ofKey(route.request()) ? void routes.push(route) : route.fallback());
  const failed = (request: Request) => ofKey(request) && request.failure()?.errorText === "net::ERR_ABORTED" && aborted.add(request);
  page.on("requestfailed", failed);
  await page.route(pattern, handler);
  return {
    held: () => routes.length,
    aborted: () => routes.filter((route) => aborted.has(route.request())).length,
    release: async () => {
      const answers = routes.map(async (route) => {
        if (aborted.has(route.request())) return;
        await route.continue();
        await route.request().response();
      });
      await Promise.all(answers);
      await page.unroute(pattern, handler);
      page.off("requestfailed", failed);
    },
  };
}

/** Collects the `couvert-error` events of the page from now on (an abort must fire none). */
async function watchErrors(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    document.addEventListener("couvert-error", (e) => seen.push(e.detail.code));
    (window as unknown as { errorsSeen: string[] }).errorsSeen = seen;
  });
  return () => page.evaluate(() => (window as unknown as { errorsSeen: string[] }).errorsSeen);
}

test("booking: date and party size move the choice and keep what the guest typed; lang and theme switch at once", async ({
  page,
  request,
}) => {
  const config = await bookingConfig(request);
  await open(page, `<couvert-booking api-key="${e2e.key}"></couvert-booking>`);
  const booking = page.locator("couvert-booking");
  const fields = guestFields(booking);
  await fields.first.fill("Giulia");
  await fields.email.fill("giulia@example.com");

  const date = openDay(config, 12);
  await showDate(page, booking, date);
  await expect(picker(booking).slots.first()).toBeVisible();

  const asked = page.waitForRequest((r) => r.url().includes("/reservation/availability") && r.url().includes("party_size=5"));
  await setAttr(booking, "party-size", "5");
  await asked;
  await expect(fields.party).toHaveValue("5");
  await expect(picker(booking).times).toHaveAccessibleName(new RegExp(await dayLabel(page, date)));

  const light = await background(booking);
  await setAttr(booking, "theme", "dark");
  await expect.poll(() => background(booking)).not.toBe(light);

  await setAttr(booking, "lang", "de");
  await expect(booking.getByRole("button", { name: "Tisch reservieren" })).toBeVisible();
  const de = guestFields(booking, "de");
  await expect(de.first).toHaveValue("Giulia");
  await expect(de.email).toHaveValue("giulia@example.com");
  await expect(de.party).toHaveValue("5");
  await expect(picker(booking, "de").times).toHaveAccessibleName(new RegExp(await dayLabel(page, date, "de")));

  await setAttr(booking, "theme", "light");
  await expect.poll(() => background(booking)).toBe(light);
});

test("booking: a new api-key reloads, and no answer for the old key lands after the switch", async ({ page }) => {
  await open(page, `<couvert-booking api-key="${e2e.key}"></couvert-booking>`);
  const booking = page.locator("couvert-booking");
  await expect(picker(booking).slots.first()).toBeVisible();
  await guestFields(booking).first.fill("Giulia");
  const ready = page.evaluate(() => {
    const seen: string[] = [];
    document.addEventListener("couvert-ready", (e) => seen.push(e.detail.restaurant.name));
    (window as unknown as { readySeen: string[] }).readySeen = seen;
  });
  await ready;

  // Answers for the first key still out at the switch: a new party size's times, and a reload
  // under another spelling of the same address.
  const old = await holdKey(page, e2e.key);
  await setAttr(booking, "party-size", "3");
  await setAttr(booking, "api-base", `${e2e.url}/api/v1/`);
  await expect.poll(old.held).toBeGreaterThanOrEqual(2);
  const errors = await watchErrors(page);
  await setAttr(booking, "api-key", other.key);
  // Every read still out for the old key is aborted, not left to answer into nothing.
  await expect.poll(old.aborted).toBe(old.held());

  const slots = picker(booking).slots;
  await expect(slots.first()).toBeVisible();
  await expect.poll(() => apiAccent(booking)).toBe(other.accent);
  await old.release();
  // A round trip to the page after the old answers are in: whatever they would do has happened.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));

  const starts = await slots.evaluateAll((buttons) => buttons.map((b) => b.getAttribute("data-starts-at")!));
  expect(starts.length).toBeGreaterThan(0);
  expect(starts.every((iso) => [0, 30].includes(new Date(iso).getUTCMinutes()))).toBe(true);
  expect(await apiAccent(booking)).toBe(other.accent);
  expect(await page.evaluate(() => (window as unknown as { readySeen: string[] }).readySeen)).toEqual(["Osteria Blu"]);
  await expect(guestFields(booking).first).toHaveValue("Giulia");
  await expect(guestFields(booking).party).toHaveValue("3");
  expect(await errors()).toEqual([]);
  await expect(booking.getByRole("alert")).toHaveCount(0);
});

test("booking: a booking still being sent when the key changes is not aborted (it may be made); its answer is not shown", async ({
  page,
  request,
}) => {
  const config = await bookingConfig(request);
  await open(page, `<couvert-booking api-key="${e2e.key}"></couvert-booking>`);
  const booking = page.locator("couvert-booking");
  // A day ahead: today's times may be few, and the first one may pass the lead time while the test types.
  const date = openDay(config, 13);
  await showDate(page, booking, date);
  await pickSlot(picker(booking).slots.first());
  await fillGuest(booking, { last: "Sent" });
  const old = await holdKey(page, e2e.key);
  await booking.getByRole("button", { name: "Book table" }).click();
  await expect.poll(old.held).toBe(1);
  const errors = await watchErrors(page);
  await setAttr(booking, "api-key", other.key);
  await expect.poll(() => apiAccent(booking)).toBe(other.accent);
  await expect(picker(booking).slots.first()).toBeVisible();

  expect(old.aborted()).toBe(0);
  const answer = page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/api/v1/reservation"));
  await old.release();
  // Made: the guest's number and PIN came back (the form, now another restaurant's, does not show them).
  const made = (await (await answer).json()) as { data: { reservation_number: number } };
  expect(made.data.reservation_number).toBeGreaterThan(0);
  expect(old.aborted()).toBe(0);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  await expect(booking.locator("#done-title")).toHaveCount(0);
  await expect(booking.getByRole("button", { name: "Book table" })).toBeVisible();
  expect(await errors()).toEqual([]);
});

test("manage: a new api-key drops the reservation on screen and a look-up still out; lang and theme switch", async ({ page, request }) => {
  const config = await bookingConfig(request);
  const { reservation_number: number, guest_pin: pin } = await bookViaApi(request, config, openDay(config, 15), "19:00", "Live");
  await open(page, `<couvert-manage api-key="${e2e.key}"></couvert-manage>`);
  const manage = page.locator("couvert-manage");
  await lookUp(manage, String(number), pin);

  await setAttr(manage, "lang", "de");
  await expect(manage.getByRole("region", { name: `Reservierung ${number}` })).toBeVisible();
  const light = await background(manage);
  await setAttr(manage, "theme", "dark");
  await expect.poll(() => background(manage)).not.toBe(light);
  await setAttr(manage, "lang", null);

  // A look-up for the first key still out when the key changes: its answer is dropped.
  await manage.getByRole("button", { name: "Look up another reservation" }).click();
  await manage.getByRole("textbox", { name: "Reservation number" }).fill(String(number));
  await manage.getByRole("textbox", { name: "PIN" }).fill(pin);
  const old = await holdKey(page, e2e.key);
  await manage.getByRole("button", { name: "Show reservation" }).click();
  await expect.poll(old.held).toBe(1);
  const errors = await watchErrors(page);
  await setAttr(manage, "api-key", other.key);
  await expect.poll(old.aborted).toBe(1);
  await expect.poll(() => apiAccent(manage)).toBe(other.accent);
  await old.release();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  await expect(manage.getByRole("button", { name: "Show reservation" })).toBeVisible();
  await expect(manage.getByRole("region", { name: `Reservation ${number}` })).toHaveCount(0);
  // What was typed stays: the guest may have the right key's reservation in mind.
  await expect(manage.getByRole("textbox", { name: "Reservation number" })).toHaveValue(String(number));
  expect(await errors()).toEqual([]);
  await expect(manage.getByRole("alert")).toHaveCount(0);
});

test("events: a new api-key reloads without a stale answer; lang and theme switch", async ({ page }) => {
  await open(page, `<couvert-events api-key="${e2e.key}"></couvert-events>`);
  const events = page.locator("couvert-events");
  await expect(events.getByRole("article").first()).toBeVisible();
  await setAttr(events, "lang", "de");
  await expect(events.getByRole("radio", { name: "Alle" })).toBeAttached();
  const light = await background(events);
  await setAttr(events, "theme", "dark");
  await expect.poll(() => background(events)).not.toBe(light);

  const old = await holdKey(page, e2e.key);
  await setAttr(events, "api-base", `${e2e.url}/api/v1/`);
  await expect.poll(old.held).toBe(1);
  const errors = await watchErrors(page);
  await setAttr(events, "api-key", other.key);
  await expect.poll(old.aborted).toBe(1);
  await expect(events.getByRole("article").first()).toBeVisible();
  await expect.poll(() => apiAccent(events)).toBe(other.accent);
  await old.release();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(await apiAccent(events)).toBe(other.accent);
  expect(await errors()).toEqual([]);
  await expect(events.getByRole("alert")).toHaveCount(0);
});

test("removed while loading: every element's reads are aborted, no error shown; put back, each loads again", async ({ page }) => {
  await open(page, "");
  const errors = await watchErrors(page);
  const old = await holdKey(page, e2e.key);
  await page.evaluate((key) => {
    document
      .querySelector("main")!
      .insertAdjacentHTML(
        "beforeend",
        `<couvert-booking api-key="${key}"></couvert-booking><couvert-manage api-key="${key}"></couvert-manage><couvert-events api-key="${key}"></couvert-events>`,
      );
  }, e2e.key);
  // The booking's configuration and first month, the manage configuration, the events.
  await expect.poll(old.held).toBe(4);
  await page.evaluate(() => {
    const elements = [...document.querySelectorAll("couvert-booking, couvert-manage, couvert-events")];
    (window as unknown as { removed: Element[] }).removed = elements;
    for (const element of elements) element.remove();
  });
  await expect.poll(old.aborted).toBe(4);
  await old.release();

  // A single-page site putting the same elements back: each asks again, and shows what it got.
  await page.evaluate(() => document.querySelector("main")!.append(...(window as unknown as { removed: Element[] }).removed));
  const booking = page.locator("couvert-booking");
  await expect(picker(booking).slots.first()).toBeVisible();
  await expect(page.locator("couvert-manage").getByRole("button", { name: "Show reservation" })).toBeVisible();
  await expect(page.locator("couvert-events").getByRole("article").first()).toBeVisible();
  expect(await errors()).toEqual([]);
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("<html lang> switched by a single-page site: every element without its own lang follows, through one observer released with the last element", async ({
  page,
}) => {
  await open(page, "");
  const observers = () => liveObjects(page, "MutationObserver.prototype");
  const before = await observers();
  await page.evaluate((key) => {
    const main = document.querySelector("main")!;
    main.insertAdjacentHTML(
      "beforeend",
      `<couvert-booking api-key="${key}"></couvert-booking><couvert-manage api-key="${key}"></couvert-manage>` +
        `<couvert-events api-key="${key}"></couvert-events><couvert-manage id="english" lang="en" api-key="${key}"></couvert-manage>`,
    );
  }, e2e.key);
  const booking = page.locator("couvert-booking");
  const manage = page.locator("couvert-manage:not([lang])");
  const english = page.locator("#english");
  const events = page.locator("couvert-events");
  await expect(booking.getByRole("button", { name: "Book table" })).toBeVisible();
  await expect(events.getByRole("article").first()).toBeVisible();
  expect(await observers()).toBe(before + 1);

  await page.evaluate(() => (document.documentElement.lang = "de"));
  await expect(booking.getByRole("button", { name: "Tisch reservieren" })).toBeVisible();
  await expect(manage.getByRole("button", { name: "Reservierung anzeigen" })).toBeVisible();
  await expect(events.getByRole("radio", { name: "Alle" })).toBeAttached();
  await expect(english.getByRole("button", { name: "Show reservation" })).toBeVisible();

  await page.evaluate(() => (document.documentElement.lang = "en-GB"));
  await expect(booking.getByRole("button", { name: "Book table" })).toBeVisible();
  await expect(manage.getByRole("button", { name: "Show reservation" })).toBeVisible();
  await expect(events.getByRole("radio", { name: "All" })).toBeAttached();

  await page.evaluate(() => document.querySelectorAll("couvert-booking, couvert-manage, couvert-events").forEach((el) => el.remove()));
  expect(await observers()).toBe(before);
});
