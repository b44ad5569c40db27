import { fr as events } from "../../../ui-shared/event-card/messages.fr.ts";
import { fr as booking } from "../../couvert-booking/messages.fr.ts";
import { fr as manage } from "../../couvert-manage/messages.fr.ts";
import { fr as common } from "../fr.ts";
import type { WidgetPack } from "../pack.ts";

/** The widget in French: a chunk of its own, loaded when a page first needs it (widget/i18n/load.ts). */
export const pack: WidgetPack = { common, booking, manage, events };
