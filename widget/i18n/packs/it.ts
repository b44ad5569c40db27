import { it as events } from "../../../ui-shared/event-card/messages.it.ts";
import { it as booking } from "../../couvert-booking/messages.it.ts";
import { it as manage } from "../../couvert-manage/messages.it.ts";
import { it as common } from "../it.ts";
import type { WidgetPack } from "../pack.ts";

/** The widget in Italian: a chunk of its own, loaded when a page first needs it (widget/i18n/load.ts). */
export const pack: WidgetPack = { common, booking, manage, events };
