import { restaurantContract as api } from "../../../core/owner/contract/restaurant.ts";
import type { AppContext } from "../../context.ts";
import { ownerRoute, type OwnerRoute } from "../owner-api.ts";

/** Who works at the restaurant, and inviting or removing them (docs/api.md §16.1): owners only. */
export function teamRoutes(ctx: AppContext): OwnerRoute[] {
  const { accounts } = ctx.services;
  return [
    ownerRoute(api.team, async (_req, _res, { restaurant }) => ({ members: await accounts.members(restaurant) })),
    ownerRoute(api.invite, async (_req, _res, { restaurant }, { body }) => ({ invitation: await accounts.invite(restaurant, body) })),
    ownerRoute(api.removeMember, async (_req, _res, { restaurant }, { body }) => {
      await accounts.remove(restaurant, body.email);
      return { members: await accounts.members(restaurant) };
    }),
  ];
}
