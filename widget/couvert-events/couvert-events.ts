import { html } from "lit";
import { CouvertElement } from "../shared/couvert-element.ts";

/**
 * Placeholder until `<couvert-events>` lands (its engineer replaces this file).
 * @summary Upcoming and past events of the restaurant.
 */
export class CouvertEvents extends CouvertElement {
  override render() {
    return html``;
  }
}
