import type { ConsoleLang } from "../../i18n/index.ts";

/** The Privacy screen's name in the navigation: apart from its texts, which load with its chunk. */
export const privacyNav: Record<ConsoleLang, string> = {
  en: "Privacy",
  de: "Datenschutz",
  fr: "Confidentialité",
  it: "Privacy",
  es: "Privacidad",
  nl: "Privacy",
};
