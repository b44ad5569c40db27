import { CSRF_HEADER, type SessionView } from "../core/accounts/schemas.ts";

/** A failed call: the API's error code and sentence, or `network_error` when no answer came. */
export class ConsoleApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 0,
    readonly field?: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "ConsoleApiError";
  }
}

/**
 * The console's calls to /owner/api (docs/api.md §16): same-origin, with the session cookie, and
 * on every write the CSRF token the session view carries. Bodies are `{data}` or `{error}`.
 * A 401 `sign_in_required` anywhere means the session has ended: `onSignedOut` is told.
 */
export class ConsoleApi {
  private csrfToken = "";
  onSignedOut: () => void = () => {};

  constructor(private readonly base = "/owner/api") {}

  remember(session: SessionView): void {
    this.csrfToken = session.csrfToken;
  }

  /** A read; `signal` aborts it (a screen's load overtaken by another restaurant or arguments). */
  get<T>(path: string, query: Record<string, string> = {}, signal?: AbortSignal): Promise<T> {
    const search = new URLSearchParams(query).toString();
    return this.request<T>("GET", search ? `${path}?${search}` : path, undefined, signal);
  }

  post<T>(path: string, body: unknown = {}, signal?: AbortSignal): Promise<T> {
    return this.request<T>("POST", path, body, signal);
  }

  /** The URL of a restaurant's route, its slug escaped. */
  restaurant(slug: string, path: string): string {
    return `/restaurants/${encodeURIComponent(slug)}${path}`;
  }

  url(path: string, query: Record<string, string> = {}): string {
    const search = new URLSearchParams(query).toString();
    return `${this.base}${path}${search ? `?${search}` : ""}`;
  }

  private async request<T>(method: string, path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
    const headers: Record<string, string> = { Accept: "application/json" };
    if (body !== undefined) {
      headers["Content-Type"] = "application/json";
      headers[CSRF_HEADER] = this.csrfToken;
    }
    let response: Response;
    try {
      response = await fetch(this.base + path, {
        method,
        headers,
        credentials: "same-origin",
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
    } catch (error) {
      // An abort is the caller's own doing, no failure to show: passed on as it is.
      if (signal?.aborted) throw error;
      throw new ConsoleApiError("network_error", "No answer from the server.");
    }
    const answer = await response.json().catch(() => null);
    signal?.throwIfAborted();
    const parsed = answer as {
      data?: T;
      error?: { code: string; message: string; field?: string };
    } | null;
    if (response.ok && parsed && "data" in parsed) return parsed.data as T;
    const error = parsed?.error;
    const retryAfter = Number(response.headers.get("Retry-After")) || undefined;
    const failure = new ConsoleApiError(
      error?.code ?? "internal_error",
      error?.message ?? response.statusText,
      response.status,
      error?.field,
      retryAfter,
    );
    if (failure.code === "sign_in_required") this.onSignedOut();
    throw failure;
  }
}
