import fs from "node:fs";

const CHROMIUM = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];
const HEADLESS_SHELL = ["/usr/bin/chromium-headless-shell"];

/**
 * The browser the tests drive (Playwright and Vitest's browser mode): COUVERT_CHROMIUM, else
 * Debian's headless shell, the same engine without the desktop browser around it. On this project's
 * 2-core CI machine the e2e run is bound by Chromium's CPU, and the shell takes about a third less.
 * Without it, Debian's Chromium.
 */
export function testBrowserPath(): string {
  return explicitBrowser() ?? found([...HEADLESS_SHELL, ...CHROMIUM]);
}

/**
 * The whole browser, as a guest's phone runs it: for the widget speed bench (bench/widget-speed.ts),
 * whose figures must not change with the test runner's shortcut. COUVERT_CHROMIUM, else Debian's.
 */
export function chromiumPath(): string {
  return explicitBrowser() ?? found(CHROMIUM);
}

function explicitBrowser(): string | undefined {
  const explicit = process.env.COUVERT_CHROMIUM;
  if (explicit && !fs.existsSync(explicit)) throw new Error(`COUVERT_CHROMIUM=${explicit} does not exist.`);
  return explicit || undefined;
}

/**
 * Playwright cannot download its own browsers here, so a missing browser is a setup error with
 * instructions, not a test failure.
 */
function found(candidates: string[]): string {
  const path = candidates.find((candidate) => fs.existsSync(candidate));
  if (!path) {
    throw new Error(
      "No Chromium found. Install Debian's (apt-get install -y chromium; the tests also take chromium-headless-shell) " +
        "or point COUVERT_CHROMIUM at a Chromium or Chrome binary.",
    );
  }
  return path;
}

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-gpu",
];

/**
 * CHROMIUM_ARGS, and the process model cut down for tests (what the bench measures keeps the
 * browser's own): the GPU process and its zygote folded into the browser process (with
 * `--disable-gpu` it still ran, rasterising in software: 64 s CPU of a full e2e run), and no
 * process per site, which the specs' pages never need apart (CORS and CSP still hold within one).
 * No TurboFan: a test's page lives seconds, too short for its optimised code to repay compiling it
 * (about 5 % less Chromium CPU on console-book.spec, 2 A/B pairs).
 */
export const TEST_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  "--disable-software-rasterizer",
  "--in-process-gpu",
  "--disable-site-isolation-trials",
  "--js-flags=--no-opt",
];
