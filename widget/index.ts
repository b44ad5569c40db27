/**
 * Every Couvert element: `<couvert-booking>`, `<couvert-manage>` and `<couvert-events>`, each
 * defined once, in that order (the component tests load this). The build makes each element an
 * entry of its own (widget/booking.ts, manage.ts, events.ts), which the loader loads only on pages
 * that hold it; the loader also mounts a script-tag-only install (server/site/widget-loader.ts).
 */
import "./booking.ts";
import "./manage.ts";
import "./events.ts";

export type { BookedDetail, CancelledDetail, ChangedDetail, ErrorDetail, ReadyDetail } from "./shared/events.ts";
