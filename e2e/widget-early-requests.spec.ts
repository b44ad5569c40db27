import { expect, test, type Page, type Route } from "@playwright/test";
import { e2e } from "./support/env.ts";
import { serveSitePage, type SitePage } from "./support/site-page.ts";

/**
 * Issue 11, server/site/widget-loader.ts: the loader sends the widgets' first GET requests while the
 * bundle is still downloading, and the widgets take those answers instead of asking again. The
 * bundle is held back here until the requests have gone out: without the loader's requests, none
 * would be sent before the bundle runs.
 */
let site: SitePage;
test.beforeAll(async () => {
  site = await serveSitePage("");
});
test.afterAll(async () => {
  await site.close();
});

const BUNDLE = /\/widget\/couvert\.[\w-]{8,}\.js$/;

/** Every API request the page sends from now on (method and path with query), preflights aside. */
function recordApiRequests(page: Page): string[] {
  const apiRequests: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/v1/") && request.method() !== "OPTIONS")
      apiRequests.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return apiRequests;
}

/** Holds the bundle until `release` is called; records every API request (`recordApiRequests`). */
async function holdBundle(page: Page): Promise<{ apiRequests: string[]; release: () => void; requested: Promise<void> }> {
  const apiRequests = recordApiRequests(page);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested!: () => void;
  const bundleRequested = new Promise<void>((resolve) => (requested = resolve));
  await page.route(BUNDLE, async (route: Route) => {
    requested();
    await released;
    await route.continue();
  });
  return { apiRequests, release, requested: bundleRequested };
}

/** Today in Berlin (the tests' zone, playwright.config.ts, and the demo restaurant's) and the days left in its month. */
function firstMonthQuery(from: Date = new Date(), partySize = 2): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(from);
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate() - day + 1;
  return `date=${today}&party_size=${partySize}&days=${days}&format=compact`;
}

test("on the demo page the first answers are asked for while the bundle loads, once each, and the widgets use them", async ({ page }) => {
  const { apiRequests, release, requested } = await holdBundle(page);
  // Not until "load": the held bundle holds the load event back.
  await page.goto(`${e2e.url}/`, { waitUntil: "commit" });
  await requested;
  const early = [`GET /api/v1/reservation`, `GET /api/v1/reservation/availability?${firstMonthQuery()}`, `GET /api/v1/events`];
  // Booking and manage share the configuration's one request.
  await expect.poll(() => [...apiRequests].sort()).toEqual([...early].sort());
  release();

  const booking = page.locator("couvert-booking");
  await expect(booking.locator("[data-starts-at]").first()).toBeVisible();
  await expect(page.locator("couvert-manage").getByRole("button", { name: "Show reservation" })).toBeEnabled();
  await expect(page.locator("couvert-events").locator("[part~='event']").first()).toBeVisible();
  expect([...apiRequests].sort()).toEqual([...early].sort());
});

test("a script-tag install on another origin asks for its own first answers early, with its party size", async ({ page }) => {
  site.show(`<script src="${e2e.url}/widget/couvert.js" data-widget="booking" data-api-key="${e2e.key}" data-party-size="4"></script>`);
  const { apiRequests, release, requested } = await holdBundle(page);
  await page.goto(site.url, { waitUntil: "commit" });
  await requested;
  const early = [`GET /api/v1/reservation`, `GET /api/v1/reservation/availability?${firstMonthQuery(new Date(), 4)}`];
  await expect.poll(() => [...apiRequests].sort()).toEqual([...early].sort());
  release();

  const booking = page.locator("couvert-booking");
  await expect(booking.getByRole("combobox", { name: "Party size" })).toHaveValue("4");
  await expect(booking.locator("[data-starts-at]").first()).toBeVisible();
  expect([...apiRequests].sort()).toEqual([...early].sort());
});

test("a script-tag install in <head> asks for its first answers early too, before its element has a body to go to", async ({ page }) => {
  const tag = `<script src="${e2e.url}/widget/couvert.js" data-widget="booking" data-api-key="${e2e.key}" data-party-size="3"></script>`;
  site.show("", tag);
  const { apiRequests, release, requested } = await holdBundle(page);
  await page.goto(site.url, { waitUntil: "commit" });
  await requested;
  const early = [`GET /api/v1/reservation`, `GET /api/v1/reservation/availability?${firstMonthQuery(new Date(), 3)}`];
  await expect.poll(() => [...apiRequests].sort()).toEqual([...early].sort());
  release();

  const booking = page.locator("body > couvert-booking");
  await expect(booking.getByRole("combobox", { name: "Party size" })).toHaveValue("3");
  await expect(booking.locator("[data-starts-at]").first()).toBeVisible();
  expect([...apiRequests].sort()).toEqual([...early].sort());
});

