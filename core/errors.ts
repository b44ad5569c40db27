import { SEATING_OPENS_HOURS_BEFORE } from "./reservation/status.ts";

/**
 * Every error code of the public API (docs/api.md §1.3) with its HTTP status.
 * The server turns these into error bodies; the widget turns them into translated messages.
 */
export const ERROR_STATUS = {
  invalid_request: 400,
  terms_required: 400,
  last_name_required: 400,
  contact_required: 400,
  notify_channel_required: 400,
  channel_not_deliverable: 400,
  booking_lead_time: 400,
  booking_horizon: 400,
  outside_opening_hours: 400,
  invalid_credentials: 401,
  invalid_api_key: 401,
  not_editable: 403,
  module_not_enabled: 403,
  restaurant_not_published: 403,
  origin_not_allowed: 403,
  preview_only: 403,
  not_found: 404,
  method_not_allowed: 405,
  slot_full: 409,
  idempotency_in_progress: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  idempotency_key_reused: 422,
  rate_limit_exceeded: 429,
  internal_error: 500,
  database_busy: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** What a booking's rules refuse with (docs/api.md §5), whoever books; guests also accept the terms (`terms_required`). */
export const BOOKING_RULE_CODES: readonly ErrorCode[] = [
  "last_name_required",
  "contact_required",
  "notify_channel_required",
  "booking_lead_time",
  "booking_horizon",
  "outside_opening_hours",
  "slot_full",
];

/**
 * The codes only the owner console's API answers (docs/api.md §16.4), besides the public ones. Kept
 * apart so the public contract, and the widget's texts for it, do not grow with the console.
 */
export const OWNER_ERROR_STATUS = {
  sign_in_required: 401,
  forbidden: 403,
  csrf_rejected: 403,
  stay_over: 400,
  party_size_outside_limits: 409,
  too_early: 409,
  too_many_streams: 429,
  table_not_found: 400,
  table_does_not_fit: 409,
  table_taken: 409,
  table_in_use: 409,
} as const;

export type OwnerErrorCode = keyof typeof OWNER_ERROR_STATUS;
export type AnyErrorCode = ErrorCode | OwnerErrorCode;

export const OWNER_ERROR_MESSAGES: Record<OwnerErrorCode, string> = {
  sign_in_required: "Sign in first; the session is missing or has ended.",
  forbidden: "Your role at this restaurant does not allow this.",
  csrf_rejected: "This request did not come from the console's own page.",
  stay_over: "This stay is already over; after its start only a stay still going on (guests already seated) can be booked.",
  party_size_outside_limits: "This party is outside the sizes the restaurant takes online; staff may book it anyway.",
  too_many_streams: "Too many live streams are open for this session or person; close a console tab.",
  table_not_found: "No such table or combination in the room: unknown, retired, or tables that are not a combination.",
  table_does_not_fit: "This table or combination does not seat this party.",
  table_taken: "This table is held by another booking at that time.",
  table_in_use: "This table holds bookings still to come; move them to another table first.",
  too_early: `Too early for this move: a party is seated from ${SEATING_OPENS_HOURS_BEFORE} hours before its booking, and called a no-show from its start.`,
};

/** Every code's HTTP status, the public API's and the owner API's. */
export const ANY_ERROR_STATUS: Record<AnyErrorCode, number> = { ...ERROR_STATUS, ...OWNER_ERROR_STATUS };

/**
 * The owner API's own sentence for a public code whose public one speaks of a guest's booking
 * (`invalid_credentials` there is a wrong e-mail address or password, not a wrong reservation PIN).
 */
export const OWNER_API_MESSAGES: Partial<Record<ErrorCode, string>> = {
  invalid_credentials: "The e-mail address or password is wrong.",
};

/** A code's sentence as the public API (`api: "public"`) or the owner API (`"owner"`) means it. */
export function errorMessageOf(code: AnyErrorCode, api: "public" | "owner" = "public"): string {
  if (code in OWNER_ERROR_MESSAGES) return OWNER_ERROR_MESSAGES[code as OwnerErrorCode];
  return (api === "owner" ? OWNER_API_MESSAGES[code as ErrorCode] : undefined) ?? ERROR_MESSAGES[code as ErrorCode];
}

/** One sentence per code, in English, for API clients (the widget has its own translated texts). */
export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  invalid_request: "The request is not valid.",
  terms_required: "The terms must be accepted.",
  last_name_required: "A last name is required.",
  contact_required: "A phone number or an e-mail address is required, and the contact of each channel chosen.",
  notify_channel_required: "At least one notification channel must be chosen.",
  channel_not_deliverable: "This server cannot send messages on this channel; choose e-mail.",
  booking_lead_time: "This time is too soon to book.",
  booking_horizon: "This time is too far ahead to book.",
  outside_opening_hours: "The restaurant does not take bookings at this time.",
  invalid_credentials: "The reservation number or PIN is wrong.",
  invalid_api_key: "The API key is missing, malformed, unknown or revoked.",
  not_editable: "This reservation can no longer be changed.",
  module_not_enabled: "This API key does not have access to this module.",
  restaurant_not_published: "This restaurant is not published.",
  origin_not_allowed: "This API key may not be used from this origin.",
  preview_only: "This is a preview key: it can read, but not book, change or cancel.",
  not_found: "Not found.",
  method_not_allowed: "This method is not allowed on this path.",
  slot_full: "This time is fully booked.",
  idempotency_in_progress: "A request with this Idempotency-Key is still being handled.",
  payload_too_large: "The request body is larger than 16 KiB.",
  unsupported_media_type: "The request body must be application/json.",
  idempotency_key_reused: "This Idempotency-Key was used with a different request body.",
  rate_limit_exceeded: "Too many requests; try again later.",
  internal_error: "Something went wrong on our side.",
  database_busy: "The database is busy; try again in a moment.",
};

