import fs from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import type { DatabaseConfig } from "../config.ts";
import { GroupCommit } from "./group-commit.ts";
import { migrate } from "./migrate.ts";
import type { Database } from "./schema.ts";
import { localWritesPlugin } from "./local-writes.ts";
import { PostgresWriteQueues } from "./postgres-write-queues.ts";
import { statementNameOf } from "./prepared.ts";
import { heldConnections } from "./held-connection.ts";
import { checkpointInBackground, type BackgroundCheckpoints } from "./sqlite-checkpoints.ts";
import { watchPostgresChanges, watchSqliteChanges, type ChangeWatch } from "./change-watch.ts";
import { sqliteDialect } from "./sqlite-driver.ts";

/**
 * An open database of either engine. Queries go through `kysely` and are written once; what truly
 * differs between the engines is decided by `engine` in this folder: opening (here), locking and
 * snapshots (transactions.ts), migrating (migrate.ts), copying (copy.ts) and error codes
 * (errors.ts); beyond it only the rate limiters choose where their counts live (http/rate-limit.ts),
 * and the live feed how it reads in commit order (owner/live-event-repository.ts).
 */
export type Db =
  | {
      engine: "sqlite";
      kysely: Kysely<Database>;
      sqlite: SqliteDatabase.Database;
      /** Where this process's write transactions are joined into shared commits (transactions.ts). */
      groupCommit: GroupCommit;
      /** For a serving process: the WAL is copied back on a thread of its own (sqlite-checkpoints.ts); `failed` hears if that thread fails. */
      checkpointInBackground(failed: (error: unknown) => void): void;
      watchChanges: WatchChanges;
      close(): Promise<void>;
    }
  | {
      engine: "postgres";
      kysely: Kysely<Database>;
      pool: pg.Pool;
      /** Where this process's write transactions wait, per set of locks, to share commits (transactions.ts). */
      writeQueues: PostgresWriteQueues;
      watchChanges: WatchChanges;
      close(): Promise<void>;
    };

export type Engine = Db["engine"];

/**
 * For a serving process: other processes' writes drop what this one keeps in memory within 1 s
 * (change-watch.ts), until `close`; `lost` hears when the watch loses its connection (PostgreSQL).
 */
type WatchChanges = (lost: (error: unknown) => void) => void;

/** Opens (creating an SQLite file if needed) the database and brings its schema up to date. */
export async function openDatabase(config: DatabaseConfig): Promise<Db> {
  const db = connectDatabase(config);
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  // Serving from here on: a held write lock is waited for asynchronously (sqlite-driver.ts).
  if (db.engine === "sqlite") db.sqlite.pragma("busy_timeout = 0");
  return db;
}

/** Opens the database as it is, without migrating it (`couvert db migrate` reports what it applies). */
export function connectDatabase(config: DatabaseConfig): Db {
  return config.engine === "sqlite" ? openSqlite(config.file) : openPostgres(config.url, config.poolSize);
}

/**
 * docs/api.md §7a's settings. FULL synchronous: a booking the guest saw confirmed survives a power
 * cut. One connection: every query of this process waits its turn, and write transactions take
 * the file's write lock up front, several of them under one commit (transactions.ts). The 5 s
 * busy timeout serves opening and migrating only; `openDatabase` then turns it off, and the
 * driver waits for another process's lock without blocking the event loop (sqlite-driver.ts).
 */
function openSqlite(file: string): Db {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  // First, so that switching a new file to WAL (and migrating) waits for another process doing the same.
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  // A deleted or rewritten row's old bytes are zeroed in their page, so an erased guest (docs/api.md §20.4) is not left in free space.
  sqlite.pragma("secure_delete = ON");
  // Each write transaction's savepoint (group-commit.ts) keeps the pages it first changes in a
  // sub-journal; past 64 KiB SQLite moves it to a temporary file, opened and written per savepoint.
  // In memory, a booking costs ~30 µs less system time (bench/booking-work.ts). Only temporary
  // data lives there, never what a crash must find again: that is the WAL's.
  sqlite.pragma("temp_store = MEMORY");
  const dialect = sqliteDialect(sqlite);
  const kysely = new Kysely<Database>({ dialect, plugins: [localWritesPlugin] });
  let checkpoints: BackgroundCheckpoints | null = null;
  let changes: ChangeWatch | null = null;
  return {
    engine: "sqlite",
    kysely,
    sqlite,
    groupCommit: new GroupCommit({
      inTransaction: () => sqlite.inTransaction,
      connect: heldConnections(kysely, dialect),
    }),
    checkpointInBackground: (failed) => void (checkpoints ??= checkpointInBackground(sqlite, file, failed)),
    watchChanges: () => void (changes ??= watchSqliteChanges(sqlite)),
    close: async () => {
      await changes?.stop();
      await checkpoints?.stop();
      await kysely.destroy();
    },
  };
}

/** BIGINT (int8) and NUMERIC (SUM's result) as JavaScript numbers: every value stored fits in 2^53. */
const pgTypes = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === pg.types.builtins.INT8 || oid === pg.types.builtins.NUMERIC
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format as "text")) as typeof pg.types.getTypeParser,
};

/**
 * A client whose queries issued in one go (before the process turns to other work) reach the
 * socket in one write: node-postgres writes each query on its own, and those system calls were
 * a fifth of a booking's CPU on PostgreSQL once its statements were pipelined. The writes of
 * db/prepared.ts go as named statements, planned once per connection (`statementNameOf`).
 */
class CorkedClient extends pg.Client {
  private corked = false;

  override query(...args: unknown[]): never {
    const stream = (this as unknown as { connection?: { stream?: NodeJS.WritableStream & { cork?(): void; uncork?(): void } } }).connection
      ?.stream;
    if (!this.corked && stream?.cork && stream.uncork) {
      this.corked = true;
      stream.cork();
      process.nextTick(() => {
        this.corked = false;
        stream.uncork!();
      });
    }
    const name = typeof args[0] === "string" && Array.isArray(args[1]) ? statementNameOf(args[0]) : undefined;
    if (name) return (super.query as (...a: unknown[]) => never)({ name, text: args[0], values: args[1] }, ...args.slice(2));
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}

function openPostgres(url: string, poolSize: number): Db {
  // Pipeline mode: a client sends queries without waiting for the previous answer (db/held-connection.ts).
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types: pgTypes, pipeline: true, Client: CorkedClient });
  // A client that loses its server (a failover, an administrator, a test's database dropped) must
  // not take the process down: the pool hears of an idle one; a checked-out one tells only itself,
  // and the query it was running is rejected with the error.
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  const dialect = new PostgresDialect({ pool });
  const kysely = new Kysely<Database>({ dialect, plugins: [localWritesPlugin] });
  let changes: ChangeWatch | null = null;
  return {
    engine: "postgres",
    kysely,
    pool,
    writeQueues: new PostgresWriteQueues(kysely, dialect),
    watchChanges: (lost) => void (changes ??= watchPostgresChanges(url, lost)),
    close: async () => {
      await changes?.stop();
      await kysely.destroy();
    },
  };
}
