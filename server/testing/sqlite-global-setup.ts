import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createTemplateDatabase } from "./test-database.ts";

/** The migrated SQLite file that each test server's database is copied from (test-database.ts). */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "couvert-template-"));
  const file = path.join(dir, "template.db");
  await createTemplateDatabase("sqlite", file);
  project.provide("sqliteTemplate", file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
