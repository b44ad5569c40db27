/** The `<couvert-events>` entry, loaded on a page that holds the element (docs/api.md §3.5). */
import { CouvertEvents } from "./couvert-events/couvert-events.ts";
import { defineInTurn } from "./shared/define-in-turn.ts";

defineInTurn("couvert-events", CouvertEvents);

declare global {
  interface HTMLElementTagNameMap {
    "couvert-events": CouvertEvents;
  }
}
