import type { Request } from "express";
import { listingDateAt } from "../../../core/bookability/slots.ts";
import { CouvertError } from "../../../core/errors.ts";
import { waitlistContract as api } from "../../../core/owner/contract/waitlist.ts";
import type { AppContext } from "../../context.ts";
import { handle, type OwnerRoute } from "../owner-api.ts";

/** The Waitlist screen's routes (docs/api.md §16.11); each answers the entry's day as it now stands. */
export function waitlistRoutes(ctx: AppContext): OwnerRoute[] {
  const { waitlist } = ctx.services;
  const dayOf = async (restaurant: Parameters<typeof waitlist.listFor>[0], id: number) =>
    waitlist.listFor(restaurant, (await ctx.store.read.waitlist.findEntry(id))!.date, ctx.clock.now());
  return [
    handle(api.waitlist, async (_req, _res, { restaurant }, { query }) =>
      waitlist.listFor(restaurant, query.date ?? listingDateAt(ctx.clock.now(), restaurant), ctx.clock.now()),
    ),
    handle(api.offerWaitlist, async (req, _res, { restaurant }, { body }) => {
      const id = idOf(req);
      await waitlist.offerByHand(restaurant, id, body.starts_at, ctx.clock.now());
      return dayOf(restaurant, id);
    }),
    handle(api.removeWaitlist, async (req, _res, { restaurant }) => {
      const id = idOf(req);
      await waitlist.remove(restaurant, id, ctx.clock.now());
      return dayOf(restaurant, id);
    }),
  ];
}

function idOf(req: Request): number {
  const raw = String(req.params.id);
  if (!/^\d{1,15}$/.test(raw)) throw new CouvertError("not_found", { message: "No such guest on the waitlist." });
  return Number(raw);
}
