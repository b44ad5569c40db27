import fs from "node:fs";
import { inject } from "vitest";

/** One row of the closing table: what a scenario sent, what it saw, the bound it must keep. */
export interface ScenarioRow {
  scenario: string;
  sent: string;
  seen: string;
  bound: string;
  pass: boolean;
}

/**
 * Adds a row to the table the suite prints at its end (global-setup.ts). Test files run in separate
 * workers, so rows go to one file as JSON lines; an append of one short line is atomic.
 */
export function reportRow(row: ScenarioRow): void {
  fs.appendFileSync(inject("abuseReportFile"), `${JSON.stringify(row)}\n`);
}

/** The run's seed (global-setup.ts): every random choice of the suite derives from it. */
export const runSeed = (): number => inject("abuseSeed");

export function formatTable(rows: ScenarioRow[]): string {
  const header = ["scenario", "sent", "seen", "bound", "result"];
  const cells = rows.map((r) => [r.scenario, r.sent, r.seen, r.bound, r.pass ? "pass" : "FAIL"]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => `| ${c.map((v, i) => v.padEnd(widths[i]!)).join(" | ")} |`;
  return [line(header), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...cells.map(line)].join("\n");
}

declare module "vitest" {
  export interface ProvidedContext {
    abuseReportFile: string;
    abuseSeed: number;
  }
}
