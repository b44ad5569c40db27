import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres } from "./embedded-postgres.ts";

/** One PostgreSQL server for the test run; each test server makes its own database on it (test-database.ts). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const postgres = await startEmbeddedPostgres({ durable: false });
  project.provide("postgresAdminUrl", postgres.adminUrl);
  return () => postgres.stop();
}
