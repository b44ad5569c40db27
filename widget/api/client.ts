import { isErrorBody } from "../../core/answers.ts";
import { isFinalAnswer, type ErrorCode } from "../../core/errors.ts";
import type { Guard } from "../../core/guards.ts";
import { takeEarlyAnswer, type ReadAnswer } from "./early-answers.ts";

export type ClientErrorCode = ErrorCode | "network_error";

/** Every failure of a call: an API error body, an unreadable answer, or no answer at all (status 0). */
export class ApiError extends Error {
  /** When the answer came (to count `Retry-After` down from). */
  readonly receivedAt = Date.now();

  readonly code: ClientErrorCode;
  readonly status: number;
  readonly field?: string;
  /** From `Retry-After` (429, 503). */
  readonly retryAfterSeconds?: number;

  constructor(code: ClientErrorCode, message: string, status = 0, field?: string, retryAfterSeconds?: number) {
    super(message);
    this.code = code;
    this.status = status;
    this.field = field;
    this.retryAfterSeconds = retryAfterSeconds;
    this.name = "ApiError";
  }

  /** Whether trying the same call again later can help: the answer was not final (core's rule). */
  get retryable(): boolean {
    return !isFinalAnswer(this.status, this.code);
  }

  /** Seconds until trying again makes sense (`Retry-After` counted down); 0 when it may be tried now. */
  waitSeconds(now = Date.now()): number {
    return this.retryAfterSeconds ? Math.max(0, Math.ceil((this.receivedAt + this.retryAfterSeconds * 1000 - now) / 1000)) : 0;
  }
}

export interface ApiClientOptions {
  /** e.g. `https://couvert.example/api/v1` */
  base: string;
  apiKey: string;
  fetch?: typeof fetch;
  /**
   * Aborts every call of this client still in flight, e.g. when the element's `api-key` or
   * `api-base` changes or it leaves the page.
   */
  signal?: AbortSignal;
}

/** Per call: `signal` aborts this call alone (a newer one for the same thing, say). */
export interface CallOptions {
  signal?: AbortSignal;
}

/**
 * An aborted call rejects with its signal's `reason` (a DOMException named "AbortError" unless the
 * caller gave one), never with an ApiError: it is no failure to show. Callers check the signal.
 */
export const wasAborted = (error: unknown, signal: AbortSignal | undefined): boolean => signal?.aborted === true && error === signal.reason;

/** A tiny typed client for the Couvert API: `{data}` bodies checked by core's guards (core/answers.ts). */
export class ApiClient {
  private readonly options: ApiClientOptions;

  constructor(options: ApiClientOptions) {
    this.options = options;
  }

  /** The signal that aborts every call of this client, if any. */
  get signal(): AbortSignal | undefined {
    return this.options.signal;
  }

  get<T>(path: string, guard: Guard<T>, { signal }: CallOptions = {}): Promise<T> {
    return this.request("GET", path, guard, undefined, undefined, signal);
  }

  post<T>(
    path: string,
    body: unknown,
    guard: Guard<T>,
    { idempotencyKey, signal }: CallOptions & { idempotencyKey?: string } = {},
  ): Promise<T> {
    return this.request("POST", path, guard, body, idempotencyKey, signal);
  }

  private async request<T>(
    method: string,
    path: string,
    guard: Guard<T>,
    body?: unknown,
    idempotencyKey?: string,
    callSignal?: AbortSignal,
  ): Promise<T> {
    const { signal, release } = eitherSignal(this.options.signal, callSignal);
    try {
      return await this.send(method, path, guard, body, idempotencyKey, signal);
    } finally {
      release();
    }
  }

  private async send<T>(
    method: string,
    path: string,
    guard: Guard<T>,
    body: unknown,
    idempotencyKey: string | undefined,
    signal: AbortSignal | undefined,
  ): Promise<T> {
    signal?.throwIfAborted();
    const headers: Record<string, string> = { Accept: "application/json", Authorization: `Bearer ${this.options.apiKey}` };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey;
    const url = this.options.base.replace(/\/+$/, "") + path;
    let answer: ReadAnswer;
    try {
      // The very request the loader may have sent already while the bundle loaded (server/site/widget-loader.ts).
      const early = method === "GET" && !this.options.fetch ? takeEarlyAnswer(this.options.apiKey, url) : null;
      answer = await (early ??
        (this.options.fetch ?? fetch)(url, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          credentials: "omit",
          signal,
        }).then(readAnswer));
    } catch (cause) {
      signal?.throwIfAborted();
      throw new ApiError("network_error", cause instanceof Error ? cause.message : "The network request failed.");
    }
    // Aborted while the body was still coming: what came is not the answer.
    signal?.throwIfAborted();
    const json = parsedOrUndefined(answer.body);
    const { status } = answer;
    if (status < 200 || status > 299) {
      const retryAfter = Number(answer.retryAfter);
      const error = isErrorBody(json) ? json.error : undefined;
      const code = error ? error.code : status === 429 ? "rate_limit_exceeded" : status === 404 ? "not_found" : "internal_error";
      throw new ApiError(code, error ? error.message : `HTTP ${status}`, status, error?.field, retryAfter > 0 ? retryAfter : undefined);
    }
    const data = (json as { data?: unknown } | undefined)?.data;
    if (!guard(data)) throw new ApiError("internal_error", "The answer did not have the expected shape.", status);
    return data;
  }
}

/** Status, `Retry-After` and body of an answer; a body cut off fails as the request would (`network_error`), as the loader's does. */
const readAnswer = async (response: Response): Promise<ReadAnswer> => ({
  status: response.status,
  retryAfter: response.headers.get("Retry-After"),
  body: await response.text(),
});

function parsedOrUndefined(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

/** Any thrown value as an ApiError (a bug in our own code reads as `internal_error`). */
export const toApiError = (error: unknown): ApiError =>
  error instanceof ApiError ? error : new ApiError("internal_error", error instanceof Error ? error.message : String(error));

/**
 * A signal that aborts when either does (AbortSignal.any by hand: older Safari lacks it), and how to
 * let go of the two when the call is over, so a client's long-lived signal gathers no listeners.
 */
function eitherSignal(a: AbortSignal | undefined, b: AbortSignal | undefined): { signal?: AbortSignal; release: () => void } {
  if (!a || !b) return { signal: a ?? b, release: () => {} };
  const both = new AbortController();
  const listening = new AbortController();
  for (const source of [a, b]) {
    if (source.aborted) both.abort(source.reason);
    else source.addEventListener("abort", () => both.abort(source.reason), { once: true, signal: listening.signal });
  }
  return { signal: both.signal, release: () => listening.abort() };
}
