import type { Lang } from "./locale.ts";

/** A text per CLDR plural category; `other` is required, `one` nearly always given. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const rules = new Map<Lang, Intl.PluralRules>();

/**
 * The form of `forms` that `lang`'s plural rules choose for `n` (`Intl.PluralRules`): French says
 * "0 couvert", English "0 guests". `#` in the chosen form is replaced by `n`.
 */
export function plural(lang: Lang, n: number, forms: PluralForms): string {
  let rule = rules.get(lang);
  if (!rule) rules.set(lang, (rule = new Intl.PluralRules(lang)));
  return (forms[rule.select(n)] ?? forms.other).replace("#", String(n));
}
