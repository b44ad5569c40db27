import fc from "fast-check";
import { requestBytes } from "./raw-http.ts";

/**
 * What a careful attacker sends to every public route (docs/api.md §13) and to the console's
 * sign-in (§16.2): wrong methods and odd paths, bodies of the wrong type, huge or odd strings,
 * control characters and unicode, JSON that is not JSON, wrong content types, and bad or hostile
 * Authorization, Idempotency-Key, Origin and X-Request-Id headers. Each request is written byte
 * for byte (raw-http.ts), so nothing a client library would refuse to send is left out.
 */
export interface BadRequest {
  method: string;
  target: string;
  headers: [string, string][];
  body: Buffer;
  chunked: boolean;
}

export interface Targets {
  /** A working key, so bad bodies reach the endpoints' own rules. */
  key: string;
  /** The server's own origin (the console's sign-in wants it). */
  origin: string;
  /** A console account that exists. */
  ownerEmail: string;
  ownerPassword: string;
  /** A start time the restaurant would accept. */
  startsAt: string;
}

export const PUBLIC_ROUTES = [
  "/api/v1/health",
  "/api/v1/openapi.json",
  "/api/v1/reservation",
  "/api/v1/reservation/manage",
  "/api/v1/reservation/pin-reset",
  "/api/v1/events",
  "/api/v1/menu",
  "/api/v1/reviews",
  "/api/v1/news",
  "/api/v1/gallery",
  "/api/v1/opening-hours",
];
export const SIGN_IN = "/owner/api/session";

/** Control characters, bidi overrides, markup, SQL, odd unicode: the strings that break things. */
const HOSTILE_STRINGS = [
  "",
  " ",
  "\u0000",
  "\u0007",
  "\u001b[2J\u001b[H",
  "\u202eevil\u202c",
  "\u2028",
  "\ud800",
  "\ufeff",
  "🍝👩‍🍳",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "%00",
  "../../etc/passwd",
  "__proto__",
  "constructor",
  "null",
  "NaN",
];

const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.nat({ max: 20_000 }).map((n) => "x".repeat(n)),
);

/** The same in a header, where Node itself refuses more than 16 KiB of them: long only at times. */
const hostileHeader = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: fc.string({ unit: "grapheme", maxLength: 60 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 20 }) },
  { weight: 1, arbitrary: fc.nat({ max: 20_000 }).map((n) => "x".repeat(n)) },
);

/** Any value a JSON field could be given, of every type. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.anything({ maxDepth: 3 }),
  fc.integer({ min: -(2 ** 53), max: 2 ** 53 }),
  fc.double(),
  fc.constantFrom(null, true, false, 0, -1, 1.5, [], {}),
  fc.constant({ __proto__: { party_size: 1 } }),
);

function bodyTemplates(t: Targets): Record<string, Record<string, unknown>> {
  return {
    booking: {
      guest_first_name: "Ada",
      guest_last_name: "Lovelace",
      guest_phone: "+49 30 1234567",
      guest_email: "ada@example.com",
      party_size: 2,
      starts_at: t.startsAt,
      ends_at: null,
      notify_email: true,
      notify_whatsapp: false,
      terms_accepted: true,
    },
    manage: { action: "load", reservation_number: 12345678, pin: "ABCDEF", starts_at: t.startsAt, party_size: 2, terms_accepted: true },
    pinReset: { reservation_number: 12345678, email: "ada@example.com" },
    signIn: { email: t.ownerEmail, password: t.ownerPassword },
  };
}

/** A body that is right but for one field (replaced, removed, or an extra one added). */
function mutatedObject(template: Record<string, unknown>): fc.Arbitrary<unknown> {
  const fields = Object.keys(template);
  return fc.oneof(
    fc.record({ field: fc.constantFrom(...fields), value: hostileValue }).map(({ field, value }) => ({ ...template, [field]: value })),
    fc.constantFrom(...fields).map((field) => Object.fromEntries(Object.entries(template).filter(([k]) => k !== field))),
    fc.record({ field: hostileString, value: hostileValue }).map(({ field, value }) => ({ ...template, [field]: value })),
    fc.constant(template),
  );
}

