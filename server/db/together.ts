/**
 * Waits for statements issued together in one transaction (on PostgreSQL's pipelined write
 * connection they cost one round trip, docs/api.md §7a) and fails with the first failure, but only
 * once every one of them has settled: a unit that ended while one of its statements was still on
 * its way would be rolled back without it, and the statement would land in whatever the
 * connection runs next.
 */
export async function together<T extends readonly unknown[]>(statements: readonly [...{ [K in keyof T]: Promise<T[K]> }]): Promise<T> {
  const outcomes = await Promise.allSettled(statements);
  const failed = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === "rejected");
  if (failed) throw failed.reason;
  return outcomes.map((outcome) => (outcome as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

/**
 * Writes a write transaction's work issues and does not wait for: their answers are left to the
 * commit, which waits for them before COMMIT and fails, with the first failure, if one failed
 * (group-commit.ts). On PostgreSQL's pipelined write connection the work is then over at once, and
 * the next transaction's statements travel behind them (docs/api.md §7a). Only for writes already
 * handed to the connection (issued before the work's last `await`), and only inside a write
 * transaction (db/transactions.ts): outside one, nobody would hear of a failure.
 */
export function leaveToCommit(writes: readonly Promise<unknown>[]): void {
  for (const write of writes) write.catch(() => {});
}
