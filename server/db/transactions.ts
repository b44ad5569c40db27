import { sql, type Kysely } from "kysely";
import type { Db } from "./database.ts";
import type { UnitOptions } from "./group-commit.ts";
import { takeAdvisoryLocks } from "./postgres-write-queues.ts";
import type { Database } from "./schema.ts";

/** What a transaction's work runs its queries on. */
export type Tx = Kysely<Database>;

/**
 * Runs `work` in one write transaction that holds `locks` (names such as `restaurant:<id>`) from
 * its first statement to its end, so that a read-then-write (a capacity check and its insert, an
 * Idempotency-Key claim) cannot be overtaken by another writer, in this process or another.
 *
 * - SQLite: `BEGIN IMMEDIATE` takes the file's one write lock up front, which holds every name.
 *   Transactions that come while another commits share the next commit, each in its own
 *   savepoint (group-commit.ts): `work` settles only once the COMMIT holding its rows returned.
 * - PostgreSQL: a transaction-scoped advisory lock per name, taken in sorted order (so two
 *   transactions never wait on each other in a cycle) as the transaction's first statements. The
 *   transactions of one set of locks wait in this process without a connection and share the
 *   next commit of that set, each in its own savepoint (postgres-write-queues.ts). No conflict
 *   reaches a client as an error.
 *
 * `options.oneStatement`: the work issues one statement and leaves its answer to the commit, and
 * needs no savepoint (group-commit.ts).
 */
export async function writeTransaction<T>(
  db: Db,
  work: (tx: Tx) => Promise<T>,
  locks: readonly string[] = [],
  options: UnitOptions = {},
): Promise<T> {
  if (db.engine === "postgres") return db.writeQueues.run(locks, work, options);
  return db.groupCommit.run(work, options);
}

/**
 * Runs `work` on one consistent snapshot of the database, which writers go on changing meanwhile:
 * a read-only REPEATABLE READ transaction on PostgreSQL, a read transaction (WAL keeps its
 * snapshot) on SQLite.
 */
export async function readSnapshot<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  if (db.engine === "postgres") {
    return db.kysely.transaction().setIsolationLevel("repeatable read").setAccessMode("read only").execute(work);
  }
  return db.kysely.connection().execute(async (connection) => {
    // Statements that write no table: past the plugin that notes writes (local-writes.ts).
    const control = connection.withoutPlugins();
    await sql`BEGIN`.execute(control);
    try {
      return await work(connection);
    } finally {
      await sql`COMMIT`.execute(control);
    }
  });
}

/** Takes `locks` inside the running transaction `tx` (on SQLite its write lock holds them all). */
export async function takeLocks(db: Db, tx: Tx, locks: readonly string[]): Promise<void> {
  if (db.engine !== "postgres") return;
  await takeAdvisoryLocks(tx, [...new Set(locks)].sort());
}

/** Lock names, one place for their spelling. */
export const lockNames = {
  /** Every booking write of one restaurant: capacity and reservation numbers are per restaurant. */
  restaurant: (restaurantId: string) => `restaurant:${restaurantId}`,
  /** Manage attempts on one reservation number, so a lockout counts every guess it lets through. */
  reservationNumber: (restaurantId: string, number: number) => `reservation-number:${restaurantId}:${number}`,
  idempotencyKey: (apiKeyId: string, key: string) => `idempotency:${apiKeyId}:${key}`,
  /** Manage attempts of one client (by its tag, never its address), across numbers and restaurants. */
  manageClient: (clientTag: string) => `manage-client:${clientTag}`,
  /** Taking due outbox messages, so two servers never send the same one. */
  outboxClaim: () => "outbox-claim",
  /** Changes to one person's account: invitations, memberships, password. */
  account: (email: string) => `account:${email}`,
  /** Sign-in attempts for one address (by its tag) and from one client, so a lockout counts every try. */
  signInAccount: (accountTag: string) => `sign-in-account:${accountTag}`,
  signInClient: (clientTag: string) => `sign-in-client:${clientTag}`,
};
