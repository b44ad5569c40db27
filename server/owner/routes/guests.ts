import type { Request } from "express";
import { CouvertError } from "../../../core/errors.ts";
import { guestsContract as api } from "../../../core/owner/contract/guests.ts";
import type { AppContext } from "../../context.ts";
import { handle, type OwnerRoute } from "../owner-api.ts";

/** Guest profiles (docs/api.md §16.12): owners and staff. */
export function guestRoutes(ctx: AppContext): OwnerRoute[] {
  const { guests } = ctx.services;
  return [
    handle(api.guests, async (_req, _res, { restaurant }, { query }) => ({ guests: await guests.list(restaurant, query) })),
    handle(api.guest, async (req, _res, { restaurant }) => guests.show(restaurant, idOf(req))),
    handle(api.editGuest, async (req, _res, { restaurant }, { body }) => guests.edit(restaurant, idOf(req), body)),
    handle(api.mergeGuests, async (req, _res, { restaurant }, { body }) => guests.merge(restaurant, idOf(req), body.from)),
  ];
}

function idOf(req: Request): number {
  const raw = String(req.params.id);
  if (!/^\d{1,15}$/.test(raw)) throw new CouvertError("not_found", { message: `There is no guest ${raw}.` });
  return Number(raw);
}
