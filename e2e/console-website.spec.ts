import { expect, test, type Page } from "@playwright/test";
import { consoleHeaders, expectNoAxeViolations, invitedSignIn, signIn } from "./support/console.ts";
import { couvert, e2e } from "./support/env.ts";
import { newRestaurant } from "./support/restaurants.ts";
import { serveSitePage, type SitePage } from "./support/site-page.ts";
import { createKey, keyCard } from "./support/website.ts";
import { bookingConfig, bookViaApi, expectedSlotTimes, fillGuest, openDay, pickDate, pickSlot, picker, shot } from "./support/widgets.ts";

const PASSWORD = "linen napkins folded twice";

/**
 * The owner console's Website screen: keys made for the restaurant's own website (a page served
 * here from another origin, as the restaurant's site would be), revoked and moved to other
 * websites, and the preview of the three widgets. Keys made here are revoked before a test ends.
 */

const WEBSITE = `#/${e2e.slug}/website`;
const sites: SitePage[] = [];

async function site(body = ""): Promise<SitePage> {
  const page = await serveSitePage(body);
  sites.push(page);
  return page;
}

test.afterEach(async () => {
  await Promise.all(sites.splice(0).map((s) => s.close()));
});

const unique = (what: string) => `${what} ${Date.now()}`;

/** Revokes the key named `label` through its card, confirming, and waits for the card to say so. */
async function revoke(page: Page, label: string): Promise<void> {
  const card = keyCard(page, label);
  await card.getByRole("button", { name: /^Revoke key / }).click();
  await card.getByRole("button", { name: "Yes, revoke" }).click();
  await expect(card.getByRole("status")).toHaveText("Revoked: the key no longer works anywhere.");
}

