import { countryCodes } from "../../../core/restaurant-settings.ts";

const byLanguage = new Map<string, [code: string, name: string][]>();

/** The countries a restaurant may name, as `[code, name]` in `lang`, sorted by name. */
export function countryOptions(lang: string): [code: string, name: string][] {
  let options = byLanguage.get(lang);
  if (!options) {
    const names = new Intl.DisplayNames([lang], { type: "region" });
    const collator = new Intl.Collator(lang);
    options = countryCodes()
      .map((code): [string, string] => [code, names.of(code) ?? code])
      .sort((a, b) => collator.compare(a[1], b[1]));
    byLanguage.set(lang, options);
  }
  return options;
}
