/**
 * `npm run bench:widget-profile`: where the widget's main-thread time goes, from CPU profiles
 * (Chrome DevTools protocol `Profiler`) of the same cold loads as the bench's widget part
 * (bench/widget-speed.ts: the demo page, 4× CPU throttling, the restaurant's zone), from the
 * page's start until every widget is interactive. Wall-clock figures on a shared machine swing
 * with its load; the profile's own samples say which code ran, so a change is judged by the
 * widget's scripting time beside another build's (`BENCH_WIDGET_COMPARE`, its loads alternating).
 * Prints, per build, the median time in the widget's scripts (bundle, language packs and loader;
 * the garbage collector beside it), and the functions and source files that took most, found
 * through the bundle's source map. `BENCH_PROFILE_LOADS` sets the loads (default 5).
 */
import fs from "node:fs";
import { SourceMap } from "node:module";
import path from "node:path";
import type { Browser } from "playwright";
import { DEMO_TIMEZONE } from "../server/demo/seed-demo.ts";
import { WIDGET_DIR } from "../server/site/paths.ts";
import { median } from "./stats.ts";
import {
  ALL_INTERACTIVE,
  CPU_SLOWDOWN,
  instrumentPage,
  launchWithoutAddressBarPage,
  serveWidget,
  startDemoServer,
  type Served,
} from "./widget-speed.ts";

const LOADS = Number(process.env.BENCH_PROFILE_LOADS) || 5;
/** The CPU slowdown (`BENCH_PROFILE_THROTTLE`, default the bench's 4×; 1 for none). */
const THROTTLE = Number(process.env.BENCH_PROFILE_THROTTLE) || CPU_SLOWDOWN;
/** Microseconds between samples: fine enough for tasks of a few milliseconds. */
const SAMPLING_INTERVAL_US = 100;
const TRACE_CATEGORIES = ["toplevel", "devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute"];
const WIDGET_FILE = /\/widget\/(couvert[\w.-]*\.js)$/;

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * Self time (ms) of each profile node, the time up to the next sample counted for it. On a loaded
 * machine that time also holds the thread's pauses (other processes' turns, the throttling's), so
 * the functions' shares are printed, and the CPU time comes from the trace (`mainThreadCpu`).
 */
function selfTimes(profile: Profile): Map<number, number> {
  const times = new Map<number, number>();
  profile.samples.forEach((id, i) => times.set(id, (times.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000));
  return times;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { url?: string } };
}

/**
 * The CPU time (ms, the thread's own clock: not its pauses) of the page's main thread in tasks,
 * and of those in tasks that ran the widget's files (or microtasks, where Lit renders), from the
 * trace of one load.
 */
function mainThreadCpu(events: TraceEvent[]): { tasks: number; widgetTasks: number } {
  const mains = events.filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain");
  const threadOf = (e: TraceEvent) => `${e.pid}:${e.tid}`;
  const widgetCalls = events.filter((e) => e.ph === "X" && WIDGET_FILE.test(e.args?.data?.url ?? ""));
  const main = mains.map(threadOf).find((thread) => widgetCalls.some((e) => threadOf(e) === thread));
  const onMain = events.filter((e) => e.ph === "X" && threadOf(e) === main).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  let tasks = 0;
  let widgetTasks = 0;
  for (let i = 0; i < onMain.length; i += 1) {
    const task = onMain[i]!;
    if (task.name !== "RunTask") continue;
    const cpu = (task.tdur ?? 0) / 1000;
    tasks += cpu;
    let ranWidget = false;
    // Events within the task follow it (sorted by start); the next task ends the scan.
    for (let j = i + 1; j < onMain.length && onMain[j]!.ts < task.ts + (task.dur ?? 0); j += 1) {
      const e = onMain[j]!;
      if (WIDGET_FILE.test(e.args?.data?.url ?? "") || e.name === "RunMicrotasks") ranWidget = true;
    }
    if (ranWidget) widgetTasks += cpu;
  }
  return { tasks, widgetTasks };
}

/** Where a widget file's position comes from, through its source map (kept by the build). */
type Locate = (file: string, line: number, column: number) => string;

