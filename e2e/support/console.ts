import { expect, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { expectNoAxeViolations as expectNoViolations } from "./axe.ts";
import { couvert, e2e } from "./env.ts";

/**
 * Signs in through the owner API, in the page's own context (its cookie is the browser's), then
 * opens the console at `path`; returns when the console shows. The form itself is tested once, in
 * console-day.spec.ts: through it, each console test spent seconds of a loaded CI machine on a
 * screen it does not test.
 */
export async function signIn(page: Page, who: { email: string; password: string } = e2e.owner, path = ""): Promise<void> {
  await signInWithBrowsersLanguage(page.request, who);
  await page.goto(`${e2e.url}/owner/${path}`);
  await expect(page.getByRole("navigation", { name: "Console" })).toBeVisible();
}

/**
 * Signs `request`'s context in, and forgets the language the account keeps (docs/api.md §16.1a):
 * a test before may have picked one, and each test starts from the browser's.
 */
export async function signInWithBrowsersLanguage(request: APIRequestContext, who: { email: string; password: string } = e2e.owner) {
  const response = await request.post(`${e2e.url}/owner/api/session`, {
    headers: { Origin: e2e.url },
    data: { email: who.email, password: who.password },
  });
  expect(response.status(), `signing in: ${await response.text()}`).toBe(200);
  const csrfToken = ((await response.json()) as { data: { csrfToken: string } }).data.csrfToken;
  const forgotten = await request.post(`${e2e.url}/owner/api/session/language`, {
    headers: consoleHeaders(csrfToken),
    data: { lang: null },
  });
  expect(forgotten.status(), `forgetting the language: ${await forgotten.text()}`).toBe(200);
}

/**
 * A person of `role` invited to `slug` by the command line, their `password` set from the setup
 * link's code through the owner API, in a browser context of their own; returns once the console
 * shows at `path`. The setup screen itself is walked in console-team.spec.ts and
 * console-getting-started.spec.ts.
 */
export async function invitedSignIn(
  browser: Browser,
  slug: string,
  {
    role,
    password,
    email = `${role}@${slug}.example`,
    path = "",
  }: { role: "owner" | "staff"; password: string; email?: string; path?: string },
): Promise<Page> {
  const { invitation } = await couvert("user", "invite", "--restaurant", slug, "--email", email, "--role", role);
  const token = new URL(invitation.setupUrl).hash.replace(/^#setup=/, "");
  const page = await (await browser.newContext()).newPage();
  const setUp = await page.request.post(`${e2e.url}/owner/api/setup`, { headers: { Origin: e2e.url }, data: { token, password } });
  expect(setUp.status(), `setting up: ${await setUp.text()}`).toBe(200);
  await page.goto(`${e2e.url}/owner/${path}`);
  await expect(page.getByRole("navigation", { name: "Console" })).toBeVisible();
  return page;
}

/** The console's own origin, as a page of it sends it. */
export const consoleHeaders = (csrfToken: string) => ({ Origin: e2e.url, "X-CSRF-Token": csrfToken, "Content-Type": "application/json" });

/** No axe violations on what the page shows now (WCAG 2.1 AA rules). */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await expectNoViolations(page, { tags: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] });
}
