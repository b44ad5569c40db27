import type { Lang } from "../../../core/locale.ts";
import { de } from "./catalog.de.ts";
import { en, type Catalog } from "./catalog.en.ts";

export const catalogs: Record<Lang, Catalog> = { en, de };
