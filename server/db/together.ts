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
