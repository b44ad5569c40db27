import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import type { RawBuilder } from "kysely";
import type { Logger } from "pino";
import { createApp, type AppOptions } from "../app.ts";
import { ManualClock } from "../clock.ts";
import { loadConfig, type Limits } from "../config.ts";
import { createContext, type AppContext } from "../context.ts";
import { openDatabase } from "../db/database.ts";
import { silentLogger } from "../logger.ts";
import { createMigratedTestDatabase, type TestDatabase } from "./test-database.ts";
import { TEST_PASSWORD_COST } from "./test-password-cost.ts";

export interface TestServer {
  url: string;
  ctx: AppContext;
  clock: ManualClock;
  /** The database this server runs on (the test run's engine); pass it to another server to share it. */
  database: TestDatabase;
  /** Runs raw SQL (Kysely's `sql` template, so placeholders suit either engine) and returns its rows. */
  rows<T = Record<string, unknown>>(query: RawBuilder<unknown>): Promise<T[]>;
  request(path: string, init?: TestRequest): Promise<TestResponse>;
  close(): Promise<void>;
}

export interface TestRequest {
  method?: string;
  key?: string;
  /** Sent as JSON unless it is a string (sent as is). */
  body?: unknown;
  headers?: Record<string, string>;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON, or null when the body is empty or not JSON. */
  json: any;
  text: string;
}

/** How `startTestServer` sets a server up; each field has a default that suits most tests. */
export interface TestServerOptions {
  now?: string;
  limits?: Partial<Limits>;
  /** Environment variables for `loadConfig` (TRUST_PROXY, say); `limits` still wins. */
  env?: Record<string, string>;
  logger?: Logger;
  secret?: string;
  /** What `createApp` is given (the demo pages' key, say). */
  app?: AppOptions;
  /** Another server's database, to test what survives a restart or what two servers share; left in place on close. */
  database?: TestDatabase;
  /** Build the context as the real server does, hashing passwords at their production cost, not TEST_PASSWORD_COST. */
  productionPasswordCost?: boolean;
}

/**
 * The real app over real HTTP on a fresh database of the test run's engine (a SQLite file in a
 * temporary folder, or a new database on the run's PostgreSQL server), with a clock that stands
 * still until a test moves it.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database = options.database ?? (await createMigratedTestDatabase());
  const ownsDatabase = options.database === undefined;
  const base = loadConfig({ ...options.env, COUVERT_DB: database.url });
  const config = { ...base, limits: { ...base.limits, ...options.limits } };
  const clock = new ManualClock(options.now ?? "2026-06-01T10:00:00Z");
  const ctx = await createContext({
    db: await openDatabase(config.database),
    config,
    secret: options.secret ?? "test-secret-0123456789abcdef0123456789abcdef",
    clock,
    logger: options.logger ?? silentLogger,
    ...(options.productionPasswordCost ? {} : { passwordCost: TEST_PASSWORD_COST }),
  });
  let server: Server;
  try {
    server = await new Promise((resolve, reject) => {
      // Express 5 hands a listen error to this callback.
      const s = createApp(ctx, options.app).listen(0, "127.0.0.1", (error?: Error) => (error ? reject(error) : resolve(s)));
    });
  } catch (error) {
    await ctx.store.close();
    if (ownsDatabase) await database.drop();
    throw error;
  }
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    ctx,
    clock,
    database,
    async rows<T>(query: RawBuilder<unknown>) {
      return (await query.execute(ctx.store.db.kysely)).rows as T[];
    },
    async request(requestPath, init = {}) {
      const headers: Record<string, string> = { ...init.headers };
      if (init.key) headers.authorization = `Bearer ${init.key}`;
      let body: string | undefined;
      if (init.body !== undefined) {
        body = typeof init.body === "string" ? init.body : JSON.stringify(init.body);
        headers["content-type"] ??= "application/json";
      }
      const response = await fetch(`${url}${requestPath}`, { method: init.method ?? (body ? "POST" : "GET"), headers, body });
      const text = await response.text();
      let json: unknown;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = null;
      }
      return { status: response.status, headers: response.headers, json, text };
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections?.();
      await ctx.store.close();
      if (ownsDatabase) await database.drop();
    },
  };
}
