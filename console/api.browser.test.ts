import { afterEach, describe, expect, it, vi } from "vitest";
import { OWNER_API } from "../core/owner/contract/index.ts";
import { ConsoleApi, ConsoleApiError } from "./api.ts";
import { messagesFor } from "./i18n/index.ts";
import "./screens/requests-view.ts";
import { ALPHA, StubConsoleApi, expectAccessible, mountScreen, query, retryAfterFailedLoad, settle, shownText } from "./testing/browser.ts";
import { DAY, daySheet, requestsData } from "./testing/fixtures.ts";

/** fetch answering `body` with `status` (and `headers`), recording what was asked. */
function serve(status: number, body: unknown, headers: Record<string, string> = {}) {
  return vi
    .spyOn(globalThis, "fetch")
    .mockImplementation(
      async () => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } }),
    );
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("resolved");
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(ConsoleApiError);
      return error as ConsoleApiError;
    },
  );

afterEach(() => {
  vi.restoreAllMocks();
});

describe("ConsoleApi", () => {
  it("fills in the route's path and query, and answers the data its schema reads", async () => {
    const fetch = serve(200, { data: daySheet(ALPHA) });
    const sheet = await new ConsoleApi().call(OWNER_API.day, { slug: "a b" }, { query: { date: DAY } });
    expect(sheet).toEqual(daySheet(ALPHA));
    expect(fetch.mock.calls[0]![0]).toBe(`/owner/api/restaurants/a%20b/day?date=${DAY}`);
  });

  it("sends a write as JSON with the session's CSRF token", async () => {
    const fetch = serve(200, { data: { signedOut: 2 } });
    const api = new ConsoleApi();
    api.remember({ user: { id: "u1", email: "o@a.example" }, memberships: [], csrfToken: "token-1" });
    expect(await api.call(OWNER_API.signOutEverywhere, {})).toEqual({ signedOut: 2 });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/owner/api/session/end-all");
    expect(init).toMatchObject({ method: "POST", body: "{}", headers: { "X-CSRF-Token": "token-1", "Content-Type": "application/json" } });
  });

  it("refuses an answer its route's schema does not read: malformed_answer, naming where", async () => {
    serve(200, { data: { ...daySheet(ALPHA), slots: [{ time: "19:00", starts_at: "x", covers: "many", capacity: null }] } });
    const failure = await failureOf(new ConsoleApi().call(OWNER_API.day, { slug: "alpha" }, { query: { date: DAY } }));
    expect(failure).toMatchObject({ code: "malformed_answer", status: 200, field: "slots.0.covers" });
    expect(failure.message).toBe(
      "The answer of GET /restaurants/:slug/day is not what the console expects: slots[0].covers must be a number.",
    );
  });

  it("passes on the server's error with its field and Retry-After, and tells when the session has ended", async () => {
    serve(400, { error: { code: "invalid_request", message: "q is too short.", field: "q" } });
    const api = new ConsoleApi();
    expect(await failureOf(api.call(OWNER_API.search, { slug: "alpha" }, { query: { q: "x" } }))).toMatchObject({
      code: "invalid_request",
      status: 400,
      field: "q",
      message: "q is too short.",
    });

    vi.restoreAllMocks();
    serve(429, { error: { code: "rate_limit_exceeded", message: "Slow down." } }, { "Retry-After": "30" });
    expect(await failureOf(api.call(OWNER_API.team, { slug: "alpha" }))).toMatchObject({ retryAfterSeconds: 30 });

    vi.restoreAllMocks();
    serve(401, { error: { code: "sign_in_required", message: "Sign in first." } });
    const signedOut = vi.fn();
    api.onSignedOut = signedOut;
    expect(await failureOf(api.call(OWNER_API.session, {}))).toMatchObject({ code: "sign_in_required" });
    expect(signedOut).toHaveBeenCalledOnce();
  });

  it("says network_error when no answer came", async () => {
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    expect(await failureOf(new ConsoleApi().call(OWNER_API.requests, { slug: "alpha" }))).toMatchObject({ code: "network_error" });
  });
});

describe("a screen given an answer of the wrong shape", () => {
  it("shows its failed state with the console's text for malformed_answer, and recovers on retry", async () => {
    const { pending: _pending, ...withoutPending } = requestsData(ALPHA);
    const api = new StubConsoleApi().answer("GET /restaurants/alpha/requests", { data: withoutPending });
    const view = mountScreen("couvert-requests-view", api, ALPHA);
    await settle(view);
    expect(query(view, '[role="alert"]').textContent).toContain(messagesFor("en").errors.malformed_answer);
    await expectAccessible(view, "failed on a malformed answer");

    await retryAfterFailedLoad(view, api, "GET /restaurants/alpha/requests", { data: requestsData(ALPHA) });
    expect(shownText(view)).toContain("Alphason");
  });
});
