import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import type { FullConfig } from "@playwright/test";
import { PROJECT_ROOT } from "../server/site/paths.ts";
import { testBrowserPath } from "./support/browser.ts";
import type { E2eServer } from "./support/env.ts";

/**
 * Starts one real server (e2e/support/serve.ts) per Playwright worker, each in its own child
 * process on its own database, port and mail folder, so that specs running side by side never see
 * each other's bookings, settings or lockouts. Hands them to the tests through the environment
 * (COUVERT_E2E_SERVERS, a JSON list); each worker takes the one at its parallel index (env.ts).
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  testBrowserPath();
  const starting = Array.from({ length: Math.max(1, config.workers) }, () => startServer());
  const stopAll = async () => {
    for (const { child } of starting) child.kill("SIGTERM");
  };
  try {
    const servers = await Promise.all(starting.map((s) => s.info));
    process.env.COUVERT_E2E_SERVERS = JSON.stringify(servers);
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}

function startServer() {
  // Node runs the TypeScript itself; prepare-node.mjs keeps what it compiled for the next start.
  const child = spawn(process.execPath, ["--import", "./bin/prepare-node.mjs", "e2e/support/serve.ts"], {
    cwd: PROJECT_ROOT,
    // A pipe the server reads only for its end: when this process goes, however it goes, so does the server.
    stdio: ["pipe", "pipe", "inherit"],
  });
  const info = new Promise<E2eServer>((resolve, reject) => {
    // Generous: the servers start side by side, on a loaded CI machine.
    const timer = setTimeout(() => reject(new Error("The e2e server did not start within 90 s")), 90_000);
    createInterface({ input: child.stdout! }).once("line", (line) => {
      clearTimeout(timer);
      resolve(JSON.parse(line));
    });
    child.once("exit", (code) => reject(new Error(`The e2e server exited with ${code}`)));
  });
  return { child, info };
}
