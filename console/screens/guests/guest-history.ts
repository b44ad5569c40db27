import { html, nothing } from "lit";
import type { GuestSummary } from "../../../core/guests/schemas.ts";
import type { ConsoleLang } from "../../i18n/index.ts";
import { guestCardTexts } from "./guest-history.i18n.ts";

/** The card's history line: "3rd visit · 1 no-show · allergy: nuts", from the guest's other bookings. */
export function historyLine(guest: GuestSummary, lang: ConsoleLang): string {
  const t = guestCardTexts[lang];
  return [
    t.visit(guest.visits + 1),
    ...(guest.noShows ? [t.noShows(guest.noShows)] : []),
    ...(guest.lateCancellations ? [t.lateCancellations(guest.lateCancellations)] : []),
    ...(guest.allergies.length ? [t.allergy(guest.allergies.join(", "))] : []),
  ].join(" · ");
}

/** The line on a reservation card, a link to the profile (`#/slug/guests/ID`); nothing without a profile. */
export function guestHistory(guest: GuestSummary | null, name: string, slug: string, lang: ConsoleLang) {
  if (!guest) return nothing;
  const t = guestCardTexts[lang];
  return html`<p class="history">
    ${guest.vip ? html`<span class="badge vip">${t.vip}</span>` : nothing}
    <a href=${`#/${encodeURIComponent(slug)}/guests/${guest.profileId}`} aria-label=${`${t.openProfile(name)}: ${historyLine(guest, lang)}`}
      >${historyLine(guest, lang)}</a
    >
  </p>`;
}
