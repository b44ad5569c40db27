import { CompiledQuery, Kysely, type DatabaseConnection, type Dialect, type Driver } from "kysely";
import type { Connect } from "./group-commit.ts";
import type { Database } from "./schema.ts";

/**
 * How the group commit (group-commit.ts) gets its connection: each batch runs on one connection
 * held for it alone, through a Kysely that hands every query straight to that connection, and
 * `send`, which hands it a statement at once (in the order of the calls). Kysely's own `connection()` would pass each
 * query through its wait for the previous one's answer: promises a booking's handful of
 * statements each paid for.
 *
 * On PostgreSQL the pool's clients run in node-postgres's pipeline mode (database.ts), so queries
 * issued here without waiting for each other go out together and are answered in the order sent:
 * a statement whose result nothing needs (a SAVEPOINT, an insert) costs no round trip of its own
 * (docs/api.md §7a).
 *
 * Only queries run on it: no `transaction()` or `connection()` of its own.
 */
export const heldConnections =
  (kysely: Kysely<Database>, dialect: Dialect): Connect =>
  (work) => {
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
  };

const refuse = (): never => {
  throw new Error("A held connection runs queries only (db/held-connection.ts)");
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
