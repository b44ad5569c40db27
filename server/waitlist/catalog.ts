import type { Lang } from "../../core/locale.ts";
import { de } from "./catalog.de.ts";
import { en, type WaitlistCatalog } from "./catalog.en.ts";
import { es } from "./catalog.es.ts";
import { fr } from "./catalog.fr.ts";
import { it } from "./catalog.it.ts";
import { nl } from "./catalog.nl.ts";

/** One catalogue per language the guest can speak; a language without one falls back to English. */
const CATALOGS: Partial<Record<Lang, WaitlistCatalog>> = { en, de, fr, it, es, nl };

export const waitlistCatalog = (lang: Lang): WaitlistCatalog => CATALOGS[lang] ?? en;
export type { WaitlistCatalog };
