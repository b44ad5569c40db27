/** The `<couvert-manage>` entry, loaded on a page that holds the element (docs/api.md §3.5). */
import { CouvertManage } from "./couvert-manage/couvert-manage.ts";
import { defineInTurn } from "./shared/define-in-turn.ts";

defineInTurn("couvert-manage", CouvertManage);

declare global {
  interface HTMLElementTagNameMap {
    "couvert-manage": CouvertManage;
  }
}
