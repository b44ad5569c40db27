import { Worker } from "node:worker_threads";
import type SqliteDatabase from "better-sqlite3";

/** How often the WAL is copied back: about SQLite's own 1,000 pages at a few hundred bookings a second. */
export const CHECKPOINT_INTERVAL_MS = 250;
/** SQLite's default, restored when the checkpoint thread fails. */
const AUTOCHECKPOINT_PAGES = 1_000;

const WORKER = new URL("./sqlite-checkpoints.worker.mjs", import.meta.url);

export interface BackgroundCheckpoints {
  stop(): Promise<void>;
}

/**
 * Copies the WAL back into the database file on a thread of its own (docs/api.md §7a), for a
 * serving process. SQLite otherwise checkpoints inside the COMMIT that takes the WAL past 1,000
 * pages: on the event loop, 10–30 ms of writing and syncing the database file now and then, which
 * held up every request meanwhile. The thread's own connection checkpoints PASSIVE every
 * CHECKPOINT_INTERVAL_MS, never waiting for or blocking a reader or a writer of any process.
 * Should the thread fail, `sqlite` checkpoints by itself again.
 */
export function checkpointInBackground(sqlite: SqliteDatabase.Database, file: string): BackgroundCheckpoints {
  const worker = new Worker(WORKER, { workerData: { file, intervalMs: CHECKPOINT_INTERVAL_MS } });
  // A process that is done serving does not wait for the next checkpoint.
  worker.unref();
  let stopping = false;
  worker.on("error", () => {});
  worker.on("exit", () => {
    if (!stopping && sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
  });
  sqlite.pragma("wal_autocheckpoint = 0");
  return {
    async stop() {
      if (stopping) return;
      stopping = true;
      const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
      worker.postMessage("stop");
      await exited;
    },
  };
}
