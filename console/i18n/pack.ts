import type { EventsMessages } from "../../ui-shared/event-card/messages.ts";
import type { BookTexts } from "../screens/book-view.i18n.ts";
import type { EditTexts } from "../screens/edit/reservation-edit.i18n.ts";
import type { EventsTexts } from "../screens/events-view.i18n.ts";
import type { ExportTexts } from "../screens/export-view.i18n.ts";
import type { GettingStartedMessages } from "../screens/getting-started-view.i18n.ts";
import type { HostedPageMessages } from "../screens/hosted-page-card.i18n.ts";
import type { SettingsMessages } from "../screens/settings-view.i18n.ts";
import type { ManagePageMessages } from "../screens/manage-page-card.i18n.ts";
import type { LastSeatingTexts } from "../screens/settings/last-seating.i18n.ts";
import type { TablesTexts } from "../screens/tables/tables.i18n.ts";
import type { WebsiteMessages } from "../screens/website-view.i18n.ts";
import type { ConsoleMessages } from "./en.ts";

/**
 * What a language's pack holds, by catalog name (the name each screen gives `catalog`): a pack
 * that leaves a screen out does not compile. So packs/*.ts name their files by hand: an
 * `import.meta.glob` of `*.i18n.<lang>.ts` is typed only by what its caller asserts, and a screen
 * whose file is missing would compile (and catalog names are not file names: `export-view` is
 * `export`).
 */
export interface ConsolePack {
  console: ConsoleMessages;
  events: EventsMessages;
  book: BookTexts;
  "events-view": EventsTexts;
  export: ExportTexts;
  "getting-started": GettingStartedMessages;
  "hosted-page": HostedPageMessages;
  "manage-page": ManagePageMessages;
  settings: SettingsMessages;
  "last-seating": LastSeatingTexts;
  "reservation-edit": EditTexts;
  tables: TablesTexts;
  website: WebsiteMessages;
}
