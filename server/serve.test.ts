import net from "node:net";
import { spawn } from "node:child_process";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "./site/paths.ts";
import { spawnServer, type ServerProcess } from "./testing/server-process.ts";
import { createTestDatabase, type TestDatabase } from "./testing/test-database.ts";
import { seedRestaurant } from "./testing/fixtures.ts";
import { startTestServer } from "./testing/test-server.ts";

const SECRET = "serve-secret-0123456789abcdef0123456789abcdef";
let database: TestDatabase | null = null;
let running: ServerProcess | null = null;

afterEach(async () => {
  await running?.stop();
  running = null;
  await database?.drop();
  database = null;
});

let onEmpty: Promise<{ server: ServerProcess; database: TestDatabase }> | undefined;
/**
 * A server started on an empty database, for the tests that look at it and the one that then stops
 * it: a start costs a second of CPU.
 */
function serverOnEmptyDatabase() {
  onEmpty ??= createTestDatabase().then(async (empty) => ({
    database: empty,
    server: await spawnServer({ COUVERT_DB: empty.url, COUVERT_SECRET: SECRET }),
  }));
  return onEmpty;
}
afterAll(async () => {
  if (!onEmpty) return;
  const { server, database: empty } = await onEmpty;
  await server.stop();
  await empty.drop();
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
    const { server, database: empty } = await serverOnEmptyDatabase();
    expect((await fetch(`${server.url}/api/v1/health`)).status).toBe(200);
    // The server's address leads owners to the console, which the start banner names too.
    const root = await fetch(`${server.url}/`, { redirect: "manual" });
    expect([root.status, root.headers.get("location")]).toEqual([302, "owner/"]);
    expect((await fetch(`${server.url}/`)).url).toBe(`${server.url}/owner/`);
    expect(server.stdout()).toContain(`  console:   ${server.url}/owner/  (owners and staff sign in here)\n`);
    // Nothing can send WhatsApp, so guests are not offered it (docs/api.md §4 notifyChannels).
    expect(server.stdout()).toContain("  messaging: off (no COUVERT_MESSAGING_WEBHOOK_URL): guests are not offered WhatsApp\n");
    expect(server.stdout()).toContain("  COUVERT_PUBLIC_URL is not set: links in e-mails and setup links use http://127.0.0.1:0;");
    expect((await fetch(`${server.url}/index.html`)).status).toBe(404);
    const inspector = await startTestServer({ database: empty, secret: SECRET });
    try {
      expect(await inspector.ctx.restaurants.count()).toBe(0);
    } finally {
      await inspector.close();
    }
  }, 60_000);

  it("on SIGTERM finishes, closes the database and exits 0", async () => {
    const { server } = await serverOnEmptyDatabase();
    const exited = new Promise<number | null>((resolve) => server.child.once("exit", (code) => resolve(code)));
    await server.stop("SIGTERM");
    expect(await exited).toBe(0);
  }, 60_000);

  it("on SIGTERM, a request whose client never sends the rest of its body is cut off after the deadline, and the server exits 0", async () => {
    database = await createTestDatabase();
    const inspector = await startTestServer({ database, secret: SECRET });
    const { key } = await seedRestaurant(inspector.ctx);
    await inspector.close();
    running = await spawnServer({ COUVERT_DB: database.url, COUVERT_SECRET: SECRET });
    const { hostname, port } = new URL(running.url);
    const slow = net.connect(Number(port), hostname);
    await new Promise((resolve) => slow.once("connect", resolve));
    const cut = new Promise<string>((resolve) => {
      let received = "";
      slow.on("data", (chunk: Buffer) => (received += chunk.toString()));
      slow.once("close", () => resolve(received));
    });
    // A keyed booking whose body announces 100 bytes and sends one: the request stays open.
    slow.write(
      `POST /api/v1/reservation HTTP/1.1\r\nHost: ${hostname}\r\nAuthorization: Bearer ${key}\r\n` +
        "Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{",
    );
    const exited = new Promise<number | null>((resolve) => running!.child.once("exit", (code) => resolve(code)));
    await new Promise((resolve) => setTimeout(resolve, 300));
    running.child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(await cut).toBe(""); // cut off, unanswered: it never finished its request
  }, 60_000);
});
