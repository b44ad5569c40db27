import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { DateTime } from "luxon";
import { consoleHeaders, expectNoAxeViolations, signIn } from "./support/console.ts";
import { couvert, e2e } from "./support/env.ts";
import { apiGet, shot } from "./support/widgets.ts";

/**
 * The owner console's Events screen. Other specs read the demo restaurant's events: every test
 * deletes the events it makes, and touches no other.
 */

const EVENTS = `#/${e2e.slug}/events`;
const ZONE = "Europe/Berlin";

/** A wall time `days` ahead in the restaurant's zone, as a datetime-local input holds it. */
const localAhead = (days: number, time: string) => `${DateTime.now().setZone(ZONE).plus({ days }).toISODate()}T${time}`;

const region = (page: Page, name: string | RegExp) => page.getByRole("region", { name });
const eventCard = (scope: Page | Locator, title: string) => scope.getByRole("article", { name: title, exact: true });

interface ServedEvent {
  id: string;
  title: string;
  isPinned: boolean;
}

/** The titles the public API serves as upcoming, and past, events. */
async function served(request: APIRequestContext): Promise<{ upcoming: ServedEvent[]; past: ServedEvent[] }> {
  const { items, pastItems } = await apiGet<{ items: ServedEvent[]; pastItems: ServedEvent[] }>(request, "/events");
  return { upcoming: items, past: pastItems };
}

const titlesOf = (events: ServedEvent[]) => events.map((e) => e.title);

/**
 * Types a date and time into the focused datetime-local field, part by part as a keyboard user
 * does. Debian's Chromium lays the field out in US order whatever the page's language: month, day
 * and year (each moving on by itself but the year), then hour, minute and AM/PM.
 */
async function typeDateTime(page: Page, at: DateTime): Promise<void> {
  await page.keyboard.type(at.toFormat("MMddyyyy"));
  await page.keyboard.press("ArrowRight");
  await page.keyboard.type(at.toFormat("hhmm"));
  await page.keyboard.type(at.hour < 12 ? "A" : "P");
}

/** Screenshots to look at (test-results/screens/console-events-NAME-*.png): the form, its preview, and the first list, as the screen shows each. */
async function snap(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, `console-events-${name}-form`, { viewportOnly: true });
  await page.locator("couvert-event-preview").scrollIntoViewIfNeeded();
  await shot(page, `console-events-${name}-preview`, { viewportOnly: true });
  await page
    .getByRole("region")
    .filter({ has: page.getByRole("heading", { level: 2, name: /^(Upcoming|Bevorstehend)/ }) })
    .scrollIntoViewIfNeeded();
  await shot(page, `console-events-${name}-lists`, { viewportOnly: true });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Presses Tab until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 60; i += 1) {
    if (await target.evaluate((el) => el.matches(":focus"))) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("Tab never reached the element");
}

