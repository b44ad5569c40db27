import { isModuleId, MODULE_IDS, type ModuleId } from "../../../core/modules.ts";
import { issueKey, normalizeOrigin } from "../../keys/service.ts";
import { CliError, requirePositional, requireString, table, type CliCommand } from "../command.ts";
import { RESTAURANT_OPTION, restaurantFrom } from "../lookup.ts";

export const keyCommands: CliCommand[] = [
  {
    path: ["key", "create"],
    usage: "couvert key create --restaurant SLUG --modules reservation,events [--origins URL,...] [--label TEXT] [--json]",
    summary: "create an API key; the key is shown this once and never again",
    options: { ...RESTAURANT_OPTION, modules: { type: "string" }, origins: { type: "string" }, label: { type: "string" } },
    async run(input, ctx) {
      const restaurant = await restaurantFrom(ctx, input);
      const modules = parseModules(requireString(input, "modules"));
      const origins = typeof input.values.origins === "string" ? parseOrigins(input.values.origins) : null;
      const label = typeof input.values.label === "string" ? input.values.label : null;
      const issued = await issueKey(ctx.keys, { restaurantId: restaurant.id, modules, allowedOrigins: origins, label }, ctx.clock.now());
      return {
        json: issued,
        text: [
          `Created key ${issued.id} for ${restaurant.slug} (${modules.join(", ")}${origins ? `; origins ${origins.join(", ")}` : ""}).`,
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
      const keys = (await ctx.keys.listByRestaurant(restaurant.id)).map(({ restaurantId: _r, ...key }) => key);
      return {
        json: { keys },
        text: table(keys, ["id", "prefix", "label", "modules", "allowedOrigins", "createdAt", "lastUsedAt", "revokedAt"]),
      };
    },
  },
  {
    path: ["key", "revoke"],
    usage: "couvert key revoke KEY_ID [--json]",
    summary: "revoke a key at once (rotate: create the new key first, then revoke the old)",
    async run(input, ctx) {
      const id = requirePositional(input, 0, "KEY_ID");
      const key = await ctx.keys.findById(id);
      if (!key) throw new CliError(`No key with id ${id}`);
      if (!(await ctx.keys.revoke(id, ctx.clock.now()))) throw new CliError(`Key ${id} was revoked already, at ${key.revokedAt}`);
      return { json: { id, revoked: true }, text: `Revoked key ${key.prefix} (${id}).` };
    },
  },
];

function parseModules(list: string): ModuleId[] {
  const modules = [
    ...new Set(
      list
        .split(",")
        .map((m) => m.trim())
        .filter(Boolean),
    ),
  ];
  const unknown = modules.filter((m) => !isModuleId(m));
  if (unknown.length > 0 || modules.length === 0) {
    throw new CliError(`--modules: unknown module(s) ${unknown.join(", ") || "(none given)"}; choose from ${MODULE_IDS.join(", ")}`);
  }
  return modules as ModuleId[];
}

function parseOrigins(list: string): string[] {
  return list.split(",").map((raw) => {
    if (raw.includes("*")) {
      throw new CliError(
        `--origins: "${raw.trim()}" has a wildcard; browsers send one exact origin, so list each site (https://bistro.example,https://www.bistro.example)`,
      );
    }
    const origin = normalizeOrigin(raw.trim());
    if (!origin) throw new CliError(`--origins: "${raw}" is not an origin like https://bistro.example`);
    return origin;
  });
}
