import type { Request } from "express";
import { listingDateAt } from "../../../core/bookability/slots.ts";
import { CouvertError } from "../../../core/errors.ts";
import { tablesContract as api } from "../../../core/owner/contract/tables.ts";
import type { AppContext } from "../../context.ts";
import { handle, type OwnerRoute } from "../owner-api.ts";

/** Tables mode (docs/api.md §16.10): the room (owners change it), the timeline, seating and walk-ins. */
export function tablesRoutes(ctx: AppContext): OwnerRoute[] {
  const { tables } = ctx.services;
  return [
    handle(api.room, async (_req, _res, { restaurant }) => tables.room(restaurant)),
    handle(api.replaceRoom, async (_req, _res, { restaurant }, { body }) => tables.replaceRoom(restaurant, body)),
    handle(api.timeline, async (_req, _res, { restaurant }, { query }) =>
      tables.timeline(restaurant, query.date ?? listingDateAt(ctx.clock.now(), restaurant)),
    ),
    handle(api.seat, async (req, _res, { restaurant }, { body }) => ({ reservation: await tables.seat(restaurant, numberOf(req), body) })),
    handle(api.walkIn, async (_req, _res, { restaurant }, { body }) => ({ reservation: await tables.walkIn(restaurant, body) })),
  ];
}

function numberOf(req: Request): number {
  const raw = String(req.params.number);
  if (!/^\d{1,9}$/.test(raw)) throw new CouvertError("not_found", { message: `There is no reservation ${raw}.` });
  return Number(raw);
}