test.describe("owner console: events", () => {
  test("an owner writes a draft with a preview, publishes it to the widget, pins, archives and deletes it", async ({
    page,
    request,
    browser,
  }) => {
    test.slow(); // a whole event life with axe and two fresh guest pages: 45 s of 60 on a loaded machine
    const title = `Truffle dinner ${Date.now()}`;
    await signIn(page, e2e.owner, EVENTS);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Events");
    await expect(page).toHaveTitle(/^Events · Trattoria Lumen · Couvert$/);
    await expect(page.getByRole("link", { name: "Events" })).toHaveAttribute("aria-current", "page");

    // An imported event is pinned or archived here, but its text is edited where it comes from.
    const imported = region(page, /^Upcoming/)
      .getByRole("article")
      .filter({ hasText: "From Social network" })
      .first();
    await expect(imported.getByRole("button", { name: "Pin" }).or(imported.getByRole("button", { name: "Unpin" }))).toBeVisible();
    await expect(imported.getByRole("button", { name: "Edit" })).toHaveCount(0);

    await page.getByRole("button", { name: "New event" }).click();
    const form = region(page, "New event");
    await expect(form.getByLabel("Title")).toBeFocused();
    await expect(form.getByText(`Times are in ${ZONE}`)).toBeVisible();
    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Starts").fill(localAhead(30, "19:30"));
    await form.getByLabel("Ends (optional)").fill(localAhead(30, "18:00"));
    await form.getByLabel("Location (optional)").fill("The cellar");
    await form.getByLabel("Description (optional)").fill("Five courses around the white truffle.");
    await form.getByLabel("Ticket link (optional)").fill("https://tickets.example/truffle");

    // The preview is the widget's own card, before anything is saved.
    const preview = page.locator("couvert-event-preview");
    await expect(preview.getByRole("heading", { level: 3 })).toHaveText(title);
    await expect(preview.getByRole("link", { name: "Tickets" })).toHaveAttribute("href", "https://tickets.example/truffle");
    await expect(preview.getByText("The cellar")).toBeVisible();
    // In the widget's words: the demo site is `lang="en"`, so US English, times in the restaurant's zone.
    await expect(preview.locator("time")).toContainText("7:30 PM");
    await expectNoAxeViolations(page);

    // The server refuses an end before the start: said at the field, with the focus on it.
    await form.getByRole("button", { name: "Save draft" }).click();
    const end = form.getByLabel("Ends (optional)");
    await expect(end).toHaveAttribute("aria-invalid", "true");
    await expect(end).toBeFocused();
    await expect(end).toHaveAccessibleDescription("The end must be after the start.");
    await end.fill(localAhead(30, "23:00"));
    await expect(preview.locator("time")).toContainText("7:30 – 11:00 PM");
    const when = await preview.locator("time").innerText();
    await snap(page, "desktop-en");

    await form.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByRole("status").filter({ hasText: "is saved as a draft" })).toHaveText(`“${title}” is saved as a draft.`);
    const draft = eventCard(region(page, /^Drafts/), title);
    await expect(draft).toContainText("Draft");
    await expect(draft.getByRole("heading")).toBeFocused();
    expect(titlesOf((await served(request)).upcoming)).not.toContain(title);

    await draft.getByRole("button", { name: "Publish" }).click();
    const upcoming = eventCard(region(page, /^Upcoming/), title);
    await expect(upcoming).toContainText("Published");
    await expect(page.getByRole("status").filter({ hasText: "is published" })).toBeVisible();
    await expectNoAxeViolations(page);

    // The real widget on the demo site shows it now, as the preview did. (A fresh browser each
    // time: a guest's browser may show a cached list for a while, docs/api.md §3.3.)
    const site = await browser.newPage();
    await site.goto(`${e2e.url}/`);
    const shown = eventCard(site.locator("couvert-events").getByRole("list").first(), title);
    await expect(shown.getByRole("link", { name: "Tickets" })).toBeVisible();
    await expect(shown.locator("time")).toHaveText(when);
    await site.close();

    await upcoming.getByRole("button", { name: "Pin" }).click();
    await expect(upcoming).toContainText("Pinned");
    expect((await served(request)).upcoming.find((e) => e.title === title)?.isPinned).toBe(true);
    const again = await browser.newPage();
    await again.goto(`${e2e.url}/`);
    await expect(eventCard(again.locator("couvert-events"), title).getByText("Pinned", { exact: true })).toBeVisible();
    await again.close();

    await upcoming.getByRole("button", { name: "Archive" }).click();
    const archived = eventCard(region(page, /^Past and archived/), title);
    await expect(archived).toContainText("Archived");
    const after = await served(request);
    expect([...titlesOf(after.upcoming), ...titlesOf(after.past)]).not.toContain(title);

    await archived.getByRole("button", { name: "Delete" }).click();
    const question = archived.getByRole("group");
    await expect(question.getByText(`Delete “${title}” for good?`)).toBeFocused();
    await question.getByRole("button", { name: "Keep it" }).click();
    await expect(archived.getByRole("button", { name: "Delete" })).toBeFocused();
    await archived.getByRole("button", { name: "Delete" }).click();
    await archived.getByRole("button", { name: "Delete for good" }).click();
    await expect(eventCard(page, title)).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: "is deleted" })).toBeVisible();
    expect((await couvert("event", "list", "--restaurant", e2e.slug)).events.map((e: ServedEvent) => e.title)).not.toContain(title);
  });

  test("an event is written, saved and deleted with the keyboard alone", async ({ page }) => {
    const title = `Keyboard quiz ${Date.now()}`;
    await signIn(page, e2e.owner, EVENTS);
    const newEvent = page.getByRole("button", { name: "New event" });
    await tabTo(page, newEvent);
    await page.keyboard.press("Enter");
    const form = region(page, "New event");
    await expect(form.getByLabel("Title")).toBeFocused();
    // Escape closes the form and gives the focus back to where it was.
    await page.keyboard.press("Escape");
    await expect(form).toHaveCount(0);
    await expect(newEvent).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(form.getByLabel("Title")).toBeFocused();
    await page.keyboard.type(title);
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("Starts")).toBeFocused();
    const start = DateTime.now().setZone(ZONE).plus({ days: 40 }).set({ hour: 20, minute: 15 });
    await typeDateTime(page, start);
    await expect(form.getByLabel("Starts")).toHaveValue(start.toFormat("yyyy-MM-dd'T'HH:mm"));
    await tabTo(page, form.getByRole("button", { name: "Save draft" }));
    await page.keyboard.press("Enter");

    const draft = eventCard(region(page, /^Drafts/), title);
    await expect(draft.getByRole("heading")).toBeFocused();
    await tabTo(page, draft.getByRole("button", { name: "Delete" }));
    await page.keyboard.press("Enter");
    await expect(draft.getByText(`Delete “${title}” for good?`)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(draft.getByRole("button", { name: "Delete" })).toBeFocused();
    await page.keyboard.press("Enter");
    await tabTo(page, draft.getByRole("button", { name: "Delete for good" }));
    await page.keyboard.press("Enter");
    await expect(eventCard(page, title)).toHaveCount(0);
    await expect(region(page, /^Drafts/).getByRole("heading", { level: 2 })).toBeFocused();
  });

  test("renders in German and at a phone's width, without axe violations", async ({ page }) => {
    await signIn(page, e2e.owner, EVENTS);
    await page.getByLabel("Language").selectOption("de");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Veranstaltungen");
    await expect(page.getByRole("link", { name: "Veranstaltungen" })).toHaveAttribute("aria-current", "page");
    await expect(region(page, /^Bevorstehend/)).toBeVisible();
    await page.getByRole("button", { name: "Neue Veranstaltung" }).click();
    const form = region(page, "Neue Veranstaltung");
    await form.getByLabel("Titel", { exact: true }).fill("Weinprobe");
    await form.getByLabel("Beginn").fill(localAhead(20, "19:00"));
    const preview = page.locator("couvert-event-preview");
    await expect(preview.getByRole("heading", { level: 3 })).toHaveText("Weinprobe");
    await expect(preview.locator("time")).toContainText("19:00");
    await expect(form.getByText("So zeigt sie das Veranstaltungs-Widget")).toBeVisible();
    await expectNoAxeViolations(page);
    await snap(page, "desktop-de");

    // A phone at the host stand: nothing wider than the screen, the form above its preview.
    for (const lang of ["de", "en"] as const) {
      await page.setViewportSize({ width: 375, height: 812 });
      if (lang === "en") {
        // On a phone the language sits in the header's menu.
        await page.getByText("Menü", { exact: true }).click();
        await page.getByLabel("Sprache").selectOption("en");
      }
      const title = page
        .getByRole("region", { name: lang === "de" ? "Neue Veranstaltung" : "New event" })
        .getByRole("textbox")
        .first();
      await expect(title).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await expectNoAxeViolations(page);
      await snap(page, `phone-${lang}`);
    }
  });

  test("staff do not see the screen, and the API refuses them", async ({ browser }) => {
    const email = `events-staff-${Date.now()}@trattoria-lumen.example`;
    const { invitation } = await couvert("user", "invite", "--restaurant", e2e.slug, "--email", email, "--role", "staff");
    const token = new URL(invitation.setupUrl).hash.replace("#setup=", "");
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      const setup = await page.request.post(`${e2e.url}/owner/api/setup`, {
        headers: { Origin: e2e.url, "Content-Type": "application/json" },
        data: { token, password: "olive grove at dusk" },
      });
      expect(setup.status(), await setup.text()).toBe(200);
      await page.goto(`${e2e.url}/owner/${EVENTS}`);
      const nav = page.getByRole("navigation", { name: "Console" });
      await expect(nav.getByRole("link", { name: "Day" })).toBeVisible();
      await expect(nav.getByRole("link", { name: "Events" })).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Events");

      const csrf = (await (await page.request.get(`${e2e.url}/owner/api/session`)).json()).data.csrfToken;
      const route = `${e2e.url}/owner/api/restaurants/${e2e.slug}/events`;
      const list = await page.request.get(route);
      const create = await page.request.post(route, {
        headers: consoleHeaders(csrf),
        data: { title: "Staff party", startAt: "2030-01-01T18:00:00Z" },
      });
      for (const res of [list, create]) {
        expect(res.status()).toBe(403);
        expect((await res.json()).error.code).toBe("forbidden");
      }
    } finally {
      await context.close();
      await couvert("user", "remove", "--restaurant", e2e.slug, "--email", email);
    }
  });
});
