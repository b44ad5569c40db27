import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Request } from "express";
import {
  DayQuerySchema,
  ExportQuerySchema,
  OwnerBookingOverridesSchema,
  SearchQuerySchema,
  StatusMoveBodySchema,
} from "../../../core/owner/requests.ts";
import { CouvertError } from "../../../core/errors.ts";
import type { ReservationDetails } from "../../../core/reservation/schemas.ts";
import type { OwnerRequests } from "../../../core/owner/views.ts";
import type { AppContext } from "../../context.ts";
import { guestMessageCap } from "../console-limits.ts";
import { exportTurns } from "../export-limit.ts";
import type { OwnerRoute } from "../owner-api.ts";
import { parseInput } from "../parse-input.ts";

/** The day, its reservations and what can be done to them (docs/api.md §16.6); staff may use all of it. */
export function reservationRoutes(ctx: AppContext): OwnerRoute[] {
  const { owner, desk } = ctx.services;
  const capGuestMessages = guestMessageCap(ctx);
  const exportTurn = exportTurns(ctx);
  return [
    {
      method: "GET",
      path: "/day",
      area: "reservations",
      handler: async (req, _res, { restaurant }) => desk.daySheet(restaurant, parseInput(DayQuerySchema, req.query).date),
    },
    {
      method: "GET",
      path: "/search",
      area: "reservations",
      handler: async (req, _res, { restaurant }) => ({
        reservations: await desk.search(restaurant, parseInput(SearchQuerySchema, req.query).q),
      }),
    },
    {
      method: "GET",
      path: "/requests",
      area: "reservations",
      handler: async (_req, _res, { restaurant }): Promise<OwnerRequests> => {
        const [reservations, pending] = await Promise.all([owner.openRequests(restaurant), owner.awaitingConfirmation(restaurant)]);
        return { reservations, pending };
      },
    },
    {
      method: "GET",
      path: "/reservations/:number",
      area: "reservations",
      handler: async (req, _res, { restaurant }) => ({ reservation: await owner.show(restaurant, numberOf(req)) }),
    },
    {
      method: "POST",
      path: "/reservations/:number/status",
      area: "reservations",
      handler: async (req, _res, { restaurant }) => ({
        reservation: await owner.setStatus(restaurant, numberOf(req), parseInput(StatusMoveBodySchema, req.body).status),
      }),
    },
    {
      method: "POST",
      path: "/reservations/:number/approve",
      area: "reservations",
      handler: async (req, _res, { restaurant }) => ({ reservation: await owner.approve(restaurant, numberOf(req)) }),
    },
    {
      method: "POST",
      path: "/reservations/:number/decline",
      area: "reservations",
      handler: async (req, _res, { restaurant }) => ({ reservation: await owner.decline(restaurant, numberOf(req)) }),
    },
    {
      method: "POST",
      path: "/reservations",
      area: "reservations",
      handler: async (req, res, { restaurant, signedIn }) => {
        const { overrides, ...guest } = req.body as { overrides?: unknown };
        const booker = { userId: signedIn.userId, restaurantId: restaurant.id };
        const admit = (details: ReservationDetails) => capGuestMessages(res, booker, details);
        return desk.bookForGuest(restaurant, guest, parseInput(OwnerBookingOverridesSchema, overrides ?? {}), admit);
      },
    },
    {
      method: "GET",
      path: "/export.csv",
      area: "reservations",
      handler: async (req, res, { restaurant, signedIn }) => {
        const { from, to } = parseInput(ExportQuerySchema, req.query);
        const lines = await desk.exportCsv(restaurant, from, to);
        const release = exportTurn(restaurant.id, signedIn.userId);
        try {
          res.type("text/csv; charset=utf-8");
          res.attachment(`${restaurant.slug}-reservations-${from}-to-${to}.csv`);
          res.setTimeout(desk.exportIdleMs, () => res.destroy());
          // Written as it is read, at the pace the client takes it; a client that leaves stops the reads.
          await pipeline(Readable.from(lines), res);
        } catch (error) {
          if (!res.headersSent) throw error;
          // Cut short after the headers: nothing more can be said to the client.
          if ((error as NodeJS.ErrnoException).code !== "ERR_STREAM_PREMATURE_CLOSE")
            ctx.logger.error({ err: error }, "the CSV export failed");
        } finally {
          release();
        }
        return undefined;
      },
    },
  ];
}

function numberOf(req: Request): number {
  const raw = String(req.params.number);
  if (!/^\d{1,9}$/.test(raw)) throw new CouvertError("not_found", { message: `There is no reservation ${raw}.` });
  return Number(raw);
}
