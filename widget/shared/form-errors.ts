import { GUEST_KEYS, guestKeyOf } from "../../ui-shared/guest-form/guest-form.ts";

/** The places of the reservation form where an error can be shown. */
export const FORM_KEYS = ["party_size", "time", ...GUEST_KEYS, "terms"] as const;
export type FormKey = (typeof FORM_KEYS)[number];

const TIME_CODES = new Set(["booking_lead_time", "booking_horizon", "outside_opening_hours", "slot_full"]);
/**
 * Where an error belongs in the form, from its code and the API's (or core's) `field`; null when it
 * concerns the whole form (a bad key, a lost connection, too many requests).
 */
export function formKeyOf(code: string, field?: string): FormKey | null {
  if (code === "terms_required" || field === "terms_accepted") return "terms";
  if (TIME_CODES.has(code) || field === "starts_at" || field === "ends_at") return "time";
  if (field === "party_size") return "party_size";
  return guestKeyOf(code, field);
}
