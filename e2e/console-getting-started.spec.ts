import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/console.ts";
import { couvert, e2e } from "./support/env.ts";
import { createKey } from "./support/website.ts";
import { shot } from "./support/widgets.ts";

/**
 * The first sign-in's walkthrough, on a restaurant of its own: each test creates one with the
 * command line as a host would (unpublished, closed every day), invites its owner and follows the
 * setup link, so the demo restaurant the other specs share is never touched.
 */

const PASSWORD = "copper pans on the wall";

/** A new restaurant and its owner, signed in through the setup link: the owner's very first sign-in. */
async function firstSignIn(browser: Browser, role: "owner" | "staff" = "owner"): Promise<{ page: Page; slug: string }> {
  const slug = `start-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  await couvert("restaurant", "create", "--name", "Osteria Nuova", "--slug", slug, "--timezone", "Europe/Berlin");
  const email = `${role}@${slug}.example`;
  const { invitation } = await couvert("user", "invite", "--restaurant", slug, "--email", email, "--role", role);
  // The command line names its own configured address; the code after #setup= is what counts.
  const code = new URL(invitation.setupUrl).hash;
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${e2e.url}/owner/${code}`);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Repeat the password").fill(PASSWORD);
  await page.getByRole("button", { name: "Save and sign in" }).click();
  await expect(page.getByRole("navigation", { name: "Console" })).toBeVisible();
  return { page, slug };
}

const stepLink = (page: Page, name: RegExp, steps = "Steps") => page.getByRole("navigation", { name: steps }).getByRole("link", { name });

async function saveSection(page: Page, name: string): Promise<void> {
  const region = page.getByRole("region", { name });
  await region.getByRole("button", { name: "Save" }).click();
  await expect(region.getByRole("status")).toHaveText("Saved.");
}

