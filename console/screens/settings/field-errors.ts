import { html, nothing } from "lit";

/** Field errors by field path as the server names them (`bookingLeadTimeHours`, `services.weekly.monday.0.open`). */
export type FieldErrors = Record<string, string>;

/** The id of the paragraph showing `field`'s error. */
export const errorId = (field: string) => `${field.replace(/\./g, "-")}-error`;

/** A field's `aria-describedby`: its hint (`<field>-hint`), if it has one, and its error, if any. */
export function describedBy(errors: FieldErrors, field: string, hasHint = false): string | typeof nothing {
  const ids = [hasHint ? `${field}-hint` : null, errors[field] ? errorId(field) : null].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : nothing;
}

/** The error shown under `field`, if any. */
export function fieldError(errors: FieldErrors, field: string) {
  const text = errors[field];
  return text ? html`<p class="field-error" id=${errorId(field)}>${text}</p>` : nothing;
}

export function withoutPrefix(errors: FieldErrors, prefix: string): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !field.startsWith(prefix)));
}
