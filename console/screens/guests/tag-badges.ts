import { html, nothing } from "lit";
import type { ConsoleLang } from "../../i18n/index.ts";
import { guestsTexts } from "./guests.i18n.ts";

/** VIP first, then allergies (marked), then the other tags. */
export function tagBadges(tags: readonly string[], allergies: readonly string[], lang: ConsoleLang) {
  const t = guestsTexts[lang];
  const others = tags.filter((tag) => tag !== "vip" && !allergies.includes(tag));
  if (!tags.length && !allergies.length) return nothing;
  return html`<span class="tags">
    ${tags.includes("vip") ? html`<span class="badge vip">${t.vip}</span>` : nothing}
    ${allergies.map((a) => html`<span class="badge allergy">${t.allergy(a)}</span>`)}
    ${others.map((tag) => html`<span class="badge">${tag}</span>`)}
  </span>`;
}
