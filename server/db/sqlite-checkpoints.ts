import { Worker } from "node:worker_threads";
import type SqliteDatabase from "better-sqlite3";

/** How often the WAL is copied back: about SQLite's own 1,000 pages at a few hundred bookings a second. */
export const CHECKPOINT_INTERVAL_MS = 250;
/** A WAL longer than this (8 MiB of 4 KiB pages) is copied back whole and started over. */
export const RESTART_ABOVE_PAGES = 2_000;
/**
 * The connection's own threshold while the thread works: only reached if the thread falls far
 * behind (a stalled disk), which it then bounds. SQLite's default of 1,000 comes back if the
 * thread fails.
 */
export const SAFETY_NET_PAGES = 10_000;
const AUTOCHECKPOINT_PAGES = 1_000;

const WORKER = new URL("./sqlite-checkpoints.worker.mjs", import.meta.url);

export interface BackgroundCheckpoints {
  stop(): Promise<void>;
}

/**
 * Copies the WAL back into the database file on a thread of its own (docs/api.md §7a), for a
 * serving process. SQLite otherwise checkpoints inside the COMMIT that takes the WAL past 1,000
 * pages: on the event loop, 10–30 ms of writing and syncing the database file now and then, which
 * held up every request meanwhile. The thread's own connection checkpoints every
 * CHECKPOINT_INTERVAL_MS (sqlite-checkpoints.worker.mjs). Should it fail, `failed` hears why and
 * `sqlite` checkpoints by itself again.
 */
export function checkpointInBackground(
  sqlite: SqliteDatabase.Database,
  file: string,
  failed: (error: unknown) => void,
): BackgroundCheckpoints {
  const worker = new Worker(WORKER, {
    workerData: { file, intervalMs: CHECKPOINT_INTERVAL_MS, restartAbovePages: RESTART_ABOVE_PAGES },
  });
  // A process that is done serving does not wait for the next checkpoint.
  worker.unref();
  let stopping = false;
  const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
  worker.on("error", (error) => {
    if (sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
    failed(error);
  });
  sqlite.pragma(`wal_autocheckpoint = ${SAFETY_NET_PAGES}`);
  return {
    stop() {
      if (!stopping) {
        stopping = true;
        // Until the thread has closed its connection, whatever else the process still waits for.
        worker.ref();
        worker.postMessage("stop");
      }
      return exited;
    },
  };
}
