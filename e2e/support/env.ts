import { execFileSync } from "node:child_process";

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

/** Runs the owner's command line on the e2e server's database, as an owner would. */
export function couvert(...args: string[]): any {
  const out = execFileSync(process.execPath, ["bin/couvert.mjs", ...args, "--json"], {
    env: { ...process.env, COUVERT_DB: server().database },
    encoding: "utf8",
  });
  return JSON.parse(out);
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests through playwright.config.ts`);
  return value;
}
