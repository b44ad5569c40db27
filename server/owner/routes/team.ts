import { restaurantContract as api } from "../../../core/owner/contract/restaurant.ts";
import type { AppContext } from "../../context.ts";
import { handle, type OwnerRoute } from "../owner-api.ts";

/** Who works at the restaurant, and inviting or removing them (docs/api.md §16.1): owners only. */
export function teamRoutes(ctx: AppContext): OwnerRoute[] {
  const { accounts } = ctx.services;
  return [
    handle(api.team, async (_req, _res, { restaurant }) => ({ members: await accounts.members(restaurant) })),
    handle(api.invite, async (_req, _res, { restaurant }, { body }) => ({ invitation: await accounts.invite(restaurant, body) })),
    handle(api.removeMember, async (_req, _res, { restaurant }, { body }) => {
      await accounts.remove(restaurant, body.email);
      return { members: await accounts.members(restaurant) };
    }),
  ];
}
