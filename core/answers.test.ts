import { describe, expect, it } from "vitest";
import type { ZodMiniType } from "zod/mini";
import { ErrorBodySchema } from "./api.ts";
import {
  isAvailability,
  isBookingAnswer,
  isBookingConfig,
  isBookingCreated,
  isCancelResult,
  isChangeResult,
  isErrorBody,
  isEventsEnvelope,
  guestViewOf,
  isLoadAnswer,
  isLoadResult,
  isPinResetResult,
  RESERVATION_DETAIL_FIELDS,
} from "./answers.ts";
import { AvailabilitySchema } from "./bookability/availability.ts";
import { EventsEnvelopeSchema } from "./events/schemas.ts";
import type { Guard } from "./guards.ts";
import {
  BookingConfigSchema,
  BookingCreatedSchema,
  CancelResultSchema,
  ChangeResultSchema,
  LoadResultSchema,
  PinResetResultSchema,
  ReservationDetailsSchema,
  type GuestView,
} from "./reservation/schemas.ts";
import { scheduleFromHours } from "./main-service.ts";
import { testRules } from "./testing.ts";

const hours = testRules();
const bookingConfig = {
  id: "r_1",
  name: "Bistro",
  slug: "bistro",
  accentHex: "#aa3300",
  timezone: "Europe/Berlin",
  defaultDwellMinutes: 120,
  bookingLeadTimeHours: 2,
  minMinutesBeforeClosing: 60,
  embedFormFooterText: "Hello",
  weeklyHours: hours.weeklyHours,
  dateExceptions: [{ date: "2026-12-24", closed: false, open: "12:00", close: "15:00", note: "Christmas Eve" }],
  minPartySize: 1,
  maxPartySize: 8,
  slotIntervalMinutes: 15,
  bookingHorizonDays: 60,
  termsUrl: "https://bistro.example/terms",
  maxCoversPerSlot: 40,
  services: {
    definitions: [
      { id: "lunch", name: "Lunch", maxCoversPerSlot: 20 },
      { id: "dinner", name: null, maxCoversPerSlot: null },
      { id: "main", name: "All day", maxCoversPerSlot: null },
    ],
    weekly: {
      ...scheduleFromHours(hours).weekly,
      monday: [],
      tuesday: [{ service: "dinner", open: "18:00", close: "23:00" }],
      friday: [
        { service: "lunch", open: "12:00", close: "14:30" },
        { service: "dinner", open: "18:00", close: "23:00" },
      ],
    },
    exceptions: [{ date: "2026-12-24", closed: false, note: null, periods: [{ service: "lunch", open: "12:00", close: "15:00" }] }],
  },
  address: "Main Street 1",
  phone: "+49 30 1234567",
  country: "DE",
  website: "https://bistro.example/",
  manageUrl: "https://bistro.example/manage",
  confirmationMode: "auto",
};

const details = {
  guest_first_name: "Ada",
  guest_last_name: "Lovelace",
  guest_phone: null,
  guest_email: "ada@example.org",
  party_size: 2,
  starts_at: "2026-06-04T17:00:00.000Z",
  ends_at: "2026-06-04T19:00:00.000Z",
  notify_email: true,
  notify_whatsapp: false,
  guest_notes: "A window table",
  occasion: "birthday",
};

const event = {
  id: "e_1",
  platform: "native",
  source: "social_network",
  eventId: "ext-1",
  title: "Wine night",
  description: "Six wines",
  coverUrl: "https://bistro.example/wine.png",
  coverStoragePath: null,
  startAt: "2026-06-04T17:00:00.000Z",
  endAt: "2026-06-04T21:00:00+02:00",
  ticketUrl: "https://tickets.example/e/1",
  location: "Garden",
  status: "published",
  canEdit: true,
  canDelete: false,
  externalUrl: "https://social.example/p/1",
  createdAt: "2026-05-01T10:00:00Z",
  publishedAt: "2026-05-01T10:00:00Z",
  isPinned: false,
  startLocal: "2026-06-04T19:00",
  endLocal: "2026-06-04T21:00",
};

