import type { RequestHandler } from "express";
import * as z from "zod/mini";
import { API_BASE_PATH, dataBodyOf, errorBodyOf, ErrorBodySchema, HealthSchema } from "../../core/api.ts";
import {
  GalleryEnvelopeSchema,
  GalleryImageSchema,
  MenuEnvelopeSchema,
  MenuItemSchema,
  MenuSectionSchema,
  MoneySchema,
  NewsEnvelopeSchema,
  NewsItemSchema,
  OpeningHoursEnvelopeSchema,
  ReviewSchema,
  ReviewsEnvelopeSchema,
} from "../../core/content/schemas.ts";
import { http } from "./node-http.ts";
import { BOOKING_RULE_CODES, ERROR_MESSAGES, ERROR_STATUS, type ErrorCode } from "../../core/errors.ts";
import { EventsEnvelopeSchema, ListedEventSchema } from "../../core/events/schemas.ts";
import { AVAILABILITY_MAX_DAYS, AvailabilitySchema, AvailableSlotSchema } from "../../core/bookability/availability.ts";
import { AVAILABILITY_FORMATS } from "../../core/bookability/compact-availability.ts";
import { CompactAvailabilitySchema, SlotRunSchema } from "../../core/bookability/compact-availability-schema.ts";
import { DateExceptionSchema, DayHoursSchema, WeeklyHoursSchema } from "../../core/hours.ts";
import { IDEMPOTENCY_TTL_HOURS } from "../../core/limits.ts";
import type { ModuleId } from "../../core/modules.ts";
import {
  BookingConfigSchema,
  BookingCreatedSchema,
  BookingRequestSchema,
  CancelResultSchema,
  ChangeRequestViewSchema,
  ChangeResultSchema,
  GuestViewSchema,
  IdempotencyKeySchema,
  LoadResultSchema,
  ManageBodySchema,
  ManageCancelBodySchema,
  ManageChangeBodySchema,
  ManageLoadBodySchema,
  ManageResultSchema,
  PinResetRequestSchema,
  PinResetResultSchema,
} from "../../core/reservation/schemas.ts";
import { WaitlistJoinedSchema, WaitlistJoinSchema } from "../../core/waitlist/schemas.ts";

/**
 * The OpenAPI 3.1 document of /api/v1, served at /api/v1/openapi.json. Every schema in it is zod's
 * JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) of a core schema: responses as the server
 * sends them, request bodies as a client may write them. What is written here is only what zod
 * cannot know: the endpoints, which error codes each can answer, and the headers.
 */

export type Json = Record<string, unknown>;

export const ref = (section: string, name: string) => ({ $ref: `#/components/${section}/${name}` });

/** Parts that several responses share, then each endpoint's `data` with its `{data}` body beside it. */
const RESPONSE_PARTS = {
  ErrorBody: ErrorBodySchema,
  DayHours: DayHoursSchema,
  WeeklyHours: WeeklyHoursSchema,
  DateException: DateExceptionSchema,
  AvailableSlot: AvailableSlotSchema,
  AvailabilitySlots: AvailabilitySchema,
  SlotRun: SlotRunSchema,
  CompactAvailability: CompactAvailabilitySchema,
  GuestView: GuestViewSchema,
  ChangeRequestView: ChangeRequestViewSchema,
  LoadResult: LoadResultSchema,
  ChangeResult: ChangeResultSchema,
  CancelResult: CancelResultSchema,
  // GET /events's element: the stored event and its wall times (docs/api.md §8.2).
  Event: ListedEventSchema,
  Money: MoneySchema,
  MenuItem: MenuItemSchema,
  MenuSection: MenuSectionSchema,
  Review: ReviewSchema,
  NewsItem: NewsItemSchema,
  GalleryImage: GalleryImageSchema,
  OpenApiDocument: z.looseObject({ openapi: z.string() }),
};
const RESULTS = {
  Health: HealthSchema,
  BookingConfig: BookingConfigSchema,
  // `format=slots` (the default) or `format=compact`.
  Availability: z.union([AvailabilitySchema, CompactAvailabilitySchema]),
  BookingCreated: BookingCreatedSchema,
  ManageResult: ManageResultSchema,
  PinResetResult: PinResetResultSchema,
  WaitlistJoined: WaitlistJoinedSchema,
  EventsEnvelope: EventsEnvelopeSchema,
  MenuEnvelope: MenuEnvelopeSchema,
  ReviewsEnvelope: ReviewsEnvelopeSchema,
  NewsEnvelope: NewsEnvelopeSchema,
  GalleryEnvelope: GalleryEnvelopeSchema,
  OpeningHoursEnvelope: OpeningHoursEnvelopeSchema,
};
type ResultName = keyof typeof RESULTS;
const REQUESTS = {
  BookingRequest: BookingRequestSchema,
  ManageLoadRequest: ManageLoadBodySchema,
  ManageChangeRequest: ManageChangeBodySchema,
  ManageCancelRequest: ManageCancelBodySchema,
  ManageRequest: ManageBodySchema,
  PinResetRequest: PinResetRequestSchema,
  WaitlistJoinRequest: WaitlistJoinSchema,
};
type RequestName = keyof typeof REQUESTS;

