import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { ERROR_CODES, ERROR_STATUS, OWNER_ERROR_STATUS } from "../core/errors.ts";
import { seedRestaurant } from "../server/testing/fixtures.ts";
import { createMigratedTestDatabase } from "../server/testing/test-database.ts";
import { startTestServer } from "../server/testing/test-server.ts";
import { badRequests, encode, PUBLIC_ROUTES, SIGN_IN, type BadRequest } from "./bad-requests.ts";
import { rawRequest, type RawResponse } from "./raw-http.ts";
import { reportRow, runSeed } from "./report.ts";
import { NO_REQUEST_LIMITS, OPEN_DAILY, slotAt } from "./restaurant.ts";
import { SIZES } from "./size.ts";

/**
 * Bad inputs (docs/api.md §1.2, §1.3): whatever arrives, the server answers without a 5xx, and
 * every error it answers has the documented body with a documented code whose status it carries.
 * A request Node's own HTTP parser refuses (a control character in a header, an unknown method)
 * never reaches the app: it gets Node's bare 400 and is counted apart.
 */
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

const STATUS_OF: Record<string, number> = { ...ERROR_STATUS, ...OWNER_ERROR_STATUS };
const PUBLIC_CODES = new Set<string>(ERROR_CODES);
const OWNER_CODES = new Set<string>([...ERROR_CODES, ...Object.keys(OWNER_ERROR_STATUS)]);

/** What is wrong with an answer, or null when it keeps the contract. */
export function contractBreach(request: BadRequest, response: RawResponse): string | null {
  if (response.status >= 500) return `status ${response.status}`;
  // Node's server closes a CONNECT (a tunnel request) when nobody listens for tunnels.
  if (response.status === 0) return request.method === "CONNECT" ? null : "the connection closed without an answer";
  if (response.headers["x-request-id"] === undefined) {
    // Node's parser answered before the app saw the request: a bare 400 (or 431, 413) and no body.
    return [400, 413, 431].includes(response.status) && response.body === "" ? null : `an answer without X-Request-Id: ${response.status}`;
  }
  if (response.status < 400 || request.method === "HEAD") return null;
  if (!response.headers["content-type"]?.startsWith("application/json")) return `an error of type ${response.headers["content-type"]}`;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return `an error body that is not JSON: ${response.body.slice(0, 80)}`;
  }
  const error = (body as { error?: Record<string, unknown> } | null)?.error;
  if (typeof error !== "object" || error === null || Object.keys(body as object).length !== 1)
    return `not {"error": …}: ${response.body.slice(0, 120)}`;
  const extra = Object.keys(error).filter((k) => !["code", "message", "field"].includes(k));
  if (extra.length > 0) return `unknown members ${extra.join(", ")}`;
  // Express matches paths without regard to case: /OWNER/API/SESSION is the sign-in too.
  const codes = request.target.toLowerCase().startsWith(SIGN_IN) ? OWNER_CODES : PUBLIC_CODES;
  if (typeof error.code !== "string" || !codes.has(error.code)) return `an undocumented code ${String(error.code)}`;
  if (STATUS_OF[error.code] !== response.status) return `code ${error.code} with status ${response.status}`;
  if (typeof error.message !== "string" || error.message === "") return "no message";
  if (error.field !== undefined && typeof error.field !== "string") return "a field that is not a string";
  return null;
}

describe.each(["sqlite", "postgres"] as const)("bad inputs on %s", (engine) => {
  it(
    "never answer 5xx, and every error has the documented body and code",
    async () => {
      const database = await createMigratedTestDatabase(engine);
      const server = await startTestServer({
        database,
        now: new Date().toISOString(),
        limits: { ...NO_REQUEST_LIMITS, pinFailuresPerIp: 1_000_000, signInFailuresPerIp: 1_000_000 },
      });
      cleanups.push(async () => {
        await server.close();
        await database.drop();
      });
      const { key, restaurant } = await seedRestaurant(server.ctx, { hours: OPEN_DAILY });
      const owner = { email: "owner@bistro.example", password: "correct horse battery staple" };
      await server.ctx.services.accounts.invite(restaurant, { email: owner.email, role: "owner" }, "operator");
      await server.ctx.services.accounts.setPassword(owner.email, owner.password);

      const seed = runSeed();
      let sent = 0;
      let fiveHundreds = 0;
      let byParser = 0;
      const statuses = new Map<number, number>();
      let failure: unknown;
      try {
        await fc.assert(
          fc.asyncProperty(
            badRequests({
              key,
              origin: server.url,
              ownerEmail: owner.email,
              ownerPassword: owner.password,
              startsAt: slotAt(new Date(), 3),
            }),
            async (request) => {
              const response = await rawRequest(server.url, encode(request));
              sent += 1;
              statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
              if (response.status >= 500) fiveHundreds += 1;
              if (response.headers["x-request-id"] === undefined) byParser += 1;
              const breach = contractBreach(request, response);
              if (breach)
                throw new Error(`${breach}\nanswer: ${response.status} ${JSON.stringify(response.headers)} ${response.body.slice(0, 300)}`);
            },
          ),
          { seed, numRuns: SIZES.badInputRuns, endOnFailure: true },
        );
      } catch (error) {
        failure = error;
      }
      const seen = [...statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${n}×${s}`);
      reportRow({
        scenario: `1 bad inputs, ${engine}`,
        sent: `${sent} requests on ${PUBLIC_ROUTES.length} public routes and the sign-in (seed ${seed})`,
        seen: `${fiveHundreds} 5xx, ${byParser} refused by Node's parser; ${seen.join(" ")}`,
        bound: "0 5xx; every error documented",
        pass: failure === undefined && fiveHundreds === 0,
      });
      if (failure) throw failure;
      expect(fiveHundreds).toBe(0);
      expect(sent).toBe(SIZES.badInputRuns);
    },
    SIZES.timeoutMs,
  );
});