/**
 * The loader also starts a worker that builds the date formatters off the main thread (the browser's
 * date and zone data, loaded once for the whole page; server/site/widget-loader.ts): from its own
 * URL, the languages in the fragment, where the page shares Couvert's origin (a strict policy allows
 * `'self'`); from a `blob:` URL elsewhere. Either reports back and is ended, and the widgets show
 * their dates in the page's language.
 */
test("the loader warms the date formatters in a worker of its own URL on Couvert's origin, of a blob: URL elsewhere", async ({ page }) => {
  // Its end is waited for from the moment it starts: it may be over within milliseconds.
  const started = () => page.waitForEvent("worker").then((worker) => ({ url: worker.url(), ended: worker.waitForEvent("close") }));
  const ownWorker = started();
  await page.goto(`${e2e.url}/`);
  const own = await ownWorker;
  expect(own.url).toBe(`${e2e.url}/widget/couvert.js#en`);
  await own.ended;
  await expect(page.locator("couvert-booking").locator("[data-starts-at]").first()).toBeVisible();

  site.show(`<script src="${e2e.url}/widget/couvert.js" data-widget="booking" data-api-key="${e2e.key}" data-lang="de"></script>`);
  const blobWorker = started();
  await page.goto(site.url);
  const blob = await blobWorker;
  expect(blob.url).toMatch(/^blob:/);
  await blob.ended;
  const booking = page.locator("couvert-booking");
  await expect(booking.locator("[data-starts-at]").first()).toBeVisible();
  // The date button in German: "Mi., 25. Nov." (a weekday and month of the German calendar).
  await expect(booking.locator("#f-date")).toHaveText(/(Mo|Di|Mi|Do|Fr|Sa|So)\., \d{1,2}\. /);
});

/**
 * Each of the loader's start-up steps costs tens of milliseconds on a phone (issue 11: no task over
 * 50 ms), and the page's own first layout follows a deferred loader: each first request, then the
 * worker (the first screens wait for the answers, not for it), in a user-blocking task of its own,
 * none in the loader's task.
 */
test("the loader sends each first request and then starts the worker, each in a user-blocking task of its own", async ({ page }) => {
  await page.addInitScript(() => {
    type Step = { priority: string | undefined; fetches: number; workers: number };
    const steps: Step[] = [];
    let current: Step | null = null;
    /** Requests sent in the loader's own task (the page's that finishes parsing). */
    let outside = 0;
    (window as unknown as { loaderSteps: () => unknown }).loaderSteps = () => ({ steps, outside });
    const post = scheduler.postTask.bind(scheduler);
    const inLoader = () => (document.currentScript as HTMLScriptElement | null)?.src.endsWith("/widget/couvert.js") ?? false;
    // The loader's tasks only (the elements post tasks of their own later, e.g. the booking form's rest).
    scheduler.postTask = ((callback: () => unknown, options?: SchedulerPostTaskOptions) =>
      !inLoader()
        ? post(callback, options)
        : post(() => {
            current = { priority: options?.priority, fetches: 0, workers: 0 };
            steps.push(current);
            try {
              return callback();
            } finally {
              current = null;
            }
          }, options)) as typeof scheduler.postTask;
    const fetch = window.fetch.bind(window);
    window.fetch = (...args: Parameters<typeof window.fetch>) => {
      if (current) current.fetches += 1;
      else if (inLoader()) outside += 1;
      return fetch(...args);
    };
    const OwnWorker = window.Worker;
    window.Worker = class extends OwnWorker {
      constructor(...args: ConstructorParameters<typeof Worker>) {
        super(...args);
        if (current) current.workers += 1;
      }
    };
  });
  await page.goto(`${e2e.url}/`);
  await expect(page.locator("couvert-booking").locator("[data-starts-at]").first()).toBeVisible();
  const { steps, outside } = await page.evaluate(() =>
    (window as unknown as { loaderSteps: () => { steps: unknown[]; outside: number } }).loaderSteps(),
  );
  // The demo page: the booking's configuration (manage's too: one request) and first month, the events.
  const request = { priority: "user-blocking", fetches: 1, workers: 0 };
  expect(steps).toEqual([request, request, request, { priority: "user-blocking", fetches: 0, workers: 1 }]);
  expect(outside).toBe(0);
});