/** Named schemas as components: a schema nested in another named one becomes a `$ref` to it. */
export function components(schemas: Record<string, z.ZodMiniType>, io: "input" | "output"): Record<string, Json> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(schemas)) registry.add(schema, { id });
  const converted = z.toJSONSchema(registry, { target: "draft-2020-12", io, uri: (id) => ref("schemas", id).$ref }).schemas;
  // A component takes its dialect from the document and its address from where it stands.
  return Object.fromEntries(Object.entries(converted).map(([id, { $schema: _s, $id: _i, ...schema }]) => [id, schema]));
}

/** One schema, written out where it is used. */
export function inline(schema: z.ZodMiniType, io: "input" | "output" = "output"): Json {
  const { $schema: _s, ...converted } = z.toJSONSchema(schema, { target: "draft-2020-12", io });
  return converted;
}

export const jsonContent = (schema: Json) => ({ "application/json": { schema } });

/** Response headers; every one but Idempotent-Replayed is always sent where it is listed. */
const HEADERS: Record<string, { description: string; schema: z.ZodMiniType; required?: false }> = {
  ETag: {
    description: "Strong validator of the body; send it back in If-None-Match to get a 304 while nothing changed.",
    schema: z.string(),
  },
  "Cache-Control": { description: "How long shared caches may keep the answer.", schema: z.string() },
  RateLimit: {
    description: "What is left of each rate limit that counted this request (IETF draft-8 fields; one entry per policy).",
    schema: z.string(),
  },
  "RateLimit-Policy": { description: "The rate limits that counted this request: quota and window per policy.", schema: z.string() },
  "Retry-After": { description: "Seconds until a retry may succeed.", schema: z.int().check(z.minimum(1)) },
  "Idempotent-Replayed": {
    description: "Present on an answer stored for the Idempotency-Key and replayed: nothing was done again.",
    schema: z.literal("true"),
    required: false,
  },
};

/** Only `idempotency_in_progress` of the 409s says when to retry. */
const retryAfterInProgress = () => ({
  description: "With `idempotency_in_progress`: seconds until the first request's answer is likely stored.",
  required: false,
  schema: inline(HEADERS["Retry-After"]!.schema),
});

const headers = (names: string[]): Json => Object.fromEntries(names.map((name) => [name, ref("headers", name)]));
const RATE_LIMIT_HEADERS = ["RateLimit", "RateLimit-Policy"];

const ALWAYS: ErrorCode[] = ["rate_limit_exceeded", "internal_error", "database_busy"];
const KEYED: ErrorCode[] = ["invalid_api_key", "restaurant_not_published", "module_not_enabled", "origin_not_allowed", ...ALWAYS];
/** A write also refuses a console preview key, which only reads (docs/api.md §2.4). */
const KEYED_WRITE: ErrorCode[] = [...KEYED, "preview_only"];
const BODY: ErrorCode[] = ["invalid_request", "payload_too_large", "unsupported_media_type"];
const BOOKING_RULES: ErrorCode[] = ["terms_required", ...BOOKING_RULE_CODES];
const PER_IP = "requests per client IP";
const READS = `${PER_IP}; reads per key and client IP`;
const WRITES = `${PER_IP}; writes per key and client IP`;

interface Operation {
  method: "get" | "post";
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  /** The module the key must be granted; none: no key is asked for. */
  module?: ModuleId;
  request?: RequestName;
  /** The 200 body: `{data}` of a result, or (the document itself) a bare schema. */
  result: ResultName | "OpenApiDocument";
  errors: ErrorCode[];
  /** The rate limits that count a request, for the 429's description. */
  limits: string;
  /** Takes an Idempotency-Key; a stored answer is replayed with Idempotent-Replayed. */
  idempotent?: boolean;
  /** Query parameters. */
  query?: { name: string; required: boolean; description: string; schema: z.ZodMiniType }[];
}

