import { isCancelResult } from "../../core/answers.ts";
import { isBoolean, shape } from "../../core/guards.ts";
import { describe, expect, it, vi } from "vitest";
import { ApiClient, ApiError } from "./client.ts";

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

const clientWith = (respond: (url: string, init: RequestInit) => Response | Promise<Response>) => {
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => respond(String(url), init ?? {}));
  return {
    fetch,
    client: new ApiClient({ base: "https://api.example/api/v1/", apiKey: "ck_test", fetch: fetch as typeof globalThis.fetch }),
  };
};

const Pong = shape({ pong: isBoolean });

const caught = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected an ApiError");
};

describe("ApiClient", () => {
  it("sends the key and JSON, and returns the checked data", async () => {
    const { client, fetch } = clientWith(() => json(200, { data: { pong: true } }));
    await expect(client.post("/ping", { a: 1 }, Pong, { idempotencyKey: "k-1" })).resolves.toEqual({ pong: true });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("https://api.example/api/v1/ping");
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe('{"a":1}');
    expect(init?.headers).toMatchObject({ Authorization: "Bearer ck_test", "Content-Type": "application/json", "Idempotency-Key": "k-1" });
  });

  it("sends no body and no Idempotency-Key on GET", async () => {
    const { client, fetch } = clientWith(() => json(200, { data: { pong: false } }));
    await client.get("/ping", Pong);
    const init = fetch.mock.calls[0]![1]!;
    expect(init.body).toBeUndefined();
    expect(init.headers).not.toHaveProperty("Idempotency-Key");
  });

  it("turns an error body into an ApiError with code, field and status", async () => {
    const { client } = clientWith(() => json(400, { error: { code: "contact_required", message: "A phone…", field: "guest_phone" } }));
    const error = await caught(client.post("/reservation", {}, Pong));
    expect(error).toMatchObject({ code: "contact_required", field: "guest_phone", status: 400, message: "A phone…" });
    expect(error.retryable).toBe(false);
  });

  it("reads Retry-After on a 429 and calls it retryable", async () => {
    const { client } = clientWith(() =>
      json(429, { error: { code: "rate_limit_exceeded", message: "Slow down" } }, { "Retry-After": "42" }),
    );
    const error = await caught(client.get("/reservation", Pong));
    expect(error).toMatchObject({ code: "rate_limit_exceeded", status: 429, retryAfterSeconds: 42 });
    expect(error.retryable).toBe(true);
  });

  it("counts Retry-After down from when the answer came", () => {
    const error = new ApiError("rate_limit_exceeded", "Slow down", 429, undefined, 900);
    expect(error.waitSeconds(error.receivedAt)).toBe(900);
    expect(error.waitSeconds(error.receivedAt + 60_500)).toBe(840);
    expect(error.waitSeconds(error.receivedAt + 900_000)).toBe(0);
    expect(new ApiError("network_error", "offline").waitSeconds()).toBe(0);
  });

  it("maps a body that is not an error body by its status", async () => {
    const { client } = clientWith(() => new Response("<html>Bad gateway</html>", { status: 502 }));
    const error = await caught(client.get("/reservation", Pong));
    expect(error).toMatchObject({ code: "internal_error", status: 502 });
    expect(error.retryable).toBe(true);
    const tooMany = await caught(clientWith(() => new Response("", { status: 429 })).client.get("/x", Pong));
    expect(tooMany.code).toBe("rate_limit_exceeded");
  });

  it("turns a network failure into network_error (status 0, retryable)", async () => {
    const { client } = clientWith(() => Promise.reject(new TypeError("Failed to fetch")));
    const error = await caught(client.get("/reservation", Pong));
    expect(error).toMatchObject({ code: "network_error", status: 0 });
    expect(error.retryable).toBe(true);
  });

  it("rejects a success body that does not match the schema", async () => {
    const { client } = clientWith(() => json(200, { data: { pong: "yes" } }));
    expect(await caught(client.get("/ping", Pong))).toMatchObject({ code: "internal_error", status: 200 });
  });

  it("refuses a malformed answer by core's guard, and reads a well-formed one", async () => {
    const answer = { ok: true, status: "cancelled" };
    const { client } = clientWith(() => json(200, { data: answer }));
    await expect(client.post("/reservation/manage", {}, isCancelResult)).resolves.toEqual(answer);
    const malformed = clientWith(() => json(200, { data: { ok: true, status: "canceled" } })).client;
    expect(await caught(malformed.post("/reservation/manage", {}, isCancelResult))).toMatchObject({ code: "internal_error", status: 200 });
  });

  it("reads an error body only when its code is one of the API's", async () => {
    const { client } = clientWith(() => json(400, { error: { code: "made_up", message: "?" } }));
    expect(await caught(client.get("/reservation", Pong))).toMatchObject({ code: "internal_error", status: 400, message: "HTTP 400" });
  });
});
