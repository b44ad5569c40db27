import { de as events } from "../../../ui-shared/event-card/messages.de.ts";
import { de as booking } from "../../couvert-booking/messages.ts";
import { de as manage } from "../../couvert-manage/messages.ts";
import { de as common } from "../de.ts";
import type { WidgetPack } from "../pack.ts";

/** The widget in German: a chunk of its own, loaded when a page first needs it (widget/i18n/load.ts). */
export const pack: WidgetPack = { common, booking, manage, events };
