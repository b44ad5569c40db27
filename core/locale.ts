/** The languages Couvert speaks, to guests and owners alike; English is the fallback. */
export const LANGS = ["en", "de"] as const;
export type Lang = (typeof LANGS)[number];

/** "de-AT" or "de_AT" → "de"; anything we do not speak → "en". */
export function langOf(tag: string): Lang {
  const primary = tag.toLowerCase().split(/[-_]/)[0];
  return (LANGS as readonly string[]).includes(primary ?? "") ? (primary as Lang) : "en";
}
