import net from "node:net";
import { afterAll, expect, it } from "vitest";
import { seedRestaurant } from "../server/testing/fixtures.ts";
import { spawnServer, type ServerProcess } from "../server/testing/server-process.ts";
import { createMigratedTestDatabase, type TestDatabase } from "../server/testing/test-database.ts";
import { startTestServer } from "../server/testing/test-server.ts";
import { reportRow } from "./report.ts";
import { NO_REQUEST_LIMITS_ENV, OPEN_DAILY } from "./restaurant.ts";
import { SIZES } from "./size.ts";

/**
 * Slow clients (slowloris): many connections that trickle their headers, or a booking's body, a few
 * bytes at a time and never finish. They must not stall the real `couvert serve`: `/health` stays
 * answered promptly while they hang on. The bound is generous (p99 under 250 ms, or three times the
 * p99 measured without them in the same run when the machine is busier than that): speed is for
 * `npm run bench`; this is about never stalling, which would take seconds.
 */
const SECRET = "abuse-slow-clients-secret-0123456789abcdef0123";
const P99_BOUND_MS = 250;
const TRICKLE_MS = 100;
let database: TestDatabase;
let server: ServerProcess;
const sockets: net.Socket[] = [];

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await server?.stop();
  await database?.drop();
});

async function healthLatencies(url: string, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const start = performance.now();
    const response = await fetch(`${url}/api/v1/health`);
    await response.arrayBuffer();
    times.push(performance.now() - start);
    expect(response.status).toBe(200);
  }
  return times;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Opens a connection that sends the start of a request and then one more piece every TRICKLE_MS, forever. */
function slowClient(url: string, start: string, piece: string): Promise<void> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    const socket = net.connect({ host: hostname, port: Number(port) }, () => {
      socket.write(start);
      timer = setInterval(() => socket.write(piece), TRICKLE_MS);
      resolve();
    });
    sockets.push(socket);
    socket.on("error", reject);
    socket.on("close", () => clearInterval(timer));
  });
}

it(
  "/health stays fast while many slow clients trickle headers and bodies",
  async () => {
    database = await createMigratedTestDatabase("sqlite");
    const seeder = await startTestServer({ database, secret: SECRET });
    const { key } = await seedRestaurant(seeder.ctx, { hours: OPEN_DAILY });
    await seeder.close();
    server = await spawnServer({ COUVERT_DB: database.url, COUVERT_SECRET: SECRET, ...NO_REQUEST_LIMITS_ENV });

    const { connections, healthRequests } = SIZES.slowClients;
    const quiet = (await healthLatencies(server.url, healthRequests)).sort((a, b) => a - b);
    const bound = Math.max(P99_BOUND_MS, 3 * percentile(quiet, 99));
    await Promise.all(
      Array.from({ length: connections }, (_, i) =>
        i % 2 === 0
          ? slowClient(server.url, "GET /api/v1/events HTTP/1.1\r\nHost: 127.0.0.1\r\n", "X-a: b\r\n")
          : slowClient(
              server.url,
              `POST /api/v1/reservation HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${key}\r\nContent-Type: application/json\r\nContent-Length: 16000\r\n\r\n{"guest_last_name":"`,
              "x",
            ),
      ),
    );
    const loaded = (await healthLatencies(server.url, healthRequests)).sort((a, b) => a - b);
    const open = sockets.filter((s) => !s.destroyed).length;
    const p50 = percentile(loaded, 50);
    const p99 = percentile(loaded, 99);

    reportRow({
      scenario: "5 slow clients, sqlite",
      sent: `${connections} connections trickling headers or bodies, ${healthRequests} GET /health`,
      seen: `${open} still open; /health p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (quiet: p99 ${percentile(quiet, 99).toFixed(1)} ms)`,
      bound: `every /health 200, all ${connections} held open, p99 < ${bound.toFixed(0)} ms`,
      pass: p99 < bound && open === connections,
    });
    expect(open, "slow connections still open while /health is timed").toBe(connections);
    expect(p99, "p99 of /health under slow-client load, ms").toBeLessThan(bound);
  },
  SIZES.timeoutMs,
);
