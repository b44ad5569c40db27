import { it as events } from "../../../ui-shared/event-card/messages.it.ts";
import { it as book } from "../../screens/book-view.i18n.it.ts";
import { it as reservationEdit } from "../../screens/edit/reservation-edit.i18n.it.ts";
import { it as eventsView } from "../../screens/events-view.i18n.it.ts";
import { it as exportScreen } from "../../screens/export-view.i18n.it.ts";
import { it as gettingStarted } from "../../screens/getting-started-view.i18n.it.ts";
import { it as hostedPage } from "../../screens/hosted-page-card.i18n.it.ts";
import { it as managePage } from "../../screens/manage-page-card.i18n.it.ts";
import { it as settings } from "../../screens/settings-view.i18n.it.ts";
import { it as lastSeating } from "../../screens/settings/last-seating.i18n.it.ts";
import { it as tables } from "../../screens/tables/tables.i18n.it.ts";
import { it as website } from "../../screens/website-view.i18n.it.ts";
import { it as consoleTexts } from "../it.ts";
import type { ConsolePack } from "../pack.ts";

/**
 * The console's texts in this language, a chunk loaded when the person chooses it
 * (console/i18n/index.ts): the shell's and those of every screen named with `catalog`.
 */
export const pack: ConsolePack = {
  console: consoleTexts,
  events,
  book,
  "events-view": eventsView,
  export: exportScreen,
  "getting-started": gettingStarted,
  "hosted-page": hostedPage,
  "manage-page": managePage,
  settings,
  "last-seating": lastSeating,
  "reservation-edit": reservationEdit,
  tables,
  website,
};
