/** The languages Couvert speaks, to guests and owners alike; English is the fallback. */
export const LANGS = ["en", "de", "fr", "it", "es", "nl"] as const;
export type Lang = (typeof LANGS)[number];

/** Each language's name in itself, for a language menu. */
export const LANGUAGE_NAMES: Record<Lang, string> = {
  en: "English",
  de: "Deutsch",
  fr: "Français",
  it: "Italiano",
  es: "Español",
  nl: "Nederlands",
};

/** The language a restaurant's country mostly speaks (ISO 3166 alpha-2), for the owner's e-mails; else English. */
const COUNTRY_LANGUAGES: Record<string, Lang> = {
  DE: "de",
  AT: "de",
  CH: "de",
  LI: "de",
  FR: "fr",
  MC: "fr",
  LU: "fr",
  IT: "it",
  SM: "it",
  ES: "es",
  AD: "es",
  MX: "es",
  AR: "es",
  NL: "nl",
  BE: "nl",
  SR: "nl",
};

export const languageOfCountry = (country: string | null | undefined): Lang =>
  (country && COUNTRY_LANGUAGES[country.toUpperCase()]) || "en";

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
