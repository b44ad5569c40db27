import type * as z from "zod/mini";
import { SETTING_BOUNDS } from "../../../core/limits.ts";
import {
  ConsoleSettingsChangesSchema,
  type ConsoleSettingsChanges,
  type ConsoleSettings,
  type SettingsView,
  type StrandedBookingsSchema,
} from "../../../core/owner/settings.ts";
import { refusalOf } from "../../../core/parse.ts";
import { partySizesInOrder } from "../../../core/restaurant-settings.ts";
import type { SettingsMessages } from "../settings-view.i18n.ts";
import type { FieldErrors } from "./field-errors.ts";

/** `data.settings` of GET …/settings, and `data` of every settings route (core/owner/settings.ts). */
export type Settings = ConsoleSettings;
export type SettingsData = SettingsView;

export type SettingsSection = "details" | "rules" | "notifications" | "hours" | "publishing";

/** `data` of POST …/hours/check (docs/api.md §16.6): the first bookings the hours would strand, and whether there are more. */
export type StrandedBookings = z.infer<typeof StrandedBookingsSchema>;

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
  { name: "guestDataRetentionMonths", ...SETTING_BOUNDS.guestDataRetentionMonths, label: "retention", hint: null },
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

/**
 * What the owner must fix in `changes` before they are sent: the server's own rules
 * (core/owner/settings.ts), in the words `t` gives where it has them, else in the rules' sentence;
 * with no problem, `parsed` is what the rules made of them (e-mails as a list), the body to send.
 */
export function checkSettings(
  changes: SettingsChanges,
  t: SettingsMessages["invalid"],
): { problems: FieldErrors; parsed?: ConsoleSettingsChanges } {
  const problems: FieldErrors = {};
  const result = ConsoleSettingsChangesSchema.safeParse(changes);
  for (const issue of result.error?.issues ?? []) {
    const name = String(issue.path[0] ?? "");
    if (name && !problems[name]) problems[name] = invalidText(t, name) ?? refusalOf(issue).message;
  }
  const { minPartySize: min, maxPartySize: max } = changes as { minPartySize?: number; maxPartySize?: number };
  if (!problems.minPartySize && !problems.maxPartySize && min !== undefined && max !== undefined)
    if (!partySizesInOrder({ minPartySize: min, maxPartySize: max })) problems.minPartySize = t.partyOrder;
  return Object.keys(problems).length > 0 || !result.success ? { problems } : { problems, parsed: result.data };
}

/** The console's own words for a setting the rules refuse (as for the server's refusal); null: the rules' sentence. */
function invalidText(t: SettingsMessages["invalid"], name: string): string | null {
  const number = NUMBERS.find((n) => n.name === name);
  if (number) return t.wholeNumber(number.min, number.max);
  const known = INVALID_TEXT[name as keyof Settings];
  return known ? t[known] : null;
}
