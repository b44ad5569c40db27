import { checkStay, resolveStay, type Stay } from "../bookability/check-stay.ts";
import type { BookingRules } from "../bookability/rules.ts";
import { fail, ok, type DomainError, type Result } from "../errors.ts";
import { CONTROL_CHARACTERS_MESSAGE, isEmailAddress } from "../formats.ts";
import { parseInstant, toUtcIso } from "../time.ts";
import { readPhoneShape, type PhoneReader } from "./phone.ts";
import { offersChannel } from "./channels.ts";
import { RESERVATION_FIELD_RULES } from "./fields.ts";
import type { ReservationChanges, ReservationDetails, ReservationFields } from "./schemas.ts";

/**
 * `byStaff`: a booking or change the restaurant's staff write (the console): a guest on the phone
 * may want no message, so no channel is required; one chosen still needs its contact.
 */
type FieldRules = Pick<BookingRules, "minPartySize" | "maxPartySize" | "termsUrl" | "notifyChannels"> & { byStaff?: boolean };

/** A booking's or change's rules: the restaurant's, and whether its staff write it (`FieldRules`). */
export type ValidationRules = BookingRules & { byStaff?: boolean };

/**
 * Every field error of a booking or change form, in docs/api.md §1 order: types, bounds and formats
 * (`invalid_request`) first, then terms, last name, contact, notification channel. The server
 * answers with the first; the widget shows each beside its field as the guest types. A field
 * that is present but malformed counts as present for the other rules (a phone number with a
 * typo is not also "no contact"). `requested`: for a change, what it sends (see `ruleErrors`).
 */
export function fieldErrors(raw: unknown, rules: FieldRules, requested?: unknown): DomainError[] {
  const { value, errors } = parseFields(raw);
  const malformed = new Set(errors.map((e) => e.field));
  const presentButMalformed = (error: DomainError) =>
    malformed.has(error.field) || (error.code === "contact_required" && (malformed.has("guest_phone") || malformed.has("guest_email")));
  const sent = requested === undefined ? undefined : parseFields(requested).value;
  return [...errors, ...ruleErrors(value, rules, sent).filter((error) => !presentButMalformed(error))];
}

type ParsedFields = { value: ReservationFields; errors: DomainError[] };

/**
 * Types, lengths and formats, field by field, so one bad field leaves the others readable. Empty
 * strings read as absent; phone numbers come back as `readPhone` spells them (the server's reader
 * gives E.164, the browser's shape check a compact spelling). Malformed fields are left out of
 * `value` and listed in `errors`.
 */
export function parseFields(raw: unknown, readPhone: PhoneReader = readPhoneShape): ParsedFields {
  const input = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  const value: Record<string, unknown> = {};
  const errors: DomainError[] = [];
  for (const [field, rule] of Object.entries(RESERVATION_FIELD_RULES)) {
    const result = rule(input[field]);
    if (result.ok) value[field] = result.value === "" && NULL_WHEN_EMPTY.has(field) ? null : result.value;
    else if (result.reason === "control") {
      errors.push(invalid(field, `${field} ${CONTROL_CHARACTERS_MESSAGE}${MULTILINE.has(field) ? "" : " or line breaks"}.`));
    } else errors.push(invalid(field, `${field} has the wrong type or length.`));
  }
  const fields = value as ReservationFields;
  if (fields.guest_email && !isEmailAddress(fields.guest_email)) {
    delete fields.guest_email;
    errors.push(invalid("guest_email", "guest_email is not an e-mail address."));
  }
  if (fields.guest_phone) {
    const phone = readPhone(fields.guest_phone);
    if (phone) fields.guest_phone = phone;
    else {
      delete fields.guest_phone;
      errors.push(invalid("guest_phone", "guest_phone is not a phone number: write it in international form, such as +49 30 1234567."));
    }
  }
  return { value: fields, errors };
}

/** Optional text fields for which an empty string means "not given". */
const NULL_WHEN_EMPTY = new Set(["guest_first_name", "guest_email", "guest_phone", "guest_notes"]);
/** Text fields that may hold line breaks. */
const MULTILINE = new Set(["guest_notes"]);

/**
 * `requested`: for a change, the fields its body sent (not the stored booking merged under them);
 * absent for a booking, which sends everything. A change is held to the channel rules only where it
 * touches them, so a booking stored under other rules (an older one, one staff took with no message)
 * stays changeable.
 */
