import type { Lang } from "../../../core/locale.ts";
import { de } from "./catalog.de.ts";
import { en, type Catalog } from "./catalog.en.ts";
import { es } from "./catalog.es.ts";
import { fr } from "./catalog.fr.ts";
import { it } from "./catalog.it.ts";
import { nl } from "./catalog.nl.ts";

export const catalogs: Record<Lang, Catalog> = { en, de, fr, it, es, nl };
