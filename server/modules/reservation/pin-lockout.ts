import type { Limits } from "../../config.ts";
import { clientTag } from "../../security/client-tag.ts";
import { assertUnderLockout } from "../../security/lockout.ts";
import type { ManageFailureRepository } from "./manage-failure-repository.ts";

const MINUTE = 60_000;

/**
 * PIN-guessing lockouts (docs/api.md §7), kept in the database so a restart does not reset them, and
 * shared by every server process on it. The repository passed in is the caller's transaction's.
 *
 * - per reservation number: `pinFailuresPerReservation` failures within `pinWindowMinutes` → every
 *   manage request for that number answers 429, even with the right PIN, until enough of those
 *   failures have left the window;
 * - per client IP (across restaurants: one client guessing numbers everywhere is one attacker):
 *   `pinFailuresPerIp` failures within the window → every manage request from it answers 429.
 *   The address is stored only as its `clientTag`.
 *
 * Requests refused with 429 are not failures themselves: they never reach the PIN check, so a locked
 * client cannot extend its own lockout by hammering, and the lock ends on a predictable schedule.
 */
export class PinLockout {
  private readonly limits: Pick<Limits, "pinFailuresPerReservation" | "pinFailuresPerIp" | "pinWindowMinutes">;
  private readonly secret: string;

  constructor(limits: Pick<Limits, "pinFailuresPerReservation" | "pinFailuresPerIp" | "pinWindowMinutes">, secret: string) {
    this.limits = limits;
    this.secret = secret;
  }

  private get windowMs(): number {
    return this.limits.pinWindowMinutes * MINUTE;
  }

  /**
   * 429 when the client IP is locked out. A rate limit, so it runs before the body is parsed
   * (docs/api.md §1): a locked-out client gets 429 whatever it sends, and learns nothing from it.
   */
  async assertClientAllowed(failures: ManageFailureRepository, client: string, now: Date): Promise<void> {
    const times = await failures.forClient(clientTag(this.secret, client), now.getTime() - this.windowMs);
    this.assertUnder(times, this.limits.pinFailuresPerIp, now);
  }

  /**
   * 429 when the reservation number is locked out; checked before the PIN is. Returns how many
   * failures the window holds, so a success only writes a reset when there is something to reset.
   */
  async assertNumberAllowed(
    failures: ManageFailureRepository,
    restaurantId: string,
    reservationNumber: number,
    now: Date,
  ): Promise<number> {
    const times = await failures.forNumber(restaurantId, reservationNumber, now.getTime() - this.windowMs);
    this.assertUnder(times, this.limits.pinFailuresPerReservation, now);
    return times.length;
  }

  /** A wrong number or PIN. Old rows are purged on the way, so the table stays small. */
  async recordFailure(
    failures: ManageFailureRepository,
    restaurantId: string,
    reservationNumber: number,
    client: string,
    now: Date,
  ): Promise<void> {
    await failures.purgeUntil(now.getTime() - this.windowMs);
    await failures.record(restaurantId, reservationNumber, clientTag(this.secret, client), now.getTime());
  }

  /** The guest proved they hold the PIN: that number's counter starts again. */
  async reset(failures: ManageFailureRepository, restaurantId: string, reservationNumber: number): Promise<void> {
    await failures.resetNumber(restaurantId, reservationNumber);
  }

  private assertUnder(times: number[], limit: number, now: Date): void {
    assertUnderLockout(times, limit, this.windowMs, now, "Too many wrong reservation numbers or PINs; try again later.");
  }
}
