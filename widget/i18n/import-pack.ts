import type { Lang } from "../../core/locale.ts";
import type { WidgetPack } from "./pack.ts";

/**
 * A language's texts, fetched when a page first needs them. The build replaces this module
 * (vite.config.ts `languagePacks`): the bundle is one IIFE, so each pack is a file of its own,
 * `couvert.<lang>-<hash>.js` beside it, imported from the bundle's own folder.
 */
export const importPack = (lang: Lang): Promise<WidgetPack> =>
  import(`./packs/${lang}.ts`).then((module: { pack: WidgetPack }) => module.pack);
