import { html, type TemplateResult } from "lit";
import type { BookTexts } from "./book-view.i18n.ts";

/** A refusal the owner may overrule: the time is inside the lead time (or has begun: guests already seated), the slot is full, or the party is outside the online sizes. */
export type BookWarning =
  { kind: "lead-time"; begun: boolean } | { kind: "full"; taken: number; capacity: number } | { kind: "party-size"; party: number };

/** The rules the owner may overrule after a warning (server: OwnerBookingOverridesSchema). */
export interface Overrides {
  insideLeadTime?: boolean;
  overCapacity?: boolean;
  outsidePartySize?: boolean;
}

/** What "Book anyway" overrules for a warning. */
export function overrideOf(warning: BookWarning): Overrides {
  switch (warning.kind) {
    case "lead-time":
      return { insideLeadTime: true };
    case "full":
      return { overCapacity: true };
    case "party-size":
      return { outsidePartySize: true };
  }
}

function warningText(warning: BookWarning, t: BookTexts): string {
  switch (warning.kind) {
    case "lead-time":
      return warning.begun ? t.begun : t.leadTime;
    case "full":
      return t.full(warning.taken, warning.capacity);
    case "party-size":
      return t.partySize(warning.party);
  }
}

/**
 * The Book screen's warning before a booking the rules would refuse (docs/api.md §16.6), in the
 * screen's form: what the rule says, "Book anyway" (sending the same booking with the override)
 * and "Back" to change it; both wait while a booking is on its way.
 */
export function bookWarning(
  warning: BookWarning,
  t: BookTexts,
  actions: { busy: boolean; bookAnyway: () => void; back: () => void },
): TemplateResult {
  return html`<div class="warning" role="alert">
    <p>${warningText(warning, t)}</p>
    <div class="row">
      <button type="button" class="primary" ?disabled=${actions.busy} @click=${actions.bookAnyway}>${t.bookAnyway}</button>
      <button type="button" ?disabled=${actions.busy} @click=${actions.back}>${t.back}</button>
    </div>
  </div>`;
}
