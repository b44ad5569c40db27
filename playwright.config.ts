import { defineConfig } from "@playwright/test";
import { TEST_CHROMIUM_ARGS, testBrowserPath } from "./e2e/support/browser.ts";

export default defineConfig({
  testMatch: "**/*.spec.ts",
  // The repository's own specs, and the integration example docs/testing.md walks through.
  projects: [
    { name: "e2e", testDir: "e2e" },
    { name: "examples", testDir: "examples/playwright" },
  ],
  globalSetup: "./e2e/global-setup.ts",
  fullyParallel: false,
  // Two at once: the global setup gives each worker its own server and database (e2e/global-setup.ts).
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  // The 10 slowest spec files, at the end of the run: where to look first when the run grows.
  reportSlowTests: { max: 10, threshold: 0 },
  outputDir: "test-results",
  use: {
    browserName: "chromium",
    launchOptions: { executablePath: testBrowserPath(), args: TEST_CHROMIUM_ARGS },
    viewport: { width: 1280, height: 900 },
    locale: "en-GB",
    timezoneId: "Europe/Berlin",
    // A stuck click reports itself, not only the test's timeout (and whatever cleanup then failed).
    actionTimeout: 15_000,
    // A failure keeps its trace: each action's DOM snapshots, without the screencast, which encoded
    // frames for the whole of every test, passed or not (the failure's screenshot is still taken).
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
  },
});
