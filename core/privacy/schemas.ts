import * as z from "zod/mini";
import { EMAIL_MAX_LENGTH } from "../limits.ts";
import { isEmailAddress } from "../primitives.ts";
import { readPhoneShape } from "../reservation/phone.ts";

/**
 * Whose data (docs/api.md §20): one guest of the restaurant, by e-mail (any case) or by phone (as
 * staff type it; the server reads it in the restaurant's country), exactly one of the two.
 */
const contactShape = {
  email: z.optional(
    z.pipe(
      z.string().check(
        z.maxLength(EMAIL_MAX_LENGTH),
        z.refine((e) => isEmailAddress(e.trim()), "Expected an e-mail address such as guest@example.com"),
      ),
      z.transform((e) => e.trim()),
    ),
  ),
  phone: z.optional(z.string().check(z.refine((p) => readPhoneShape(p) !== null, "Expected a phone number, e.g. +49 30 1234567"))),
};
const oneContact = z.refine<{ email?: string; phone?: string }>((c) => (c.email === undefined) !== (c.phone === undefined), {
  message: "Give the guest's email or phone, one of the two",
  path: ["email"],
});

export const GuestContactSchema = z.object(contactShape).check(oneContact);
export type GuestContact = z.infer<typeof GuestContactSchema>;

/** POST …/privacy/erase: the guest, and the owner's confirmation, which must be `true`. */
export const ErasureBodySchema = z
  .object({ ...contactShape, confirm: z.literal(true, "Confirm the erasure with confirm: true") })
  .check(oneContact);

/** What an erasure did: bookings found and cancelled, rows changed (0 when nothing was left to erase). */
export const ErasureResultSchema = z.object({
  bookingsFound: z.int(),
  bookingsCancelled: z.int(),
  rowsChanged: z.int(),
  erasedAt: z.string(),
});
export type ErasureResult = z.infer<typeof ErasureResultSchema>;

/** Rows of one place the guest's data lives, as stored (docs/api.md §20.3). */
const ExportRowsSchema = z.array(z.record(z.string(), z.unknown()));

/** `couvert guest export` and the console's download: one JSON document of everything held about the guest. */
export const GuestExportSchema = z.object({
  restaurant: z.string(),
  exportedAt: z.string(),
  guest: z.object({ email: z.nullable(z.string()), phone: z.nullable(z.string()) }),
  bookings: ExportRowsSchema,
  changeRequests: ExportRowsSchema,
  messages: ExportRowsSchema,
  /** Places added to the registry later (guest profiles, feedback…), each under its own name. */
  more: z.record(z.string(), ExportRowsSchema),
});
export type GuestExport = z.infer<typeof GuestExportSchema>;

export const PRIVACY_ACTIONS = ["erasure", "retention"] as const;

/** One line of the privacy audit: who, when, how many rows; never whose data. */
export const PrivacyAuditEntrySchema = z.object({
  action: z.enum(PRIVACY_ACTIONS),
  actor: z.string(),
  at: z.string(),
  rowsChanged: z.int(),
  bookingsCancelled: z.int(),
});
export type PrivacyAuditEntry = z.infer<typeof PrivacyAuditEntrySchema>;

/** GET …/privacy: the retention setting and the latest erasures and retention runs. */
export const PrivacyViewSchema = z.object({
  guestDataRetentionMonths: z.int(),
  audit: z.array(PrivacyAuditEntrySchema),
});
export type PrivacyView = z.infer<typeof PrivacyViewSchema>;
