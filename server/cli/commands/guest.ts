import { GuestContactSchema, type GuestContact } from "../../../core/privacy/schemas.ts";
import { CLI_ACTOR } from "../../privacy/privacy-service.ts";
import type { CliCommand, CommandInput } from "../command.ts";
import { parseOrFail, RESTAURANT_OPTION, restaurantFrom } from "../lookup.ts";

const GUEST_OPTIONS = { ...RESTAURANT_OPTION, email: { type: "string" }, phone: { type: "string" } } as const;

/** A guest's data (docs/api.md §20): access, portability and erasure, from the command line. */
export const guestCommands: CliCommand[] = [
  {
    path: ["guest", "export"],
    usage: "couvert guest export --restaurant SLUG (--email E | --phone P)",
    summary: "print one JSON document of everything held about a guest: bookings, change requests, messages",
    options: GUEST_OPTIONS,
    async run(input, ctx) {
      const restaurant = await restaurantFrom(ctx, input);
      const document = await ctx.services.privacy.export(restaurant, contactFrom(input));
      // One document whether or not --json is given: it is what the guest is sent.
      return { json: document, text: JSON.stringify(document, null, 2) };
    },
  },
  {
    path: ["guest", "erase"],
    usage: "couvert guest erase --restaurant SLUG (--email E | --phone P) [--json]",
    summary: "erase a guest's personal data; their future bookings are cancelled with a message to them first",
    options: GUEST_OPTIONS,
    async run(input, ctx) {
      const restaurant = await restaurantFrom(ctx, input);
      const result = await ctx.services.privacy.erase(restaurant, contactFrom(input), CLI_ACTOR);
      const text =
        result.bookingsFound === 0
          ? `Nothing to erase: no booking of ${restaurant.slug} holds that guest's details.`
          : `Erased the guest's details from ${result.bookingsFound} booking(s) of ${restaurant.slug} (${result.rowsChanged} row(s) changed)` +
            (result.bookingsCancelled > 0 ? `; ${result.bookingsCancelled} future booking(s) cancelled, the guest told first.` : ".");
      return { json: result, text };
    },
  },
];

function contactFrom(input: CommandInput): GuestContact {
  const { email, phone } = input.values;
  return parseOrFail(
    GuestContactSchema,
    { ...(typeof email === "string" ? { email } : {}), ...(typeof phone === "string" ? { phone } : {}) },
    "--email/--phone",
  );
}
