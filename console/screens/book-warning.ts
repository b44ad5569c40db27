import { html, type TemplateResult } from "lit";
import type { BookTexts } from "./book-view.i18n.ts";

/** A refusal the owner may overrule: the time is inside the lead time (or has begun: guests already seated), or the slot is full. */
export type BookWarning = { kind: "lead-time"; begun: boolean } | { kind: "full"; taken: number; capacity: number };

/** The rules the owner may overrule after a warning (server: OwnerBookingOverridesSchema). */
export interface Overrides {
  insideLeadTime?: boolean;
  overCapacity?: boolean;
}

/** What "Book anyway" overrules for a warning. */
export const overrideOf = (warning: BookWarning): Overrides =>
  warning.kind === "lead-time" ? { insideLeadTime: true } : { overCapacity: true };

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
  const text = warning.kind === "full" ? t.full(warning.taken, warning.capacity) : warning.begun ? t.begun : t.leadTime;
  return html`<div class="warning" role="alert">
    <p>${text}</p>
    <div class="row">
      <button type="button" class="primary" ?disabled=${actions.busy} @click=${actions.bookAnyway}>${t.bookAnyway}</button>
      <button type="button" ?disabled=${actions.busy} @click=${actions.back}>${t.back}</button>
    </div>
  </div>`;
}
