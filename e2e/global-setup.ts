import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import type { FullConfig } from "@playwright/test";
import { chromiumPath } from "./support/browser.ts";
import type { E2eServer } from "./support/env.ts";

/**
 * Starts one real server (e2e/support/serve.ts) per Playwright worker, each in its own child
 * process on its own database, port and mail folder, so that specs running side by side never see
 * each other's bookings, settings or lockouts. Hands them to the tests through the environment
 * (COUVERT_E2E_SERVERS, a JSON list); each worker takes the one at its parallel index (env.ts).
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  chromiumPath();
  const started = await Promise.allSettled(Array.from({ length: Math.max(1, config.workers) }, () => startServer()));
  const children = started.flatMap((s) => (s.status === "fulfilled" ? [s.value.child] : []));
  const failed = started.find((s): s is PromiseRejectedResult => s.status === "rejected");
  if (failed) {
    for (const child of children) child.kill("SIGTERM");
    throw failed.reason;
  }
  const servers = started.map((s) => (s as PromiseFulfilledResult<{ info: E2eServer }>).value.info);
  process.env.COUVERT_E2E_SERVERS = JSON.stringify(servers);
  return async () => {
    for (const child of children) child.kill("SIGTERM");
  };
}

function startServer() {
  const child = spawn(process.execPath, ["--import", "tsx", "e2e/support/serve.ts"], { stdio: ["ignore", "pipe", "inherit"] });
  return new Promise<{ child: typeof child; info: E2eServer }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("The e2e server did not start within 30 s")), 30_000);
    createInterface({ input: child.stdout! }).once("line", (line) => {
      clearTimeout(timer);
      resolve({ child, info: JSON.parse(line) });
    });
    child.once("exit", (code) => reject(new Error(`The e2e server exited with ${code}`)));
  });
}
