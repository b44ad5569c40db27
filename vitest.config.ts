import { defineConfig } from "vitest/config";

/**
 * Three projects: the engine-free tests (core, widget) once, and every server test once per
 * database engine. `*.sqlite.test.ts` and `*.postgres.test.ts` hold what only one engine has.
 */
export default defineConfig({
  test: {
    environment: "node",
    // Integration tests each open their own database; a few forks are plenty on 2 cores.
    pool: "forks",
    projects: [
      { extends: true, test: { name: "unit", include: ["core/**/*.test.ts", "widget/**/*.test.ts"] } },
      {
        extends: true,
        test: {
          name: "sqlite",
          include: ["server/**/*.test.ts", "bench/**/*.test.ts"],
          exclude: ["**/*.postgres.test.ts"],
          env: { COUVERT_TEST_ENGINE: "sqlite" },
        },
      },
      {
        extends: true,
        test: {
          name: "postgres",
          include: ["server/**/*.test.ts", "bench/**/*.test.ts"],
          exclude: ["**/*.sqlite.test.ts"],
          env: { COUVERT_TEST_ENGINE: "postgres" },
          globalSetup: ["server/testing/postgres-global-setup.ts"],
        },
      },
    ],
  },
});
