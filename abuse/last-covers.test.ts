import { afterAll, describe, it } from "vitest";
import { createMigratedTestDatabase } from "../server/testing/test-database.ts";
import { startTestServer } from "../server/testing/test-server.ts";
import { checkLastCovers, raceForLastCovers } from "./last-covers.ts";
import { NO_REQUEST_LIMITS } from "./restaurant.ts";
import { SIZES } from "./size.ts";

/** The last covers (last-covers.ts) raced on one server process; two-processes.test.ts races them on two. */
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

describe.each(["sqlite", "postgres"] as const)("the last covers on %s", (engine) => {
  it(
    "one server process accepts exactly the capacity",
    async () => {
      const database = await createMigratedTestDatabase(engine);
      const server = await startTestServer({ database, limits: NO_REQUEST_LIMITS, now: new Date().toISOString() });
      cleanups.push(async () => {
        await server.close();
        await database.drop();
      });
      checkLastCovers(`2 last covers, ${engine}, 1 process`, await raceForLastCovers(server, [server.url]));
    },
    SIZES.timeoutMs,
  );
});
