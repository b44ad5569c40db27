import { CONTENT_SCHEMAS, type ContentModule } from "../../../core/content/schemas.ts";
import type { AppContext } from "../../context.ts";
import { CONTENT_IMPORT_SCHEMAS, describeContent } from "../../modules/content/service.ts";
import { CliError, requirePositional, type CliCommand } from "../command.ts";
import { parseOrFail, readJsonFile, RESTAURANT_OPTION, restaurantFrom } from "../lookup.ts";

const MODULES = Object.keys(CONTENT_SCHEMAS) as ContentModule[];
const service = (ctx: AppContext) => ctx.services.content;

export const contentCommands: CliCommand[] = [
  {
    path: ["content", "import"],
    usage: `couvert content import --restaurant SLUG ${MODULES.join("|")} FILE [--json]`,
    summary: "replace a module's content with a JSON file; a bad file is refused whole and the stored content kept",
    options: RESTAURANT_OPTION,
    async run(input, ctx) {
      const restaurant = await restaurantFrom(ctx, input);
      const module = moduleFrom(requirePositional(input, 0, "MODULE"));
      const file = requirePositional(input, 1, "FILE");
      const document = parseOrFail(CONTENT_IMPORT_SCHEMAS[module], readJsonFile(file), file);
      await service(ctx).import(restaurant.id, module, document, ctx.clock.now());
      const summary = describeContent(module, document);
      return {
        json: { restaurant: { slug: restaurant.slug }, module, document: await service(ctx).document(restaurant.id, module) },
        text: `Imported ${module} into ${restaurant.slug}: ${summary}.`,
      };
    },
  },
  {
    path: ["content", "show"],
    usage: `couvert content show --restaurant SLUG ${MODULES.join("|")} [--json]`,
    summary: "the module's stored content (null when nothing was imported)",
    options: RESTAURANT_OPTION,
    async run(input, ctx) {
      const restaurant = await restaurantFrom(ctx, input);
      const module = moduleFrom(requirePositional(input, 0, "MODULE"));
      const document = await service(ctx).document(restaurant.id, module);
      return {
        json: { restaurant: { slug: restaurant.slug }, module, document },
        text:
          document === null
            ? `No ${module} imported for ${restaurant.slug}.`
            : `${module} of ${restaurant.slug}: ${describeContent(module, document)}.\n${JSON.stringify(document, null, 2)}`,
      };
    },
  },
];

function moduleFrom(value: string): ContentModule {
  if ((MODULES as string[]).includes(value)) return value as ContentModule;
  const hint =
    value === "opening_hours" || value === "opening-hours" || value === "hours"
      ? " (opening hours are set with: couvert hours set SLUG FILE)"
      : "";
  throw new CliError(`unknown content module "${value}"; choose from ${MODULES.join(", ")}${hint}`);
}
