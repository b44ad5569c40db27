import { sql, type Kysely } from "kysely";
import { isBusy, LOCK_WAIT_DEADLINE_MS, LockWait } from "./lock-wait.ts";
import type { Database } from "./schema.ts";

type Work = (tx: Kysely<Database>) => Promise<unknown>;

interface Unit {
  work: Work;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** Opens the batch's transaction on `connection`; false when another process holds the write lock (nothing began). */
export type Begin = (connection: Kysely<Database>) => Promise<boolean>;

/** SQLite: `BEGIN IMMEDIATE` takes the file's one write lock up front, or finds it held. */
const beginImmediate: Begin = async (connection) => {
  try {
    await sql`BEGIN IMMEDIATE`.execute(connection);
    return true;
  } catch (error) {
    if (isBusy(error)) return false;
    throw error;
  }
};

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** Units one commit may hold, so that a flood of writes still lets reads in between commits. */
const MAX_UNITS_PER_COMMIT = 256;

/**
 * Group commit (docs/api.md §7a), on SQLite for every write of the process, on PostgreSQL per set
 * of locks (postgres-write-queues.ts): the write transactions that arrive while one commit is
 * under way wait for the next, and all of them then run, one after another, inside one
 * transaction (`BEGIN IMMEDIATE … COMMIT` on SQLite; on PostgreSQL `BEGIN`, the set's advisory
 * locks, … `COMMIT`), so that a single fsync makes all of them durable. A waiting unit holds no
 * connection: one connection per queue does the work.
 *
 * - Each unit runs in its own SAVEPOINT: a unit that throws rolls back its own writes only, and
 *   its caller gets its error; the other units go on.
 * - Nobody hears of success before the COMMIT that holds their rows has returned; a COMMIT (or a
 *   BEGIN) that fails fails every unit in it, as does an error after which SQLite has rolled back
 *   the whole transaction by itself (a full disk, say).
 * - Units run and settle in the order they arrived.
 *
 * Each unit still runs alone on the connection, as in a transaction of its own: a read-then-write
 * (a capacity check and its insert) cannot be overtaken. While another process holds the write
 * lock on SQLite, the commit waits for it asynchronously and without holding the connection
 * (lock-wait.ts), so this process's reads go on; past the deadline every unit fails with
 * `database_busy`. (PostgreSQL's advisory locks queue in the server instead.)
 */
export class GroupCommit {
  private readonly queue: Unit[] = [];
  private draining = false;

  constructor(
    private readonly kysely: Kysely<Database>,
    private readonly inTransaction: () => boolean,
    private readonly lockWaitMs: number = LOCK_WAIT_DEADLINE_MS,
    private readonly begin: Begin = beginImmediate,
    /** Called whenever the queue has run dry (postgres-write-queues.ts forgets the queue then). */
    private readonly onIdle: () => void = () => {},
  ) {}

  /** Whether units are queued or running. */
  get busy(): boolean {
    return this.draining;
  }

  run<T>(work: (tx: Kysely<Database>) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (this.draining) return;
      this.draining = true;
      // After the requests read in this turn of the event loop have queued their units too.
      setImmediate(() => void this.drain());
    });
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length > 0) await this.commitBatch(this.queue.splice(0, MAX_UNITS_PER_COMMIT));
    } finally {
      this.draining = false;
      this.onIdle();
    }
  }

  private async commitBatch(batch: Unit[]): Promise<void> {
    let outcomes: Outcome[] | null;
    try {
      const wait = new LockWait(this.lockWaitMs);
      while (!(outcomes = await this.kysely.connection().execute((connection) => this.runBatch(connection, batch)))) await wait.pause();
    } catch (error) {
      for (const unit of batch) unit.reject(error);
      return;
    }
    batch.forEach((unit, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) unit.resolve(outcome.value);
      else unit.reject(outcome.error);
    });
  }

  /** The units' outcomes once committed; null when another process holds the write lock (nothing ran). */
  private async runBatch(connection: Kysely<Database>, batch: Unit[]): Promise<Outcome[] | null> {
    if (!(await this.begin(connection))) return null;
    const outcomes: Outcome[] = [];
    try {
      for (const unit of batch) outcomes.push(await this.runUnit(connection, unit));
      await sql`COMMIT`.execute(connection);
      return outcomes;
    } catch (error) {
      // SQLite may have rolled back by itself (a full disk): the first error is the one to report.
      await sql`ROLLBACK`.execute(connection).catch(() => {});
      throw error;
    }
  }

  private async runUnit(connection: Kysely<Database>, unit: Unit): Promise<Outcome> {
    await sql`SAVEPOINT unit`.execute(connection);
    try {
      const value = await unit.work(connection);
      await sql`RELEASE unit`.execute(connection);
      return { ok: true, value };
    } catch (error) {
      // The whole transaction is gone, and with it the units before this one: all of them fail.
      if (!this.inTransaction()) throw error;
      await sql`ROLLBACK TO unit`.execute(connection);
      await sql`RELEASE unit`.execute(connection);
      return { ok: false, error };
    }
  }
}
