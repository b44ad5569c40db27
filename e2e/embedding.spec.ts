import { expect, test, type Locator, type Page, type Request } from "@playwright/test";
import { couvert, e2e } from "./support/env.ts";
import { liveObjects, serveHostSite, widgetsDefined, windowListeners } from "./support/host-site.ts";
import type { SitePage } from "./support/site-page.ts";
import { WIDTHS } from "./support/screens.ts";
import { bookingConfig, fillGuest, guestFields, openCalendar, openDay, pickDate, picker, pickSlot, shot } from "./support/widgets.ts";

/**
 * The widgets embedded the way owners deploy them (README "Putting the widgets on a website"): a
 * restaurant's static page on another origin than the Couvert server, the script tag pointing at
 * the server. Two booking forms and the events on one page, each on its own; elements inserted and
 * removed by a single-page app, leaving nothing behind; and a key used on a website its allowlist
 * does not name.
 */

let site: SitePage;
test.beforeAll(async () => {
  site = await serveHostSite();
});
test.afterAll(async () => {
  await site.close();
});

/** A restaurant's page: a header, two booking forms side by side (stacked on a phone), the events below. */
const HOST_PAGE = (key: string, more = "") => `<style>
  body { margin: 0; font: 17px/1.5 Georgia, serif; color: #2b2118; background: #f6f1ea; }
  header { padding: 1.5rem 1rem; background: #2b2118; color: #f6f1ea; }
  header h1 { margin: 0 auto; max-width: 72rem; font-size: 1.6rem; }
  .page { max-width: 72rem; margin: 0 auto; padding: 1rem; }
  .tables { display: grid; gap: 1.5rem; grid-template-columns: repeat(auto-fit, minmax(20rem, 1fr)); }
  section > h2 { font-size: 1.2rem; margin: 1.5rem 0 0.75rem; }
  .evening { background: #1f1b17; color: #f6f1ea; padding: 0 1rem 1rem; border-radius: 8px; }
</style>
<header><h1>Bistro am Hafen</h1></header>
<div class="page">
  <div class="tables">
    <section><h2>Book a table</h2><couvert-booking id="table" api-key="${key}"></couvert-booking></section>
    <section lang="de" class="evening"><h2>Gruppen</h2><couvert-booking id="group" api-key="${key}" party-size="6" theme="dark"></couvert-booking></section>
  </div>
  <section><h2>What's on</h2><couvert-events api-key="${key}"></couvert-events></section>
  ${more}
</div>`;

async function open(page: Page, body: string): Promise<void> {
  site.show(body);
  await page.goto(site.url);
  await widgetsDefined(page);
}

/** The prototype of an element's class, as `liveObjects` takes it. */
const prototypeOf = (tag: string) => `customElements.get("${tag}").prototype`;

