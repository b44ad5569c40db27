// @ts-check
// The thread that copies the WAL back into the SQLite file for a serving process
// (sqlite-checkpoints.ts). Plain JavaScript: a worker starts in tens of milliseconds this way, and
// in a second through tsx.
import { parentPort, workerData } from "node:worker_threads";
import Database from "better-sqlite3";

const sqlite = new Database(workerData.file, { timeout: 0 });
sqlite.pragma("synchronous = FULL");
const port = /** @type {import("node:worker_threads").MessagePort} */ (parentPort);

const timer = setInterval(() => {
  try {
    // PASSIVE: copies what it can without waiting for, or blocking, any reader or writer.
    sqlite.pragma("wal_checkpoint(PASSIVE)");
  } catch (error) {
    // Another process checkpointing at this moment (SQLITE_BUSY): the next turn copies the rest.
    if (/** @type {{ code?: string }} */ (error).code !== "SQLITE_BUSY") throw error;
  }
}, workerData.intervalMs);

port.once("message", () => {
  clearInterval(timer);
  sqlite.close();
  port.close();
});
