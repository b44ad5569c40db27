import { requirePositional, type CliCommand } from "../command.ts";
import { readJsonFile, restaurantFrom } from "../lookup.ts";

export const hoursCommands: CliCommand[] = [
  {
    path: ["hours", "set"],
    usage: "couvert hours set SLUG FILE [--json]",
    summary: "replace weekly hours and date exceptions from {weeklyHours, dateExceptions}",
    async run(input, ctx) {
      const restaurant = await restaurantFrom(ctx, requirePositional(input, 0, "SLUG"));
      const file = requirePositional(input, 1, "FILE");
      const { weeklyHours, dateExceptions } = await ctx.services.settings.setOpeningHours(restaurant, readJsonFile(file));
      return {
        json: { restaurant: { slug: restaurant.slug }, weeklyHours, dateExceptions },
        text: `Set the hours of ${restaurant.slug}: ${dateExceptions.length} date exception(s).`,
      };
    },
  },
];