const content = (module: ModuleId, path: string, summary: string, result: ResultName): Operation => ({
  method: "get",
  path,
  operationId: `get${result.replace("Envelope", "")}`,
  summary,
  module,
  result,
  errors: KEYED,
  limits: READS,
});

const OPERATIONS: Operation[] = [
  {
    method: "get",
    path: "/health",
    operationId: "getHealth",
    summary: "Whether the server is up",
    result: "Health",
    errors: ALWAYS,
    limits: PER_IP,
  },
  {
    method: "get",
    path: "/openapi.json",
    operationId: "getOpenApi",
    summary: "This document",
    result: "OpenApiDocument",
    errors: ALWAYS,
    limits: PER_IP,
  },
  {
    method: "get",
    path: "/reservation",
    operationId: "getBookingConfig",
    summary: "What the booking form needs: hours, party sizes, lead time, horizon, slot interval",
    module: "reservation",
    result: "BookingConfig",
    errors: KEYED,
    limits: READS,
  },
  {
    method: "get",
    path: "/reservation/availability",
    operationId: "getAvailability",
    summary: "The slots of one or more days for a party size, each available or full",
    description:
      "Every slot the rules allow (lead time, horizon, opening periods), in time order, with the service it belongs to; " +
      "`available` is false when the party would not fit the capacity of its service, else of the restaurant. A closed or past day has no slots. " +
      "With `format=compact` the same slots come as runs (CompactAvailability).",
    module: "reservation",
    query: [
      {
        name: "date",
        required: true,
        description: "The first local date, YYYY-MM-DD.",
        schema: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
      },
      {
        name: "party_size",
        required: true,
        description: "Guests, from the restaurant's minPartySize to its maxPartySize.",
        schema: z.int().check(z.minimum(1)),
      },
      {
        name: "days",
        required: false,
        description: `How many dates from \`date\` on (default 1).`,
        schema: z._default(z.int().check(z.minimum(1), z.maximum(AVAILABILITY_MAX_DAYS)), 1),
      },
      {
        name: "format",
        required: false,
        description:
          "`slots` (default): every slot written out. `compact`: each day's slots as runs of one service, " +
          "`stepMinutes` apart, with one `1` (available) or `0` per slot in `available`: about an eighth of the size.",
        schema: z._default(z.enum(AVAILABILITY_FORMATS), "slots"),
      },
    ],
    result: "Availability",
    errors: [...KEYED, "invalid_request"],
    limits: READS,
  },
  {
    method: "post",
    path: "/reservation",
    operationId: "createReservation",
    summary: "Book a table",
    description:
      "Creates a reservation, confirmed at once when the restaurant confirms automatically, else pending, and answers its " +
      "number, status and the guest's PIN (shown once; only its HMAC is stored). " +
      "A refused body answers the first rule it breaks: field types and formats first, capacity last.",
    module: "reservation",
    request: "BookingRequest",
    result: "BookingCreated",
    errors: [...KEYED_WRITE, ...BODY, ...BOOKING_RULES, "idempotency_in_progress", "idempotency_key_reused"],
    limits: `${WRITES}; successful bookings per client IP and restaurant per hour`,
    idempotent: true,
  },
  {
    method: "post",
    path: "/reservation/manage",
    operationId: "manageReservation",
    summary: "Load, change or cancel a reservation with its number and PIN",
    description:
      "`action` load answers the reservation; cancel cancels it; change (or no action) changes the fields sent, at once while it " +
      "is pending, else as a change request for the restaurant. A wrong number and a wrong PIN get the same 401. A change's " +
      "fields are judged only after the PIN, by the booking's rules.",
    module: "reservation",
    request: "ManageRequest",
    result: "ManageResult",
    errors: [...KEYED_WRITE, ...BODY, ...BOOKING_RULES, "invalid_credentials", "not_editable"],
    limits: `${WRITES}; wrong reservation numbers or PINs per client IP, and per reservation number`,
  },
  {
    method: "post",
    path: "/reservation/pin-reset",
    operationId: "resetReservationPin",
    summary: "E-mail the guest a new PIN",
    description:
      "When `email` is the address on the booking, a new PIN replaces the old one and is e-mailed there. The answer is the " +
      "same whether or not the pair matched, and every request counts like a wrong PIN for the number and the client.",
    module: "reservation",
    request: "PinResetRequest",
    result: "PinResetResult",
    errors: [...KEYED_WRITE, ...BODY],
    limits: `${WRITES}; counted with wrong PINs per client IP, and per reservation number`,
  },
  {
    method: "post",
    path: "/reservation/waitlist",
    operationId: "joinWaitlist",
    summary: "Wait for a table on a full date (Notify me)",
    description:
      "Puts the guest on the waitlist of `date` for a party of `party_size` and a start between `window_start` and `window_end` " +
      "(local times; a window past midnight, `window_end` before `window_start`, only on a date whose last period runs into " +
      "the next day, from its opening to that night's close). An e-mail with a link to leave the list follows. When room that fits frees up (a cancellation, a change, " +
      "the owner), the waiting guests are offered it in the order they joined, one at a time, by e-mail with a one-time claim " +
      "link valid `waitlistOfferMinutes` (default 15); the first valid claim books under every rule of a booking. " +
      "`position` counts the guests waiting ahead. A test key's request is judged alike but nothing is stored or sent.",
    module: "reservation",
    request: "WaitlistJoinRequest",
    result: "WaitlistJoined",
    errors: [...KEYED_WRITE, ...BODY, "last_name_required", "contact_required", "booking_horizon"],
    limits: `${WRITES}; counted with bookings per client IP and restaurant per hour`,
  },
  {
    method: "get",
    path: "/events",
    operationId: "getEvents",
    summary: "Upcoming and past published events",
    module: "events",
    result: "EventsEnvelope",
    errors: KEYED,
    limits: READS,
  },
  content("menu", "/menu", "The menu, section by section", "MenuEnvelope"),
  content("reviews", "/reviews", "Reviews, newest first, with their count and mean rating", "ReviewsEnvelope"),
  content("news", "/news", "News, pinned first, then newest first", "NewsEnvelope"),
  content("gallery", "/gallery", "Gallery images in the owner's order", "GalleryEnvelope"),
  content("opening_hours", "/opening-hours", "Opening hours, and whether the restaurant is open now", "OpeningHoursEnvelope"),
];

