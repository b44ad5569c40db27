// The thread that copies the WAL back into the SQLite file for a serving process
// (sqlite-checkpoints.ts). Plain JavaScript that loads nothing of the server: a worker starts in
// tens of milliseconds this way.
import { parentPort, workerData } from "node:worker_threads";
import Database from "better-sqlite3";

/** @type {{ file: string; intervalMs: number; restartAbovePages: number }} */
const { file, intervalMs, restartAbovePages } = workerData;
// RESTART waits this long for the write lock between the server's commits (and for readers to
// leave the WAL); PASSIVE never waits. This thread may wait: the event loop is elsewhere.
const sqlite = new Database(file, { timeout: 50 });
sqlite.pragma("synchronous = FULL");
const port = /** @type {import("node:worker_threads").MessagePort} */ (parentPort);

/** @param {"PASSIVE" | "RESTART"} mode */
const checkpoint = (mode) =>
  /** @type {{ busy: number; log: number; checkpointed: number }[]} */ (sqlite.pragma(`wal_checkpoint(${mode})`))[0];

const timer = setInterval(() => {
  // PASSIVE: copies what it can without waiting for, or blocking, any reader or writer. While the
  // server writes, new pages arrive as it copies, so it rarely copies everything, and only then
  // does SQLite start the WAL over: past `restartAbovePages`, RESTART takes the write lock between
  // two commits for as long as it copies the rest, so that the next commit starts the WAL over.
  // The server's writes meanwhile wait for the lock as for another process's (docs/api.md §7a).
  try {
    const { log } = checkpoint("PASSIVE");
    if (log > restartAbovePages) checkpoint("RESTART");
  } catch (error) {
    // Another connection in the way this turn (a process opening the file, say): the next one copies the rest.
    const code = /** @type {{ code?: string }} */ (error).code ?? "";
    if (!code.startsWith("SQLITE_BUSY") && !code.startsWith("SQLITE_LOCKED")) throw error;
  }
}, intervalMs);

port.once("message", () => {
  clearInterval(timer);
  sqlite.close();
  port.close();
});
