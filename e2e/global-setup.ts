import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { chromiumPath } from "./support/browser.ts";

/**
 * Starts the real server (e2e/support/serve.ts) in a child process and hands its URL, demo key
 * and database path to the tests through the environment.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  chromiumPath();
  const child = spawn(process.execPath, ["--import", "tsx", "e2e/support/serve.ts"], { stdio: ["ignore", "pipe", "inherit"] });
  const info = await new Promise<{
    url: string;
    key: string;
    slug: string;
    database: string;
    mail: string;
    owner: { email: string; password: string };
  }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("The e2e server did not start within 30 s")), 30_000);
    createInterface({ input: child.stdout! }).once("line", (line) => {
      clearTimeout(timer);
      resolve(JSON.parse(line));
    });
    child.once("exit", (code) => reject(new Error(`The e2e server exited with ${code}`)));
  });
  process.env.COUVERT_E2E_URL = info.url;
  process.env.COUVERT_E2E_KEY = info.key;
  process.env.COUVERT_E2E_SLUG = info.slug;
  process.env.COUVERT_E2E_DB = info.database;
  process.env.COUVERT_E2E_MAIL = info.mail;
  process.env.COUVERT_E2E_OWNER_EMAIL = info.owner.email;
  process.env.COUVERT_E2E_OWNER_PASSWORD = info.owner.password;
  return async () => {
    child.kill("SIGTERM");
  };
}
