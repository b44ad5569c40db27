import type { RequestHandler, Response } from "express";
import { ipKeyGenerator } from "express-rate-limit";
import type { BookingCreated } from "../../../core/reservation/schemas.ts";
import type { AppContext } from "../../context.ts";
import type { ApiRoute } from "../../http/api-router.ts";
import { authOf } from "../../http/auth.ts";
import { bookingLimiter } from "../../http/rate-limit.ts";
import { sendData } from "../../http/respond.ts";
import { parseIdempotencyKey, type IdempotencyClaim } from "./idempotency.ts";
import { ReservationService } from "./service.ts";

/**
 * GET /reservation, POST /reservation, POST /reservation/manage. The router has already checked
 * key, publication, module, origin and rate limits and parsed the JSON body (CONTRACT §1).
 */
export function reservationRoutes(ctx: AppContext): ApiRoute[] {
  const service = new ReservationService(ctx);

  const config: RequestHandler = (req, res) => {
    sendData(req, res, service.bookingConfig(authOf(res).restaurant));
  };

  /**
   * Before the booking limiter: a retry answered from the stored response creates nothing, so it
   * neither counts toward nor is refused by the per-IP booking cap, and the guest gets their PIN.
   */
  const idempotency: RequestHandler = (req, res, next) => {
    const key = parseIdempotencyKey(req.get("idempotency-key"));
    if (key === null) return next();
    const started = service.idempotency.begin(authOf(res).key.id, key, req.body, ctx.clock.now());
    if (started.kind === "replay") {
      res.set("Idempotent-Replayed", "true");
      return sendData(req, res, started.data);
    }
    res.locals.idempotencyClaim = started.claim;
    // A connection dropped before `book` settled the claim still frees the key.
    res.once("close", () => {
      try {
        settle(res, (claim) => service.idempotency.release(claim));
      } catch (error) {
        ctx.logger.warn("could not release an idempotency key", { error: error instanceof Error ? error.message : String(error) });
      }
    });
    next();
  };

  /** The per-IP booking cap; a refusal frees the claimed key before the 429 is sent. */
  const bookingCap = bookingLimiter(ctx);
  const limitBookings: RequestHandler = (req, res, next) =>
    bookingCap(req, res, (error?: unknown) => {
      if (error) settle(res, (claim) => service.idempotency.release(claim));
      next(error);
    });

  const book: RequestHandler = (req, res) => {
    let created: BookingCreated;
    try {
      created = service.book(authOf(res).restaurant, req.body, ctx.clock.now(), claimOf(res));
    } catch (error) {
      // Free the key before the error is sent, so an immediate retry is not told "in progress".
      settle(res, (claim) => service.idempotency.release(claim));
      throw error;
    }
    settle(res, () => {}); // stored with the reservation, in the same transaction
    sendData(req, res, created);
  };

  const manage: RequestHandler = (req, res) => {
    const clientIp = ipKeyGenerator(req.ip ?? "");
    sendData(req, res, service.manage(authOf(res).restaurant, req.body, clientIp, ctx.clock.now()));
  };

  return [
    { method: "GET", path: "/reservation", module: "reservation", handlers: [config] },
    { method: "POST", path: "/reservation", module: "reservation", handlers: [idempotency, limitBookings, book] },
    { method: "POST", path: "/reservation/manage", module: "reservation", handlers: [manage] },
  ];
}

const claimOf = (res: Response): IdempotencyClaim | null => (res.locals.idempotencyClaim as IdempotencyClaim | undefined) ?? null;

/** Hands the pending claim (if any) to `done`, once. */
function settle(res: Response, done: (claim: IdempotencyClaim) => void): void {
  const claim = claimOf(res);
  if (!claim) return;
  res.locals.idempotencyClaim = undefined;
  done(claim);
}
