import { isCancelResult } from "../../core/answers.ts";
import { isBoolean, shape } from "../../core/guards.ts";
import { describe, expect, it, vi } from "vitest";
import { ApiClient, ApiError, wasAborted } from "./client.ts";

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

  it("a body cut off mid-way is a network_error too (retryable), not a malformed answer", async () => {
    const cut = new ReadableStream({ start: (controller) => controller.error(new TypeError("network error")) });
    const { client } = clientWith(() => new Response(cut, { status: 200 }));
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

describe("ApiClient aborts", () => {
  /** A fetch that answers only when told, and gives up on its signal the way the browser's does. */
  const pendingFetch = () => {
    const seen: AbortSignal[] = [];
    const answers: ((r: Response) => void)[] = [];
    const fetch = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          const signal = init!.signal!;
          seen.push(signal);
          answers.push(resolve);
          signal.addEventListener("abort", () => reject(signal.reason));
        }),
    );
    return {
      fetch: fetch as unknown as typeof globalThis.fetch,
      seen,
      answer: (i: number) => answers[i]!(json(200, { data: { pong: true } })),
    };
  };
  const settled = (p: Promise<unknown>) =>
    p.then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );

  it("the client's signal aborts every call in flight: each rejects with its reason, not an ApiError", async () => {
    const { fetch, seen } = pendingFetch();
    const controller = new AbortController();
    const client = new ApiClient({ base: "https://api.example/api/v1", apiKey: "ck_test", fetch, signal: controller.signal });
    const calls = [settled(client.get("/a", Pong)), settled(client.post("/b", {}, Pong))];
    controller.abort();
    expect(seen.every((s) => s.aborted)).toBe(true);
    for (const outcome of await Promise.all(calls)) {
      expect(outcome).not.toHaveProperty("value");
      const { error } = outcome as { error: unknown };
      expect(error).not.toBeInstanceOf(ApiError);
      expect(wasAborted(error, controller.signal)).toBe(true);
    }
  });

  it("a call's own signal aborts that call alone", async () => {
    const { fetch, answer } = pendingFetch();
    const client = new ApiClient({ base: "https://api.example/api/v1", apiKey: "ck_test", fetch, signal: new AbortController().signal });
    const older = new AbortController();
    const first = settled(client.get("/a", Pong, { signal: older.signal }));
    const second = settled(client.get("/a", Pong, { signal: new AbortController().signal }));
    older.abort(new Error("superseded"));
    answer(1);
    expect(await first).toEqual({ error: older.signal.reason });
    expect(await second).toEqual({ value: { pong: true } });
  });

  it("an answer whose body was still coming when aborted is not returned", async () => {
    const controller = new AbortController();
    const fetch = (async () => {
      const response = json(200, { data: { pong: true } });
      response.text = async () => {
        controller.abort();
        return JSON.stringify({ data: { pong: true } });
      };
      return response;
    }) as unknown as typeof globalThis.fetch;
    const client = new ApiClient({ base: "https://api.example/api/v1", apiKey: "ck_test", fetch, signal: controller.signal });
    expect(await settled(client.get("/a", Pong))).toEqual({ error: controller.signal.reason });
  });

  it("asks nothing once already aborted", async () => {
    const { fetch } = pendingFetch();
    const client = new ApiClient({ base: "https://api.example/api/v1", apiKey: "ck_test", fetch, signal: AbortSignal.abort() });
    await expect(client.get("/a", Pong)).rejects.toMatchObject({ name: "AbortError" });
    expect(fetch).not.toHaveBeenCalled();
  });
});
