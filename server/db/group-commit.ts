import type { Kysely } from "kysely";
import { isBusy, LOCK_WAIT_DEADLINE_MS, LockWait } from "./lock-wait.ts";
import type { Database } from "./schema.ts";

type Work = (tx: Kysely<Database>) => Promise<unknown>;

/** How a unit runs in its batch. */
export interface UnitOptions {
  /**
   * The work issues at most one statement and leaves its answer to the commit (db/together.ts):
   * no savepoint of its own, which would save nothing, since a statement that fails on a
   * pipelined connection fails the whole transaction anyway (the others then run again). Should
   * the work throw once it issued a statement, the batch fails the same way.
   */
  oneStatement?: boolean;
}

interface Unit extends UnitOptions {
  work: Work;
  resolve(value: unknown): void;
  reject(error: unknown): void;
  /** Run again once already, after another unit's failed statement failed its commit. */
  rerun?: boolean;
}

/** A commit failed by the statement one unit left unanswered (`unit`: its index in the batch). */
class UnitFailedCommit extends Error {
  readonly unit: number;
  readonly reason: unknown;
  constructor(unit: number, reason: unknown) {
    super("a unit's unanswered statement failed the commit");
    this.unit = unit;
    this.reason = reason;
  }
}

/**
 * Opens the batch's transaction on `connection`: false when another process holds the write lock
 * (nothing began), else the statements it sent whose answers are still due (pipelined: the
 * units' statements go out behind them), which the commit waits for.
 */
export type Begin = (connection: BatchConnection) => Promise<false | Promise<unknown>[]>;

/** SQLite: `BEGIN IMMEDIATE` takes the file's one write lock up front, or finds it held. */
const beginImmediate: Begin = async (connection) => {
  try {
    await connection.send("BEGIN IMMEDIATE");
    return [];
  } catch (error) {
    if (isBusy(error)) return false;
    throw error;
  }
};

/**
 * One connection of the database, held for a batch alone: `kysely` for the units' queries, `send`
 * for the batch's own statements (SAVEPOINT, RELEASE …), handed to the connection at once.
 */
export interface BatchConnection {
  kysely: Kysely<Database>;
  /** A Kysely for one unit's queries, on the same connection (held-connection.ts). */
  unit(): UnitQueries;
  send(statement: string): Promise<unknown>;
}

/** One unit's queries; `end` says the unit is over and answers those whose answers are still due. */
export interface UnitQueries {
  kysely: Kysely<Database>;
  end(): Promise<unknown>[];
  /** Queries issued once the unit ended, refused: each one fails the commit. */
  late: Promise<unknown>[];
  /** How many queries the unit issued before it ended, answered or not. */
  issued(): number;
}

/** Runs `work` on a connection held for it alone (held-connection.ts). */
export type Connect = <T>(work: (connection: BatchConnection) => Promise<T>) => Promise<T>;