test.describe("owner console: getting started", () => {
  test("a new owner is walked from the details to going live, and the walkthrough then leaves the navigation", async ({ browser }) => {
    const { page, slug } = await firstSignIn(browser);
    const nav = page.getByRole("navigation", { name: "Console" });
    // The step's own section loads after the walkthrough's progress: meanwhile the page keeps its one heading.
    let releaseSection = () => {};
    const sectionHeld = new Promise<void>((resolve) => (releaseSection = resolve));
    let settingsLoads = 0;
    await page.route("**/restaurants/*/settings", async (route) => {
      settingsLoads += 1;
      if (settingsLoads === 2) await sectionHeld;
      await route.continue();
    });
    await page.reload();
    await expect(page.getByText("Loading…").filter({ visible: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Getting started");
    releaseSection();
    // A screen loaded with its chunk keeps its placeholder as an unslotted, unseen child.
    await expect(page.getByText("Loading…").filter({ visible: true })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Getting started" })).toHaveAttribute("aria-current", "page");
    await expect(page).toHaveURL(new RegExp(`#/${slug}$`));
    await expect(page.locator("#step-title")).toHaveText("Your restaurant");
    await expect(stepLink(page, /Your restaurant \(to do\)/)).toHaveAttribute("aria-current", "step");
    await expectNoAxeViolations(page);

    // 1. Details.
    await page.getByLabel("Address").fill("Kastanienallee 12, 10435 Berlin");
    await page.getByLabel("Phone").fill("+49 30 9876543");
    await saveSection(page, "Restaurant details");
    await expect(stepLink(page, /Your restaurant \(done\)/)).toBeVisible();

    // 2. Hours: open on Fridays.
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Opening hours" })).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`#/${slug}/start/hours$`));
    await page.getByLabel("Closed on Friday").uncheck();
    await page.getByLabel("Opens on Friday").fill("18:00");
    await page.getByLabel("Closes on Friday").fill("23:00");
    await page.getByRole("region", { name: "Opening hours" }).getByRole("button", { name: "Save" }).click();
    await expect(stepLink(page, /Opening hours \(done\)/)).toBeVisible();

    // 5 first: publishing before a capacity is refused, and the checklist says what is missing.
    await stepLink(page, /Go live/).click();
    const checklist = page.getByRole("list", { name: "Before you publish" });
    await expect(checklist).toContainText("Capacity and booking rules (to do)");
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByRole("region", { name: "Publishing" }).getByRole("status")).toHaveText(
      "Set a capacity per time slot before publishing.",
    );
    expect((await couvert("restaurant", "show", slug)).restaurant.published).toBe(false);

    // 3. Capacity, reached from the checklist.
    await checklist.getByRole("link", { name: "Capacity and booking rules" }).click();
    await page.getByLabel("Capacity per time slot").fill("36");
    await saveSection(page, "Booking rules");
    await expect(stepLink(page, /Capacity and booking rules \(done\)/)).toBeVisible();

    // 4. Who hears of bookings (issue 28: not live with nobody told).
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Who hears of bookings" })).toBeFocused();
    await expect(stepLink(page, /Who hears of bookings \(to do\)/)).toBeVisible();
    await page.getByLabel("E-mail addresses for new bookings").fill("kitchen@osteria-nuova.example");
    await saveSection(page, "Notifications");
    await expect(stepLink(page, /Who hears of bookings \(done\)/)).toBeVisible();

    // 5. The website: a key, shown once with its snippet.
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Your website" })).toBeFocused();
    const { clearKey, snippet } = await createKey(page, { label: "Our website", origins: ["https://osteria-nuova.example"] });
    expect(snippet).toContain(`api-key="${clearKey}"`);
    await shot(page, "console-getting-started-website", { viewportOnly: true });
    await expect(stepLink(page, /Your website \(done\)/)).toBeVisible();

    // 6. The page where guests change or cancel; until it is named, the hosted booking page stands in.
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Change or cancel page" })).toBeFocused();
    const managePage = page.getByRole("region", { name: "Manage page" });
    await expect(managePage).toContainText(`Until you name one, guest e-mails link to your booking page: ${e2e.url}/r/${slug}`);
    await page.setViewportSize({ width: 375, height: 812 });
    await managePage.scrollIntoViewIfNeeded();
    await shot(page, "console-getting-started-manage-page-375", { viewportOnly: true });
    await managePage.getByLabel("Address of the page with the manage widget").fill("https://osteria-nuova.example/booking");
    await managePage.getByRole("button", { name: "Save" }).click();
    await expect(managePage.getByRole("status")).toHaveText("Saved.");
    await expect(stepLink(page, /Change or cancel page \(done\)/)).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });

    // 7. Live.
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page.getByRole("list", { name: "Before you publish" })).not.toContainText("(to do)");
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByText("You are live: guests can book on your website.")).toBeVisible();
    await expect(stepLink(page, /Go live \(done\)/)).toBeVisible();
    await shot(page, "console-getting-started-live", { viewportOnly: true });
    expect((await couvert("restaurant", "show", slug)).restaurant).toMatchObject({
      published: true,
      maxCoversPerSlot: 36,
      manageUrl: "https://osteria-nuova.example/booking",
      phone: "+49309876543",
    });
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Go to today's bookings" }).click();
    await expect(nav.getByRole("link", { name: "Day" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Getting started" })).toHaveCount(0);
    await page.context().close();
  });

  test("the walkthrough in German, on a phone, with the keyboard alone", async ({ browser }) => {
    const { page, slug } = await firstSignIn(browser);
    await page.setViewportSize({ width: 375, height: 800 });
    // On a phone the language sits in the header's menu, opened from the keyboard.
    await page.getByText("Menu", { exact: true }).focus();
    await page.keyboard.press("Enter");
    await page.getByLabel("Language").selectOption("de");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Erste Schritte");
    await expect(page.locator("#step-title")).toHaveText("Ihr Restaurant");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    await expectNoAxeViolations(page);

    await page.getByLabel("Telefon").focus();
    await page.keyboard.type("+49 30 1112223");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Adresse")).toBeFocused();
    await page.keyboard.type("Kastanienallee 12, Berlin");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("region", { name: "Angaben zum Restaurant" }).getByRole("status")).toHaveText("Gespeichert.");
    await expect(stepLink(page, /Ihr Restaurant \(erledigt\)/, "Schritte")).toBeVisible();
    await page.getByRole("link", { name: "Weiter" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 2, name: "Öffnungszeiten" })).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`#/${slug}/start/hours$`));
    await shot(page, "console-getting-started-de-phone");
    await page.context().close();
  });

  test("staff of a restaurant not yet live see the reservations, not the walkthrough, and its data is refused them", async ({
    browser,
  }) => {
    const { page, slug } = await firstSignIn(browser, "staff");
    const nav = page.getByRole("navigation", { name: "Console" });
    await expect(nav.getByRole("link", { name: "Day" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Getting started" })).toHaveCount(0);
    await page.goto(`${e2e.url}/owner/#/${slug}/start`);
    await expect(nav.getByRole("link", { name: "Day" })).toHaveAttribute("aria-current", "page");
    const settings = await page.request.get(`${e2e.url}/owner/api/restaurants/${slug}/settings`);
    expect(settings.status()).toBe(403);
    await page.context().close();
  });
});
