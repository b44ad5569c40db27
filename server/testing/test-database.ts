import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { DatabaseConfig } from "../config.ts";

/**
 * Which engine this test run uses: vitest runs every server test once per engine (vitest.config.ts
 * sets COUVERT_TEST_ENGINE per project); PostgreSQL is a real server that the run's global setup
 * started (postgres-global-setup.ts), or, outside vitest (the benchmarks), the one
 * COUVERT_TEST_POSTGRES_URL names.
 */
export const TEST_ENGINE: DatabaseConfig["engine"] = process.env.COUVERT_TEST_ENGINE === "postgres" ? "postgres" : "sqlite";

/** A fresh, empty database: `COUVERT_DB` names it; `drop` removes it. */
export interface TestDatabase {
  url: string;
  /** The SQLite file, or null on PostgreSQL. */
  file: string | null;
  drop(): Promise<void>;
}

export async function createTestDatabase(engine = TEST_ENGINE): Promise<TestDatabase> {
  if (engine === "sqlite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "couvert-test-"));
    const file = path.join(dir, "couvert.db");
    return { url: file, file, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const adminUrl = process.env.COUVERT_TEST_POSTGRES_URL ?? (await import("vitest")).inject("postgresAdminUrl");
  const name = `couvert_test_${randomBytes(6).toString("hex")}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    file: null,
    drop: () => withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

declare module "vitest" {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}
