import { isErrorBody } from "../../core/answers.ts";
import { isFinalAnswer, type ErrorCode } from "../../core/errors.ts";
import type { Guard } from "../../core/guards.ts";
import { takeEarlyAnswer } from "./early-answers.ts";

export type ClientErrorCode = ErrorCode | "network_error";

/** Every failure of a call: an API error body, an unreadable answer, or no answer at all (status 0). */
export class ApiError extends Error {
  /** When the answer came (to count `Retry-After` down from). */
  readonly receivedAt = Date.now();

  constructor(
    readonly code: ClientErrorCode,
    message: string,
    readonly status = 0,
    readonly field?: string,
    /** From `Retry-After` (429, 503). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
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
}

/** A tiny typed client for the Couvert API: `{data}` bodies checked by core's guards (core/answers.ts). */
export class ApiClient {
  constructor(private readonly options: ApiClientOptions) {}

  get<T>(path: string, guard: Guard<T>): Promise<T> {
    return this.request("GET", path, guard);
  }

  post<T>(path: string, body: unknown, guard: Guard<T>, { idempotencyKey }: { idempotencyKey?: string } = {}): Promise<T> {
    return this.request("POST", path, guard, body, idempotencyKey);
  }

  private async request<T>(method: string, path: string, guard: Guard<T>, body?: unknown, idempotencyKey?: string): Promise<T> {
    const headers: Record<string, string> = { Accept: "application/json", Authorization: `Bearer ${this.options.apiKey}` };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey;
    const url = this.options.base.replace(/\/+$/, "") + path;
    let response: Response;
    try {
      // The very request the loader may have sent already while the bundle loaded (server/site/widget-loader.ts).
      const early = method === "GET" && !this.options.fetch ? takeEarlyAnswer(this.options.apiKey, url) : null;
      response = await (early ??
        (this.options.fetch ?? fetch)(url, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          credentials: "omit",
        }));
    } catch (cause) {
      throw new ApiError("network_error", cause instanceof Error ? cause.message : "The network request failed.");
    }
    const json: unknown = await response.json().catch(() => undefined);
    const { status } = response;
    if (!response.ok) {
      const retryAfter = Number(response.headers.get("Retry-After"));
      const error = isErrorBody(json) ? json.error : undefined;
      const code = error ? error.code : status === 429 ? "rate_limit_exceeded" : status === 404 ? "not_found" : "internal_error";
      throw new ApiError(code, error ? error.message : `HTTP ${status}`, status, error?.field, retryAfter > 0 ? retryAfter : undefined);
    }
    const data = (json as { data?: unknown } | undefined)?.data;
    if (!guard(data)) throw new ApiError("internal_error", "The answer did not have the expected shape.", status);
    return data;
  }
}

/** Any thrown value as an ApiError (a bug in our own code reads as `internal_error`). */
export const toApiError = (error: unknown): ApiError =>
  error instanceof ApiError ? error : new ApiError("internal_error", error instanceof Error ? error.message : String(error));
