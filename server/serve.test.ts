import { spawn } from "node:child_process";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "./site/paths.ts";
import { spawnServer, type ServerProcess } from "./testing/server-process.ts";
import { createTestDatabase, type TestDatabase } from "./testing/test-database.ts";
import { startTestServer } from "./testing/test-server.ts";

const SECRET = "serve-secret-0123456789abcdef0123456789abcdef";
let database: TestDatabase;
let running: ServerProcess | null = null;

afterEach(async () => {
  await running?.stop();
  running = null;
  await database.drop();
});

function runToEnd(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const { COUVERT_SECRET: _secret, ...inherited } = process.env;
  const child = spawn(process.execPath, [path.join(PROJECT_ROOT, "bin", "couvert.mjs"), "serve"], {
    env: { ...inherited, PORT: "0", ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once("exit", (code) => resolve({ code, stderr })));
}

describe("couvert serve, the production server", () => {
  it("refuses to start without COUVERT_SECRET, saying why", async () => {
    database = await createTestDatabase();
    const { code, stderr } = await runToEnd({ COUVERT_DB: database.url });
    expect(code).toBe(1);
    expect(stderr).toMatch(/^couvert serve: COUVERT_SECRET is required/);
  }, 60_000);

  it("serves the API on an empty database without creating a demo restaurant, a key or a demo site", async () => {
    database = await createTestDatabase();
    running = await spawnServer({ COUVERT_DB: database.url, COUVERT_SECRET: SECRET });
    expect((await fetch(`${running.url}/api/v1/health`)).status).toBe(200);
    expect((await fetch(`${running.url}/`)).status).toBe(404);
    const inspector = await startTestServer({ database, secret: SECRET });
    try {
      expect(await inspector.ctx.restaurants.count()).toBe(0);
    } finally {
      await inspector.close();
    }
  }, 60_000);

  it("on SIGTERM finishes, closes the database and exits 0", async () => {
    database = await createTestDatabase();
    running = await spawnServer({ COUVERT_DB: database.url, COUVERT_SECRET: SECRET });
    const exited = new Promise<number | null>((resolve) => running!.child.once("exit", (code) => resolve(code)));
    await running.stop("SIGTERM");
    expect(await exited).toBe(0);
  }, 60_000);
});
