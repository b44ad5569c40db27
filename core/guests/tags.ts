import * as z from "zod/mini";
import { ALLERGY_TAGS, type AllergyTag } from "./allergens.ts";

export { ALLERGY_TAGS, isAllergyTag, type AllergyTag } from "./allergens.ts";

/**
 * Guest tags (docs/api.md §16.12): `vip`, `regular`, the allergy tags below, and the owner's own
 * words. A tag is stored lower-case, trimmed, 1 to GUEST_TAG_MAX_LENGTH characters.
 */
export const GUEST_TAG_MAX_LENGTH = 30;
export const GUEST_TAGS_MAX = 20;
export const OWNER_NOTES_MAX_LENGTH = 2000;

export const VIP_TAG = "vip";
export const REGULAR_TAG = "regular";

export const GuestTagSchema = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1),
    z.maxLength(GUEST_TAG_MAX_LENGTH),
    z.regex(/^[\p{L}\p{N}][\p{L}\p{N} _-]*$/u, "a tag is letters, digits, spaces, _ and -"),
  );

/** A profile's tags: each once, in the order given. */
export const GuestTagsSchema = z.pipe(
  z.array(GuestTagSchema).check(z.maxLength(GUEST_TAGS_MAX)),
  z.transform((tags: string[]) => [...new Set(tags)]),
);

/**
 * Words a guest writes in their booking's notes that name an allergen, in the languages guests
 * book in (English and German). Matched as whole-word prefixes, case-insensitively.
 */
const ALLERGY_WORDS: Record<AllergyTag, readonly string[]> = {
  nuts: ["nut", "nuss", "nüss", "hazelnut", "walnut", "almond", "mandel", "cashew", "pistachio", "pistazie"],
  peanuts: ["peanut", "erdnuss", "erdnüss"],
  gluten: ["gluten", "coeliac", "celiac", "zöliakie", "wheat", "weizen"],
  shellfish: ["shellfish", "crustacean", "shrimp", "prawn", "crab", "lobster", "krebstier", "garnele", "schalentier", "meeresfrücht"],
  molluscs: ["mollusc", "mollusk", "weichtier", "mussel", "muschel", "oyster", "auster", "squid"],
  fish: ["fish", "fisch"],
  dairy: ["dairy", "lactose", "laktose", "milk", "milch"],
  eggs: ["egg", "eier", "ei-"],
  soy: ["soy", "soja"],
  sesame: ["sesame", "sesam"],
  celery: ["celery", "sellerie"],
  mustard: ["mustard", "senf"],
  lupin: ["lupin", "lupine"],
  sulphites: ["sulphite", "sulfite", "sulfit"],
};

/** The allergy tags a guest's own words name ("no nuts please, coeliac" → nuts, gluten). */
export function allergiesIn(text: string | null): AllergyTag[] {
  if (!text) return [];
  const words = text.toLocaleLowerCase("de").split(/[^\p{L}-]+/u);
  return ALLERGY_TAGS.filter((tag) => ALLERGY_WORDS[tag].some((stem) => words.some((word) => word.startsWith(stem))));
}
