/** Apart from the rest of core/guests: the console's first chunk needs only these. */

/** The allergy tags: the EU's fourteen allergens (Regulation 1169/2011, Annex II) as short names. */
export const ALLERGY_TAGS = [
  "nuts",
  "peanuts",
  "gluten",
  "shellfish",
  "molluscs",
  "fish",
  "dairy",
  "eggs",
  "soy",
  "sesame",
  "celery",
  "mustard",
  "lupin",
  "sulphites",
] as const;
export type AllergyTag = (typeof ALLERGY_TAGS)[number];

export const isAllergyTag = (tag: string): tag is AllergyTag => (ALLERGY_TAGS as readonly string[]).includes(tag);
