import type { RequestHandler } from "express";
import type { AppContext } from "../../context.ts";
import type { ApiRoute, WriteCall } from "../../http/api-router.ts";
import { authOf } from "../../http/auth.ts";
import { spaceOf } from "../../keys/repository.ts";
import { clientOf } from "../../http/client-ip.ts";
import { bookingCap } from "../../http/rate-limit.ts";
import { prepareData, sendData, sendPrepared, sendStored } from "../../http/respond.ts";
import type { Restaurant } from "../../restaurants/settings.ts";
import type { BookingConfig } from "../../../core/reservation/schemas.ts";
import { availabilityOf, parseAvailabilityQuery } from "./availability.ts";
import { compactAvailability } from "../../../core/bookability/compact-availability.ts";
import { parseIdempotencyKey } from "./idempotency.ts";
import { senderAddress } from "../../notifications/transports/email.ts";
import { CouvertError } from "../../../core/errors.ts";
import type { BookingOutcome } from "../../metrics/metrics.ts";

/**
 * GET /reservation, GET /reservation/availability, POST /reservation, POST /reservation/manage, POST /reservation/pin-reset. The router has already checked
 * key, publication, module, origin and rate limits (the PIN lockout of a client among them) and
 * parsed the JSON body (docs/api.md §1).
 */
export function reservationRoutes(ctx: AppContext): ApiRoute[] {
  const service = ctx.services.reservations;

  // Built from the restaurant alone: one object per restaurant as kept (http/read-cache.ts), serialised once.
  const configs = new WeakMap<Restaurant, BookingConfig>();
  const server = { calendarOrganizer: senderAddress(ctx.config.notifications.mailFrom), publicUrl: ctx.config.publicUrl };
  const config = (restaurant: Restaurant): BookingConfig => {
    let data = configs.get(restaurant);
    if (!data) configs.set(restaurant, (data = service.bookingConfig(restaurant, server)));
    return data;
  };

  const availability: RequestHandler = async (req, res) => {
    const { restaurant, key } = authOf(res);
    const query = parseAvailabilityQuery(req.query as Record<string, unknown>, restaurant);
    const answer = await availabilityOf(ctx.store.read, restaurant, query, ctx.clock.now(), spaceOf(key));
    sendData(req, res, query.format === "compact" ? compactAvailability(answer) : answer);
  };

  const countBooking = bookingCap(ctx);
  const { metrics } = ctx;
  const book = async (call: WriteCall) => {
    if (!metrics) return bookAndAnswer(call);
    try {
      await bookAndAnswer(call);
      metrics.booked(call.res.getHeader("Idempotent-Replayed") === "true" ? "replayed" : "created");
    } catch (error) {
      metrics.booked(bookingRefusal(error));
      throw error;
    }
  };
  const bookAndAnswer = async ({ req, res, auth, client, body }: WriteCall) => {
    const idempotencyKey = parseIdempotencyKey(req.headers["idempotency-key"] as string | undefined);
    const request = { apiKeyId: auth.key.id, space: spaceOf(auth.key), idempotencyKey, body };
    // The per-IP booking cap, which the service asks only once it knows this is no replay.
    const admit = async () => countBooking(res, auth.restaurant.id, client);
    const outcome = await service.bookOnce(auth.restaurant, request, ctx.clock.now(), admit);
    if (!outcome.replayed) return sendPrepared(req, res, prepareData(outcome.created));
    res.setHeader("Idempotent-Replayed", "true");
    sendStored(req, res, outcome.response);
  };

  const admitManageClient: RequestHandler = async (req, _res, next) => {
    await service.admitManageClient(clientOf(req), ctx.clock.now());
    next();
  };
  const manage: RequestHandler = async (req, res) => {
    const { restaurant, key } = authOf(res);
    sendData(req, res, await service.manage(restaurant, spaceOf(key), req.body, clientOf(req), ctx.clock.now()));
  };

  const resetPin: RequestHandler = async (req, res) => {
    const { restaurant, key } = authOf(res);
    sendData(req, res, await service.resetPin(restaurant, spaceOf(key), req.body, clientOf(req), ctx.clock.now()));
  };

  return [
    { method: "GET", path: "/reservation", module: "reservation", view: config },
    { method: "GET", path: "/reservation/availability", module: "reservation", handlers: [availability] },
    { method: "POST", path: "/reservation", module: "reservation", write: book },
    { method: "POST", path: "/reservation/manage", module: "reservation", limits: [admitManageClient], handlers: [manage] },
    { method: "POST", path: "/reservation/pin-reset", module: "reservation", limits: [admitManageClient], handlers: [resetPin] },
  ];
}

/** A booking's refusal as /metrics counts it (docs/api.md §17). */
function bookingRefusal(error: unknown): BookingOutcome {
  if (!(error instanceof CouvertError) || error.status >= 500) return "failed";
  return error.code === "slot_full" ? "slot_full" : "refused";
}
