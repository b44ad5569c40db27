import type { Catalog } from "../../ui-shared/lazy-catalog.ts";
import { en, de, type ManageMessages } from "../../widget/couvert-manage/messages.ts";
import { es } from "../../widget/couvert-manage/messages.es.ts";
import { fr } from "../../widget/couvert-manage/messages.fr.ts";
import { it } from "../../widget/couvert-manage/messages.it.ts";
import { nl } from "../../widget/couvert-manage/messages.nl.ts";

/** `<couvert-manage>`'s words in every language: the page without scripts asks what the widget asks, in the same words. */
export const manageWords: Catalog<ManageMessages> = { en, de, fr, it, es, nl };