const json = (value: unknown): Buffer => Buffer.from(JSON.stringify(value) ?? "", "utf8");

function bodies(t: Targets): fc.Arbitrary<Buffer> {
  const templates = Object.values(bodyTemplates(t));
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .constantFrom(...templates)
        .chain(mutatedObject)
        .map(json),
    },
    { weight: 1, arbitrary: fc.jsonValue().map(json) },
    // JSON that is not JSON, numbers JSON.parse turns odd (1e400 is Infinity), a truncated object.
    {
      weight: 2,
      arbitrary: fc
        .oneof(
          fc.string({ unit: "binary", maxLength: 200 }).map((s) => Buffer.from(s, "utf8")),
          fc
            .constantFrom("1e400", "-0", "0x10", "1.0000000000000001", "99999999999999999999", "-1e-400")
            .map((n) => Buffer.from(`{"party_size": ${n}, "reservation_number": ${n}, "pin": "ABCDEF", "guest_last_name": "X"}`)),
          fc.constantFrom(...templates).map((b) => json(b).subarray(0, 20)),
          fc.constantFrom("{", "[", '{"a":', "\u0000", '{"a":1}{"b":2}', "\ufeff{}", "null", '""', "[]"),
        )
        .map((b) => (Buffer.isBuffer(b) ? b : Buffer.from(b))),
    },
    // Nested deeper than §1.1 allows, bigger than 16 KiB, random bytes, nothing at all.
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 3000 }).map((d) => Buffer.from(`${"[".repeat(d)}${"]".repeat(d)}`)) },
    { weight: 1, arbitrary: fc.integer({ min: 16_000, max: 200_000 }).map((n) => json({ guest_last_name: "x".repeat(n) })) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }).map((a) => Buffer.from(a)) },
    { weight: 1, arbitrary: fc.constant(Buffer.alloc(0)) },
  );
}

/** A header value as bytes: unicode goes as UTF-8; CR and LF never (they would end the header, not test it). */
const headerValue = (value: string): string => Buffer.from(value.replace(/[\r\n]/g, " "), "utf8").toString("latin1");

function headers(t: Targets, isSignIn: boolean): fc.Arbitrary<[string, string][]> {
  /** The header in `present` of ten requests. */
  const optional = (name: string, value: fc.Arbitrary<string>, present: number) =>
    fc.oneof(
      { weight: present, arbitrary: value.map((v): [string, string] | undefined => [name, v]) },
      { weight: 10 - present, arbitrary: fc.constant(undefined) },
    );
  return fc
    .tuple(
      optional(
        "Authorization",
        fc.oneof(
          { weight: 6, arbitrary: fc.constant(`Bearer ${t.key}`) },
          { weight: 1, arbitrary: hostileHeader.map((s) => `Bearer ${s}`) },
          {
            weight: 1,
            arbitrary: fc.constantFrom("Bearer", "Basic YWRtaW46YWRtaW4=", `bearer ${t.key}`, `Bearer  ${t.key}`, `Bearer ${t.key}x`),
          },
          { weight: 1, arbitrary: hostileHeader },
        ),
        9,
      ),
      optional(
        "Content-Type",
        fc.oneof(
          { weight: 6, arbitrary: fc.constant("application/json") },
          {
            weight: 2,
            arbitrary: fc.constantFrom(
              "application/json; charset=utf-8",
              "application/json; charset=latin1",
              "application/json; charset=utf-16",
              "APPLICATION/JSON",
              "text/plain",
              "application/x-www-form-urlencoded",
              "multipart/form-data; boundary=x",
              "application/vnd.api+json",
              "application/json, text/plain",
            ),
          },
          { weight: 1, arbitrary: hostileHeader },
        ),
        8,
      ),
      optional("Idempotency-Key", fc.oneof(fc.uuid(), hostileHeader), 3),
      optional(
        "Origin",
        fc.oneof(
          { weight: isSignIn ? 6 : 1, arbitrary: fc.constant(t.origin) },
          fc.constantFrom("null", "http://evil.example", "https://*.example"),
          hostileHeader,
        ),
        isSignIn ? 9 : 3,
      ),
      optional("X-Request-Id", hostileHeader, 2),
      optional("Accept-Encoding", fc.constantFrom("gzip", "br", "identity;q=0", "*", "\u0000"), 2),
      fc.oneof(
        { weight: 2, arbitrary: fc.tuple(fc.stringMatching(/^[A-Za-z][A-Za-z0-9-]{0,20}$/), hostileHeader) },
        { weight: 8, arbitrary: fc.constant(undefined) },
      ),
    )
    .map((all) => all.filter((h): h is [string, string] => h !== undefined).map(([n, v]) => [n, headerValue(v)]));
}