test("two booking forms and the events on a page of another origin each work on their own", async ({ page, request }) => {
  const config = await bookingConfig(request);
  const calls: Request[] = [];
  page.on("request", (r) => void (r.url().startsWith(`${e2e.url}/api/`) && calls.push(r)));
  await open(page, HOST_PAGE(e2e.key));
  const table = page.locator("#table");
  const group = page.locator("#group");
  const events = page.locator("couvert-events");
  await expect(table.getByRole("button", { name: "Book table" })).toBeVisible();
  await expect(group.getByRole("button", { name: "Tisch reservieren" })).toBeVisible();
  await expect(events.getByRole("article").first()).toBeVisible();
  await expect(guestFields(group, "de").party).toHaveValue("6");
  await expect(picker(group, "de").slots.first()).toBeVisible();
  for (const { name, width, height } of WIDTHS) {
    await page.setViewportSize({ width: name === "phone" ? 375 : width, height });
    await shot(page, `embedding-${name}`, { viewportOnly: name === "phone" });
    await shot(group, `embedding-group-${name}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  const groupTimes = await picker(group, "de").times.getAttribute("aria-label");
  await pickDate(page, table, openDay(config, 20));
  await pickSlot(picker(table).slots.first());
  await fillGuest(table, { last: "Embedded" });
  await expect(guestFields(group, "de").last).toHaveValue("");
  expect(await picker(group, "de").times.getAttribute("aria-label")).toBe(groupTimes);
  await expect(picker(group, "de").slots.locator("[aria-checked='true']")).toHaveCount(0);

  await table.getByRole("button", { name: "Book table" }).click();
  await expect(table.getByRole("heading", { level: 2 })).toHaveText(/^Thank you!/);
  await expect(group.getByRole("button", { name: "Tisch reservieren" })).toBeVisible();
  await expect(events.getByRole("article").first()).toBeVisible();
  // Every call went cross-origin, from the restaurant's page.
  // (Two identical requests at once may share one answer; the second then shows no headers sent.)
  const origins = await Promise.all(calls.map(async (r) => (await r.allHeaders()).origin));
  expect(new Set(origins.filter(Boolean))).toEqual(new Set([site.origin]));
});

test("elements inserted after load, as single-page apps do, and removed again leave no element, listener or observer behind", async ({
  page,
}) => {
  await open(page, `<div id="app"></div>`);
  const counts = async () => ({
    booking: await liveObjects(page, prototypeOf("couvert-booking")),
    manage: await liveObjects(page, prototypeOf("couvert-manage")),
    events: await liveObjects(page, prototypeOf("couvert-events")),
    observers: await liveObjects(page, "MutationObserver.prototype"),
    windowListeners: await windowListeners(page),
  });
  const before = await counts();
  expect(before).toMatchObject({ booking: 0, manage: 0, events: 0 });

  for (let round = 1; round <= 2; round += 1) {
    await page.evaluate((key) => {
      document.querySelector("#app")!.innerHTML =
        `<couvert-booking api-key="${key}"></couvert-booking><couvert-manage api-key="${key}"></couvert-manage>` +
        `<couvert-events api-key="${key}"></couvert-events>`;
    }, e2e.key);
    const booking: Locator = page.locator("couvert-booking");
    await expect(picker(booking).slots.first()).toBeVisible();
    await expect(page.locator("couvert-manage").getByRole("button", { name: "Show reservation" })).toBeVisible();
    await expect(page.locator("couvert-events").getByRole("article").first()).toBeVisible();
    await openCalendar(booking);
    await expect(picker(booking).dates).toBeVisible();
    // What is counted while they are on the page: the measure does see them.
    const on = await counts();
    expect(on).toMatchObject({ booking: 1, manage: 1, events: 1, observers: before.observers + 1 });
    expect(on.windowListeners).toBeGreaterThan(before.windowListeners);
    await page.evaluate(() => document.querySelector("#app")!.replaceChildren());
  }
  // Collected once nothing holds them (an answer still on its way may hold one for a moment).
  await expect.poll(counts).toEqual(before);
});

test("on a website the key's allowlist does not name, each widget says it is refused there, not a blank box", async ({ page }) => {
  const made = await couvert(
    "key",
    "create",
    "--restaurant",
    e2e.slug,
    "--modules",
    "reservation,events",
    "--origins",
    "https://elsewhere.example",
  );
  try {
    const codes: string[] = [];
    await page.exposeFunction("couvertErrorSeen", (code: string) => codes.push(code));
    await page.addInitScript(() =>
      document.addEventListener("couvert-error", (e) =>
        (window as unknown as { couvertErrorSeen: (c: string) => void }).couvertErrorSeen(e.detail.code),
      ),
    );
    await open(
      page,
      HOST_PAGE(made.key, `<section><h2>Your reservation</h2><couvert-manage api-key="${made.key}"></couvert-manage></section>`),
    );
    const refused = "This form may not be used on this website. Please contact the restaurant.";
    await expect(page.locator("#table").getByRole("alert")).toHaveText(refused);
    await expect(page.locator("couvert-manage").getByRole("alert")).toHaveText(refused);
    await expect(page.locator("#group").getByRole("alert")).toHaveText(
      "Dieses Formular darf auf dieser Website nicht verwendet werden. Bitte wenden Sie sich an das Restaurant.",
    );
    await expect(page.locator("couvert-events").getByRole("alert")).toHaveText("The events cannot be shown here at the moment.");
    // Trying again cannot help: no retry button.
    await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
    expect(codes).toEqual(Array(4).fill("origin_not_allowed"));
    await page.setViewportSize({ width: 375, height: 844 });
    await shot(page, "embedding-refused-phone");
  } finally {
    await couvert("key", "revoke", made.id);
  }
});
