import type { RequestHandler } from "express";
import type * as z from "zod/mini";
import { CSRF_HEADER, SessionViewSchema } from "../../core/accounts/schemas.ts";
import { dataBodyOf, errorBodyOf } from "../../core/api.ts";
import { ANY_ERROR_STATUS, errorMessageOf, type AnyErrorCode } from "../../core/errors.ts";
import { EventSchema } from "../../core/events/schemas.ts";
import { ApiKeyViewSchema } from "../../core/keys/schemas.ts";
import type { OwnerRouteContract } from "../../core/owner/contract/index.ts";
import { OWNER_ROUTES } from "../../core/owner/contract/all-routes.ts";
import { SettingsViewSchema } from "../../core/owner/settings.ts";
import { OwnerReservationAnswerSchema, OwnerReservationViewSchema, SignedOutSchema, TeamSchema } from "../../core/owner/views.ts";
import { components, inline, jsonContent, ref, type Json } from "../http/openapi.ts";

/**
 * The OpenAPI 3.1 document of the owner API at /owner/api (docs/api.md §16), served at
 * /owner/api/openapi.json: written from the contract entries (core/owner/contract), the very
 * schemas the routes check requests with and the console parses answers with. Apart from the public
 * document (server/http/openapi.ts): other callers (the console, signed in with a cookie, its writes
 * carrying a CSRF header), other errors.
 */

/** Schemas several answers share, as named components; each route's own answer is named after the route. */
const SHARED: Record<string, z.ZodMiniType> = {
  SessionView: SessionViewSchema,
  SettingsView: SettingsViewSchema,
  OwnerReservationView: OwnerReservationViewSchema,
  OwnerReservationAnswer: OwnerReservationAnswerSchema,
  Event: EventSchema,
  ApiKeyView: ApiKeyViewSchema,
  Team: TeamSchema,
  SignedOut: SignedOutSchema,
};

const pascal = (name: string) => name[0]!.toUpperCase() + name.slice(1);

/**
 * Every code a route can answer: those of every route of its kind, in the order the checks run
 * (docs/api.md §16.4: per-IP limit, session, same origin and CSRF token, write limit, body,
 * restaurant and role), then the route's own.
 */
export function errorsOf(route: OwnerRouteContract): AnyErrorCode[] {
  const write = route.method === "POST";
  const codes: AnyErrorCode[] = [
    "rate_limit_exceeded",
    ...(route.session ? (["sign_in_required"] as const) : []),
    ...(write ? (["csrf_rejected", "payload_too_large", "unsupported_media_type"] as const) : []),
    ...(route.area ? (["forbidden"] as const) : []),
    ...(route.query || route.body ? (["invalid_request"] as const) : []),
    ...route.errors,
    "internal_error",
    "database_busy",
  ];
  return [...new Set(codes)];
}

function errorResponse(status: number, codes: AnyErrorCode[]): Json {
  return {
    description: codes.map((code) => `- \`${code}\`: ${errorMessageOf(code, "owner")}`).join("\n"),
    content: jsonContent(inline(errorBodyOf(codes))),
  };
}

/** The route's answer schema's component name: a shared one, else the route's own. */
function answerName(name: string, route: OwnerRouteContract): string | undefined {
  if (!route.answer) return undefined;
  return Object.entries(SHARED).find(([, schema]) => schema === route.answer)?.[0] ?? `${pascal(name)}Answer`;
}

function operation(name: string, route: OwnerRouteContract): Json {
  const answer = answerName(name, route);
  const ok: Json = answer
    ? { description: "OK.", content: jsonContent(ref("schemas", `${answer}Response`)) }
    : {
        description: route.produces === "text/csv" ? "The CSV file, streamed." : "The event stream.",
        content: { [route.produces!]: { schema: { type: "string" } } },
      };
  const responses: Json = { 200: ok };
  const errors = errorsOf(route);
  for (const status of [...new Set(errors.map((code) => ANY_ERROR_STATUS[code]))].sort((a, b) => a - b)) {
    responses[status] = errorResponse(
      status,
      errors.filter((code) => ANY_ERROR_STATUS[code] === status),
    );
  }
  const pathParameters = [...route.path.matchAll(/:(\w+)/g)].map(([, param]) => ({
    name: param,
    in: "path",
    required: true,
    schema: { type: "string" },
  }));
  const queryShape = (route.query as z.ZodMiniObject | undefined)?.def.shape ?? {};
  const queryParameters = Object.entries(queryShape).map(([param, schema]) => ({
    name: param,
    in: "query",
    required: !(schema as z.ZodMiniType)._zod.optin,
    schema: inline(schema as z.ZodMiniType, "input"),
  }));
  const csrf = route.method === "POST" && route.session ? [ref("parameters", "CsrfToken")] : [];
  const parameters = [...pathParameters, ...queryParameters, ...csrf];
  return {
    operationId: route.name,
    summary: route.summary,
    tags: [route.area ?? "session"],
    ...(route.session ? {} : { security: [] }),
    ...(parameters.length ? { parameters } : {}),
    ...(route.body ? { requestBody: { required: true, content: jsonContent(inline(route.body, "input")) } } : {}),
    responses,
  };
}

const INFO = `The owner console's API (docs/api.md §16): the console's own, same-origin; not for restaurant websites (they use /api/v1).

- A person signs in with POST /session, which sets the session cookie; every other route but the setup ones needs it.
- Every POST but signing in and setting up carries the session's CSRF token (from the session view) in \`${CSRF_HEADER}\`, and the page's own Origin.
- Restaurant routes are under /restaurants/{slug}: staff reach the \`reservations\` ones, owners all.
- A success is \`{data}\`; a failure is \`{error: {code, message, field?}}\`, \`field\` the dotted path of the first field at fault.`;

function build(): Json {
  const paths: Record<string, Json> = {};
  const answers: Record<string, z.ZodMiniType> = {};
  for (const [name, route] of Object.entries(OWNER_ROUTES) as [string, OwnerRouteContract][]) {
    const path = route.path.replace(/:(\w+)/g, "{$1}");
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(name, route) };
    const answer = answerName(name, route);
    if (answer && route.answer) answers[`${answer}Response`] = dataBodyOf(route.answer);
  }
  return {
    openapi: "3.1.1",
    info: { title: "Couvert owner API", version: "1", description: INFO },
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    servers: [{ url: "/owner/api" }],
    security: [{ session: [] }],
    paths,
    components: {
      // As the schemas read them: the settings' rules transform what they read (a trimmed name, a
      // canonical zone), and what the server sends is their output, which reads back unchanged.
      schemas: components({ ...SHARED, ...answers }, "input"),
      parameters: {
        CsrfToken: {
          name: CSRF_HEADER,
          in: "header",
          required: true,
          description: "The session's CSRF token, as GET /session answers it (`csrfToken`).",
          schema: { type: "string" },
        },
      },
      securitySchemes: {
        session: {
          type: "apiKey",
          in: "cookie",
          name: "couvert_session",
          description: "The session cookie POST /session sets (`__Host-couvert_session` over HTTPS).",
        },
      },
    },
  };
}

let built: { document: Json; text: string } | undefined;

/** The document, built on first use and kept. */
export function ownerOpenApiDocument(): Json {
  if (!built) {
    const document = build();
    built = { document, text: JSON.stringify(document) };
  }
  return built.document;
}

/** GET /owner/api/openapi.json: the document, without a session; built at the first request, not at start. */
export function serveOwnerOpenApi(): RequestHandler {
  return (_req, res) => {
    ownerOpenApiDocument();
    res.type("json").send(built!.text);
  };
}
