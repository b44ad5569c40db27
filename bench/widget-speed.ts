/**
 * Widget figures of `npm run bench` (issue 11 "Speed"): the demo page, served by the real server in
 * a child process, loaded cold in Chromium with the CPU throttled 4× (a mid-range phone), and for
 * each widget the time from script start to interactive and the longest main-thread task from
 * script start until then (the page's own tasks before it, its parsing and first paint, are not
 * the widget's), and beside it the longest of the widget's own (`widgetsLongestTask`: without the
 * page's parsing end and first layout, which the deferred loader often runs before). Script start
 * is when the snippet's `/widget/couvert.js` runs; the time since the page's navigation start is
 * reported beside it. The browser's clock is in the restaurant's zone. Chromium starts as the tests
 * start it, without the desktop address bar's own renderer (`launchWithoutAddressBarPage`).
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type BrowserContext } from "playwright";
import { CHROMIUM_ARGS, chromiumPath } from "../e2e/support/browser.ts";
import { PROJECT_ROOT, WIDGET_DIR } from "../server/site/paths.ts";
import { median } from "./stats.ts";
import { DEMO_TIMEZONE } from "../server/demo/seed-demo.ts";

export const WIDGETS = ["couvert-booking", "couvert-manage", "couvert-events"] as const;
type Widget = (typeof WIDGETS)[number];

export interface WidgetResult {
  widget: Widget;
  /** Medians over the loads, in milliseconds. */
  interactive_ms: number;
  longest_task_ms: number;
  /** The longest task of the widget's own (see `widgetsLongestTask`): without the page's parsing end and first layout. */
  longest_widget_task_ms: number;
  /** Interactive counted from the page's navigation start instead, for comparison. */
  interactive_since_navigation_ms: number;
  loads: number;
}

/** Cold loads measured (`BENCH_WIDGET_LOADS` for more, on a noisy machine). */
const LOADS = Number(process.env.BENCH_WIDGET_LOADS) || 5;
export const CPU_SLOWDOWN = 4;

/**
 * Runs in the page before any of its scripts. It records every long task (over 50 ms, the
 * browser's own definition) and, from a mutation observer on each shadow root (and the document),
 * the `performance.now()` at which each widget's DOM first is interactive, which means, in the
 * widget's shadow DOM:
 * - couvert-booking: the party-size control is there and enabled, and the preselected day's free
 *   times around the preferred one are shown (the first time button is there);
 * - couvert-manage: the reservation-number and PIN fields are there and enabled, and so is the
 *   button that submits them;
 * - couvert-events: the first event card (`part="event"`) is shown.
 * The observer sees each change within the task that made it (no poll's delay, and no poll's tasks
 * on the thread being measured); nothing is interactive while that task runs, so a change seen
 * within a long task counts at its end (`interactiveAt`). A slow poll (every 50 ms) is the fallback
 * for a state no attribute or node shows (a `disabled` property set without its attribute).
 * It also records when the loader starts: its first read of `document.currentScript`
 * (server/site/widget-loader.ts), which is nearly its first statement.
 */
