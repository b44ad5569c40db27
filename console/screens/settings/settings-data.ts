import type { OpeningHours, ServiceSchedule } from "../../../core/hours.ts";
import { SETTING_BOUNDS } from "../../../core/limits.ts";
import type { OwnerReservationView } from "../../../core/owner/views.ts";
import type { SettingsMessages } from "../settings-view.i18n.ts";
import type { FieldErrors } from "./field-errors.ts";

/** `data.settings` of GET …/settings (server/owner/routes/settings.ts). */
export interface Settings {
  name: string;
  timezone: string;
  accentHex: string;
  address: string | null;
  phone: string | null;
  website: string | null;
  defaultDwellMinutes: number;
  bookingLeadTimeHours: number;
  minPartySize: number;
  maxPartySize: number;
  maxCoversPerSlot: number | null;
  slotIntervalMinutes: number;
  bookingHorizonDays: number;
  confirmationMode: "auto" | "manual";
  notificationEmails: string[];
  remindersEnabled: boolean;
  termsUrl: string | null;
}

/** `data` of every settings route. */
export interface SettingsData {
  settings: Settings;
  hours: OpeningHours;
  /** The services and their periods, of which `hours` is the summary (docs/api.md §4). */
  services: ServiceSchedule;
  published: boolean;
}

export type SettingsSection = "details" | "rules" | "notifications" | "hours" | "publishing";

/** `data` of POST …/hours/check (docs/api.md §16.6): the first bookings the hours would strand, and whether there are more. */
export interface StrandedBookings {
  affected: OwnerReservationView[];
  more: boolean;
}

/** What a section's polite status line says. */
export type Status = { kind: "busy" | "done" | "failed"; text: string };

/** The settings a form sends, typed as the API takes them. */
export type SettingsChanges = Partial<Record<keyof Settings, unknown>>;

/** The whole numbers of the booking rules, checked here against core's bounds first, so the message is in the owner's language. */
export const NUMBERS = [
  { name: "bookingLeadTimeHours", ...SETTING_BOUNDS.bookingLeadTimeHours, label: "lead", hint: "leadHint" },
  { name: "defaultDwellMinutes", ...SETTING_BOUNDS.defaultDwellMinutes, label: "dwell", hint: null },
  { name: "minPartySize", ...SETTING_BOUNDS.minPartySize, label: "minParty", hint: null },
  { name: "maxPartySize", ...SETTING_BOUNDS.maxPartySize, label: "maxParty", hint: null },
  { name: "maxCoversPerSlot", ...SETTING_BOUNDS.maxCoversPerSlot, label: "capacity", hint: "capacityHint", optional: true },
  { name: "slotIntervalMinutes", ...SETTING_BOUNDS.slotIntervalMinutes, label: "interval", hint: null },
  { name: "bookingHorizonDays", ...SETTING_BOUNDS.bookingHorizonDays, label: "horizon", hint: null },
] as const satisfies readonly {
  name: keyof Settings;
  min: number;
  max: number;
  label: keyof SettingsMessages["rules"];
  hint: keyof SettingsMessages["rules"] | null;
  optional?: boolean;
}[];

/** Server fields whose refusal we can say in the owner's language. */
export const INVALID_TEXT: Partial<Record<keyof Settings, "name" | "phone" | "url" | "emails">> = {
  name: "name",
  phone: "phone",
  website: "url",
  termsUrl: "url",
  notificationEmails: "emails",
};

/** The settings a section's form holds, typed as the API takes them. */
export function changesOf(form: HTMLFormElement): SettingsChanges {
  const changes: SettingsChanges = {};
  for (const element of Array.from(form.elements) as HTMLInputElement[]) {
    const name = element.name as keyof Settings;
    if (!name || element.type === "submit") continue;
    if (element.type === "radio") {
      if (element.checked) changes[name] = element.value;
    } else if (element.type === "checkbox") changes[name] = element.checked;
    else if (element.type === "number") changes[name] = element.value.trim() === "" ? null : Number(element.value);
    else if (name === "name" || name === "accentHex") changes[name] = element.value.trim();
    else changes[name] = element.value.trim() === "" ? (name === "notificationEmails" ? [] : null) : element.value.trim();
  }
  return changes;
}

/** What the owner must fix in `changes` before they are sent, in the words `t` gives. */
export function checkSettings(changes: SettingsChanges, t: SettingsMessages["invalid"]): FieldErrors {
  const problems: FieldErrors = {};
  for (const { name, min, max, ...rest } of NUMBERS) {
    if (!(name in changes)) continue;
    const value = changes[name] as number | null;
    if (value === null && "optional" in rest) continue;
    if (value === null || !Number.isInteger(value) || value < min || value > max) problems[name] = t.wholeNumber(min, max);
  }
  const { minPartySize: min, maxPartySize: max } = changes as { minPartySize?: number; maxPartySize?: number };
  if (!problems.minPartySize && !problems.maxPartySize && min !== undefined && max !== undefined && min > max)
    problems.minPartySize = t.partyOrder;
  if ("name" in changes && changes.name === "") problems.name = t.name;
  return problems;
}
