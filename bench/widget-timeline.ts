/**
 * `npm run bench:widget-timeline`: what each cold load of the bench's demo page (bench/widget-speed.ts:
 * 4× CPU, the restaurant's zone) waited for, as milestones counted from the loader's run: the
 * loader's early answers and its Intl warm-up worker settling, each element's definition, shadow
 * root and renders (its node count and loading line), every request's timing and the long tasks.
 * For finding the late moment a widget waits for; the figures to compare are `npm run bench`'s.
 * `BENCH_TIMELINE_LOADS` sets the loads (default 2).
 */
import type { BrowserContext } from "playwright";
import { DEMO_TIMEZONE } from "../server/demo/seed-demo.ts";
import { WIDGET_DIR } from "../server/site/paths.ts";
import {
  ALL_INTERACTIVE,
  CPU_SLOWDOWN,
  instrumentPage,
  launchWithoutAddressBarPage,
  serveWidget,
  startDemoServer,
} from "./widget-speed.ts";

const LOADS = Number(process.env.BENCH_TIMELINE_LOADS) || 2;

interface Marked {
  couvertLoaded?: { intl: Promise<void> | null; answers: Record<string, { answer: Promise<unknown> }> };
  __couvertMarks: [string, number][];
}

/** Runs in the page before its scripts: marks each milestone with its `performance.now()`, polling every 2 ms. */
function markMilestones(): void {
  const page = window as unknown as Marked;
  const marks: [string, number][] = (page.__couvertMarks = []);
  const mark = (what: string) => marks.push([what, performance.now()]);
  const define = CustomElementRegistry.prototype.define;
  CustomElementRegistry.prototype.define = function (this: CustomElementRegistry, ...args: Parameters<CustomElementRegistry["define"]>) {
    mark(`define ${args[0]}`);
    define.apply(this, args);
    mark(`defined ${args[0]}`);
  };
  let hooked = false;
  const seen = new Map<string, string>();
  const poll = () => {
    const loaded = page.couvertLoaded;
    if (loaded && !hooked) {
      hooked = true;
      void loaded.intl?.then(() => mark("loader's Intl warm-up done"));
      for (const [key, entry] of Object.entries(loaded.answers))
        void entry.answer.then(() => mark(`early answer ${key.slice(key.indexOf("/api/"), key.indexOf("/api/") + 40)}`));
    }
    for (const tag of ["couvert-booking", "couvert-manage", "couvert-events"]) {
      const shadow = document.querySelector(tag)?.shadowRoot;
      if (!shadow) continue;
      const state = `${shadow.querySelectorAll("*").length} nodes ${shadow.querySelector("[role=status]")?.textContent?.trim().slice(0, 20) ?? ""}`;
      if (seen.get(tag) !== state) mark(`${tag} ${state}`);
      seen.set(tag, state);
    }
    if (marks.length < 300) setTimeout(poll, 2);
  };
  poll();
}

async function oneLoad(context: BrowserContext, url: string, log: (line: string) => void): Promise<void> {
  await serveWidget(context, { dir: WIDGET_DIR });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.addInitScript(instrumentPage);
  await page.addInitScript(markMilestones);
  const allInteractive = page.waitForEvent("console", { predicate: (message) => message.text() === ALL_INTERACTIVE, timeout: 60_000 });
  await page.goto(url);
  await allInteractive;
  const { probe, marks, requests } = await page.evaluate(() => ({
    probe: (window as unknown as { __couvertBench: { loaderRan: number; interactive: Record<string, number> } }).__couvertBench,
    marks: (window as unknown as Marked).__couvertMarks,
    requests: (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).map(
      (r) => [new URL(r.name).pathname + new URL(r.name).search.slice(0, 20), r.startTime, r.responseStart, r.responseEnd] as const,
    ),
  }));
  const at = (time: number) => `+${(time - probe.loaderRan).toFixed(0).padStart(5)}`;
  for (const [widget, time] of Object.entries(probe.interactive)) log(`  ${at(time)} ${widget} interactive`);
  for (const [what, time] of marks) log(`  ${at(time)} ${what}`);
  for (const [name, start, first, end] of requests) log(`  ${at(start)} request ${name} (first byte ${at(first)}, end ${at(end)})`);
}

const log = (line: string) => process.stdout.write(`${line}\n`);
const server = await startDemoServer();
const browser = await launchWithoutAddressBarPage();
try {
  for (let i = 0; i < LOADS; i += 1) {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, timezoneId: DEMO_TIMEZONE });
    try {
      log(`load ${i + 1} (ms from the loader's run):`);
      await oneLoad(context, `${server.url}/`, log);
    } finally {
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
