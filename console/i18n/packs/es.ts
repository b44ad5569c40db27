import { es as events } from "../../../ui-shared/event-card/messages.es.ts";
import { es as hostedPage } from "../../screens/hosted-page-card.i18n.es.ts";
import { es as consoleTexts } from "../es.ts";

/**
 * The console's texts in this language, a chunk loaded when the person chooses it
 * (console/i18n/index.ts). Screens whose texts are not translated yet show English.
 */
export const pack = { console: consoleTexts, events, "hosted-page": hostedPage };
