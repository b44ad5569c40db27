import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres } from "./embedded-postgres.ts";
import { createTemplateDatabase } from "./test-database.ts";

/**
 * One PostgreSQL server for the test run, and on it the migrated template that each test server's
 * database is copied from (test-database.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const postgres = await startEmbeddedPostgres({ durable: false });
  await createTemplateDatabase("postgres", "couvert_template", postgres.adminUrl);
  project.provide("postgresAdminUrl", postgres.adminUrl);
  project.provide("postgresTemplate", "couvert_template");
  return () => postgres.stop();
}