function errorResponse(status: number, codes: ErrorCode[], op: Pick<Operation, "limits" | "idempotent">): Json {
  const lines = codes.map((code) => `- \`${code}\`: ${ERROR_MESSAGES[code]}`);
  const limits = status === 429 ? ` (counted: ${op.limits})` : "";
  return {
    description: [`${http.STATUS_CODES[status]}${limits}, with one of these codes:`, ...lines].join("\n"),
    headers: {
      ...headers([
        ...RATE_LIMIT_HEADERS,
        ...(status === 429 || status === 503 ? ["Retry-After"] : []),
        // A refusal the idempotency store keeps (a broken rule, a full slot) is replayed like a booking.
        ...(op.idempotent && (status === 400 || status === 409) ? ["Idempotent-Replayed"] : []),
      ]),
      ...(codes.includes("idempotency_in_progress") ? { "Retry-After": retryAfterInProgress() } : {}),
    },
    content: jsonContent(inline(errorBodyOf(codes))),
  };
}

/** Every operation's `default`: what a path or method the document does not list answers, and the body any error has. */
function refused(): Json {
  return {
    description:
      "Any status not listed for the operation. A path this document does not list answers 404 `not_found`; a listed path " +
      "asked with a method it does not list answers 405 `method_not_allowed` with `Allow`. Every error has this body.",
    headers: {
      ...headers(RATE_LIMIT_HEADERS),
      Allow: { description: "With 405: the methods this path answers.", required: false, schema: inline(z.string()) },
    },
    content: jsonContent(ref("schemas", "ErrorBody")),
  };
}

