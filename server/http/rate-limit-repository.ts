import type { Tx } from "../db/transactions.ts";

/** Rate-limit windows in the database, shared by every server process on it; times in epoch milliseconds. */
export class RateLimitRepository {
  constructor(private readonly db: Tx) {}

  /**
   * Counts one hit in `bucket`'s window, starting a new window when the stored one has ended, in
   * one statement: two processes counting the same bucket at once both land.
   */
  async hit(bucket: string, now: number, windowMs: number): Promise<{ hits: number; resetAt: number }> {
    const row = await this.db
      .insertInto("rate_limit_hits")
      .values({ bucket, hits: 1, reset_at: now + windowMs })
      .onConflict((oc) =>
        oc.column("bucket").doUpdateSet((eb) => {
          const ended = eb("rate_limit_hits.reset_at", "<=", now);
          return {
            hits: eb
              .case()
              .when(ended)
              .then(1)
              .else(eb("rate_limit_hits.hits", "+", 1))
              .end(),
            reset_at: eb
              .case()
              .when(ended)
              .then(now + windowMs)
              .else(eb.ref("rate_limit_hits.reset_at"))
              .end(),
          };
        }),
      )
      .returning(["hits", "reset_at"])
      .executeTakeFirstOrThrow();
    return { hits: Number(row.hits), resetAt: Number(row.reset_at) };
  }

  /** Takes back one hit (a request the limiter counts only when it fails, or succeeds). */
  async unhit(bucket: string): Promise<void> {
    await this.db
      .updateTable("rate_limit_hits")
      .set((eb) => ({ hits: eb("hits", "-", 1) }))
      .where("bucket", "=", bucket)
      .where("hits", ">", 0)
      .execute();
  }

  async reset(bucket: string): Promise<void> {
    await this.db.deleteFrom("rate_limit_hits").where("bucket", "=", bucket).execute();
  }

  async purgeEndedBefore(now: number): Promise<void> {
    await this.db.deleteFrom("rate_limit_hits").where("reset_at", "<=", now).execute();
  }
}
