import { it as events } from "../../../ui-shared/event-card/messages.it.ts";
import { it as hostedPage } from "../../screens/hosted-page-card.i18n.it.ts";
import { it as consoleTexts } from "../it.ts";

/**
 * The console's texts in this language, a chunk loaded when the person chooses it
 * (console/i18n/index.ts). Screens whose texts are not translated yet show English.
 */
export const pack = { console: consoleTexts, events, "hosted-page": hostedPage };
