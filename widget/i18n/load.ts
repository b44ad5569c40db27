import type { Lang } from "../../core/locale.ts";
import { addLanguage, hasLanguage } from "../../ui-shared/lazy-catalog.ts";
import { importPack } from "./import-pack.ts";

const loading = new Map<Lang, Promise<void>>();

/**
 * Null when `lang`'s texts are here; else the promise of them, started on the first call. It
 * never rejects: a pack that fails to load leaves the element in English (`hasLanguage` false).
 */
export function languageLoading(lang: Lang): Promise<void> | null {
  if (hasLanguage(lang)) return null;
  let pending = loading.get(lang);
  if (!pending) {
    pending = importPack(lang).then(
      (pack) => addLanguage(lang, { ...pack }),
      () => undefined,
    );
    loading.set(lang, pending);
  }
  return pending;
}
