import { execFileSync } from "node:child_process";

/** What the global setup's server told us. */
export const e2e = {
  get url(): string {
    return required("COUVERT_E2E_URL");
  },
  get key(): string {
    return required("COUVERT_E2E_KEY");
  },
  get slug(): string {
    return required("COUVERT_E2E_SLUG");
  },
  /** The demo restaurant's owner in the console. */
  get owner(): { email: string; password: string } {
    return { email: required("COUVERT_E2E_OWNER_EMAIL"), password: required("COUVERT_E2E_OWNER_PASSWORD") };
  },
};

/** Runs the owner's command line on the e2e server's database, as an owner would. */
export function couvert(...args: string[]): any {
  const out = execFileSync(process.execPath, ["bin/couvert.mjs", ...args, "--json"], {
    env: { ...process.env, COUVERT_DB: required("COUVERT_E2E_DB") },
    encoding: "utf8",
  });
  return JSON.parse(out);
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests through playwright.config.ts`);
  return value;
}
