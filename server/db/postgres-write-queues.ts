import { sql, type Dialect, type Kysely } from "kysely";
import { GroupCommit, type UnitOptions } from "./group-commit.ts";
import { heldConnections } from "./held-connection.ts";
import type { Database } from "./schema.ts";

/**
 * PostgreSQL's write transactions (docs/api.md §7a), grouped by the set of locks they take: the
 * transactions of one set (every booking of one restaurant, say) wait in this process, in
 * JavaScript, without a pool connection, and run together in the next commit of that set
 * (group-commit.ts), whose transaction takes the set's advisory locks as its first statements.
 * So 50 requests booking one restaurant hold one pool connection (two while a commit ends and the
 * next batch begins), not the whole pool waiting on one lock, and the reads of every other request still find a free connection. Sets that share no
 * lock commit in parallel on their own connections. A queue lives while it has work.
 */
export class PostgresWriteQueues {
  private readonly queues = new Map<string, GroupCommit>();

  private readonly kysely: Kysely<Database>;
  private readonly dialect: Dialect;

  constructor(kysely: Kysely<Database>, dialect: Dialect) {
    this.kysely = kysely;
    this.dialect = dialect;
  }

  run<T>(locks: readonly string[], work: (tx: Kysely<Database>) => Promise<T>, options: UnitOptions = {}): Promise<T> {
    const sorted = [...new Set(locks)].sort();
    const name = sorted.join("\n");
    let queue = this.queues.get(name);
    if (!queue) {
      const created: GroupCommit = new GroupCommit({
        // An error inside a unit leaves PostgreSQL's transaction open (aborted until ROLLBACK TO its savepoint).
        inTransaction: () => true,
        // Nothing waited for: the units' statements go out behind the locks' and wait for them in
        // the server (the batch before may still be committing), and the commit waits for the answers.
        begin: async (connection) => {
          // Read committed whatever the server's default: each statement after the locks must see the commit they waited for.
          const sent = [
            connection.send("BEGIN ISOLATION LEVEL READ COMMITTED"),
            ...sorted.map((name) => connection.send(advisoryLockStatement(name))),
          ];
          for (const answer of sent) answer.catch(() => {});
          return sent;
        },
        onIdle: () => {
          if (!created.busy && this.queues.get(name) === created) this.queues.delete(name);
        },
        connect: heldConnections(this.kysely, this.dialect),
        pipelined: true,
        // Only behind locks: without one, nothing would hold the next batch until this one is durable.
        overlapCommits: sorted.length > 0,
      });
      this.queues.set(name, (queue = created));
    }
    return queue.run(work, options);
  }
}

/** The statement taking `name`'s transaction-scoped advisory lock, as takeAdvisoryLocks does, with `name` as a literal. */
const advisoryLockStatement = (name: string): string =>
  `SELECT pg_advisory_xact_lock(hashtextextended('${name.replaceAll("'", "''")}', 0))`;

/**
 * Transaction-scoped advisory locks on `sorted` names, in that order, so that two transactions
 * never wait on each other in a cycle.
 */
export async function takeAdvisoryLocks(tx: Kysely<Database>, sorted: readonly string[]): Promise<void> {
  // Raw SQL that writes no table: past the plugins that note writes (local-writes.ts).
  const locking = tx.withoutPlugins();
  for (const name of sorted) await sql`SELECT pg_advisory_xact_lock(hashtextextended(${name}, 0))`.execute(locking);
}