function sourceMapped(dir: string): Locate {
  const maps = new Map<string, SourceMap | null>();
  return (file, line, column) => {
    if (!maps.has(file)) {
      const map = path.join(dir, `${file}.map`);
      maps.set(file, fs.existsSync(map) ? new SourceMap(JSON.parse(fs.readFileSync(map, "utf8"))) : null);
    }
    const entry = maps.get(file)?.findEntry(line, column);
    if (!entry || !("originalSource" in entry) || !entry.originalSource) return `${file}:${line + 1}:${column + 1}`;
    const source = entry.originalSource.replace(/^(.*\/)?(widget|core|ui-shared|node_modules)\//, "$2/");
    return `${source}:${entry.originalLine + 1}`;
  };
}

interface LoadProfile {
  /** Self time in the widget's files (bundle, packs, loader), ms. */
  widget: number;
  garbage: number;
  /** CPU time of the main thread's tasks (the trace's thread clock), ms; and of those that ran widget code. */
  tasksCpu: number;
  widgetTasksCpu: number;
  interactive: number;
  byFunction: Map<string, number>;
  /** Time with callees, by the widget's own functions (widget/, ui-shared/, core/), each counted once a sample. */
  withCallees: Map<string, number>;
  byFile: Map<string, number>;
}

async function profileLoad(browser: Browser, url: string, served: Served, locate: Locate): Promise<LoadProfile> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    timezoneId: DEMO_TIMEZONE,
  });
  try {
    await serveWidget(context, served);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLE });
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: SAMPLING_INTERVAL_US });
    await page.addInitScript(instrumentPage);
    const allInteractive = page.waitForEvent("console", { predicate: (message) => message.text() === ALL_INTERACTIVE, timeout: 60_000 });
    const failed = new Promise<never>((_, reject) => page.once("pageerror", reject));
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await cdp.send("Profiler.start");
    await page.goto(url);
    await Promise.race([allInteractive, failed]);
    const { profile } = (await cdp.send("Profiler.stop")) as unknown as { profile: Profile };
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const cpu = mainThreadCpu(trace.traceEvents);
    const probe = await page.evaluate(
      () => (window as unknown as { __couvertBench: { interactive: Record<string, number>; loaderRan?: number } }).__couvertBench,
    );
    const result: LoadProfile = {
      widget: 0,
      garbage: 0,
      tasksCpu: cpu.tasks,
      widgetTasksCpu: cpu.widgetTasks,
      interactive: Math.max(...Object.values(probe.interactive)) - (probe.loaderRan ?? 0),
      byFunction: new Map(),
      withCallees: new Map(),
      byFile: new Map(),
    };
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const parents = new Map<number, number>();
    for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
    const where = (frame: ProfileNode["callFrame"]) => {
      const file = WIDGET_FILE.exec(frame.url)?.[1];
      return file ? `${locate(file, frame.lineNumber, frame.columnNumber)} [${frame.functionName || "(anonymous)"}]` : null;
    };
    for (const [id, ms] of selfTimes(profile)) {
      const frame = nodes.get(id)!.callFrame;
      if (frame.functionName === "(garbage collector)") result.garbage += ms;
      const at = where(frame);
      if (at) {
        result.widget += ms;
        result.byFunction.set(at, (result.byFunction.get(at) ?? 0) + ms);
        const source = at.replace(/:\d+.*$/, "");
        result.byFile.set(source, (result.byFile.get(source) ?? 0) + ms);
      }
      const seen = new Set<string>();
      for (let node: number | undefined = id; node !== undefined; node = parents.get(node)) {
        const caller = where(nodes.get(node)!.callFrame);
        if (caller && /^(widget|ui-shared|core)\//.test(caller) && !seen.has(caller)) {
          seen.add(caller);
          result.withCallees.set(caller, (result.withCallees.get(caller) ?? 0) + ms);
        }
      }
    }
    return result;
  } finally {
    await context.close();
  }
}

function report(name: string, loads: LoadProfile[], log: (line: string) => void): void {
  const fixed = (ms: number) => ms.toFixed(1).padStart(7);
  const each = (of: (load: LoadProfile) => number) =>
    `${median(loads.map(of)).toFixed(0)} ms (${loads.map((l) => of(l).toFixed(0)).join(", ")})`;
  log(`${name}, medians (each load):`);
  log(`  main thread CPU in tasks ${each((l) => l.tasksCpu)}; in tasks that ran the widget's code ${each((l) => l.widgetTasksCpu)}`);
  log(`  profiled time in the widget's files ${each((l) => l.widget)}; all interactive after ${each((l) => l.interactive)}`);
  const shares = (maps: Map<string, number>[]) => {
    const sums = new Map<string, number>();
    for (const map of maps) for (const [key, ms] of map) sums.set(key, (sums.get(key) ?? 0) + ms);
    const total = [...sums.values()].reduce((a, b) => a + b, 0);
    return [...sums].sort((a, b) => b[1] - a[1]).map(([key, ms]) => [key, (100 * ms) / total] as const);
  };
  log("  share of the widget's profiled time, by source file:");
  for (const [file, share] of shares(loads.map((l) => l.byFile)).slice(0, 15)) log(`  ${fixed(share)} %  ${file}`);
  log("  by function (self):");
  for (const [fn, share] of shares(loads.map((l) => l.byFunction)).slice(0, 25)) log(`  ${fixed(share)} %  ${fn}`);
  log("  the widget's own functions with their callees (share of the widget's time; Intl and the DOM count for their callers):");
  const total = loads.reduce((sum, l) => sum + l.widget, 0);
  const sums = new Map<string, number>();
  for (const l of loads) for (const [key, ms] of l.withCallees) sums.set(key, (sums.get(key) ?? 0) + ms);
  for (const [fn, ms] of [...sums].sort((a, b) => b[1] - a[1]).slice(0, 30)) log(`  ${fixed((100 * ms) / total)} %  ${fn}`);
}

const log = (line: string) => process.stdout.write(`${line}\n`);
const server = await startDemoServer();
const browser = await launchWithoutAddressBarPage();
try {
  const reference = process.env.BENCH_WIDGET_COMPARE;
  const kinds: [string, Served, Locate, LoadProfile[]][] = [
    ["this build", { dir: WIDGET_DIR }, sourceMapped(WIDGET_DIR), []],
    ...(reference ? [["reference", { dir: reference }, sourceMapped(reference), []] as [string, Served, Locate, LoadProfile[]]] : []),
  ];
  await profileLoad(browser, `${server.url}/`, kinds[0]![1], kinds[0]![2]); // warms the server, not counted
  for (let i = 0; i < LOADS; i += 1) {
    for (const [, served, where, into] of i % 2 ? [...kinds].reverse() : kinds)
      into.push(await profileLoad(browser, `${server.url}/`, served, where));
  }
  for (const [name, , , loads] of kinds) report(name, loads, log);
} finally {
  await browser.close();
  await server.stop();
}
