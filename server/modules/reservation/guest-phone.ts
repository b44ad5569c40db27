import { parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from "libphonenumber-js/max";
import { readPhoneShape, type PhoneReader } from "../../../core/reservation/phone.ts";
import { AgedMemory } from "./aged-memory.ts";

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
    return read.remembered(`${country}\n${shape}`, () => {
      const phone = readIn(shape, country);
      if (!phone?.isValid()) return null;
      // Its messages show it next (messageReservation): the parse done here serves them too.
      shown.remembered(`${country}\n${phone.number}`, () => displayed(phone, country));
      return phone.number;
    });
  };
}

/**
 * Reading and showing a number with the full metadata was ~6 % of the server's CPU a booking,
 * several times the same number (its reading, then each of its messages): each answer is kept per
 * country and spelling, up to PHONES_KEPT of each kind, for PHONES_KEPT_MS at most (docs/api.md
 * §20.4: a guest's number is personal data), and forgotten at once by an erasure.
 */
export const PHONES_KEPT = 2_000;
export const PHONES_KEPT_MS = 5 * 60_000;
const read = new AgedMemory<string | null>(PHONES_KEPT, PHONES_KEPT_MS);
const shown = new AgedMemory<string>(PHONES_KEPT, PHONES_KEPT_MS);

/** Forgets every number this process keeps (after an erasure); other processes' go within PHONES_KEPT_MS. */
export function forgetPhoneNumbers(): void {
  read.forgetAll();
  shown.forgetAll();
}

/** Every spelling and number this process keeps, for tests that prove what it still holds. */
export const phonesInMemoryForTesting = (): string[] => [...read.contents(), ...shown.contents()];

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
  return shown.remembered(`${country}\n${e164}`, () => {
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