function ruleErrors(fields: ReservationFields, rules: FieldRules, requested?: ReservationFields): DomainError[] {
  const errors: DomainError[] = [];
  const sent = (...names: (keyof ReservationFields)[]) => !requested || names.some((name) => requested[name] !== undefined);
  const party = fields.party_size;
  if (party !== undefined && party !== null && (party < rules.minPartySize || party > rules.maxPartySize)) {
    errors.push(invalid("party_size", `party_size must be between ${rules.minPartySize} and ${rules.maxPartySize}.`));
  }
  if (rules.termsUrl !== null && fields.terms_accepted !== true) errors.push({ code: "terms_required", field: "terms_accepted" });
  if (!fields.guest_last_name) errors.push({ code: "last_name_required", field: "guest_last_name" });
  // A channel chosen needs its contact.
  const unreachable = (flag: "notify_email" | "notify_whatsapp", contact: "guest_email" | "guest_phone") =>
    fields[flag] === true && !fields[contact] && sent(flag, contact);
  if (!fields.guest_phone && !fields.guest_email) errors.push({ code: "contact_required", field: "guest_phone" });
  else if (unreachable("notify_email", "guest_email")) errors.push({ code: "contact_required", field: "guest_email" });
  else if (unreachable("notify_whatsapp", "guest_phone")) errors.push({ code: "contact_required", field: "guest_phone" });
  if ((requested ?? fields).notify_whatsapp === true && !offersChannel(rules.notifyChannels, "whatsapp")) {
    errors.push({ code: "channel_not_deliverable", field: "notify_whatsapp" });
  } else if (fields.notify_email !== true && fields.notify_whatsapp !== true && !rules.byStaff && sent("notify_email", "notify_whatsapp")) {
    errors.push({ code: "notify_channel_required", field: "notify_email" });
  }
  return errors;
}

const invalid = (field: string, message: string): DomainError => ({ code: "invalid_request", field, message });

/** POST /reservation: the reservation to store, or the first rule it breaks (before capacity). */
export function validateBooking(raw: unknown, rules: ValidationRules, now: Date, readPhone?: PhoneReader): Result<ReservationDetails> {
  const { value: fields, errors } = parseFields(raw, readPhone);
  if (errors[0]) return { ok: false, error: errors[0] };
  if (fields.party_size === null || fields.party_size === undefined)
    return fail("invalid_request", "party_size", "party_size is required.");
  if (fields.starts_at === null || fields.starts_at === undefined) return fail("invalid_request", "starts_at", "starts_at is required.");
  const stay = resolveStay(instant(fields.starts_at), fields.ends_at ? instant(fields.ends_at) : null, rules, fields.party_size);
  if (!stay.ok) return stay;
  const [firstError] = ruleErrors(fields, rules);
  if (firstError) return { ok: false, error: firstError };
  const checked = checkStay(stay.value, rules, now);
  if (!checked.ok) return checked;
  return ok(details(fields, stay.value));
}

export interface ValidatedChange {
  /** The reservation as it would be after the change. */
  merged: ReservationDetails;
  /** Only the fields that differ from the stored reservation. */
  changes: ReservationChanges;
  /** Whether time, length or party size changed, so capacity must be checked again. */
  timeChanged: boolean;
}

/**
 * A guest's change (docs/api.md §6): the body's fields merged over the stored ones. Field rules always
 * apply; time rules only when start, end or party size differ, so a guest can fix a typo in an
 * e-mail or add a special request an hour before dinner. When only the start moves, the stay keeps
 * its length.
 */
export function validateChange(
  raw: unknown,
  stored: ReservationDetails,
  rules: ValidationRules,
  now: Date,
  readPhone?: PhoneReader,
): Result<ValidatedChange> {
  const { value: body, errors } = parseFields(raw, readPhone);
  if (errors[0]) return { ok: false, error: errors[0] };
  if (body.party_size === null) return fail("invalid_request", "party_size", "party_size may not be null.");
  if (body.starts_at === null) return fail("invalid_request", "starts_at", "starts_at may not be null.");

  const storedStart = instant(stored.starts_at);
  const storedEnd = instant(stored.ends_at);
  const start = body.starts_at ? instant(body.starts_at) : storedStart;
  const end = body.ends_at ? instant(body.ends_at) : body.starts_at ? start.plus(storedEnd.diff(storedStart)) : storedEnd;
  const stay = resolveStay(start, end, rules, body.party_size ?? stored.party_size);
  if (!stay.ok) return stay;

  const mergedFields: ReservationFields = { ...stored, ...definedOnly(body) };
  const [firstError] = ruleErrors(mergedFields, rules, body);
  if (firstError) return { ok: false, error: firstError };

  const merged = details(mergedFields, stay.value);
  const timeChanged = merged.starts_at !== stored.starts_at || merged.ends_at !== stored.ends_at || merged.party_size !== stored.party_size;
  if (timeChanged) {
    const checked = checkStay(stay.value, rules, now);
    if (!checked.ok) return checked;
  }
  return ok({ merged, changes: diff(stored, merged), timeChanged });
}

function details(fields: ReservationFields, stay: Stay): ReservationDetails {
  return {
    guest_first_name: fields.guest_first_name ?? null,
    guest_last_name: fields.guest_last_name ?? "",
    guest_phone: fields.guest_phone ?? null,
    guest_email: fields.guest_email ?? null,
    party_size: fields.party_size ?? 0,
    starts_at: toUtcIso(stay.startsAt),
    ends_at: toUtcIso(stay.endsAt),
    notify_email: fields.notify_email === true,
    notify_whatsapp: fields.notify_whatsapp === true,
    guest_notes: fields.guest_notes ?? null,
    occasion: fields.occasion ?? null,
  };
}

function diff(stored: ReservationDetails, merged: ReservationDetails): ReservationChanges {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(merged) as (keyof ReservationDetails)[]) {
    if (merged[key] !== stored[key]) changes[key] = merged[key];
  }
  return changes as ReservationChanges;
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

const instant = parseInstant;