export function instrumentPage(): void {
  type Span = { start: number; duration: number };
  type Probe = {
    longTasks: Span[];
    scripts: (Span & { url: string })[];
    firstPaint?: number;
    interactive: Record<string, number>;
    loaderRan?: number;
  };
  const probe: Probe = { longTasks: [], scripts: [], interactive: {} };
  (window as unknown as { __couvertBench: Probe }).__couvertBench = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: "longtask", buffered: true });
  // Which scripts ran within each long frame (those over 5 ms): tells the page's own tasks from the widget's.
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries() as (PerformanceEntry & { scripts: (PerformanceEntry & { sourceURL: string })[] })[]) {
      for (const script of frame.scripts) probe.scripts.push({ start: script.startTime, duration: script.duration, url: script.sourceURL });
    }
  }).observe({ type: "long-animation-frame", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === "first-paint") probe.firstPaint = entry.startTime;
  }).observe({ type: "paint", buffered: true });
  const currentScript = Object.getOwnPropertyDescriptor(Document.prototype, "currentScript")!;
  Object.defineProperty(Document.prototype, "currentScript", {
    ...currentScript,
    get(this: Document) {
      const script = currentScript.get!.call(this) as HTMLOrSVGScriptElement | null;
      if (probe.loaderRan === undefined && script instanceof HTMLScriptElement && /\/widget\/couvert\.js$/.test(script.src)) {
        probe.loaderRan = performance.now();
      }
      return script;
    },
  });
  const root = (tag: string) => document.querySelector(tag)?.shadowRoot ?? null;
  const enabled = (element: Element | null | undefined) =>
    !!element && !(element as HTMLInputElement).disabled && !element.closest("fieldset:disabled");
  const checks: Record<string, () => boolean> = {
    "couvert-booking": () => {
      const shadow = root("couvert-booking");
      if (!shadow) return false;
      const party = shadow.querySelector("#f-party_size, [name='party_size']");
      // The first free times around the preferred one (the date is preselected: docs/api.md §13.2a).
      const firstTime = shadow.querySelector("[data-starts-at]");
      return enabled(party) && firstTime !== null;
    },
    "couvert-manage": () => {
      const shadow = root("couvert-manage");
      return (
        !!shadow &&
        enabled(shadow.querySelector("#f-number")) &&
        enabled(shadow.querySelector("#f-pin")) &&
        enabled(shadow.querySelector("button[type='submit'], form button:not([type])"))
      );
    },
    "couvert-events": () => !!root("couvert-events")?.querySelector("[part~='event']"),
  };
  let done = false;
  const check = () => {
    if (done) return;
    const now = performance.now();
    for (const [tag, ready] of Object.entries(checks)) if (probe.interactive[tag] === undefined && ready()) probe.interactive[tag] = now;
    if (Object.keys(probe.interactive).length < Object.keys(checks).length) return;
    done = true;
    observer.disconnect();
    console.log("couvert-bench: all interactive");
  };
  const observer = new MutationObserver(check);
  const watched: MutationObserverInit = { childList: true, subtree: true, attributes: true };
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
    const shadow = attachShadow.call(this, init);
    observer.observe(shadow, watched);
    return shadow;
  };
  observer.observe(document, watched);
  const poll = () => {
    check();
    if (!done) setTimeout(poll, 50);
  };
  poll();
}

/**
 * When a widget seen interactive at `at` (within a task, by the mutation observer) could be used:
 * the end of the long task it was seen in, else `at` (a task under 50 ms ends within them).
 */
function interactiveAt(longTasks: Span[], at: number): number {
  const within = longTasks.find((task) => at >= task.start && at <= task.start + task.duration);
  return within ? within.start + within.duration : at;
}

/** What the page logs once every widget is interactive (instrumentPage has it as a literal: it runs in the page). */
export const ALL_INTERACTIVE = "couvert-bench: all interactive";

interface Load {
  interactive: number;
  sinceNavigation: number;
  longestTask: number;
  longestWidgetTask: number;
}

interface Span {
  start: number;
  duration: number;
}

interface Probe {
  longTasks: Span[];
  scripts: (Span & { url: string })[];
  firstPaint?: number;
  interactive: Record<string, number>;
  loaderRan?: number;
  /** When the `added-late` page added its elements. */
  appended?: number;
}

const WIDGET_SCRIPT = /\/widget\/couvert(\.[\w-]+)?\.js$/;
const LOADER_SCRIPT = /\/widget\/couvert\.js$/;

/**
 * The longest task of the widget's own from `start` (the loader's run) until `at`. The loader
 * runs deferred, inside the page's task that finishes parsing, which then computes the page's
 * first styles; and the page's first layout often follows after it: both the page's, not the
 * widget's (they are there without it). So a task before the page's first paint counts only when a
 * widget script ran in it; the task the loader ran in counts as long as the loader's script took.
 * Tasks from the first paint on all count, page layouts included (the widgets' renders cause them).
 */
