import { spawnServer, type ServerProcess } from "../server/testing/server-process.ts";
import { createMigratedTestDatabase } from "../server/testing/test-database.ts";
import { startTestServer, type TestServer } from "../server/testing/test-server.ts";
import { NO_REQUEST_LIMITS_ENV } from "./restaurant.ts";

export interface TwoServers {
  /** An in-process server on the same database, to seed restaurants and read rows. */
  seeder: TestServer;
  /** Two real `couvert serve` processes, as behind a load balancer. */
  servers: ServerProcess[];
  close(): Promise<void>;
}

/** Two `couvert serve` processes sharing one new database of `engine`, with the request limits out of the way. */
export async function twoServers(engine: "sqlite" | "postgres", secret: string, env: Record<string, string> = {}): Promise<TwoServers> {
  const database = await createMigratedTestDatabase(engine);
  // Copied from the migrated template: the processes find nothing to migrate, so they do not race to.
  const seeder = await startTestServer({ database, secret, now: new Date().toISOString() });
  const servers = await Promise.all(
    [1, 2].map(() => spawnServer({ COUVERT_DB: database.url, COUVERT_SECRET: secret, ...NO_REQUEST_LIMITS_ENV, ...env })),
  );
  return {
    seeder,
    servers,
    async close() {
      await Promise.all(servers.map((s) => s.stop()));
      await seeder.close();
      await database.drop();
    },
  };
}