test.describe("owner console: website", () => {
  test("a key is shown once with its snippet, works on its website and nowhere else, until it is revoked", async ({ page, context }) => {
    const bistro = await site();
    const label = unique("Main website");
    await signIn(page, e2e.owner, WEBSITE);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Website");
    await expect(page).toHaveTitle(/^Website · Trattoria Lumen · Couvert$/);

    const { clearKey, snippet } = await createKey(page, { label, origins: [bistro.origin] });
    expect(clearKey).toMatch(/^ck_[0-9A-Za-z]{38}$/);
    expect(snippet).toBe(
      // One snippet for every widget: headings in the restaurant's language (a German restaurant), its manage page wired.
      [
        `<h2>Tisch reservieren</h2>`,
        `<couvert-booking api-key="${clearKey}" manage-url="${e2e.url}/"></couvert-booking>`,
        `<h2 id="reservation">Ihre Reservierung</h2>`,
        `<couvert-manage api-key="${clearKey}"></couvert-manage>`,
        `<h2>Veranstaltungen</h2>`,
        `<couvert-events api-key="${clearKey}"></couvert-events>`,
        `<script src="${e2e.url}/widget/couvert.js" defer></script>`,
      ].join("\n"),
    );
    const panel = page.getByRole("region", { name: "Your new key: copy it now" });
    await expect(panel).toContainText("Shown only now.");
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: e2e.url });
    await panel.getByRole("button", { name: "Copy snippet" }).click();
    await expect(panel.getByRole("status")).toHaveText("Copied to the clipboard.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);
    // WordPress strips <script> from most users' posts without a word: the panel says how to get round it.
    await panel.getByText("On WordPress?").click();
    await expect(panel.getByText(/silently removes <script>/)).toBeVisible();
    await expectNoAxeViolations(page);

    // Once done, the key leaves the screen for good: the list knows it by its prefix only.
    await panel.getByRole("button", { name: "Done, I have copied it" }).click();
    await expect(page.getByRole("textbox", { name: /^Name/ })).toBeFocused();
    const card = keyCard(page, label);
    await expect(card.getByRole("heading", { level: 3 })).toContainText(`${clearKey.slice(0, 7)}…`);
    await expect(card).toContainText(bistro.origin);
    await expect(card).toContainText("Active");
    await page.reload();
    await expect(keyCard(page, label)).toBeVisible();
    await expect(page.locator("couvert-website-view").getByText(clearKey)).toHaveCount(0);

    // The restaurant's website, with the snippet pasted in.
    bistro.show(snippet);
    const website = await context.newPage();
    await website.goto(bistro.url);
    const booking = website.locator("couvert-booking");
    await expect(booking.getByRole("button", { name: "Book table" })).toBeVisible();
    await pickDate(website, booking, openDay(await bookingConfig(website.request), 10));
    await expect(picker(booking).slots.first()).toBeVisible();
    await expect(website.locator("couvert-events").getByRole("article").first()).toBeVisible();

    // Copied onto another site, the same key is refused there.
    const thief = await site(snippet);
    await website.goto(thief.url);
    await expect(website.locator("couvert-booking").getByRole("alert")).toHaveText(
      "This form may not be used on this website. Please contact the restaurant.",
    );

    await revoke(page, label);
    await expect(keyCard(page, label)).toContainText("Revoked");
    await website.goto(bistro.url);
    await expect(website.locator("couvert-booking").getByRole("alert")).toContainText(
      "This booking form is not set up correctly (invalid key).",
    );
  });

  test("a test key is made with its box ticked, marked on its card; its bookings' messages are shown as they would have gone out, and deleted on request", async ({
    page,
    request,
  }) => {
    const label = unique("QA");
    await signIn(page, e2e.owner, WEBSITE);
    const { clearKey } = await createKey(page, { label, test: true });
    expect(clearKey).toMatch(/^ck_test_[0-9A-Za-z]{38}$/);
    await page.getByRole("button", { name: "Done, I have copied it" }).click();
    const card = keyCard(page, label);
    await expect(card.getByRole("heading", { level: 3 })).toContainText("Test key");
    await expect(card.getByRole("heading", { level: 3 })).toContainText(clearKey.slice(0, 12));

    const { keys } = await couvert("key", "list", "--restaurant", e2e.slug);
    expect(keys.find((k: { label: string }) => k.label === label)).toMatchObject({ test: true });

    const config = await bookingConfig(request);
    const date = openDay(config, 3);
    await bookViaApi(request, config, date, expectedSlotTimes(config, date)[0]!, "Tester", 2, clearKey);
    await page.reload();
    const testSpace = page.getByRole("region", { name: "Test bookings" });
    // Each message is a disclosure whose summary gives its channel, recipient and subject; opened, it shows the text.
    const received = testSpace.getByRole("group").filter({ hasText: "E-mail to giulia@example.com: Request received: Trattoria Lumen" });
    await received.getByText("E-mail to giulia@example.com").click();
    await expect(received.locator("pre")).toContainText("Tester");
    await testSpace.getByRole("button", { name: "Delete all test bookings" }).click();
    await expect(testSpace.getByRole("status")).toHaveText("Deleted 1 test booking.");
    await expect(testSpace.getByText("No test messages yet.")).toBeVisible();
    await revoke(page, label);
  });

  test("changing a key's websites takes effect at the next request, and a wildcard is explained", async ({ page, context }) => {
    const label = unique("Moving website");
    await signIn(page, e2e.owner, WEBSITE);
    const { snippet } = await createKey(page, { label, origins: ["https://old-bistro.example"] });
    await page.getByRole("button", { name: "Done, I have copied it" }).click();
    const bistro = await site(snippet);
    const website = await context.newPage();
    await website.goto(bistro.url);
    await expect(website.locator("couvert-booking").getByRole("alert")).toContainText("may not be used on this website");

    const card = keyCard(page, label);
    await card.getByRole("button", { name: /^Change websites of key / }).click();
    const origins = card.getByRole("textbox", { name: /^Websites for key / });
    await expect(origins).toBeFocused();
    await expect(origins).toHaveValue("https://old-bistro.example");
    await origins.fill("https://*.bistro.example");
    await card.getByRole("button", { name: "Save websites" }).click();
    await expect(origins).toHaveAttribute("aria-invalid", "true");
    await expect(origins).toHaveAccessibleDescription(/has a \*\. List each website on its own/);
    await expectNoAxeViolations(page);

    await origins.fill(`https://old-bistro.example\n${bistro.origin}`);
    await card.getByRole("button", { name: "Save websites" }).click();
    await expect(card.getByRole("status")).toHaveText("Saved: the new websites apply from the next request.");
    await expect(card.getByRole("button", { name: /^Change websites of key / })).toBeFocused();
    await expect(card.getByRole("listitem")).toHaveText(["https://old-bistro.example", bistro.origin]);
    await website.reload();
    await expect(website.locator("couvert-booking").getByRole("button", { name: "Book table" })).toBeVisible();

    await revoke(page, label);
  });

  test("the preview shows the three widgets in the restaurant's accent, and booking there books nothing", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/.test(message.text())) violations.push(message.text());
    });
    const config = await bookingConfig(page.request);
    await signIn(page, e2e.owner, `#/${e2e.slug}/day`);
    // The widget file is loaded by this screen alone.
    expect(await page.evaluate(() => customElements.get("couvert-booking") === undefined)).toBe(true);
    await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Website" }).click();

    const preview = page.getByRole("region", { name: "Preview" });
    const booking = preview.getByRole("region", { name: "Booking form" }).locator("couvert-booking");
    const manage = preview.getByRole("region", { name: "Look up a booking" }).locator("couvert-manage");
    const events = preview.getByRole("region", { name: "Events" }).locator("couvert-events");
    await expect(booking.getByRole("button", { name: "Book table" })).toBeVisible();
    await expect(events.getByRole("article").first()).toBeVisible();
    expect((await booking.evaluate((el) => (el as HTMLElement).style.getPropertyValue("--_api-accent"))).toLowerCase()).toBe(
      config.accentHex.toLowerCase(),
    );

    const date = openDay(config, 12);
    const booked = async () => (await couvert("reservation", "list", "--restaurant", e2e.slug, "--date", date)).reservations.length;
    const before = await booked();
    await pickDate(page, booking, date);
    expect(await picker(booking).slots.count()).toBeGreaterThan(0);
    await pickSlot(picker(booking).slots.first());
    await fillGuest(booking, { last: "Anteprima" });
    await booking.getByRole("button", { name: "Book table" }).click();
    await expect(booking.getByRole("alert")).toHaveText(
      "This is a preview: nothing is booked, changed or cancelled here. On your website, this form works for real.",
    );
    expect(await booked()).toBe(before);

    await manage.getByRole("textbox", { name: "Reservation number" }).fill("123456");
    await manage.getByRole("textbox", { name: "PIN" }).fill("ABC234");
    await manage.getByRole("button", { name: "Show reservation" }).click();
    await expect(manage.getByRole("alert")).toContainText("This is a preview:");
    await expectNoAxeViolations(page);
    expect(violations).toEqual([]);
  });

  test("the preview works before the restaurant is published", async ({ browser }) => {
    const slug = await newRestaurant("preview", "Osteria Anteprima", { close: "22:00" });
    expect((await couvert("restaurant", "show", slug)).restaurant.published).toBe(false);

    const page = await invitedSignIn(browser, slug, {
      role: "owner",
      password: PASSWORD,
      email: `owner-${Date.now()}@${slug}.example`,
      path: `#/${slug}/website`,
    });
    const booking = page.getByRole("region", { name: "Booking form" }).locator("couvert-booking");
    await expect(booking.getByRole("button", { name: "Book table" })).toBeVisible();
    // The free times around the preferred one: the preview key reads availability while unpublished.
    await expect(booking.locator("[data-starts-at]:not([aria-disabled='true'])").first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Keys" })).toContainText("No keys yet.");
    await page.context().close();
  });

  test("in German, with the keyboard alone, on a phone", async ({ page }) => {
    // Six whole-page screenshots and two axe runs: about 30 s on CI's 2 cores, half the default timeout; a clean-clone
    // run sharing the machine with another timed out in a screenshot.
    test.slow();
    const label = unique("Handy");
    await signIn(page, e2e.owner, WEBSITE);
    await page.getByLabel("Language").selectOption("de");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Website");
    const preview = page.getByRole("region", { name: "Vorschau" });
    await expect(
      preview.getByRole("region", { name: "Reservierungsformular" }).getByRole("button", { name: "Tisch reservieren" }),
    ).toBeVisible();
    await screenshots(page, "de");

    // Create: type, tab through the modules (Space ticks the menu, which a new key leaves out), type a website, Enter.
    const name = page.getByRole("textbox", { name: /^Name/ });
    await name.focus();
    await page.keyboard.type(label);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("checkbox", { name: "Tischreservierung" })).toBeFocused();
    for (const module of ["Veranstaltungen", "Speisekarte"]) {
      await page.keyboard.press("Tab");
      await expect(page.getByRole("checkbox", { name: module })).toBeFocused();
    }
    await expect(page.getByRole("checkbox", { name: "Speisekarte" })).not.toBeChecked();
    await page.keyboard.press("Space");
    await expect(page.getByRole("checkbox", { name: "Speisekarte" })).toBeChecked();
    const websites = page.getByRole("region", { name: "Neuer Schlüssel" }).getByRole("textbox", { name: "Websites" });
    for (let presses = 0; presses < 10 && !(await websites.evaluate((el) => el.matches(":focus"))); presses += 1) {
      await page.keyboard.press("Tab");
    }
    await expect(websites).toBeFocused();
    await page.keyboard.type("https://handy-bistro.example");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("checkbox", { name: "Testschlüssel" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Schlüssel anlegen" })).toBeFocused();
    await page.keyboard.press("Enter");
    const panel = page.getByRole("region", { name: "Ihr neuer Schlüssel: jetzt kopieren" });
    await expect(panel.getByRole("heading", { level: 2 })).toBeFocused();
    await expect(panel).toContainText("Nur jetzt sichtbar.");
    await expectNoAxeViolations(page);
    await screenshots(page, "de-created");
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("button", { name: "Codeschnipsel kopieren" })).toBeFocused();
    // The WordPress note comes folded, between copying the snippet and the key.
    await page.keyboard.press("Tab");
    await expect(panel.getByText("WordPress?", { exact: true })).toBeFocused();
    for (const button of ["Schlüssel kopieren", "Fertig, ich habe ihn kopiert"]) {
      await page.keyboard.press("Tab");
      await expect(panel.getByRole("button", { name: button })).toBeFocused();
    }
    await page.keyboard.press("Enter");
    await expect(name).toBeFocused();

    // Revoke: Escape backs out of the question; Enter on "Ja, widerrufen" revokes.
    const card = keyCard(page, label);
    await expect(card).toContainText("Tischreservierung, Veranstaltungen, Speisekarte");
    const revokeButton = card.getByRole("button", { name: /^Schlüssel .* widerrufen$/ });
    await revokeButton.focus();
    await page.keyboard.press("Enter");
    await expect(card.getByText(/widerrufen\? Websites, die ihn benutzen/)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(revokeButton).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(card.getByRole("button", { name: "Ja, widerrufen" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(card.getByRole("status")).toHaveText("Widerrufen: Der Schlüssel funktioniert nirgends mehr.");
    await expect(card.getByRole("heading", { level: 3 })).toBeFocused();
    await expectNoAxeViolations(page);

    // Still a phone: the language sits in the header's menu.
    await page.getByText("Menü", { exact: true }).click();
    await page.getByLabel("Sprache").selectOption("en");
    await screenshots(page, "en");
  });

  test("staff do not see the screen, and the API refuses them its routes", async ({ browser }) => {
    const page = await invitedSignIn(browser, e2e.slug, {
      role: "staff",
      password: PASSWORD,
      email: `staff-${Date.now()}@${e2e.slug}.example`,
    });
    const nav = page.getByRole("navigation", { name: "Console" });
    await expect(nav.getByRole("link", { name: "Day" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Website" })).toHaveCount(0);
    await page.goto(`${e2e.url}/owner/${WEBSITE}`);
    await expect(nav.getByRole("link", { name: "Day" })).toHaveAttribute("aria-current", "page");
    await expect(page.locator("couvert-website-view")).toHaveCount(0);

    const base = `${e2e.url}/owner/api/restaurants/${e2e.slug}`;
    const session = await (await page.request.get(`${e2e.url}/owner/api/session`)).json();
    const headers = consoleHeaders(session.data.csrfToken);
    for (const response of [
      await page.request.get(`${base}/website`),
      await page.request.post(`${base}/keys`, { headers, data: { modules: ["events"] } }),
      await page.request.post(`${base}/website/preview-key`, { headers, data: {} }),
    ]) {
      expect(response.status()).toBe(403);
      expect((await response.json()).error.code).toBe("forbidden");
    }
    await page.context().close();
  });
});

/**
 * The screen at the desktop's width and a phone's (375 px), whole pages, for a person to look at:
 * test-results/screens/console-website-NAME-desktop.png and -phone.png. At the phone's width nothing may scroll sideways.
 */
async function screenshots(page: Page, name: string): Promise<void> {
  for (const [size, width, height] of [
    ["phone", 375, 812],
    ["desktop", 1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect(page.locator("couvert-widget-preview").locator("couvert-booking").getByRole("button").first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await shot(page, `console-website-${name}-${size}`);
  }
  await page.setViewportSize({ width: 375, height: 812 });
}
