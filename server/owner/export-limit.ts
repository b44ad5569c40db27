import { CouvertError } from "../../core/errors.ts";
import type { AppContext } from "../context.ts";
import { HOUR, hitCounter } from "../http/rate-limit.ts";

/** What a running export's refusal suggests waiting: exports take seconds, not minutes. */
const WHILE_RUNNING_RETRY_SECONDS = 10;

/** Takes an export's turn, or throws 429 `rate_limit_exceeded` with `retryAfterSeconds`; returns the turn's release. */
export type ExportTurn = (restaurantId: string, userId: string) => () => void;

/**
 * The CSV export's limits (docs/api.md §16.6): one export at a time per restaurant in this server
 * process, and `COUVERT_EXPORTS_PER_HOUR` started per person, counted like the other limits
 * (http/rate-limit.ts: shared by the processes on PostgreSQL). A refused export counts for neither.
 */
export function exportTurns(ctx: AppContext): ExportTurn {
  const quota = ctx.config.limits.exportsPerHour;
  const started = hitCounter(ctx, "exports", HOUR, quota);
  const running = new Set<string>();
  return (restaurantId, userId) => {
    if (running.has(restaurantId)) {
      throw new CouvertError("rate_limit_exceeded", {
        message: "An export of this restaurant is still running: try again once it has finished.",
        retryAfterSeconds: WHILE_RUNNING_RETRY_SECONDS,
      });
    }
    const now = Date.now();
    const { hits, resetAt } = started.hit(userId, now);
    if (hits > quota) {
      started.unhit(userId);
      const retryAfterSeconds = Math.max(1, Math.ceil((resetAt - now) / 1000));
      throw new CouvertError("rate_limit_exceeded", {
        message: `At most ${quota} exports an hour: the next one can start in ${Math.ceil(retryAfterSeconds / 60)} min.`,
        retryAfterSeconds,
      });
    }
    running.add(restaurantId);
    return () => running.delete(restaurantId);
  };
}
