import { CompiledQuery, Kysely, type DatabaseConnection, type Dialect, type Driver } from "kysely";
import type { BatchConnection } from "./group-commit.ts";
import type { Database } from "./schema.ts";

/**
 * Runs `work` on one pool connection of PostgreSQL, through a Kysely that hands every query
 * straight to it, and `send`, which hands it a statement at once (in the order of the calls). Kysely's own `connection()` sends a connection's queries one at a time, each
 * after the previous one's answer; the pool's clients run in node-postgres's pipeline mode
 * (database.ts), so queries issued here without waiting for each other go out together and are
 * answered in the order sent: a statement whose result nothing needs (a SAVEPOINT, an insert)
 * costs no round trip of its own (group-commit.ts, docs/api.md §7a).
 *
 * Only queries run on it: no `transaction()` or `connection()` of its own.
 */
export function withPipelinedConnection<T>(
  kysely: Kysely<Database>,
  dialect: Dialect,
  work: (connection: BatchConnection) => Promise<T>,
): Promise<T> {
  const executor = kysely.getExecutor();
  return executor.provideConnection((connection: DatabaseConnection) =>
    work({
      kysely: new Kysely<Database>({
        config: { dialect },
        dialect,
        driver: queriesOnly,
        executor: executor.withConnectionProvider({ provideConnection: (consume) => consume(connection) }),
      }),
      send: (statement) => connection.executeQuery(CompiledQuery.raw(statement)),
    }),
  );
}

const refuse = (): never => {
  throw new Error("A pipelined connection runs queries only (db/pipelined-connection.ts)");
};

const queriesOnly: Driver = {
  init: async () => {},
  acquireConnection: refuse,
  beginTransaction: refuse,
  commitTransaction: refuse,
  rollbackTransaction: refuse,
  releaseConnection: async () => {},
  destroy: async () => {},
};