function widgetsLongestTask(probe: Probe, start: number, at: number): number {
  const firstPaint = probe.firstPaint ?? 0;
  const within = (task: Span, time: number) => time >= task.start && time <= task.start + task.duration;
  const widgetScripts = probe.scripts.filter((script) => WIDGET_SCRIPT.test(script.url));
  const loaderScript = widgetScripts.find((script) => LOADER_SCRIPT.test(script.url) && within(script, start));
  const durations = probe.longTasks
    .filter((task) => task.start + task.duration >= start && task.start < at)
    .map((task) => {
      // Elements a page added late are upgraded and drawn in the page's own task: all of it counts.
      if (within(task, start)) return probe.appended === undefined ? (loaderScript?.duration ?? 0) : task.duration;
      if (task.start >= firstPaint) return task.duration;
      return widgetScripts.some((script) => within(task, script.start)) ? task.duration : 0;
    });
  return Math.max(loaderScript?.duration ?? 0, ...durations);
}

/** The bench's floor: the least a widget must do, served in place of the bundle (see `Served`). */
const FLOOR_BUNDLE = path.join(path.dirname(fileURLToPath(import.meta.url)), "floor-widget.js");

/**
 * Which widget a load measures: the build in `dir`; or, with `floor`, bench/floor-widget.js in
 * place of its bundle, behind its loader, on a page without `Worker`: the floor needs no date
 * formatters, so the loader starts no warm-up worker for it (server/site/widget-loader.ts) and
 * only sends the widgets' first requests.
 */
export interface Served {
  dir: string;
  floor?: boolean;
  /** The demo page as another site shows it (`PAGES`); the demo page itself without. */
  page?: PageVariant;
}

/**
 * The demo page as other sites show it, measured with `BENCH_WIDGET_PAGES` (their names, comma-
 * separated) beside the demo page itself:
 * - `en-GB`: a regional language the catalogues write no dates in (`wordsFor`, widget/shared/
 *   format.ts), so the first screens wait for the loader's warm-up worker;
 * - `other-zone`: a guest whose clock is in another zone than the restaurant's, which the first
 *   screens wait for the worker for too (`keepsBrowserOffsets`);
 * - `added-late`: a page whose own script adds the elements 50 ms after its load event, long after
 *   the loader ran and asked for nothing: counted from that moment, not from the loader's run.
 */
export interface PageVariant {
  name: string;
  /** The guest's zone (the browser's clock); the restaurant's without. */
  zone?: string;
  /** Rewrites the demo page's HTML. */
  html?: (page: string) => string;
  /** Runs in the page before its scripts (an init script: the page's policy allows no inline script). */
  script?: () => void;
}

/** Marks where the `added-late` page adds its elements, and when (`__couvertBench.appended`). */
function addLate(): void {
  addEventListener("load", () =>
    setTimeout(() => {
      (window as unknown as { __couvertBench: { appended: number } }).__couvertBench.appended = performance.now();
      for (const later of document.querySelectorAll("template[data-added-late]")) later.replaceWith((later as HTMLTemplateElement).content);
    }, 50),
  );
}