function operation(op: Operation): Json {
  const responses: Json = {
    200: {
      description: "OK.",
      headers: headers([
        ...RATE_LIMIT_HEADERS,
        ...(op.method === "get" ? ["ETag", "Cache-Control"] : []),
        ...(op.idempotent ? ["Idempotent-Replayed"] : []),
      ]),
      content: jsonContent(ref("schemas", op.result === "OpenApiDocument" ? op.result : `${op.result}Response`)),
    },
  };
  if (op.method === "get") {
    responses[304] = {
      description: "Not Modified: the ETag sent in If-None-Match still matches.",
      headers: headers([...RATE_LIMIT_HEADERS, "ETag", "Cache-Control"]),
    };
  }
  for (const status of [...new Set(op.errors.map((code) => ERROR_STATUS[code]))].sort((a, b) => a - b)) {
    responses[status] = errorResponse(
      status,
      op.errors.filter((code) => ERROR_STATUS[code] === status),
      op,
    );
  }
  responses.default = ref("responses", "Refused");
  const description = [op.description, op.module ? `Needs a key granted the \`${op.module}\` module.` : "Needs no key."]
    .filter(Boolean)
    .join("\n\n");
  return {
    operationId: op.operationId,
    summary: op.summary,
    description,
    tags: [op.module ?? "meta"],
    ...(op.module ? {} : { security: [] }),
    ...(op.idempotent ? { parameters: [ref("parameters", "IdempotencyKey")] } : {}),
    ...(op.query
      ? {
          parameters: op.query.map((q) => ({
            name: q.name,
            in: "query",
            required: q.required,
            description: q.description,
            schema: inline(q.schema, "input"),
          })),
        }
      : {}),
    ...(op.request ? { requestBody: { required: true, content: jsonContent(ref("schemas", op.request)) } } : {}),
    responses,
  };
}

const INFO = `Restaurant bookings, events and content for the restaurant's own website.

- Every endpoint but /health and /openapi.json needs the restaurant's API key as \`Authorization: Bearer <key>\`. The key decides the restaurant and the modules it may read; the body never does.
- A test key (\`ck_test_…\`) works on every endpoint like a live key, also while the restaurant is unpublished, but its bookings live in the restaurant's test space: they never share capacity with live bookings, are found only with a test key, send no message and expire after 7 days.
- A success is \`{data}\`; a failure is \`{error: {code, message, field?}}\` (components/schemas/ErrorBody), its code one of the codes listed with each status.
- Checks run in this order: path and method, key, restaurant published, module, origin, a preview key's write, rate limits, body.
- Every GET also answers HEAD, and GETs are cacheable, with a strong ETag. OPTIONS preflights are answered on any path without a key.
- A path not documented here answers 404 \`not_found\`; a documented path asked with another method answers 405 \`method_not_allowed\` with Allow: every operation's \`default\` response (components/responses/Refused).`;

function build(): Json {
  const paths: Record<string, Json> = {};
  for (const op of OPERATIONS) paths[op.path] = { ...paths[op.path], [op.method]: operation(op) };
  const results = Object.entries(RESULTS).flatMap(([name, schema]) => [
    [name, schema],
    [`${name}Response`, dataBodyOf(schema)],
  ]);
  return {
    openapi: "3.1.1",
    info: { title: "Couvert API", version: API_BASE_PATH.split("/").pop(), description: INFO },
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    servers: [{ url: API_BASE_PATH }],
    security: [{ apiKey: [] }],
    paths,
    components: {
      schemas: {
        ...components({ ...RESPONSE_PARTS, ...Object.fromEntries(results) }, "output"),
        ...components(REQUESTS, "input"),
      },
      responses: { Refused: refused() },
      parameters: {
        IdempotencyKey: {
          name: "Idempotency-Key",
          in: "header",
          required: false,
          description:
            `Makes a retry safe: for ${IDEMPOTENCY_TTL_HOURS} hours, the same key with the same body gets the first final answer again (a booking or a refusal) ` +
            "and books nothing more; with another body it gets 422. Scoped to the API key.",
          schema: inline(IdempotencyKeySchema, "input"),
        },
      },
      headers: Object.fromEntries(
        Object.entries(HEADERS).map(([name, h]) => [
          name,
          { description: h.description, required: h.required ?? true, schema: inline(h.schema) },
        ]),
      ),
      securitySchemes: {
        apiKey: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "Couvert API key",
          description: "The restaurant's API key: `ck_…`, or `ck_test_…` for a test key, whose bookings go to the test space.",
        },
      },
    },
  };
}

let built: { document: Json; text: string } | undefined;
function once(): { document: Json; text: string } {
  if (!built) {
    const document = build();
    built = { document, text: JSON.stringify(document) };
  }
  return built;
}

/** The document, built on first use and kept. */
export const openApiDocument = (): Json => once().document;

/**
 * GET /openapi.json: public documentation, cacheable. Built at the first request, not at start:
 * converting every schema costs ~0.2 s CPU that a server, a command or a test rarely needs.
 */
export function serveOpenApi(): RequestHandler {
  return (_req, res) => {
    res.set("Cache-Control", "public, max-age=300");
    res.type("json").send(once().text);
  };
}
