import { es as events } from "../../../ui-shared/event-card/messages.es.ts";
import { es as booking } from "../../couvert-booking/messages.es.ts";
import { es as manage } from "../../couvert-manage/messages.es.ts";
import { es as common } from "../es.ts";
import type { WidgetPack } from "../pack.ts";

/** The widget in Spanish: a chunk of its own, loaded when a page first needs it (widget/i18n/load.ts). */
export const pack: WidgetPack = { common, booking, manage, events };