/** Mostly the route's own methods, so requests reach its rules; sometimes any other. */
const POSTED = new Set(["/api/v1/reservation", "/api/v1/reservation/manage", "/api/v1/reservation/pin-reset", SIGN_IN]);
const methods = (path: string) =>
  fc.oneof(
    {
      weight: 7,
      arbitrary: fc.constantFrom(...(path === "/api/v1/reservation" ? ["GET", "POST"] : POSTED.has(path) ? ["POST"] : ["GET"])),
    },
    { weight: 2, arbitrary: fc.constantFrom("GET", "POST", "HEAD", "OPTIONS", "PUT", "PATCH", "DELETE", "TRACE") },
    { weight: 1, arbitrary: fc.constantFrom("FOO", "get", "M-SEARCH", "PROPFIND", "CONNECT") },
  );

/** The route's path, or a near miss of it: a trailing slash, doubled slashes, encodings, a query. */
function target(path: string): fc.Arbitrary<string> {
  // Byte by byte, so a lone surrogate (which encodeURIComponent refuses) is sent as UTF-8 makes it.
  const encode = (s: string) =>
    [...Buffer.from(s, "utf8")]
      .map((b) => (/[A-Za-z0-9._~-]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).padStart(2, "0")}`))
      .join("");
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant(path) },
    {
      weight: 3,
      arbitrary: fc.oneof(
        fc.constantFrom(
          `${path}/`,
          `${path}//`,
          path.replace("/api/v1/", "/api/v1//"),
          `${path}%00`,
          `${path}%zz`,
          `${path}/..%2f..%2f`,
          path.toUpperCase(),
          `${path};x=1`,
          `${path}/%E2%80%AE`,
          `${path}#frag`,
        ),
        fc.tuple(hostileString, hostileString).map(([k, v]) => `${path}?${encode(k)}=${encode(v)}`),
        hostileString.map((s) => `${path}/${encode(s)}`),
        fc.nat({ max: 9000 }).map((n) => `${path}?q=${"a".repeat(n)}`),
      ),
    },
  );
}

export function badRequests(t: Targets): fc.Arbitrary<BadRequest> {
  return fc.constantFrom(...PUBLIC_ROUTES, SIGN_IN).chain((path) =>
    fc.record({
      method: methods(path),
      target: target(path),
      headers: headers(t, path === SIGN_IN),
      body: bodies(t),
      chunked: fc.oneof({ weight: 8, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
    }),
  );
}

/** The request's bytes, framed by Content-Length (or chunked), always asking the server to close. */
export function encode(request: BadRequest): Buffer {
  const { body } = request;
  const framing: [string, string][] = request.chunked
    ? [["Transfer-Encoding", "chunked"]]
    : body.length > 0 || request.method === "POST"
      ? [["Content-Length", String(body.length)]]
      : [];
  const payload = request.chunked
    ? Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from(body.length ? "\r\n0\r\n\r\n" : "\r\n")])
    : body;
  return requestBytes(
    request.method,
    request.target,
    [["Host", "127.0.0.1"], ["Connection", "close"], ...request.headers, ...framing],
    payload,
  );
}
