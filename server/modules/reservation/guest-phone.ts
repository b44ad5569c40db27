import { parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from "libphonenumber-js/max";
import { readPhoneShape, type PhoneReader } from "../../../core/reservation/phone.ts";

/**
 * docs/api.md §6.1: a guest's phone number read in the restaurant's country ("030 1234567" for a
 * restaurant in DE is +49301234567) and stored in E.164; null when it cannot be a valid number
 * there. Without a country only the international form can be read. Core's shape check runs
 * first, so the server never accepts what the widget would refuse. The full metadata lives here
 * and never in the widget.
 */
export function guestPhoneReader(country: string | null): PhoneReader {
  return (raw) => {
    const shape = readPhoneShape(raw);
    if (!shape) return null;
    return remembered(read, `${country}\n${shape}`, () => {
      const phone = readIn(shape, country);
      if (!phone?.isValid()) return null;
      // Its messages show it next (messageReservation): the parse done here serves them too.
      remembered(shown, `${country}\n${phone.number}`, () => displayed(phone, country));
      return phone.number;
    });
  };
}

/**
 * Reading and showing a number with the full metadata was ~6 % of the server's CPU a booking,
 * several times the same number (its reading, then each of its messages): each answer is kept per
 * country and spelling, up to PHONES_KEPT of each kind, the oldest first forgotten.
 */
export const PHONES_KEPT = 2_000;
const read = new Map<string, string | null>();
const shown = new Map<string, string>();

function remembered<V>(kept: Map<string, V>, key: string, compute: () => V): V {
  if (kept.has(key)) return kept.get(key)!;
  const value = compute();
  if (kept.size >= PHONES_KEPT) kept.delete(kept.keys().next().value!);
  kept.set(key, value);
  return value;
}

/** `text` read as dialled in `country` (an international number whatever the country). */
const readIn = (text: string, country: string | null) =>
  parsePhoneNumberFromString(text, country ? { defaultCountry: country.toUpperCase() as CountryCode } : undefined);

/**
 * docs/api.md §16.6: a stored number as the restaurant's staff and guests read it: in the national
 * form when it is in the restaurant's `country` ("030 1234567"), else in the international form
 * ("+44 20 7946 0958"); as stored when it cannot be read (a number from before numbers were read);
 * null without one.
 */
export function phoneForDisplay(e164: string | null, country: string | null): string | null {
  if (e164 === null) return null;
  return remembered(shown, `${country}\n${e164}`, () => {
    const phone = parsePhoneNumberFromString(e164);
    return phone ? displayed(phone, country) : e164;
  });
}

const displayed = (phone: PhoneNumber, country: string | null): string =>
  country && phone.country === country.toUpperCase() ? phone.formatNational() : phone.formatInternational();

/**
 * What the owner's search looks for in stored (E.164) phones when `query` looks like a phone
 * number, or a part of one: its digits as typed ("1234567", "+49 30 123"), and the same read in
 * the restaurant's `country` ("030 1234567" or "030 12345" as staff read numbers, which the console
 * shows them, are +49301234567 and +493012345). Empty when it does not look like one.
 */
export function phoneSearchDigits(query: string, country: string | null): string[] {
  if (!/^\+?[\d\s\-()./]+$/.test(query)) return [];
  const typed = query.replace(/\D/g, "");
  const read = readIn(query, country)?.number.replace(/\D/g, "");
  return [...new Set([typed, read].filter((digits): digits is string => !!digits))];
}
