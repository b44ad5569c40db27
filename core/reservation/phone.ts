import { PHONE_LOCAL_MIN_DIGITS, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from "../limits.ts";

const E164 = new RegExp(`^\\+\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`);
const SHAPE = new RegExp(`^\\+?\\d{${PHONE_LOCAL_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`);
const SEPARATORS = /[\s\-()./]/g;

/** Reads a phone number as a guest typed it; null when it cannot be one. Returns its compact spelling. */
export type PhoneReader = (raw: string) => string | null;

/**
 * docs/api.md §6: a phone number in E.164 with spaces, dashes, dots and parentheses removed; a
 * leading international "00" is read as "+". Null when the result is not E.164.
 */
export function normalizePhone(raw: string): string | null {
  const phone = compactPhone(raw);
  return E164.test(phone) ? phone : null;
}

/**
 * The lenient rule shared by widget, console and server (docs/api.md §6.1): digits with spaces,
 * `+ - ( ) / .`, international ("+49 30 …", "0049 30 …") or as dialled inside the restaurant's
 * country ("030 …"). The server then reads the number in the restaurant's country and stores
 * E.164; the browser never carries a numbering plan.
 */
export const readPhoneShape: PhoneReader = (raw) => {
  const phone = compactPhone(raw);
  if (!SHAPE.test(phone)) return null;
  return phone.startsWith("+") && !E164.test(phone) ? null : phone;
};

function compactPhone(raw: string): string {
  const phone = raw.replace(SEPARATORS, "");
  return phone.startsWith("00") ? `+${phone.slice(2)}` : phone;
}
