import { OpeningHoursSchema } from "../../../core/hours.ts";
import { requirePositional, type CliCommand } from "../command.ts";
import { parseOrFail, readJsonFile, restaurantFrom } from "../lookup.ts";

export const hoursCommands: CliCommand[] = [
  {
    path: ["hours", "set"],
    usage: "couvert hours set SLUG FILE [--json]",
    summary: "replace weekly hours and date exceptions from {weeklyHours, dateExceptions}",
    async run(input, ctx) {
      const restaurant = await restaurantFrom(ctx, requirePositional(input, 0, "SLUG"));
      const file = requirePositional(input, 1, "FILE");
      const hours = parseOrFail(OpeningHoursSchema, readJsonFile(file), file);
      await ctx.restaurants.setHours(restaurant.id, hours, ctx.clock.now());
      return {
        json: { restaurant: { slug: restaurant.slug }, ...hours },
        text: `Set the hours of ${restaurant.slug}: ${hours.dateExceptions.length} date exception(s).`,
      };
    },
  },
];
