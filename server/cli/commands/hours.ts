import { requirePositional, type CliCommand } from "../command.ts";
import { readJsonFile, restaurantFrom } from "../lookup.ts";

export const hoursCommands: CliCommand[] = [
  {
    path: ["hours", "set"],
    usage: "couvert hours set SLUG FILE [--json]",
    summary:
      "replace the opening hours from {weeklyHours, dateExceptions} or, with services, {services: {definitions, weekly, exceptions}}",
    async run(input, ctx) {
      const restaurant = await restaurantFrom(ctx, requirePositional(input, 0, "SLUG"));
      const file = requirePositional(input, 1, "FILE");
      const { weeklyHours, dateExceptions, services } = await ctx.services.settings.setOpeningHours(restaurant, readJsonFile(file));
      const names = services.definitions.map((d) => d.name ?? d.id).join(", ");
      return {
        json: { restaurant: { slug: restaurant.slug }, weeklyHours, dateExceptions, services },
        text: `Set the hours of ${restaurant.slug}: ${services.definitions.length} service(s) (${names}), ${dateExceptions.length} date exception(s).`,
      };
    },
  },
];
