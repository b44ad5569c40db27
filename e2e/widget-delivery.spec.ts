import { expect, test } from "@playwright/test";
import { e2e } from "./support/env.ts";
import { serveSitePage, type SitePage } from "./support/site-page.ts";

/**
 * docs/api.md §3.5: the snippet's `/widget/couvert.js` is a small loader, briefly cached, that loads
 * the content-hashed bundle (cached a year, immutable) from its own origin; a script-tag-only install
 * (`data-widget`, README "Embedding") keeps working through it, on another origin, loaded twice.
 */
let site: SitePage;
test.beforeAll(async () => {
  site = await serveSitePage("");
});
test.afterAll(async () => {
  await site.close();
});

test("the snippet's script tag loads the hashed bundle from Couvert's origin and mounts its widget where the tag stands, twice over", async ({
  page,
}) => {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  const files: string[] = [];
  page.on("request", (request) => void (/\/widget\/couvert\.\w+-[\w-]{8,}\.js$/.test(request.url()) && files.push(request.url())));
  const tag = (widget: string) =>
    `<script src="${e2e.url}/widget/couvert.js" data-widget="${widget}" data-api-key="${e2e.key}" data-lang="de" defer></script>`;
  site.show(`<div id="first">${tag("booking")}</div><div id="second">${tag("events")}</div>`);
  const [loader, bundle] = await Promise.all([
    page.waitForResponse((r) => r.url() === `${e2e.url}/widget/couvert.js`),
    page.waitForResponse((r) => /\/widget\/couvert\.booking-[\w-]{8,}\.js$/.test(r.url())),
    page.goto(site.url),
  ]);
  expect(loader.headers()["cache-control"]).toBe("public, max-age=300");
  expect(bundle.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(bundle.headers()["content-encoding"]).toBe("br");
  expect(new URL(bundle.url()).origin).toBe(e2e.url);
  // Small: the bundle, its first requests and the formatters' warm-up worker (issue 11: all started by the loader, server/site/widget-loader.ts).
  expect((await loader.body()).length).toBeLessThan(4608);

  // Each widget right where its own tag stands, with the tag's attributes.
  const booking = page.locator("#first > couvert-booking");
  await expect(booking).toHaveAttribute("api-key", e2e.key);
  await expect(booking).toHaveAttribute("lang", "de");
  await expect(booking.locator("form")).toBeVisible();
  await expect(page.locator("#second > couvert-events")).toBeAttached();
  await expect(page.locator("couvert-booking")).toHaveCount(1);
  await expect(page.locator("couvert-events")).toHaveCount(1);
  // The code of the elements on the page first, manage's only once the page is idle; each file once (docs/api.md §3.5).
  await expect(page.locator("#second > couvert-events").locator("[part~='event']").first()).toBeVisible();
  await expect.poll(() => files.some((url) => /couvert\.manage-/.test(url))).toBe(true);
  const names = files.map((url) => /couvert\.(\w+)-/.exec(url)![1]);
  expect([...names].sort()).toEqual(["booking", "de", "events", "manage", "shared"]);
  expect(names.indexOf("manage")).toBeGreaterThan(Math.max(names.indexOf("booking"), names.indexOf("events")));

  // So a manage form the page's own script adds later (a single-page app's next view) comes alive.
  await page.evaluate((key) => {
    const manage = document.createElement("couvert-manage");
    manage.setAttribute("api-key", key);
    document.body.append(manage);
  }, e2e.key);
  await expect(page.locator("couvert-manage").getByRole("button", { name: "Show reservation" })).toBeVisible();
  expect(files).toHaveLength(5);
  expect(problems).toEqual([]);
});

test("an image that never finishes loading does not keep the other elements' code from a page: an element added later comes alive", async ({
  page,
}) => {
  // The page's `load` never comes while its image hangs (LATER_MS in server/site/widget-loader.ts).
  await page.route("**/hung.png", () => {});
  site.show(`<img src="/hung.png" alt=""><couvert-events api-key="${e2e.key}"></couvert-events>
    <script src="${e2e.url}/widget/couvert.js" defer></script>`);
  await page.goto(site.url, { waitUntil: "domcontentloaded" });
  await expect(page.locator("couvert-events").locator("[part~='event']").first()).toBeVisible();
  await page.evaluate((key) => {
    const manage = document.createElement("couvert-manage");
    manage.setAttribute("api-key", key);
    document.body.append(manage);
  }, e2e.key);
  await expect(page.locator("couvert-manage").getByRole("button", { name: "Show reservation" })).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
});

test('a tag with crossorigin="use-credentials" still gets its elements: their modules are fetched without credentials', async ({
  page,
}) => {
  // The loader from a host that allows a credentialed load (Couvert's own answers "*", which refuses
  // one: docs/api.md §3.5); its modules from Couvert, which a credentialed fetch could not use.
  await page.route(`${e2e.url}/widget/couvert.js`, async (route) => {
    const response = await route.fetch();
    const { "content-encoding": _encoding, "content-length": _length, ...headers } = response.headers();
    await route.fulfill({
      response,
      headers: { ...headers, "access-control-allow-origin": site.origin, "access-control-allow-credentials": "true", vary: "Origin" },
    });
  });
  const modules: string[] = [];
  page.on("requestfailed", (request) => void (/\/widget\/couvert\.\w+-/.test(request.url()) && modules.push(`failed ${request.url()}`)));
  site.show(`<couvert-manage api-key="${e2e.key}"></couvert-manage>
    <script src="${e2e.url}/widget/couvert.js" crossorigin="use-credentials" defer></script>`);
  await page.goto(site.url);
  await expect(page.locator("couvert-manage").getByRole("button", { name: "Show reservation" })).toBeVisible();
  expect(modules).toEqual([]);
});
