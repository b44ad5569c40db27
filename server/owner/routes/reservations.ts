import { Readable } from "node:stream";
import { listingDateAt } from "../../../core/bookability/slots.ts";
import { pipeline } from "node:stream/promises";
import type { Request } from "express";
import { CouvertError } from "../../../core/errors.ts";
import { reservationEditContract } from "../../../core/owner/contract/reservation-edit.ts";
import { reservationContract as api } from "../../../core/owner/contract/reservations.ts";
import type { ReservationDetails } from "../../../core/reservation/schemas.ts";
import type { AppContext } from "../../context.ts";
import { guestMessageCap } from "../console-limits.ts";
import { exportTurns } from "../export-limit.ts";
import { handle, type OwnerRoute } from "../owner-api.ts";

/** The day, its reservations and what can be done to them (docs/api.md §16.6); staff may use all of it. */
export function reservationRoutes(ctx: AppContext): OwnerRoute[] {
  const { owner, desk, edits } = ctx.services;
  const capGuestMessages = guestMessageCap(ctx);
  const exportTurn = exportTurns(ctx);
  return [
    handle(api.day, async (_req, _res, { restaurant }, { query }) =>
      desk.daySheet(restaurant, query.date ?? listingDateAt(ctx.clock.now(), restaurant)),
    ),
    handle(api.search, async (_req, _res, { restaurant }, { query }) => ({ reservations: await desk.search(restaurant, query.q) })),
    handle(api.requests, async (_req, _res, { restaurant }) => {
      const [reservations, pending] = await Promise.all([owner.openRequests(restaurant), owner.awaitingConfirmation(restaurant)]);
      return { reservations, pending };
    }),
    handle(api.reservation, async (req, _res, { restaurant }) => ({ reservation: await owner.show(restaurant, numberOf(req)) })),
    handle(api.moveStatus, async (req, _res, { restaurant }, { body }) => ({
      reservation: await owner.setStatus(restaurant, numberOf(req), body.status),
    })),
    handle(api.undoStatus, async (req, _res, { restaurant }, { body }) => ({
      reservation: await owner.undoStatus(restaurant, numberOf(req), body.status),
    })),
    handle(reservationEditContract.edit, async (req, _res, { restaurant }, { body }) => {
      const { overrides, ...fields } = body;
      return { reservation: await edits.edit(restaurant, numberOf(req), fields, overrides ?? {}) };
    }),
    handle(api.approve, async (req, _res, { restaurant }) => ({ reservation: await owner.approve(restaurant, numberOf(req)) })),
    handle(api.decline, async (req, _res, { restaurant }) => ({ reservation: await owner.decline(restaurant, numberOf(req)) })),
    handle(api.book, async (_req, res, { restaurant, signedIn }, { body }) => {
      const { overrides, ...guest } = body;
      const booker = { userId: signedIn.userId, restaurantId: restaurant.id };
      const admit = (details: ReservationDetails) => capGuestMessages(res, booker, details);
      return desk.bookForGuest(restaurant, guest, overrides ?? {}, admit);
    }),
    handle(api.exportCsv, async (_req, res, { restaurant, signedIn }, { query }) => {
      const { from, to, format, separator } = query;
      const lines = await desk.exportCsv(restaurant, from, to, { format, separator: separator === "semicolon" ? ";" : "," });
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
    }),
  ];
}

function numberOf(req: Request): number {
  const raw = String(req.params.number);
  if (!/^\d{1,9}$/.test(raw)) throw new CouvertError("not_found", { message: `There is no reservation ${raw}.` });
  return Number(raw);
}
