import { playwright } from "@vitest/browser-playwright";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { CHROMIUM_ARGS, testBrowserPath } from "./e2e/support/browser.ts";
import { engineFreeTestFiles } from "./server/testing/engine-free-tests.ts";
import LongestFirstSequencer from "./server/testing/longest-first-sequencer.ts";

const SERVER_TESTS = ["server/**/*.test.ts", "bench/**/*.test.ts"];
// Server tests that open no database run in the sqlite project only: twice they only cost time.
const ENGINE_FREE = engineFreeTestFiles(import.meta.dirname, ["server", "bench"]);

/** A project of component tests run in Chromium. */
function browserProject(name: string, include: string[]): TestProjectInlineConfiguration {
  return {
    extends: true,
    // Bundled before the run, or Vite finds them during it and reloads the page under a test.
    optimizeDeps: { include: ["lit", "lit/directives/repeat.js", "@lit/task", "zod/mini", "axe-core"] },
    test: {
      name,
      // One page for all of a project's files, not a new iframe per file that imports lit, axe and the
      // elements again: half the console project's CPU. Each test mounts into an emptied body and the
      // files unstub their globals after each test (widget/testing/browser.ts, console/testing/browser.ts).
      isolate: false,
      include,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: { executablePath: testBrowserPath(), args: CHROMIUM_ARGS }, actionTimeout: 5_000 }),
        instances: [{ browser: "chromium" }],
      },
    },
  };
}

/**
 * Five projects: the engine-free tests (core, widget, ui-shared) once, the widget's and the console's
 * components in Chromium, every server test that opens a database once per database engine (the others on SQLite only), and the abuse suite (abuse/, both engines inside each scenario). `*.sqlite.test.ts` and `*.postgres.test.ts` hold what only one engine has.
 */
export default defineConfig({
  // Per checkout, not node_modules/.vite: two clones sharing node_modules (git worktrees) would
  // re-bundle each other's browser dependencies mid-run and reload the page under a test.
  cacheDir: ".tmp/vite",
  test: {
    environment: "node",
    // Integration tests each open their own database; a few forks are plenty on 2 cores.
    pool: "forks",
    // One fork per core, not vitest's default of one fewer: the server tests spend much of their
    // time waiting on the database (PostgreSQL is another process), and on a 2-core CI machine the
    // default is a single fork, which made the suite take twice as long. Two per core was tried:
    // 5.3 min alone but 7 min beside other work (each fork imports the server anew), and timing
    // tests (a shared rate limit's slack, a lazily loaded language) failed under that load.
    maxWorkers: "100%",
    // One fork keeps its modules from file to file instead of importing the server anew for each
    // (most of a server test file's cost was that import). Workers are never shared between
    // projects, so each engine's files see their own COUVERT_TEST_ENGINE. The abuse project too: what
    // it kills are the servers it spawns, never the fork (79 -> 57 s CPU for the project).
    isolate: false,
    // A guard against a test that hangs, not a measure of speed (that is `npm run bench`): tests
    // that run a year of slots or real SMTP round trips must not fail on a busy CI machine.
    testTimeout: 60_000,
    // Known-long files start first, so none runs alone at the end (also on a clean clone).
    sequence: { sequencer: LongestFirstSequencer },
    // The default output, then the 10 slowest files (where the next speed-up should look).
    reporters: ["default", "./server/testing/slowest-files-reporter.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["core/**/*.test.ts", "widget/**/*.test.ts", "ui-shared/**/*.test.ts"],
          exclude: ["**/*.browser.test.ts"],
        },
      },
      // The elements mounted in Chromium with the API stubbed, checked with axe (widget/**/*.browser.test.ts),
      // and the pieces they share with the console (ui-shared/**/*.browser.test.ts).
      browserProject("browser", ["widget/**/*.browser.test.ts", "ui-shared/**/*.browser.test.ts"]),
      // The owner console's screens, the same way (console/**/*.browser.test.ts, console/testing/).
      browserProject("console", ["console/**/*.browser.test.ts"]),
      {
        extends: true,
        test: {
          name: "sqlite",
          include: SERVER_TESTS,
          exclude: ["**/*.postgres.test.ts"],
          env: { COUVERT_TEST_ENGINE: "sqlite" },
          globalSetup: ["server/testing/sqlite-global-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "postgres",
          include: SERVER_TESTS,
          exclude: ["**/*.sqlite.test.ts", ...ENGINE_FREE],
          env: { COUVERT_TEST_ENGINE: "postgres" },
          globalSetup: ["server/testing/postgres-global-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          // docs: README "Abuse suite". Fast form by default (npm test); `npm run test:abuse` sets full.
          name: "abuse",
          include: ["abuse/**/*.test.ts"],
          env: { COUVERT_ABUSE: process.env.COUVERT_ABUSE ?? "fast" },
          globalSetup: ["server/testing/sqlite-global-setup.ts", "server/testing/postgres-global-setup.ts", "abuse/global-setup.ts"],
        },
      },
    ],
  },
});
