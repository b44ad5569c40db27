import { CouvertError } from "../../core/errors.ts";

/**
 * The lockout rule shared by PIN checks and sign-ins (docs/api.md §7, §16.2). `times` are the
 * failures inside the window, oldest first. The lock holds while at least `limit` are inside, so
 * it ends when the failure at index `times.length - limit` leaves the window. A limit of 0 switches
 * the lockout off rather than locking everyone out.
 */
export function assertUnderLockout(times: number[], limit: number, windowMs: number, now: Date, message: string): void {
  if (limit <= 0 || times.length < limit) return;
  const releasing = times[times.length - limit]!;
  const seconds = Math.max(1, Math.ceil((releasing + windowMs - now.getTime()) / 1000));
  throw new CouvertError("rate_limit_exceeded", { message, retryAfterSeconds: seconds });
}
