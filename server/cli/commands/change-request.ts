import type { CliCommand } from "../command.ts";
import { RESTAURANT_OPTION, restaurantFrom } from "../lookup.ts";
import { describe, numberFrom } from "./reservation.ts";

export const changeRequestCommands: CliCommand[] = [
  {
    path: ["change-request", "approve"],
    usage: "couvert change-request approve --restaurant SLUG NUMBER [--json]",
    summary: "apply a guest's open change request, after checking it against today's rules and capacity",
    options: RESTAURANT_OPTION,
    async run(input, ctx) {
      const restaurant = await restaurantFrom(ctx, input);
      const reservation = await ctx.services.owner.approve(restaurant, numberFrom(input));
      return { json: { reservation }, text: `Approved and applied.\n${describe(reservation, restaurant)}` };
    },
  },
  {
    path: ["change-request", "decline"],
    usage: "couvert change-request decline --restaurant SLUG NUMBER [--json]",
    summary: "decline a guest's open change request; the reservation stays as it is",
    options: RESTAURANT_OPTION,
    async run(input, ctx) {
      const restaurant = await restaurantFrom(ctx, input);
      const reservation = await ctx.services.owner.decline(restaurant, numberFrom(input));
      return { json: { reservation }, text: `Declined.\n${describe(reservation, restaurant)}` };
    },
  },
];
