import { TEST_BOOKING_TTL_DAYS } from "../../../core/keys/space.ts";
import type { AppContext } from "../../context.ts";
import type { ApiKeyRecord } from "../../keys/repository.ts";
import { toKeyView } from "../../keys/service.ts";
import { CliError, requirePositional, requireString, table, type CliCommand } from "../command.ts";
import { RESTAURANT_OPTION, restaurantFrom } from "../lookup.ts";

/** The commands for API keys; the rules (modules, origins, labels) are the key service's, as in the console. */
export const keyCommands: CliCommand[] = [
  {
    path: ["key", "create"],
    usage: "couvert key create --restaurant SLUG --modules reservation,events [--origins URL,...] [--label TEXT] [--test] [--json]",
    summary: "create an API key (--test: a ck_test_ key whose bookings stay apart and send nothing); shown this once",
    options: {
      ...RESTAURANT_OPTION,
      modules: { type: "string" },
      origins: { type: "string" },
      label: { type: "string" },
      test: { type: "boolean" },
    },
    async run(input, ctx) {
      const restaurant = await restaurantFrom(ctx, input);
      const { issued, key } = await ctx.services.apiKeys.create(restaurant.id, {
        modules: listOf(requireString(input, "modules")),
        allowedOrigins: typeof input.values.origins === "string" ? listOf(input.values.origins) : null,
        label: typeof input.values.label === "string" ? input.values.label : null,
        test: input.values.test === true,
      });
      const origins = key.allowedOrigins ? `; origins ${key.allowedOrigins.join(", ")}` : "";
      return {
        json: { ...issued, test: key.test },
        text: [
          `Created ${key.test ? "test key" : "key"} ${issued.id} for ${restaurant.slug} (${key.modules.join(", ")}${origins}).`,
          ...(key.test
            ? [`Its bookings go to the test space: apart from the live book, never notified, deleted after ${TEST_BOOKING_TTL_DAYS} days.`]
            : []),
          `Key (shown once, store it now): ${issued.key}`,
        ].join("\n"),
      };
    },
  },
  {
    path: ["key", "list"],
    usage: "couvert key list --restaurant SLUG [--json]",
    summary: "the restaurant's keys, by prefix only",
    options: RESTAURANT_OPTION,
    async run(input, ctx) {
      const restaurant = await restaurantFrom(ctx, input);
      const keys = (await ctx.services.apiKeys.list(restaurant.id)).map(toKeyView);
      return {
        json: { keys },
        text: table(
          keys.map((k) => ({ ...k })),
          ["id", "prefix", "test", "label", "modules", "allowedOrigins", "createdAt", "lastUsedAt", "revokedAt"],
        ),
      };
    },
  },
  {
    path: ["key", "revoke"],
    usage: "couvert key revoke KEY_ID [--json]",
    summary: "revoke a key at once (rotate: create the new key first, then revoke the old)",
    async run(input, ctx) {
      const stored = await keyNamed(ctx, requirePositional(input, 0, "KEY_ID"));
      const { key, revokedNow } = await ctx.services.apiKeys.revoke(stored.restaurantId, stored.id);
      if (!revokedNow) throw new CliError(`Key ${key.id} was revoked already, at ${key.revokedAt}`);
      return { json: { id: key.id, revoked: true }, text: `Revoked key ${key.prefix} (${key.id}).` };
    },
  },
  {
    path: ["key", "origins"],
    usage: "couvert key origins KEY_ID (--origins URL,... | --any-origin) [--json]",
    summary: "replace the websites a key may be used from; takes effect on every server within 1 s",
    options: { origins: { type: "string" }, "any-origin": { type: "boolean" } },
    async run(input, ctx) {
      const stored = await keyNamed(ctx, requirePositional(input, 0, "KEY_ID"));
      const any = input.values["any-origin"] === true;
      if (any === (typeof input.values.origins === "string")) throw new CliError("give either --origins URL,... or --any-origin");
      const origins = any ? null : listOf(requireString(input, "origins"));
      const key = await ctx.services.apiKeys.setAllowedOrigins(stored.restaurantId, stored.id, origins);
      return {
        json: toKeyView(key),
        text: `Key ${key.prefix} (${key.id}) now works from ${key.allowedOrigins ? key.allowedOrigins.join(", ") : "any origin"}.`,
      };
    },
  },
];

/** A comma-separated list as typed: `reservation, events` → ["reservation", "events"]. */
const listOf = (text: string): string[] => text.split(",").map((item) => item.trim());

/** The command line names a key by its id alone; the service then checks it within its restaurant. */
async function keyNamed(ctx: AppContext, id: string): Promise<ApiKeyRecord> {
  const key = await ctx.keys.findById(id);
  if (!key || key.preview) throw new CliError(`No key with id ${id}`);
  return key;
}