export const PAGES: PageVariant[] = [
  { name: "en-GB", html: (page) => page.replace(/<html lang="[^"]*"/, '<html lang="en-GB"') },
  { name: "other-zone", zone: "America/New_York" },
  {
    name: "added-late",
    html: (page) => page.replace(/<couvert-(booking|manage|events)\b[^>]*><\/couvert-\1>/g, "<template data-added-late>$&</template>"),
    script: addLate,
  },
];

/** The variants `BENCH_WIDGET_PAGES` names; an unknown name fails the run. */
function pagesAsked(): PageVariant[] {
  const names = (process.env.BENCH_WIDGET_PAGES ?? "").split(",").filter(Boolean);
  return names.map((name) => {
    const page = PAGES.find((p) => p.name === name);
    if (!page) throw new Error(`BENCH_WIDGET_PAGES: no page "${name}" (${PAGES.map((p) => p.name).join(", ")})`);
    return page;
  });
}

/** Serves the widget's files (the loader and the bundle it names) from `served` instead of the server's. */
export async function serveWidget(context: BrowserContext, served: Served): Promise<void> {
  await context.route(/\/widget\/couvert[\w.-]*\.js$/, (route) => {
    const file = path.basename(new URL(route.request().url()).pathname);
    return route.fulfill({
      path: served.floor && !LOADER_SCRIPT.test(`/widget/${file}`) ? FLOOR_BUNDLE : path.join(served.dir, file),
      contentType: "text/javascript",
      headers: { "Cache-Control": "no-store" },
    });
  });
}

async function oneColdLoad(browser: Browser, url: string, served: Served): Promise<Record<Widget, Load>> {
  // A guest near the restaurant: the browser's clock in the demo restaurant's zone. In another zone
  // the widget's early guess of "today" is wrong for part of each day (then the first month is asked
  // again once the restaurant's zone is known), and the figures would depend on the hour of the run.
  const variant = served.page;
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, timezoneId: variant?.zone ?? DEMO_TIMEZONE });
  try {
    await serveWidget(context, served);
    const rewrite = variant?.html;
    if (rewrite) {
      await context.route(url, async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: rewrite(await response.text()) });
      });
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.addInitScript(instrumentPage);
    if (variant?.script) await page.addInitScript(variant.script);
    if (served.floor) await page.addInitScript("delete globalThis.Worker;");
    // Told by a console message: polling with page.waitForFunction would run Playwright's own
    // script in the page, on the main thread being measured (a long task of its own).
    const allInteractive = page.waitForEvent("console", { predicate: (message) => message.text() === ALL_INTERACTIVE, timeout: 60_000 });
    // An error in the page (a widget that cannot start) ends the run at once, with its message.
    const failed = new Promise<never>((_, reject) => page.once("pageerror", reject));
    await page.goto(url);
    await Promise.race([allInteractive, failed]);
    const probe = await page.evaluate(() => (window as unknown as { __couvertBench: Probe }).__couvertBench);
    const start = probe.appended ?? probe.loaderRan;
    if (start === undefined) throw new Error("the widget loader never ran (it reads document.currentScript first)");
    return Object.fromEntries(
      WIDGETS.map((widget) => {
        const at = interactiveAt(probe.longTasks, probe.interactive[widget]!);
        // Tasks running when the loader ran or after, until interactive (the loader runs within a task of its own).
        const during = probe.longTasks
          .filter((task) => task.start + task.duration >= start && task.start < at)
          .map((task) => task.duration);
        return [
          widget,
          {
            interactive: at - start,
            sinceNavigation: at,
            longestTask: Math.max(0, ...during),
            longestWidgetTask: widgetsLongestTask(probe, start, at),
          },
        ];
      }),
    ) as Record<Widget, Load>;
  } finally {
    await context.close();
  }
}

/**
 * Debian's Chromium 156 builds the address bar's suggestion list as a web page of its own
 * (`chrome://omnibox-popup`), preloaded in a renderer of its own in every new window, that is in
 * every cold load here: about 400 module requests and their scripts beside the page measured, on
 * this project's 2-core machine. A phone's browser has no such page, and without it the desktop
 * browser draws the list natively. Chromium keeps only the last `--disable-features`, and
 * Playwright passes its own list (features its automation needs off), so the feature joins that
 * list, read from a first launch, instead of replacing it.
 */
export async function launchWithoutAddressBarPage(): Promise<Browser> {
  const probe = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, "--enable-automation"] });
  let playwrights: string | undefined;
  try {
    const session = await probe.newBrowserCDPSession();
    const { arguments: argv } = await session.send("Browser.getBrowserCommandLine");
    playwrights = argv.find((argument) => argument.startsWith("--disable-features="));
  } finally {
    await probe.close();
  }
  if (!playwrights) throw new Error("Playwright no longer passes --disable-features: see launchWithoutAddressBarPage");
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, `${playwrights},WebUIOmniboxPopup`],
    ignoreDefaultArgs: [playwrights],
  });
}

