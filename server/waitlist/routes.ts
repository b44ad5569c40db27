import type { AppContext } from "../context.ts";
import type { ApiRoute, WriteCall } from "../http/api-router.ts";
import { bookingCap } from "../http/rate-limit.ts";
import { prepareData, sendPrepared } from "../http/respond.ts";
import { spaceOf } from "../keys/repository.ts";
import { validateWaitlistJoin } from "../../core/waitlist/validate.ts";
import { CouvertError } from "../../core/errors.ts";
import { guestPhoneReader } from "../modules/reservation/guest-phone.ts";

/**
 * POST /reservation/waitlist (docs/api.md §13.4b): a guest joins the waitlist of a full date. It
 * counts toward the per-IP booking cap like a booking. A test key's request is judged by the same
 * rules and answered alike, but nothing is stored or sent (docs/api.md §2.5).
 */
export function waitlistRoutes(ctx: AppContext): ApiRoute[] {
  const service = ctx.services.waitlist;
  const countJoin = bookingCap(ctx);
  const join = async ({ req, res, auth, client, body }: WriteCall) => {
    const now = ctx.clock.now();
    if (spaceOf(auth.key) === "test") {
      const validated = validateWaitlistJoin(body, auth.restaurant, now, guestPhoneReader(auth.restaurant.country));
      if (!validated.ok) throw CouvertError.from(validated.error);
      return sendPrepared(req, res, prepareData({ ok: true, status: "waiting", position: 0 }));
    }
    await countJoin(res, auth.restaurant.id, client);
    sendPrepared(req, res, prepareData(await service.join(auth.restaurant, body, now)));
  };
  return [{ method: "POST", path: "/reservation/waitlist", module: "reservation", write: join }];
}
