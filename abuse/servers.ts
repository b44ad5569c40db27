import { afterAll } from "vitest";
import { createMigratedTestDatabase } from "../server/testing/test-database.ts";
import { startTestServer, type TestServer } from "../server/testing/test-server.ts";
import { NO_REQUEST_LIMITS } from "./restaurant.ts";

/**
 * For a test file: a function that starts a server on a new database of the engine, with the
 * request limits out of the way, closed and dropped once the file's tests are done.
 */
export function serversForThisFile(): (engine: "sqlite" | "postgres") => Promise<TestServer> {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });
  return async (engine) => {
    const database = await createMigratedTestDatabase(engine);
    const server = await startTestServer({ database, limits: NO_REQUEST_LIMITS });
    cleanups.push(async () => {
      await server.close();
      await database.drop();
    });
    return server;
  };
}
