import type { IncrementResponse, Options, Store } from "express-rate-limit";
import { clientTag } from "../security/client-tag.ts";
import type { RateLimitRepository } from "./rate-limit-repository.ts";

/** Ended windows are swept after this many hits counted by one process. */
const PURGE_EVERY = 1000;

/**
 * express-rate-limit's counters kept in the database, so that every server process sharing it
 * counts against one allowance: a client gains nothing by being spread over several servers.
 * A limiter's key holds the client's address, so a bucket is named by its HMAC, like the PIN
 * lockouts' client tags: the table can count a client without holding its address.
 */
export class DatabaseRateLimitStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;
  private hitsSincePurge = 0;

  constructor(
    private readonly windows: RateLimitRepository,
    /** Keeps one limiter's buckets apart from another's. */
    readonly prefix: string,
    private readonly secret: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<IncrementResponse> {
    const now = Date.now();
    if (++this.hitsSincePurge >= PURGE_EVERY) {
      this.hitsSincePurge = 0;
      await this.windows.purgeEndedBefore(now);
    }
    const { hits, resetAt } = await this.windows.hit(this.bucket(key), now, this.windowMs);
    return { totalHits: hits, resetTime: new Date(resetAt) };
  }

  async decrement(key: string): Promise<void> {
    await this.windows.unhit(this.bucket(key));
  }

  async resetKey(key: string): Promise<void> {
    await this.windows.reset(this.bucket(key));
  }

  private bucket(key: string): string {
    return `${this.prefix}:${clientTag(this.secret, key)}`;
  }
}
