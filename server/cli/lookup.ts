import fs from "node:fs";
import type * as z from "zod/mini";
import type { AppContext } from "../context.ts";
import { refusalOf } from "../../core/parse.ts";
import type { Restaurant } from "../restaurants/settings.ts";
import { CliError, requireString, type CommandInput } from "./command.ts";

/** The `--restaurant SLUG` option, for the commands that work on one restaurant. */
export const RESTAURANT_OPTION = { restaurant: { type: "string" } } as const;

/** The restaurant named by `--restaurant SLUG` (or the given slug), or a clear error. */
export async function restaurantFrom(ctx: AppContext, input: CommandInput | string): Promise<Restaurant> {
  const slug = typeof input === "string" ? input : requireString(input, "restaurant");
  const restaurant = await ctx.restaurants.findBySlug(slug);
  if (!restaurant) throw new CliError(`No restaurant with slug "${slug}"`);
  return restaurant;
}

export function readJsonFile(file: string): unknown {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch {
    throw new CliError(`Cannot read ${file}`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new CliError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
}

/**
 * `value` as `schema` reads it, or core's refusal naming what was read first, e.g.
 * `menu.json: items[3].rating must be at most 5.`, as a CliError: a usage error, so the command's
 * usage line follows it (server/cli/run.ts).
 */
export function parseOrFail<S extends z.ZodMiniType>(schema: S, value: unknown, what: string): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data as z.infer<S>;
  const { message } = refusalOf(result.error.issues[0]!, what);
  throw new CliError(message.startsWith(what) ? message : `${what}: ${message}`);
}
