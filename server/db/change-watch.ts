import type SqliteDatabase from "better-sqlite3";
import pg from "pg";
import { noteLocalWrite } from "./local-writes.ts";

/**
 * docs/api.md §3.4: a change made by any process reaches every server within 1 second. What a
 * server keeps in memory (http/read-cache.ts) is dropped when this process writes the tables it
 * was read from (local-writes.ts); a change watch drops it the same way, table by table, when
 * another process (another server, the command line) has committed a write to them. Migration 017
 * counts (SQLite) or notifies (PostgreSQL) every write to the tables kept.
 */
export interface ChangeWatch {
  stop(): Promise<void>;
}

/** How often a server asks SQLite whether another process has committed: one cheap check for all requests. */
export const SQLITE_CHECK_MS = 250;

/**
 * SQLite: `PRAGMA data_version` on the connection that reads changes when another connection has
 * committed; only then are the counts of migration 017 read, to learn which tables moved. This
 * process's own commits leave data_version alone: they are noted as they are made.
 */
export function watchSqliteChanges(sqlite: SqliteDatabase.Database): ChangeWatch {
  const dataVersion = sqlite.prepare("PRAGMA data_version").pluck();
  const counts = sqlite.prepare<[], { table_name: string; changes: number }>("SELECT table_name, changes FROM change_counts");
  let seenVersion: unknown = null;
  let seenCounts = new Map<string, number>();

  const check = () => {
    // Inside a transaction of this process a read would see its uncommitted counts: next time.
    if (!sqlite.open || sqlite.inTransaction) return;
    try {
      const version = dataVersion.get();
      if (version === seenVersion) return;
      const current = new Map(counts.all().map((row) => [row.table_name, row.changes]));
      const changed = [...current].filter(([table, count]) => seenCounts.get(table) !== count).map(([table]) => table);
      seenVersion = version;
      seenCounts = current;
      if (changed.length > 0) noteLocalWrite(changed);
    } catch {
      // A read refused for a moment (the file busy): the next check reads again.
    }
  };
  check();
  const timer = setInterval(check, SQLITE_CHECK_MS);
  timer.unref();
  return { stop: async () => clearInterval(timer) };
}

/** The channel migration 017's triggers notify, with the written table's name as payload. */
export const CHANGES_CHANNEL = "couvert_changes";
const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 5_000;

/**
 * PostgreSQL: one connection of its own LISTENs on CHANGES_CHANNEL; each notice, delivered once
 * its transaction has committed, drops what was read from the table it names. A lost connection
 * is opened again (after 250 ms, doubling up to 5 s) and `lost` hears why; every (re)connection
 * drops everything kept, since notices sent while no one listened are gone.
 */
export function watchPostgresChanges(url: string, lost: (error: unknown) => void): ChangeWatch {
  let stopped = false;
  /** The connection listening, or about to: `ready` settles once it listens or has failed. */
  let current: { client: pg.Client; ready: Promise<void> } | null = null;
  let retry: NodeJS.Timeout | null = null;
  let retryMs = RECONNECT_FIRST_MS;

  const listen = () => {
    retry = null;
    const client = new pg.Client({ connectionString: url });
    let failed = false;
    const fail = (error: unknown) => {
      if (failed || stopped) return;
      failed = true;
      client.end().catch(() => {});
      lost(error);
      retry = setTimeout(listen, retryMs);
      retry.unref();
      retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
    };
    client.on("error", fail);
    client.on("end", () => fail(new Error("the connection listening for changes ended")));
    client.on("notification", ({ channel, payload }) => {
      if (channel === CHANGES_CHANNEL && payload) noteLocalWrite([payload]);
    });
    const ready = client
      .connect()
      .then(() => client.query(`LISTEN ${CHANGES_CHANNEL}`))
      .then(() => {
        retryMs = RECONNECT_FIRST_MS;
        noteLocalWrite(null);
      }, fail);
    current = { client, ready };
  };
  listen();
  return {
    stop: async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      // A connection still being made is let finish, then closed: none outlives the database's close.
      await current?.ready;
      await current?.client.end().catch(() => {});
    },
  };
}
