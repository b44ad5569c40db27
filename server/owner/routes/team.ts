import * as z from "zod/mini";
import { AccountEmailSchema, InviteBodySchema } from "../../../core/accounts/schemas.ts";
import type { AppContext } from "../../context.ts";
import type { OwnerRoute } from "../owner-api.ts";
import { parseInput } from "../parse-input.ts";

const RemoveBodySchema = z.object({ email: AccountEmailSchema });

/** Who works at the restaurant, and inviting or removing them (docs/api.md §16.1): owners only. */
export function teamRoutes(ctx: AppContext): OwnerRoute[] {
  const { accounts } = ctx.services;
  return [
    {
      method: "GET",
      path: "/team",
      area: "restaurant",
      handler: async (_req, _res, { restaurant }) => ({ members: await accounts.members(restaurant) }),
    },
    {
      method: "POST",
      path: "/team",
      area: "restaurant",
      handler: async (req, _res, { restaurant }) => ({
        invitation: await accounts.invite(restaurant, parseInput(InviteBodySchema, req.body)),
      }),
    },
    {
      method: "POST",
      path: "/team/remove",
      area: "restaurant",
      handler: async (req, _res, { restaurant }) => {
        await accounts.remove(restaurant, parseInput(RemoveBodySchema, req.body).email);
        return { members: await accounts.members(restaurant) };
      },
    },
  ];
}
