import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["core/**/*.test.ts", "server/**/*.test.ts", "widget/**/*.test.ts"],
    environment: "node",
    // Integration tests each open their own SQLite file; a few forks are plenty on 2 cores.
    pool: "forks",
  },
});