/**
 * Whether an answer is final: the same request would get the same answer again, so retrying it
 * as it is cannot help, and the Idempotency-Key that carried it is spent (the server stores such
 * answers, docs/api.md §7). Not final: no answer at all (status 0), a 429, a failure of ours (5xx),
 * or a key whose first request is still being handled. Server and widget both decide by this.
 */
export const isFinalAnswer = (status: number, code: string): boolean =>
  status > 0 && status < 500 && status !== 429 && code !== "idempotency_in_progress";

/**
 * The one error type of Couvert: services throw it, the server's HTTP layer alone turns it into a
 * status, headers and the error body (docs/api.md §1.2, §1.3), and the command line prints its sentence.
 */
export class CouvertError extends Error {
  readonly code: AnyErrorCode;
  /** The HTTP status the contract gives this code. A plain field: Express's parsers set `status` on errors that pass through them. */
  readonly status: number;
  readonly field: string | undefined;
  /** For a refusal that ends by itself (a rate limit, a request still in progress): when to try again. */
  readonly retryAfterSeconds: number | undefined;

  constructor(code: AnyErrorCode, options: { message?: string; field?: string | undefined; retryAfterSeconds?: number } = {}) {
    super(options.message ?? errorMessageOf(code));
    this.name = "CouvertError";
    this.code = code;
    this.status = ANY_ERROR_STATUS[code];
    this.field = options.field;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  static from(error: DomainError): CouvertError {
    return new CouvertError(error.code, { message: error.message, field: error.field });
  }

  toBody(): { error: { code: AnyErrorCode; message: string; field?: string } } {
    return { error: { code: this.code, message: this.message, ...(this.field ? { field: this.field } : {}) } };
  }
}

/** A rule broken by an input: the code, and the input field at fault when there is one. */
export interface DomainError {
  code: ErrorCode;
  field?: string;
  message?: string;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: DomainError };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = (code: ErrorCode, field?: string, message?: string): { ok: false; error: DomainError } => ({
  ok: false,
  error: { code, ...(field ? { field } : {}), ...(message ? { message } : {}) },
});
