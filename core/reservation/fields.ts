import { CONTROL_CHARACTERS, isIsoInstant, isLocaleTag, LINE_BREAKS } from "../formats.ts";
import { EMAIL_MAX_LENGTH, GUEST_NOTES_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_INPUT_MAX_LENGTH } from "../limits.ts";

/** What a booking celebrates or is for (docs/api.md §6.1); the restaurant sees it beside the notes. */
export const OCCASIONS = ["birthday", "anniversary", "business", "other"] as const;
export type Occasion = (typeof OCCASIONS)[number];

/**
 * One field of docs/api.md §6.1 as it arrives: its value as the rules keep it (text trimmed), or
 * why it is refused: `control` for a character no text of ours holds, `type` for anything else
 * (a wrong type, too long, a malformed instant). Absent (`undefined`) and `null` always pass.
 */
export type FieldReading = { ok: true; value: unknown } | { ok: false; reason: "type" | "control" };
type FieldRule = (value: unknown) => FieldReading;

const passed = (value: unknown): FieldReading => ({ ok: true, value });
const refused = (reason: "type" | "control"): FieldReading => ({ ok: false, reason });

const absentOr =
  (rule: FieldRule): FieldRule =>
  (value) =>
    value === undefined || value === null ? passed(value) : rule(value);

/** Trimmed text of at most `max` characters, without control characters (nor line breaks unless `multiline`). */
const text = (max: number, multiline = false): FieldRule =>
  absentOr((value) => {
    if (typeof value !== "string") return refused("type");
    const trimmed = value.trim();
    if (CONTROL_CHARACTERS.test(trimmed) || (!multiline && LINE_BREAKS.test(trimmed))) return refused("control");
    return trimmed.length <= max ? passed(trimmed) : refused("type");
  });

const when = (check: (value: unknown) => boolean): FieldRule => absentOr((value) => (check(value) ? passed(value) : refused("type")));

const isBoolean = (value: unknown) => typeof value === "boolean";
const isInstant = (value: unknown) => typeof value === "string" && isIsoInstant(value);

/**
 * The rules of each reservation field, types, lengths and formats only: which absences are errors,
 * and with which code, is decided in validate.ts. The zod schema the server documents them with
 * (ReservationFieldsSchema) is checked to agree in fields.test.ts.
 */
export const RESERVATION_FIELD_RULES = {
  guest_first_name: text(NAME_MAX_LENGTH),
  guest_last_name: text(NAME_MAX_LENGTH),
  guest_phone: text(PHONE_INPUT_MAX_LENGTH),
  guest_email: text(EMAIL_MAX_LENGTH),
  party_size: when(Number.isSafeInteger),
  starts_at: when(isInstant),
  ends_at: when(isInstant),
  notify_email: when(isBoolean),
  notify_whatsapp: when(isBoolean),
  terms_accepted: when(isBoolean),
  /** The language the guest booked in (`de-AT`): the messages about the booking speak it. */
  guest_locale: when((value) => typeof value === "string" && isLocaleTag(value)),
  guest_notes: text(GUEST_NOTES_MAX_LENGTH, true),
  occasion: when((value) => OCCASIONS.includes(value as Occasion)),
} satisfies Record<string, FieldRule>;

export type ReservationField = keyof typeof RESERVATION_FIELD_RULES;