/**
 * Each element's first requests are the ones its own attributes ask for, also when they are sent
 * tasks later: on a page of two widgets whose attributes differ (the booking's party size, the
 * events' `api-base` spelled with a trailing slash), each is asked once, early, and taken.
 */
test("each element's early requests carry its own attributes", async ({ page }) => {
  const apiRequests = recordApiRequests(page);
  site.show(
    `<couvert-booking api-key="${e2e.key}" party-size="4"></couvert-booking>` +
      `<couvert-events api-key="${e2e.key}" api-base="${e2e.url}/api/v1/"></couvert-events>` +
      `<script src="${e2e.url}/widget/couvert.js" defer></script>`,
  );
  await page.goto(site.url);
  const booking = page.locator("couvert-booking");
  await expect(booking.locator("[data-starts-at]").first()).toBeVisible();
  await expect(booking.locator("#f-party_size")).toHaveValue("4");
  await expect(page.locator("couvert-events").locator("[part~='event']").first()).toBeVisible();
  // With the booking's party size, not the last element's attributes (which would ask for 2, and the form again for 4).
  expect([...apiRequests].sort()).toEqual(
    [`GET /api/v1/reservation`, `GET /api/v1/reservation/availability?${firstMonthQuery(new Date(), 4)}`, `GET /api/v1/events`].sort(),
  );
});

test("three snippets pasted together, each with its script, send each first request once: 3 GETs, not 15", async ({ page }) => {
  const script = `<script src="${e2e.url}/widget/couvert.js" defer></script>`;
  site.show(
    ["couvert-booking", "couvert-manage", "couvert-events"].map((tag) => `<${tag} api-key="${e2e.key}"></${tag}>\n${script}`).join("\n"),
  );
  const apiRequests = recordApiRequests(page);
  const bundles: string[] = [];
  page.on("request", (request) => void (BUNDLE.test(new URL(request.url()).pathname) && bundles.push(request.url())));
  await page.goto(site.url);
  await expect(page.locator("couvert-booking").locator("[data-starts-at]").first()).toBeVisible();
  await expect(page.locator("couvert-manage").getByRole("button", { name: "Show reservation" })).toBeEnabled();
  await expect(page.locator("couvert-events").locator("[part~='event']").first()).toBeVisible();
  const early = [`GET /api/v1/reservation`, `GET /api/v1/reservation/availability?${firstMonthQuery()}`, `GET /api/v1/events`];
  expect([...apiRequests].sort()).toEqual([...early].sort());
  // Each element's files once: the shared chunk and the three entries (docs/api.md §3.5).
  expect(bundles).toHaveLength(4);
  expect(new Set(bundles).size).toBe(4);
});

test("the snippets page's one snippet for every widget: pasted on another site, three widgets, 3 GETs, the manage link wired", async ({
  page,
}) => {
  await page.goto(`${e2e.url}/snippets.html`);
  const snippet = (await page.locator("#code-all").textContent())!;
  expect(snippet.match(/<script /g)).toHaveLength(1);
  // Its key is the demo pages' own; the e2e key is the one allowed on another origin.
  site.show(snippet.replace(/api-key="[^"]+"/g, `api-key="${e2e.key}"`));
  const apiRequests = recordApiRequests(page);
  await page.goto(site.url);
  await expect(page.getByRole("heading", { name: "Book a table" })).toBeVisible();
  await expect(page.locator("couvert-booking").locator("[data-starts-at]").first()).toBeVisible();
  await expect(page.locator("couvert-manage").getByRole("button", { name: "Show reservation" })).toBeEnabled();
  await expect(page.locator("couvert-events").locator("[part~='event']").first()).toBeVisible();
  expect(apiRequests).toHaveLength(3);
  expect(await page.locator("couvert-booking").getAttribute("manage-url")).toBe("#reservation");
  await expect(page.locator("#reservation")).toHaveText("Your reservation");
});
