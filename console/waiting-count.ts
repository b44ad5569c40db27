import type { ReactiveController, ReactiveControllerHost } from "lit";
import type { ConsoleApi } from "./api.ts";
import { OWNER_API } from "../core/owner/contract/index.ts";

/** How often the count is asked again without a live update: a pending booking leaves the list when its stay ends, which no write announces. */
const RECOUNT_MS = 60_000;

/** What the Requests screen tells the shell after each load (`couvert-waiting`), so the navigation's count and the list agree. */
export interface WaitingDetail {
  slug: string;
  count: number;
}

/**
 * How much waits for a decision at the restaurant shown (docs/api.md §16.6 `GET …/requests`:
 * bookings to confirm and open change requests), for the navigation. Asked when the restaurant
 * changes, at each live update and every minute; but while the Requests screen is shown, which
 * loads that very answer at the same moments, it is only told by the screen after each load, so
 * the count is the list's and nothing is read twice. Only the newest answer counts; a failed one
 * keeps the last count.
 */
export class WaitingCount implements ReactiveController {
  count = 0;
  private slug: string | null = null;
  private liveTick = 0;
  private asks = 0;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly api: ConsoleApi,
    private readonly shown: () => { slug: string | null; liveTick: number; screenTells: boolean },
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.timer = setInterval(() => this.ask(), RECOUNT_MS);
  }

  hostDisconnected(): void {
    clearInterval(this.timer);
  }

  /** Before each render of the host: another restaurant (or none, signed out) starts from nothing; a live update asks again. */
  hostUpdate(): void {
    const { slug, liveTick } = this.shown();
    if (slug === this.slug && liveTick === this.liveTick) return;
    if (slug !== this.slug) this.count = 0;
    this.slug = slug;
    this.liveTick = liveTick;
    this.ask();
  }

  /** The Requests screen's count, just loaded: newer than any answer still on its way. */
  told({ slug, count }: WaitingDetail): void {
    if (slug !== this.slug) return;
    this.asks += 1;
    this.set(count);
  }

  private ask(): void {
    const slug = this.slug;
    if (!slug || this.shown().screenTells) return;
    const ticket = ++this.asks;
    this.api
      .call(OWNER_API.requests, { slug })
      .then((waiting) => {
        if (ticket === this.asks) this.set(waiting.pending.length + waiting.reservations.length);
      })
      .catch(() => {});
  }

  private set(count: number): void {
    if (count === this.count) return;
    this.count = count;
    this.host.requestUpdate();
  }
}
