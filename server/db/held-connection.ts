import { CompiledQuery, Kysely, type DatabaseConnection, type Dialect, type Driver } from "kysely";
import type { Connect, UnitQueries } from "./group-commit.ts";
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
    return executor.provideConnection((connection: DatabaseConnection) => {
      const on = (provider: { provideConnection: <R>(consume: (c: DatabaseConnection) => Promise<R>) => Promise<R> }) =>
        new Kysely<Database>({ config: { dialect }, dialect, driver: queriesOnly, executor: executor.withConnectionProvider(provider) });
      return work({
        kysely: on({ provideConnection: (consume) => consume(connection) }),
        unit: () => unitQueries(connection, on),
        send: (statement) => connection.executeQuery(CompiledQuery.raw(statement)),
      });
    });
  };

/**
 * One unit's queries on the held connection: each handed to it at once, and kept while its answer
 * is due, so that the group commit knows which the unit left unanswered when it ended. A query
 * issued once the unit ended is refused, and kept too (its statement would land in whatever the
 * connection runs next): the commit then fails.
 */
function unitQueries(connection: DatabaseConnection, on: (provider: { provideConnection: Provide }) => Kysely<Database>): UnitQueries {
  const due = new Set<Promise<unknown>>();
  const late: Promise<unknown>[] = [];
  let ended = false;
  let issued = 0;
  const provideConnection: Provide = (consume) => {
    if (ended) {
      const refused = Promise.reject(new Error("A query issued after its write transaction ended (db/held-connection.ts)"));
      refused.catch(() => {});
      late.push(refused);
      return refused as never;
    }
    issued += 1;
    const answer = consume(connection);
    due.add(answer);
    const settled = () => void due.delete(answer);
    answer.then(settled, settled);
    return answer;
  };
  return {
    kysely: on({ provideConnection }),
    late,
    issued: () => issued,
    end: () => {
      ended = true;
      return [...due];
    },
  };
}

type Provide = <R>(consume: (connection: DatabaseConnection) => Promise<R>) => Promise<R>;

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
