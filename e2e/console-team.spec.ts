import { expect, test, type Page } from "@playwright/test";
import { consoleHeaders, expectNoAxeViolations, signIn } from "./support/console.ts";
import { couvert, e2e } from "./support/env.ts";
import { shot } from "./support/widgets.ts";

/** Fills the setup screen (opened at `link`, or already open) with `password` twice and submits. */
async function setUpFrom(page: Page, link: string | null, password: string): Promise<void> {
  if (link) await page.goto(link);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Repeat the password").fill(password);
  await page.getByRole("button", { name: "Save and sign in" }).click();
}

test.describe("owner console: team, staff and sessions", () => {
  test("an owner invites staff; staff set a password from the link and reach the reservations but not the team", async ({
    page,
    browser,
  }) => {
    const email = `staff-${Date.now()}@trattoria-lumen.example`;
    await signIn(page, e2e.owner, `#/${e2e.slug}/team`);
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Role").selectOption("staff");
    await page.getByRole("button", { name: "Invite" }).click();
    const link = (await page.locator(".link").innerText()).trim();
    expect(link).toMatch(new RegExp(`^${e2e.url}/owner/#setup=[A-Za-z0-9_-]{43}$`));
    await expect(page.getByRole("row").filter({ hasText: email })).toContainText("Invited");
    await expectNoAxeViolations(page);
    // On a phone the table, its long addresses and Remove buttons included, fits the screen.
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1280, height: 900 });

    const staff = await browser.newContext();
    const staffPage = await staff.newPage();
    await staffPage.goto(link);
    await expect(staffPage.getByText(`Trattoria Lumen invites you to its console as ${email}.`)).toBeVisible();
    await staffPage.getByLabel("Password", { exact: true }).fill("password123");
    await staffPage.getByLabel("Repeat the password").fill("password123");
    await staffPage.getByRole("button", { name: "Save and sign in" }).click();
    await expect(staffPage.getByRole("alert")).toHaveText("This password is one of the most common ones. Choose another.");
    const password = "olive grove at dusk";
    await staffPage.getByLabel("Password", { exact: true }).fill(password);
    await staffPage.getByLabel("Repeat the password").fill(password);
    await staffPage.getByRole("button", { name: "Save and sign in" }).click();

    const nav = staffPage.getByRole("navigation", { name: "Console" });
    await expect(nav.getByRole("link", { name: "Day" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Requests" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Team" })).toHaveCount(0);
    // Hidden is not enough: the API itself refuses staff the owner's areas.
    const session = await (await staffPage.request.get(`${e2e.url}/owner/api/session`)).json();
    const team = await staffPage.request.get(`${e2e.url}/owner/api/restaurants/${e2e.slug}/team`);
    expect(team.status()).toBe(403);
    expect((await team.json()).error.code).toBe("forbidden");
    const invite = await staffPage.request.post(`${e2e.url}/owner/api/restaurants/${e2e.slug}/team`, {
      headers: consoleHeaders(session.data.csrfToken),
      data: { email: "someone@example.com", role: "owner" },
    });
    expect(invite.status()).toBe(403);

    // The link worked once.
    const again = await browser.newContext();
    const againPage = await again.newPage();
    await againPage.goto(link);
    await expect(againPage.getByRole("alert")).toContainText("This setup link is unknown, used already or expired.");
    await again.close();

    // The owner sees them active now, and removes them: their open console loses the restaurant.
    await page.reload();
    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText("Active");
    await row.getByRole("button", { name: `Remove: ${email}` }).click();
    await expect(page.getByRole("row").filter({ hasText: email })).toHaveCount(0);
    const day = await staffPage.request.get(`${e2e.url}/owner/api/restaurants/${e2e.slug}/day?date=2026-12-01`);
    expect([401, 403]).toContain(day.status());
    await staff.close();
  });

  test("an owner's link for an address that already uses Couvert asks for that account's password, and sets none", async ({
    page,
    browser,
  }) => {
    // The person works at another restaurant already, set up by the host's command line.
    const slug = `elsewhere-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    await couvert("restaurant", "create", "--name", "Osteria Nuova", "--slug", slug, "--timezone", "Europe/Berlin");
    const email = `chef@${slug}.example`;
    const own = "copper pans on the wall";
    const { invitation } = await couvert("user", "invite", "--restaurant", slug, "--email", email, "--role", "owner");
    const first = await browser.newContext();
    await setUpFrom(await first.newPage(), `${e2e.url}/owner/${new URL(invitation.setupUrl).hash}`, own);
    await first.close();

    await signIn(page, e2e.owner, `#/${e2e.slug}/team`);
    await page.getByLabel("E-mail address").fill(email);
    await page.getByRole("button", { name: "Invite" }).click();
    const link = (await page.locator(".link").innerText()).trim();
    await expect(page.getByRole("row").filter({ hasText: email })).toContainText("Invited");

    const person = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const personPage = await person.newPage();
    await personPage.goto(link);
    await expect(personPage.getByText(`Trattoria Lumen invites you to its console as ${email}.`)).toBeVisible();
    await expect(personPage.getByText("If you already use Couvert with this address, enter that password")).toBeVisible();
    await shot(personPage, "console-setup-existing-account");
    await expectNoAxeViolations(personPage);
    await setUpFrom(personPage, null, "a brand new passphrase");
    await expect(personPage.getByRole("alert")).toHaveText(/has a Couvert account already, and that is not its password/);

    await setUpFrom(personPage, null, own);
    await expect(personPage.getByRole("navigation", { name: "Console" })).toBeVisible();
    const session = await (await personPage.request.get(`${e2e.url}/owner/api/session`)).json();
    expect(session.data.memberships.map((m: { restaurant: { slug: string } }) => m.restaurant.slug).sort()).toEqual(
      [e2e.slug, slug].sort(),
    );
    await page.reload();
    await expect(page.getByRole("row").filter({ hasText: email })).toContainText("Active");
    await page
      .getByRole("row")
      .filter({ hasText: email })
      .getByRole("button", { name: `Remove: ${email}` })
      .click();
    await expect(page.getByRole("row").filter({ hasText: email })).toHaveCount(0);
    await person.close();
  });

  test("a request from another origin, or without the CSRF token, is refused", async ({ page }) => {
    await signIn(page);
    const session = await (await page.request.get(`${e2e.url}/owner/api/session`)).json();
    const path = `${e2e.url}/owner/api/restaurants/${e2e.slug}/team`;
    const data = { email: `csrf-${Date.now()}@example.com`, role: "staff" };
    const foreign = await page.request.post(path, {
      headers: { ...consoleHeaders(session.data.csrfToken), Origin: "https://evil.example" },
      data,
    });
    expect(foreign.status()).toBe(403);
    expect((await foreign.json()).error.code).toBe("csrf_rejected");
    const tokenless = await page.request.post(path, { headers: { Origin: e2e.url, "Content-Type": "application/json" }, data });
    expect((await tokenless.json()).error.code).toBe("csrf_rejected");
    const members = await (await page.request.get(path)).json();
    expect(members.data.members.map((m: { email: string }) => m.email)).not.toContain(data.email);
  });

  test("sign out everywhere ends the other devices' sessions too", async ({ page, browser }) => {
    await signIn(page);
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signIn(otherPage);
    await otherPage.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(otherPage.getByRole("button", { name: "Sign in" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
    await other.close();
  });

  test("the console speaks German", async ({ page }) => {
    await signIn(page);
    await page.getByLabel("Language").selectOption("de");
    await expect(page.getByRole("navigation", { name: "Konsole" }).getByRole("link", { name: "Tag" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Tag:");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expectNoAxeViolations(page);
    await page.getByLabel("Sprache").selectOption("en");
  });
});
