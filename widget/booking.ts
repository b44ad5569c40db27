/** The `<couvert-booking>` entry: the loader loads it first on a page with a booking form (docs/api.md §3.5). */
import { CouvertBooking } from "./couvert-booking/couvert-booking.ts";
import { defineInTurn } from "./shared/define-in-turn.ts";

defineInTurn("couvert-booking", CouvertBooking);

declare global {
  interface HTMLElementTagNameMap {
    "couvert-booking": CouvertBooking;
  }
}
