import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from "../limits.ts";

const E164 = new RegExp(`^\\+\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`);

/**
 * docs/api.md §6: a phone number in E.164 with spaces, dashes, dots and parentheses removed; a
 * leading international "00" is read as "+". Null when the result is not E.164.
 */
export function normalizePhone(raw: string): string | null {
  let phone = raw.replace(/[\s\-()./]/g, "");
  if (phone.startsWith("00")) phone = `+${phone.slice(2)}`;
  return E164.test(phone) ? phone : null;
}
