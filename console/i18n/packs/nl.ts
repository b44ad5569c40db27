import { nl as events } from "../../../ui-shared/event-card/messages.nl.ts";
import { nl as hostedPage } from "../../screens/hosted-page-card.i18n.nl.ts";
import { nl as consoleTexts } from "../nl.ts";

/**
 * The console's texts in this language, a chunk loaded when the person chooses it
 * (console/i18n/index.ts). Screens whose texts are not translated yet show English.
 */
export const pack = { console: consoleTexts, events, "hosted-page": hostedPage };
