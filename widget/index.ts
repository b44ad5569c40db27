/**
 * The Couvert widget bundle: defines `<couvert-booking>`, `<couvert-manage>` and
 * `<couvert-events>` (each only once, the page may load the script twice), and mounts an element
 * where a script-tag-only install stands:
 *
 * ```html
 * <script src="https://…/widget/couvert.js" data-widget="booking" data-api-key="ck_…" data-lang="de" defer></script>
 * ```
 * Every other `data-*` attribute is copied onto the element without its prefix (`data-theme` →
 * `theme`, `data-party-size` → `party-size`, `data-api-base` → `api-base`, …).
 */
import { CouvertBooking } from "./couvert-booking/couvert-booking.ts";
import { CouvertEvents } from "./couvert-events/couvert-events.ts";
import { CouvertManage } from "./couvert-manage/couvert-manage.ts";
import { define, prepare } from "../ui-shared/define.ts";
import { oneATask } from "./shared/one-a-task.ts";
import { loaderScript } from "./shared/script.ts";

export type { BookedDetail, CancelledDetail, ChangedDetail, ErrorDetail, ReadyDetail } from "./shared/events.ts";

const ELEMENTS = {
  booking: ["couvert-booking", CouvertBooking],
  manage: ["couvert-manage", CouvertManage],
  events: ["couvert-events", CouvertEvents],
} as const;

/**
 * One element a task, booking first, from the task after the script's, each prepared a task before
 * its definition: defining a tag upgrades the page's elements of it at once (their classes
 * finalized, their style sheets parsed and adopted, constructed and connected), and that after the
 * script's own evaluation, or all three together, made a long task on a phone (issue 11: none over
 * 50 ms).
 */
oneATask(
  [ELEMENTS.booking, ELEMENTS.manage, ELEMENTS.events].flatMap(([tag, element]) => [() => prepare(element), () => define(tag, element)]),
);

declare global {
  interface HTMLElementTagNameMap {
    "couvert-booking": CouvertBooking;
    "couvert-manage": CouvertManage;
    "couvert-events": CouvertEvents;
  }
}

/** The script-tag-only install: the element goes right where its script tag stands. */
function mountFromScript(script: HTMLScriptElement): void {
  const entry = ELEMENTS[script.dataset.widget as keyof typeof ELEMENTS];
  if (!entry || !script.parentNode) return;
  const element = document.createElement(entry[0]);
  for (const { name, value } of Array.from(script.attributes)) {
    if (name.startsWith("data-") && name !== "data-widget") element.setAttribute(name.slice(5), value);
  }
  if (!script.closest("head")) return script.after(element);
  const put = () => document.body.append(element);
  if (document.body) put();
  else addEventListener("DOMContentLoaded", put);
}

if (loaderScript) mountFromScript(loaderScript);
