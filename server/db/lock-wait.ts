import { CouvertError } from "../../core/errors.ts";

/** How long a write waits, in all, for another process's SQLite write lock before `database_busy` (docs/api.md §7a). */
export const LOCK_WAIT_DEADLINE_MS = 5_000;
const FIRST_PAUSE_MS = 1;
// Short: another busy process frees the lock only between its commits, and a long pause would miss those.
const LONGEST_PAUSE_MS = 5;

/**
 * One write's wait for SQLite's write lock while another process holds it: asynchronous pauses
 * that double from 1 ms up to 5 ms, so the event loop (other requests, /health) runs meanwhile,
 * until the deadline; then `database_busy` (503 with Retry-After), never a 500.
 */
export class LockWait {
  private pauseMs = FIRST_PAUSE_MS;
  private readonly deadline: number;

  constructor(deadlineMs: number) {
    this.deadline = Date.now() + deadlineMs;
  }

  async pause(): Promise<void> {
    if (Date.now() + this.pauseMs > this.deadline) throw new CouvertError("database_busy", { retryAfterSeconds: 1 });
    await new Promise((resolve) => setTimeout(resolve, this.pauseMs));
    this.pauseMs = Math.min(this.pauseMs * 2, LONGEST_PAUSE_MS);
  }
}

/** Whether SQLite refused a statement because another connection holds the lock it needs. */
export const isBusy = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "SQLITE_BUSY" || code === "SQLITE_BUSY_SNAPSHOT";
};

/**
 * Whether PostgreSQL cancelled a statement for waiting or running too long: `lock_timeout`
 * (55P03) or `statement_timeout` (57014, which an operator's `pg_cancel_backend` shares: only its
 * message tells them apart). Answered as SQLite's held lock is, `database_busy`: the transaction
 * was rolled back, and trying again may well work.
 */
export const isTimedOut = (error: unknown): boolean => {
  const { code, message } = (error as { code?: unknown; message?: unknown } | null) ?? {};
  return code === "55P03" || (code === "57014" && typeof message === "string" && message.includes("statement timeout"));
};
