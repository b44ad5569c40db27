import { partitionEvents, upcomingUntil, type Partition } from "../../../core/events/partition.ts";
import type { RestaurantEvent } from "../../../core/events/schemas.ts";

/**
 * core's `partitionEvents` of one list, computed again only when the instant asked for leaves the
 * span in which the last one holds: from the instant it was computed for until the first of its
 * upcoming events turns past, the only change time brings (docs/api.md §8.3). GET /events asks for
 * every request; sorting the list each time cost more than the rest of the answer, and grew with it.
 */
export function partitionBySpan<T extends Pick<RestaurantEvent, "id" | "startAt" | "endAt" | "isPinned">>(
  events: readonly T[],
  options: { graceMinutes: number; maxItems: number },
): (now: Date) => Partition<T> {
  let kept: { from: number; until: number; partition: Partition<T> } | undefined;
  return (now) => {
    const at = now.getTime();
    if (kept && at >= kept.from && at < kept.until) return kept.partition;
    let until = Infinity;
    for (const event of events) {
      const turnsPast = upcomingUntil(event, options.graceMinutes);
      if (turnsPast > at && turnsPast < until) until = turnsPast;
    }
    kept = { from: at, until, partition: partitionEvents(events, now, options) };
    return kept.partition;
  };
}
