import { compareText } from "../../core/compare.ts";
import type { Tx } from "../db/transactions.ts";

/** Rate-limit windows in the database, shared by every server process on it; times in epoch milliseconds. */
export class RateLimitRepository {
  private readonly db: Tx;

  constructor(db: Tx) {
    this.db = db;
  }

  /**
   * Adds each bucket's hits counted by one process since its last batch, in one statement, and
   * answers the shared totals (docs/api.md §7.1). A bucket whose stored window has ended starts
   * over with the window the process gives. Buckets in sorted order, so two processes adding at
   * once lock the rows in the same order.
   */
  async addHits(
    batch: { bucket: string; hits: number; resetAt: number }[],
    now: number,
  ): Promise<Map<string, { hits: number; resetAt: number }>> {
    const sorted = [...batch].sort((a, b) => compareText(a.bucket, b.bucket));
    const rows = await this.db
      .insertInto("rate_limit_hits")
      .values(sorted.map((b) => ({ bucket: b.bucket, hits: b.hits, reset_at: b.resetAt })))
      .onConflict((oc) =>
        oc.column("bucket").doUpdateSet((eb) => {
          const ended = eb("rate_limit_hits.reset_at", "<=", now);
          return {
            hits: eb
              .case()
              .when(ended)
              .then(eb.ref("excluded.hits"))
              .else(eb("rate_limit_hits.hits", "+", eb.ref("excluded.hits")))
              .end(),
            reset_at: eb.case().when(ended).then(eb.ref("excluded.reset_at")).else(eb.ref("rate_limit_hits.reset_at")).end(),
          };
        }),
      )
      .returning(["bucket", "hits", "reset_at"])
      .execute();
    return new Map(rows.map((row) => [row.bucket, { hits: Number(row.hits), resetAt: Number(row.reset_at) }]));
  }

  /** Takes back `count` hits already added (requests a limiter counts only when they succeed, and they did not). */
  async takeBack(bucket: string, count: number): Promise<void> {
    await this.db
      .updateTable("rate_limit_hits")
      .set((eb) => ({
        hits: eb
          .case()
          .when("hits", "<", count)
          .then(0)
          .else(eb("hits", "-", count))
          .end(),
      }))
      .where("bucket", "=", bucket)
      .execute();
  }

  async purgeEndedBefore(now: number): Promise<void> {
    await this.db.deleteFrom("rate_limit_hits").where("reset_at", "<=", now).execute();
  }
}
