import { canonicalZone } from "../../../core/time.ts";
import { parseOrRefuse } from "../../../core/parse.ts";
import { CountrySchema } from "../../../core/restaurant-settings.ts";
import { RestaurantNameSchema, SETTING_ALIASES, SLUG_PATTERN, type Restaurant } from "../../restaurants/settings.ts";
import { CliError, requirePositional, requireString, table, type CliCommand } from "../command.ts";
import { readJsonFile, restaurantFrom } from "../lookup.ts";
import { upcomingUnseated } from "../../tables/tables-service.ts";

export const restaurantCommands: CliCommand[] = [
  {
    path: ["restaurant", "create"],
    usage: "couvert restaurant create --name NAME --slug SLUG --timezone ZONE [--country CC] [--json]",
    summary: "create an unpublished restaurant (closed every day until hours are set); CC: where local phone numbers are read, e.g. DE",
    options: { name: { type: "string" }, slug: { type: "string" }, timezone: { type: "string" }, country: { type: "string" } },
    async run(input, ctx) {
      const name = parseOrRefuse(RestaurantNameSchema, requireString(input, "name"), "name");
      const country = typeof input.values.country === "string" ? parseOrRefuse(CountrySchema, input.values.country, "country") : null;
      const slug = requireString(input, "slug");
      const zone = requireString(input, "timezone");
      const timezone = canonicalZone(zone);
      if (!SLUG_PATTERN.test(slug)) throw new CliError("--slug must be lower-case letters, digits and dashes, e.g. bistro-lumen");
      if (!timezone) throw new CliError(`--timezone "${zone}" is not an IANA time zone, e.g. Europe/Berlin`);
      if (await ctx.restaurants.findBySlug(slug)) throw new CliError(`A restaurant with slug "${slug}" exists already`);
      const restaurant = await ctx.restaurants.create({ name, slug, timezone, country }, ctx.clock.now());
      return { json: { restaurant: view(restaurant) }, text: `Created ${restaurant.name} (${restaurant.slug}), unpublished.` };
    },
  },
  {
    path: ["restaurant", "update"],
    usage: "couvert restaurant update SLUG (--set field=value ... | --file settings.json) [--json]",
    summary: "change settings; all are checked together and nothing is written if one is wrong",
    options: { set: { type: "string", multiple: true }, file: { type: "string" } },
    async run(input, ctx) {
      const restaurant = await restaurantFrom(ctx, requirePositional(input, 0, "SLUG"));
      const changes = typeof input.values.file === "string" ? settingsFromFile(input.values.file) : settingsFromPairs(input.values.set);
      if (Object.keys(changes).length === 0) throw new CliError("nothing to change: give --set field=value or --file");
      const updated = await ctx.services.settings.update(restaurant, changes);
      const names = [...new Set(Object.keys(changes).map((key) => SETTING_ALIASES[key] ?? key))];
      const text = `Updated ${names.join(", ")} of ${updated.slug}.`;
      if (restaurant.capacityMode === updated.capacityMode || updated.capacityMode !== "tables") {
        return { json: { restaurant: view(updated) }, text };
      }
      // Covers → tables: the bookings still to come that fit no table are the owner's to place (docs/api.md §16.10).
      const unseated = await upcomingUnseated(ctx.store.read, updated, ctx.clock.now());
      const lines = unseated.map((s) => `  #${s.reservationNumber}  ${s.startsAt}  party of ${s.partySize}  ${s.guestName}`);
      return {
        json: { restaurant: view(updated), unseated },
        text:
          unseated.length === 0
            ? text
            : [text, `${unseated.length} booking(s) to come fit no table; move them or the room:`, ...lines].join("\n"),
      };
    },
  },
  publishCommand("publish", true),
  publishCommand("unpublish", false),
  {
    path: ["restaurant", "show"],
    usage: "couvert restaurant show SLUG [--json]",
    summary: "settings and hours of a restaurant",
    async run(input, ctx) {
      const restaurant = await restaurantFrom(ctx, requirePositional(input, 0, "SLUG"));
      const { weeklyHours, dateExceptions, ...rest } = view(restaurant);
      const text = [
        ...Object.entries(rest).map(([k, v]) => `${k.padEnd(24)} ${JSON.stringify(v)}`),
        "weeklyHours",
        ...Object.entries(weeklyHours).map(([d, h]) => `  ${d.padEnd(10)} ${h.closed ? "closed" : `${h.open}–${h.close}`}`),
        `dateExceptions           ${dateExceptions.length === 0 ? "none" : ""}`,
        ...dateExceptions.map((e) => `  ${e.date} ${e.closed ? "closed" : `${e.open}–${e.close}`}${e.note ? `  ${e.note}` : ""}`),
      ].join("\n");
      return { json: { restaurant: view(restaurant) }, text };
    },
  },
  {
    path: ["restaurant", "list"],
    usage: "couvert restaurant list [--json]",
    summary: "every restaurant on this server",
    async run(_input, ctx) {
      const restaurants = (await ctx.restaurants.list()).map(view);
      const rows = restaurants.map((r) => ({ slug: r.slug, name: r.name, timezone: r.timezone, published: r.published }));
      return { json: { restaurants }, text: table(rows, ["slug", "name", "timezone", "published"]) };
    },
  },
];

function publishCommand(verb: "publish" | "unpublish", published: boolean): CliCommand {
  return {
    path: ["restaurant", verb],
    usage: `couvert restaurant ${verb} SLUG [--json]`,
    summary: published
      ? "let the restaurant's keys answer (needs a capacity, maxCoversPerSlot)"
      : "make every key of the restaurant answer 403",
    async run(input, ctx) {
      const restaurant = await restaurantFrom(ctx, requirePositional(input, 0, "SLUG"));
      const updated = await ctx.services.settings.setPublished(restaurant, published);
      return {
        json: { restaurant: view(updated) },
        text: `${restaurant.slug} is now ${published ? "published" : "unpublished"}.`,
      };
    },
  };
}

function settingsFromFile(file: string): Record<string, unknown> {
  const value = readJsonFile(file);
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new CliError(`${file} must hold a JSON object of settings`);
  return value as Record<string, unknown>;
}

/** `--set maxPartySize=10 --set termsUrl=null`: values read as JSON when they parse, else as text. */
function settingsFromPairs(pairs: unknown): Record<string, unknown> {
  const list = Array.isArray(pairs) ? (pairs as string[]) : [];
  const settings: Record<string, unknown> = {};
  for (const pair of list) {
    const eq = pair.indexOf("=");
    if (eq <= 0) throw new CliError(`--set ${pair}: expected field=value`);
    const raw = pair.slice(eq + 1);
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      value = raw;
    }
    settings[pair.slice(0, eq)] = value;
  }
  return settings;
}

const view = (r: Restaurant) => ({ ...r });
