import type { Reporter, TestModule } from "vitest/node";

/** How many files the summary names. */
const SHOWN = 10;

/**
 * Closes the unit run (after the default reporter's summary) with the slowest test files: each
 * file's own time (importing it, then its tests and hooks), with its project, so that the next
 * speed-up starts where the time goes. Wired in vitest.config.ts.
 */
export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const timed = testModules.map((module) => {
      const { collectDuration, duration } = module.diagnostic();
      return { file: `${module.project.name} ${module.relativeModuleId}`, ms: collectDuration + duration };
    });
    if (timed.length === 0) return;
    timed.sort((a, b) => b.ms - a.ms);
    const lines = timed.slice(0, SHOWN).map(({ file, ms }) => `  ${(ms / 1000).toFixed(1).padStart(6)} s  ${file}`);
    process.stdout.write(`\nSlowest ${Math.min(SHOWN, timed.length)} test files:\n${lines.join("\n")}\n`);
  }
}
