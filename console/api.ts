import { CSRF_HEADER, type SessionView } from "../core/accounts/schemas.ts";
import { refusalOf } from "../core/parse.ts";
import {
  pathOf,
  type AnswerOf,
  type BodyInputOf,
  type OwnerRouteContract,
  type PathParams,
  type QueryInputOf,
} from "../core/owner/contract/route.ts";

/**
 * A failed call: the API's error code and sentence; `network_error` when no answer came, or
 * `malformed_answer` (the console's own code, never the server's) when the answer did not match
 * the route's contract (core/owner/contract), `field` then the first place it did not.
 */
export class ConsoleApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly field?: string;
  readonly retryAfterSeconds?: number;

  constructor(code: string, message: string, status = 0, field?: string, retryAfterSeconds?: number) {
    super(message);
    this.code = code;
    this.status = status;
    this.field = field;
    this.retryAfterSeconds = retryAfterSeconds;
    this.name = "ConsoleApiError";
  }
}

/** What a call sends besides the route's path parameters. */
export interface CallInput<E extends OwnerRouteContract> {
  query?: QueryInputOf<E>;
  body?: BodyInputOf<E>;
  /** Aborts a read (a screen's load overtaken by another restaurant or arguments). */
  signal?: AbortSignal;
}

/** One request as sent: the path under /owner/api, without its query. */
export interface Sent {
  method: "GET" | "POST";
  path: string;
  query: Record<string, string>;
  body: unknown;
  signal: AbortSignal | undefined;
}

/** An answer as it came: its status, its JSON body (null when it had none) and any Retry-After. */
export interface Received {
  status: number;
  json: unknown;
  retryAfterSeconds?: number;
}

/**
 * The console's calls to /owner/api (docs/api.md §16): same-origin, with the session cookie, and
 * on every write the CSRF token the session view carries. Bodies are `{data}` or `{error}`; every
 * `data` is parsed by its route's answer schema, so a screen only ever sees an answer of the shape
 * it was written for. A 401 `sign_in_required` anywhere means the session has ended: `onSignedOut` is told.
 */
export class ConsoleApi {
  private csrfToken = "";
  onSignedOut: () => void = () => {};

  private readonly base: string;

  constructor(base = "/owner/api") {
    this.base = base;
  }

  remember(session: SessionView): void {
    this.csrfToken = session.csrfToken;
  }

  /** Calls `route` with its path parameters; resolves to its answer, parsed, or throws ConsoleApiError. */
  async call<E extends OwnerRouteContract>(route: E, params: PathParams<E["path"]>, input: CallInput<E> = {}): Promise<AnswerOf<E>> {
    const query = Object.fromEntries(
      Object.entries((input.query ?? {}) as Record<string, unknown>)
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => [name, String(value)]),
    );
    const body = route.method === "POST" ? (input.body ?? {}) : undefined;
    const sent: Sent = { method: route.method, path: pathOf(route, params), query, body, signal: input.signal };
    const { status, json, retryAfterSeconds } = await this.transport(sent);
    const answer = json as { data?: unknown; error?: { code?: unknown; message?: unknown; field?: unknown } } | null;
    if (status >= 200 && status < 300 && answer && "data" in answer) return this.parsed(route, answer.data, status);
    const error = answer?.error;
    const failure = new ConsoleApiError(
      typeof error?.code === "string" ? error.code : "internal_error",
      typeof error?.message === "string" ? error.message : `HTTP ${status}`,
      status,
      typeof error?.field === "string" ? error.field : undefined,
      retryAfterSeconds,
    );
    if (failure.code === "sign_in_required") this.onSignedOut();
    throw failure;
  }

  /** The URL of a route the browser itself opens (the CSV export, the live stream). */
  url<P extends string>(route: { path: P }, params: PathParams<P>, query: Record<string, string> = {}): string {
    const search = new URLSearchParams(query).toString();
    return `${this.base}${pathOf(route, params)}${search ? `?${search}` : ""}`;
  }

  /** Sends one request and reads its JSON; the one step a test's stand-in replaces. */
  protected async transport({ method, path, query, body, signal }: Sent): Promise<Received> {
    const headers: Record<string, string> = { Accept: "application/json" };
    if (body !== undefined) {
      headers["Content-Type"] = "application/json";
      headers[CSRF_HEADER] = this.csrfToken;
    }
    const search = new URLSearchParams(query).toString();
    let response: Response;
    try {
      response = await fetch(`${this.base}${path}${search ? `?${search}` : ""}`, {
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
    const json: unknown = await response.json().catch(() => null);
    signal?.throwIfAborted();
    return { status: response.status, json, retryAfterSeconds: Number(response.headers.get("Retry-After")) || undefined };
  }

  private parsed<E extends OwnerRouteContract>(route: E, data: unknown, status: number): AnswerOf<E> {
    if (!route.answer) return undefined as AnswerOf<E>;
    const result = route.answer.safeParse(data);
    if (result.success) return result.data as AnswerOf<E>;
    const { field, message } = refusalOf(result.error.issues[0]!, "The answer");
    throw new ConsoleApiError(
      "malformed_answer",
      `The answer of ${route.method} ${route.path} is not what the console expects: ${message}`,
      status,
      field,
    );
  }
}
