import { nl as events } from "../../../ui-shared/event-card/messages.nl.ts";
import { nl as booking } from "../../couvert-booking/messages.nl.ts";
import { nl as manage } from "../../couvert-manage/messages.nl.ts";
import { nl as common } from "../nl.ts";
import type { WidgetPack } from "../pack.ts";

/** The widget in Dutch: a chunk of its own, loaded when a page first needs it (widget/i18n/load.ts). */
export const pack: WidgetPack = { common, booking, manage, events };
