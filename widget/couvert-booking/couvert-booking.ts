import { html } from "lit";
import { CouvertElement } from "../shared/couvert-element.ts";

/** @summary Work in progress. */
export class CouvertBooking extends CouvertElement {
  override render() {
    return html`${this.loadingNotice()}`;
  }
}