/** The demo server of the end-to-end tests (e2e/support/serve.ts): the demo restaurant and its page. */
export async function startDemoServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ["--import", "./bin/prepare-node.mjs", "e2e/support/serve.ts"], {
    cwd: PROJECT_ROOT,
    // The server stops when its stdin ends (as the e2e global setup holds it): held open until stop.
    stdio: ["pipe", "pipe", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.once("exit", (code) => reject(new Error(`the demo server exited with ${code}`)));
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split("\n").find((l) => l.startsWith("{"));
      if (line && out.includes("\n")) resolve((JSON.parse(line) as { url: string }).url);
    });
  });
  return {
    url,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

export interface WidgetFigures {
  widgets: WidgetResult[];
  /** The same measures of bench/floor-widget.js behind the same loader: what this machine and page cost any widget. */
  floor: WidgetResult[];
  /** The built widget's on the pages `BENCH_WIDGET_PAGES` names (`PAGES`). */
  pages: { page: string; widgets: WidgetResult[] }[];
}

/**
 * The figures of the built widget, and beside them the floor's (bench/floor-widget.js), its loads
 * alternating with the widget's: the least a widget must do, so what is left above it is the
 * widget's own, and what is under it no widget can gain on this machine. With
 * `BENCH_WIDGET_COMPARE` set to the `dist/widget` folder of another build, its loads alternate
 * too, and its figures are printed beside; so do the pages `BENCH_WIDGET_PAGES` names (`PAGES`),
 * for both builds.
 * Every load is served through the browser's request interception, alike: only loads in the same
 * minutes compare, on a machine whose load changes.
 */
export async function benchWidgets(log: (line: string) => void): Promise<WidgetFigures> {
  const server = await startDemoServer();
  const browser = await launchWithoutAddressBarPage();
  const reference = process.env.BENCH_WIDGET_COMPARE;
  const own: Served = { dir: WIDGET_DIR };
  const floor: Served = { dir: WIDGET_DIR, floor: true };
  try {
    await oneColdLoad(browser, `${server.url}/`, own); // warms the server, not recorded
    const loads: Load[][] = [];
    const floorLoads: Load[][] = [];
    const referenceLoads: Load[][] = [];
    const pages = pagesAsked().map((page) => ({ page, loads: [] as Load[][], referenceLoads: [] as Load[][] }));
    const kinds: [Served, Load[][]][] = [
      [own, loads],
      [floor, floorLoads],
      ...(reference ? [[{ dir: reference }, referenceLoads] as [Served, Load[][]]] : []),
      ...pages.flatMap(({ page, loads: into, referenceLoads: theirs }): [Served, Load[][]][] => [
        [{ dir: WIDGET_DIR, page }, into],
        ...(reference ? [[{ dir: reference, page }, theirs] as [Served, Load[][]]] : []),
      ]),
    ];
    for (let i = 0; i < LOADS; i += 1) {
      // Each round in the other order from the last (A B C, C B A, …): no kind always follows another.
      for (const [served, into] of i % 2 ? [...kinds].reverse() : kinds)
        into.push(toList(await oneColdLoad(browser, `${server.url}/`, served)));
    }
    if (reference) {
      summarize(referenceLoads, (line) => log(`  reference ${line}`));
      for (const { page, referenceLoads: theirs } of pages) summarize(theirs, (line) => log(`  reference ${page.name} ${line}`));
    }
    return {
      floor: summarize(floorLoads, (line) => log(`  floor ${line}`)),
      widgets: summarize(loads, (line) => log(`  ${line}`)),
      pages: pages.map(({ page, loads: of }) => ({ page: page.name, widgets: summarize(of, (line) => log(`  ${page.name} ${line}`)) })),
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

const toList = (load: Record<Widget, Load>): Load[] => WIDGETS.map((widget) => load[widget]);

function summarize(loads: Load[][], log: (line: string) => void): WidgetResult[] {
  return WIDGETS.map((widget, index) => {
    const of = loads.map((load) => load[index]!);
    const result = {
      widget,
      interactive_ms: median(of.map((load) => load.interactive)),
      longest_task_ms: median(of.map((load) => load.longestTask)),
      longest_widget_task_ms: median(of.map((load) => load.longestWidgetTask)),
      interactive_since_navigation_ms: median(of.map((load) => load.sinceNavigation)),
      loads: of.length,
    };
    log(
      `${widget}: interactive ${result.interactive_ms.toFixed(0)} ms, longest task ${result.longest_task_ms.toFixed(0)} ms, ` +
        `the widget's own ${result.longest_widget_task_ms.toFixed(0)} ms ` +
        `(${result.interactive_since_navigation_ms.toFixed(0)} ms since navigation; each load: ` +
        `${of.map((load) => `${load.interactive.toFixed(0)}/${load.longestTask.toFixed(0)}/${load.longestWidgetTask.toFixed(0)}`).join(", ")})`,
    );
    return result;
  });
}
