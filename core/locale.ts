/** The languages Couvert speaks, to guests and owners alike; English is the fallback. */
export const LANGS = ["en", "de"] as const;
export type Lang = (typeof LANGS)[number];

/** "de-AT" or "de_AT" → "de"; anything we do not speak → "en". */
export function langOf(tag: string): Lang {
  const primary = tag.toLowerCase().split(/[-_]/)[0];
  return (LANGS as readonly string[]).includes(primary ?? "") ? (primary as Lang) : "en";
}

/**
 * A tag `Intl` accepts, from whatever a page wrote: `en_US` → "en-US", `de_DE` → "de-DE"; a
 * malformed one falls back to its base language, then to "en" (so `Intl` never throws for it).
 */
export function canonicalLocale(tag: string): string {
  const dashed = tag.trim().replace(/_/g, "-");
  for (const candidate of [dashed, dashed.split("-")[0]!]) {
    try {
      const [canonical] = Intl.getCanonicalLocales(candidate);
      if (canonical) return canonical;
    } catch {
      // not a language tag: try the next candidate
    }
  }
  return "en";
}
