import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/max";
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
    const phone = readIn(shape, country);
    return phone?.isValid() ? phone.number : null;
  };
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
  const phone = parsePhoneNumberFromString(e164);
  if (!phone) return e164;
  return country && phone.country === country.toUpperCase() ? phone.formatNational() : phone.formatInternational();
}

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
