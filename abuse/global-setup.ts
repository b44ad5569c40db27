import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { formatTable, type ScenarioRow } from "./report.ts";
import { ABUSE_SIZE, chooseSeed } from "./size.ts";

/**
 * The abuse suite's run: one seed for every worker (printed, so a failure can be rerun with
 * `COUVERT_ABUSE_SEED`), and at the end the summary table of every scenario's row.
 */
export default function setup(project: TestProject): () => void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "couvert-abuse-"));
  const file = path.join(dir, "rows.jsonl");
  fs.writeFileSync(file, "");
  const SEED = chooseSeed();
  project.provide("abuseReportFile", file);
  project.provide("abuseSeed", SEED);
  process.stdout.write(`abuse suite (${ABUSE_SIZE}), seed ${SEED}: rerun with COUVERT_ABUSE_SEED=${SEED}\n`);
  return () => {
    const rows = fs
      .readFileSync(file, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as ScenarioRow);
    fs.rmSync(dir, { recursive: true, force: true });
    const order = (r: ScenarioRow) => r.scenario;
    rows.sort((a, b) => order(a).localeCompare(order(b)));
    process.stdout.write(`\nAbuse suite (${ABUSE_SIZE}, seed ${SEED})\n${formatTable(rows)}\n\n`);
  };
}
