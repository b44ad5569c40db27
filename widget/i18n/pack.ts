import type { EventsMessages } from "../../ui-shared/event-card/messages.ts";
import type { BookingMessages } from "../couvert-booking/messages.ts";
import type { ManageMessages } from "../couvert-manage/messages.ts";
import type { Messages } from "./en.ts";

/** What a language's chunk of the widget holds: the texts of every element, by catalog name. */
export interface WidgetPack {
  common: Messages;
  booking: BookingMessages;
  manage: ManageMessages;
  events: EventsMessages;
}