export interface GroupCommitOptions {
  /** Whether the connection is still inside the batch's transaction (SQLite rolls back by itself on some errors). */
  inTransaction: () => boolean;
  lockWaitMs?: number;
  begin?: Begin;
  /** Called whenever the queue has run dry (postgres-write-queues.ts forgets the queue then). */
  onIdle?: () => void;
  connect: Connect;
  /**
   * The connection answers queries in the order they were sent, without waiting for one answer
   * before sending the next (PostgreSQL's pipeline mode, held-connection.ts): the SAVEPOINT
   * and RELEASE around each unit are then sent ahead of and behind its queries instead of each
   * waiting for its own round trip.
   */
  pipelined?: boolean;
  /**
   * The next batch begins, on a connection of its own, as soon as this one has sent its COMMIT,
   * instead of once the COMMIT returned (PostgreSQL, whose locks taken by `begin` make the next
   * batch's statements wait in the server until this one is durable): the units' work in this
   * process overlaps the commit's flush to disk. At most two batches at once.
   */
  overlapCommits?: boolean;
}

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
 *   the whole transaction by itself (a full disk, say). When a statement a unit left unanswered
 *   fails (PostgreSQL then fails the whole transaction), that unit fails and the others run
 *   again, once, in the next commit: nothing of theirs was committed.
 * - Units run and settle in the order they arrived (with `overlapCommits`, the units run again
 *   after a failed commit may come after a batch that began while it committed).
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
  /** Set while an overlapping drain waits for a unit to arrive (or its commit to end). */
  private arrived: (() => void) | null = null;
  private readonly inTransaction: () => boolean;
  private readonly lockWaitMs: number;
  private readonly begin: Begin;
  private readonly onIdle: () => void;
  private readonly connect: Connect;
  private readonly pipelined: boolean;
  private readonly overlapCommits: boolean;

  constructor(options: GroupCommitOptions) {
    this.inTransaction = options.inTransaction;
    this.lockWaitMs = options.lockWaitMs ?? LOCK_WAIT_DEADLINE_MS;
    this.begin = options.begin ?? beginImmediate;
    this.onIdle = options.onIdle ?? (() => {});
    this.connect = options.connect;
    this.pipelined = options.pipelined ?? false;
    this.overlapCommits = options.overlapCommits ?? false;
  }

  /** Whether units are queued or running. */
  get busy(): boolean {
    return this.draining;
  }

  /** Units waiting for a commit to take them (what /metrics reports as the write queue). */
  get queued(): number {
    return this.queue.length;
  }

  run<T>(work: (tx: Kysely<Database>) => Promise<T>, options: UnitOptions = {}): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject, oneStatement: options.oneStatement });
      if (this.draining) {
        this.arrived?.();
        return;
      }
      this.draining = true;
      // After the requests read in this turn of the event loop have queued their units too.
      setImmediate(() => void this.drain());
    });
  }

  private async drain(): Promise<void> {
    try {
      // Overlapping, the batch still committing while the next one runs.
      let committing: Promise<void> | null = null;
      for (;;) {
        if (this.queue.length === 0) {
          if (!committing) break;
          // The commit under way ends, or a unit arrives that can begin the next batch meanwhile.
          const arrival = new Promise<boolean>((resolve) => (this.arrived = () => setImmediate(resolve, false)));
          if (await Promise.race([committing.then(() => true), arrival])) committing = null;
          this.arrived = null;
          continue;
        }
        const batch = this.queue.splice(0, MAX_UNITS_PER_COMMIT);
        if (!this.overlapCommits) {
          await this.commitBatch(batch);
          continue;
        }
        let commitSent!: () => void;
        const sent = new Promise<void>((resolve) => (commitSent = resolve));
        const done = this.commitBatch(batch, commitSent);
        await Promise.race([sent, done]);
        if (committing) await committing;
        committing = done;
      }
    } finally {
      this.draining = false;
      this.onIdle();
    }
  }

  /** Never rejects: each unit hears of its outcome. `commitSent` is called once the COMMIT is on its way. */
  private async commitBatch(batch: Unit[], commitSent: () => void = () => {}): Promise<void> {
    let outcomes: Outcome[] | null;
    try {
      const wait = new LockWait(this.lockWaitMs);
      while (!(outcomes = await this.connect((connection) => this.runBatch(connection, batch, commitSent)))) await wait.pause();
    } catch (error) {
      if (error instanceof UnitFailedCommit && !batch.some((unit) => unit.rerun)) {
        batch[error.unit]!.reject(error.reason);
        const others = batch.filter((_, i) => i !== error.unit);
        for (const unit of others) unit.rerun = true;
        this.queue.unshift(...others);
        return;
      }
      for (const unit of batch) unit.reject(error instanceof UnitFailedCommit ? error.reason : error);
      return;
    }
    batch.forEach((unit, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) unit.resolve(outcome.value);
      else unit.reject(outcome.error);
    });
  }

  /** The units' outcomes once committed; null when another process holds the write lock (nothing ran). */
  private async runBatch(connection: BatchConnection, batch: Unit[], commitSent: () => void): Promise<Outcome[] | null> {
    const began = await this.begin(connection);
    if (!began) return null;
    const outcomes: Outcome[] = [];
    // Statements of units that succeeded, still unanswered when their unit ended: a unit may leave
    // writes whose answers it does not need to the commit (db/together.ts). The BEGIN's own first.
    const unanswered: Promise<unknown>[][] = [began];
    // Each unit's own such statements, by unit: the one whose statement failed is the cause.
    const ownByUnit: Promise<unknown>[][] = [];
    try {
      for (const [i, unit] of batch.entries()) {
        const ran = unit.oneStatement ? await this.runOneStatement(connection, unit, i) : await this.runUnit(connection, unit);
        outcomes.push(ran.outcome);
        unanswered.push(...ran.unanswered);
        ownByUnit.push(ran.own);
      }
      // Every statement answered before COMMIT is sent, RELEASEs too: PostgreSQL turns the COMMIT of
      // a failed transaction into a silent ROLLBACK.
      for (const statements of unanswered) await Promise.all(statements);
      const committed = connection.send("COMMIT");
      commitSent();
      await committed;
      return outcomes;
    } catch (error) {
      // SQLite may have rolled back by itself (a full disk): the first error is the one to report.
      await connection.send("ROLLBACK").catch(() => {});
      // A unit's unanswered statement that failed fails what came after it: it is the cause.
      const cause = (await firstFailure(unanswered.flat())) ?? error;
      if (cause instanceof UnitFailedCommit) throw cause;
      const culprit = await unitOfFailure(ownByUnit, cause);
      throw culprit === null ? cause : new UnitFailedCommit(culprit, cause);
    }
  }

  /**
   * One unit in its savepoint. Pipelined, the SAVEPOINT goes out ahead of the unit's first query
   * and its RELEASE behind its last, neither answered yet: a failed one leaves the transaction
   * failed, so the next unit's SAVEPOINT, or the wait for the last RELEASE before COMMIT, fails
   * the batch.
   */
  private async runUnit(
    connection: BatchConnection,
    unit: Unit,
  ): Promise<{ outcome: Outcome; unanswered: Promise<unknown>[][]; own: Promise<unknown>[] }> {
    const savepoint = await this.send(connection, "SAVEPOINT unit");
    const queries = connection.unit();
    try {
      const value = await unit.work(queries.kysely);
      // Its statements still unanswered went out ahead of the RELEASE, inside its savepoint. Not
      // waited for, nor is the SAVEPOINT (pipelined, a unit that waited for nothing has not heard
      // of it yet): the next unit's statements go out behind them, and the commit waits for all.
      const unanswered = queries.end();
      const release = await this.send(connection, "RELEASE unit");
      return {
        outcome: { ok: true, value },
        unanswered: [[savepoint.answered, ...unanswered, release.answered], queries.late],
        own: unanswered,
      };
    } catch (error) {
      // The whole transaction is gone, and with it the units before this one: all of them fail.
      if (!this.inTransaction()) throw error;
      // A savepoint never made means the transaction had failed already: so does the batch.
      await savepoint.answered;
      // Pipelined, a query the unit issued without waiting may still be on its way to the connection: after it.
      if (this.pipelined) await new Promise(setImmediate);
      void queries.end();
      // Pipelined, neither is waited for: the next unit's statements go out behind them.
      const rollback = await this.send(connection, "ROLLBACK TO unit");
      const release = await this.send(connection, "RELEASE unit");
      // Rolled back with the unit, its answers no longer matter: only a query refused for coming too late does.
      return { outcome: { ok: false, error }, unanswered: [queries.late, [rollback.answered, release.answered]], own: [] };
    }
  }

  /**
   * A unit without a savepoint (`oneStatement`): its statement goes out behind the previous
   * unit's, unanswered. A unit that throws having issued nothing fails alone; one that issued its
   * statement cannot be taken back alone, so the batch fails and the others run again.
   */
  private async runOneStatement(
    connection: BatchConnection,
    unit: Unit,
    index: number,
  ): Promise<{ outcome: Outcome; unanswered: Promise<unknown>[][]; own: Promise<unknown>[] }> {
    const queries = connection.unit();
    try {
      const value = await unit.work(queries.kysely);
      const unanswered = queries.end();
      return { outcome: { ok: true, value }, unanswered: [unanswered, queries.late], own: unanswered };
    } catch (error) {
      // As in runUnit: a query the unit issued without waiting may still be on its way.
      if (this.pipelined) await new Promise(setImmediate);
      const issued = queries.end().length > 0 || queries.issued() > 0;
      if (issued) throw new UnitFailedCommit(index, error);
      return { outcome: { ok: false, error }, unanswered: [queries.late], own: [] };
    }
  }

  /**
   * Sends `statement`. Its answer is received already, or, pipelined, still to come: awaited
   * where it matters.
   */
  private async send(connection: BatchConnection, statement: string): Promise<{ answered: Promise<unknown> }> {
    const answered = connection.send(statement);
    if (!this.pipelined) await answered;
    else answered.catch(() => {});
    return { answered };
  }
}

/** The index of the unit one of whose own unanswered statements failed with `cause`; null when none did. */
async function unitOfFailure(ownByUnit: readonly Promise<unknown>[][], cause: unknown): Promise<number | null> {
  for (const [i, own] of ownByUnit.entries()) {
    const outcomes = await Promise.allSettled(own);
    if (outcomes.some((outcome) => outcome.status === "rejected" && outcome.reason === cause)) return i;
  }
  return null;
}

/** The first of `statements` to fail, once all have settled; undefined when none failed. */
async function firstFailure(statements: readonly Promise<unknown>[]): Promise<unknown> {
  const outcomes = await Promise.allSettled(statements);
  return outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === "rejected")?.reason;
}
