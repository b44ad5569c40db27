import type { Lang } from "../core/locale.ts";

/**
 * The texts of one element or screen, per language: English is always at hand, the others are
 * bundled beside it (the console's German) or arrive with their language's pack, loaded when a page
 * first needs it (see `addLanguage`).
 */
export type Catalog<T> = { en: T } & Partial<Record<Lang, T>>;

/** A language's texts for every catalog, by the catalog's name. */
export type LanguagePack = Record<string, unknown>;

const catalogs = new Map<string, Catalog<unknown>>();
const packs = new Map<Lang, LanguagePack>();

/**
 * Names `texts` so a language pack can fill it in; a pack loaded before (a screen whose module is
 * itself loaded later) fills it in at once.
 */
export function catalog<T>(name: string, texts: Catalog<T>): Catalog<T> {
  catalogs.set(name, texts);
  for (const [lang, pack] of packs) if (name in pack) texts[lang] = pack[name] as T;
  return texts;
}

/** Adds a loaded language's texts to every catalog it names. */
export function addLanguage(lang: Lang, pack: LanguagePack): void {
  packs.set(lang, pack);
  for (const [name, texts] of Object.entries(pack)) {
    const named = catalogs.get(name);
    if (named) named[lang] = texts;
  }
}

/** Whether `lang`'s texts are here: English always, another language once its pack has loaded or when every catalog came with it. */
export const hasLanguage = (lang: Lang): boolean =>
  lang === "en" || packs.has(lang) || (catalogs.size > 0 && [...catalogs.values()].every((texts) => texts[lang] !== undefined));

/** `lang`'s texts of `texts`, English while that language has not loaded (or failed to). */
export const textsIn = <T>(texts: Catalog<T>, lang: Lang): T => texts[lang] ?? texts.en;

/** Every named catalog so far, for the test that each has every language. */
export const namedCatalogs = (): ReadonlyMap<string, Catalog<unknown>> => catalogs;
