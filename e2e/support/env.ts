import type { Page } from "@playwright/test";
import { COMMANDS } from "../../server/cli/registry.ts";
import { runCommandLine } from "../../server/cli/run.ts";

/** Where the e2e server (serve.ts, never a real one) takes the time it should show: `{"at": ISO instant or null}`. */
export const E2E_CLOCK_PATH = "/__e2e/clock";

/** One e2e server, as it describes itself on start (serve.ts). */
export interface E2eServer {
  url: string;
  key: string;
  slug: string;
  database: string;
  mail: string;
  owner: { email: string; password: string };
}

/**
 * What this worker's server told us: the global setup starts one server per worker, and Playwright
 * numbers the workers running at once from 0 (TEST_PARALLEL_INDEX).
 */
function server(): E2eServer {
  const servers = JSON.parse(required("COUVERT_E2E_SERVERS")) as E2eServer[];
  const index = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  const mine = servers[index];
  if (!mine) throw new Error(`No e2e server for worker ${index}: the global setup started ${servers.length}`);
  return mine;
}

export const e2e = {
  get url(): string {
    return server().url;
  },
  get key(): string {
    return server().key;
  },
  get slug(): string {
    return server().slug;
  },
  /** The demo restaurant's owner in the console. */
  get owner(): { email: string; password: string } {
    return server().owner;
  },
  /** The folder the server writes each e-mail into (mailbox.ts). */
  get mail(): string {
    return server().mail;
  },
};

/**
 * Runs an owner command on the e2e server's database: the command line `couvert` runs
 * (server/cli/run.ts), called in this process. Spawning bin/couvert.mjs costs over a second of CPU a
 * call, a minute of a CI run; that entry point has its own tests (server/cli/cli.test.ts).
 */
export const couvert = (...args: string[]): Promise<any> => couvertAt(null, ...args);

/** `couvert` run as if it were `at` (an ISO instant): for the moves that wait for a booking's time (docs/api.md §6.3). */
export async function couvertAt(at: string | null, ...args: string[]): Promise<any> {
  const clock = at === null ? undefined : { now: () => new Date(at) };
  const result = await runCommandLine([...args, "--json"], { ...process.env, COUVERT_DB: server().database }, COMMANDS, clock);
  if (result.exitCode !== 0) throw new Error(`couvert ${args.join(" ")} failed: ${result.stderr}`);
  return JSON.parse(result.stdout);
}

/**
 * Runs `steps` with this worker's server, and `page`'s clock, showing `at` (an ISO instant) as now.
 * The server's clock goes back to the real time afterwards, whatever happens; the page's stays at
 * `at` for the rest of the test. Each worker has its own server and runs one spec at a time, so no
 * other spec sees the shift; but the server's background work runs at `at` meanwhile, as it would
 * then (reminders due by `at` go out, sessions idle by then end).
 */
export async function atTime(page: Page, at: string, steps: () => Promise<void>): Promise<void> {
  const setServerTime = async (to: string | null) => {
    const response = await fetch(`${server().url}${E2E_CLOCK_PATH}`, { method: "POST", body: JSON.stringify({ at: to }) });
    if (response.status !== 204) throw new Error(`The e2e server refused its clock: ${response.status}`);
  };
  await setServerTime(at);
  try {
    await page.clock.setFixedTime(new Date(at));
    await steps();
  } finally {
    await setServerTime(null);
  }
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests through playwright.config.ts`);
  return value;
}