/** Each guard, its schema, and a full answer (every optional and nullable field set). */
const cases: [string, Guard<unknown>, ZodMiniType, unknown][] = [
  ["error body", isErrorBody, ErrorBodySchema, { error: { code: "contact_required", message: "A phone…", field: "guest_phone" } }],
  ["booking config", isBookingConfig, BookingConfigSchema, bookingConfig],
  ["booking created", isBookingCreated, BookingCreatedSchema, { reservation_number: 123456, guest_pin: "ABC234", status: "pending" }],
  [
    "load result",
    isLoadResult,
    LoadResultSchema,
    {
      reservation: {
        reservation_number: 123456,
        status: "confirmed",
        ...details,
        guest_phone_display: "030 1234567",
        created_at: "2026-05-01T10:00:00.000Z",
        updated_at: "2026-05-01T10:00:00.000Z",
        change_request: {
          status: "open",
          submitted_at: "2026-05-02T10:00:00.000Z",
          changes: { party_size: 4, guest_phone: "+49307654321", occasion: null },
          guest_phone_display: "030 7654321",
        },
      },
    },
  ],
  ["change result", isChangeResult, ChangeResultSchema, { ok: true, change_request: false }],
  ["cancel result", isCancelResult, CancelResultSchema, { ok: true, status: "cancelled" }],
  ["PIN reset result", isPinResetResult, PinResetResultSchema, { ok: true }],
  [
    "availability",
    isAvailability,
    AvailabilitySchema,
    {
      timezone: "Europe/Berlin",
      partySize: 2,
      days: [{ date: "2026-06-05", slots: [{ startsAt: "2026-06-05T10:00:00.000Z", time: "12:00", service: "lunch", available: true }] }],
    },
  ],
  [
    "events",
    isEventsEnvelope,
    EventsEnvelopeSchema,
    {
      restaurantId: "r_1",
      name: "Bistro",
      slug: "bistro",
      accentHex: "#AA3300",
      timezone: "Europe/Berlin",
      viewMode: "grid",
      connectedPlatforms: ["native", "photo_sharing"],
      showAllPlatformFilter: true,
      items: [event],
      pastItems: [{ ...event, id: "e_0" }],
    },
  ],
];

type Path = (string | number)[];

/** The path of every value inside `value` (containers too), deepest last. */
function pathsOf(value: unknown, path: Path = []): Path[] {
  if (typeof value !== "object" || value === null) return [path];
  const children = Object.entries(value).flatMap(([key, child]) => pathsOf(child, [...path, Array.isArray(value) ? Number(key) : key]));
  return [path, ...children];
}

const REMOVED = Symbol("removed");
/** A wrong type for every kind of field, and strings that break each format (times, dates, instants, URLs, enums). */
const REPLACEMENTS: unknown[] = [REMOVED, null, 1.5, "x", [], {}, "2026-13-01T00:00:00Z", "javascript:alert(1)"];

function replaced(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement === REMOVED ? undefined : replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (replacement === REMOVED) delete parent[last];
  else parent[last] = replacement;
  return copy;
}

/**
 * What the guards leave to the server: rules across fields (sorted periods, known services, both
 * times of an open exception) and bounds it enforces when it stores (name lengths, list sizes).
 */
const LEFT_TO_THE_SERVER = new Set(["custom", "too_small", "too_big"]);

describe("core/answers.ts guards", () => {
  it.each(cases)("%s: takes a full answer the schema takes", (_name, guard, schema, answer) => {
    expect(schema.safeParse(answer).success).toBe(true);
    expect(guard(answer)).toBe(true);
  });

  it.each(cases)(
    "%s: refuses every answer the schema refuses for its types, enums or formats, and no other",
    (_name, guard, schema, answer) => {
      const disagreements: string[] = [];
      for (const path of pathsOf(answer)) {
        for (const replacement of REPLACEMENTS) {
          const body = replaced(answer, path, replacement);
          const parsed = schema.safeParse(body);
          const lighterOnPurpose = !parsed.success && parsed.error.issues.every((issue) => LEFT_TO_THE_SERVER.has(issue.code));
          if (guard(body) !== parsed.success && !lighterOnPurpose) {
            disagreements.push(
              `${path.join(".") || "(root)"} = ${String(replacement === REMOVED ? "(removed)" : JSON.stringify(replacement))}`,
            );
          }
        }
      }
      expect(disagreements).toEqual([]);
    },
  );

  it("reads a booking answer without status, from a server before it was added", () => {
    expect(isBookingAnswer({ reservation_number: 123456, guest_pin: "ABC234" })).toBe(true);
    expect(isBookingAnswer({ reservation_number: 123456, guest_pin: "ABC234", status: "seated" })).toBe(false);
    expect(isBookingCreated({ reservation_number: 123456, guest_pin: "ABC234" })).toBe(false);
  });

  it("reads a load without the phones' display forms, from a server before they were added, as the stored forms", () => {
    const [, , , full] = cases.find(([name]) => name === "load result")!;
    const { reservation } = full as { reservation: GuestView };
    const { guest_phone_display: _display, change_request, ...older } = { ...reservation, guest_phone: "+49301234567" };
    const { guest_phone_display: _requested, ...olderRequest } = change_request!;
    const answer = { reservation: { ...older, change_request: olderRequest } };
    expect(isLoadAnswer(answer)).toBe(true);
    expect(isLoadAnswer({ reservation: { ...reservation, guest_phone_display: 30 } })).toBe(false);
    expect(isLoadResult(answer)).toBe(false);
    expect(guestViewOf(answer as Parameters<typeof guestViewOf>[0])).toMatchObject({
      guest_phone_display: "+49301234567",
      change_request: { guest_phone_display: "+49307654321" },
    });
    // A current server's answer is read as it is.
    expect(guestViewOf({ reservation })).toEqual(reservation);
  });

  it("names a reservation's details in the schema's order", () => {
    expect(RESERVATION_DETAIL_FIELDS).toEqual(Object.keys(ReservationDetailsSchema.shape));
  });
});
