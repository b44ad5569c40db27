import axe from "axe-core";
import { expect, onTestFinished, vi } from "vitest";
import "../index.ts";

// The bundle defines its elements one a task (widget/index.ts): every test mounts defined ones.
await Promise.all(["couvert-booking", "couvert-manage", "couvert-events"].map((tag) => customElements.whenDefined(tag)));

/**
 * What the component tests (`*.browser.test.ts`, run in Chromium by vitest's `browser` project)
 * share: a stand-in for the API behind `fetch`, mounting an element, and an axe check of it in
 * both themes. The real server is the end-to-end tests' part; here each state is made on purpose.
 */

export const API_BASE = "https://api.couvert.test/api/v1";

/** One answer of the stand-in API: `{data}` with 200, or an error body (docs/api.md §1). */
export type Reply = { data: unknown } | { status: number; error: { code: string; message?: string; field?: string }; retryAfter?: number };
export type Handler = (request: { query: URLSearchParams; body: any }) => Reply | Promise<Reply>;

export interface Call {
  route: string;
  query: URLSearchParams;
  body: any;
}

/**
 * Replaces `fetch` with the given routes (`"GET /reservation"` → answer); every call is recorded.
 * A call to a route not given fails the test.
 */
export function fakeApi(routes: Record<string, Handler | Reply>): Call[] {
  const calls: Call[] = [];
  const unanswered: string[] = [];
  // Checked when the test ends: inside fetch a failure would only read as a network error.
  onTestFinished(() => expect(unanswered, "calls the test gave no answer for").toEqual([]));
  vi.stubGlobal("fetch", async (input: string, init: RequestInit = {}) => {
    const url = new URL(input);
    const route = `${init.method ?? "GET"} ${url.pathname.replace(new URL(API_BASE).pathname, "")}`;
    const body = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
    calls.push({ route, query: url.searchParams, body });
    const handler = routes[route];
    if (!handler) {
      unanswered.push(route);
      throw new TypeError("Failed to fetch");
    }
    const reply = typeof handler === "function" ? await handler({ query: url.searchParams, body }) : handler;
    if ("data" in reply) return Response.json({ data: reply.data });
    const headers = reply.retryAfter ? { "Retry-After": String(reply.retryAfter) } : undefined;
    return Response.json({ error: { message: reply.error.code, ...reply.error } }, { status: reply.status, headers });
  });
  return calls;
}

/** A promise the test settles: an answer that keeps the element waiting until then. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** Puts a fresh element on the page, pointed at the stand-in API. */
export function mount<K extends "couvert-booking" | "couvert-manage" | "couvert-events">(
  tag: K,
  attributes: Record<string, string> = {},
): HTMLElementTagNameMap[K] {
  document.body.replaceChildren();
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries({ "api-key": "ck_test", "api-base": API_BASE, lang: "en", ...attributes })) {
    element.setAttribute(name, value);
  }
  document.body.append(element);
  return element;
}

/**
 * Runs axe on the element as it stands, in the light and the dark theme, and expects no violation
 * of any impact (the issue's rule for every state). The theme it had is restored.
 */
export async function expectAccessible(element: HTMLElement & { updateComplete: Promise<boolean> }, state: string): Promise<void> {
  const theme = element.getAttribute("theme") ?? "light";
  for (const t of ["light", "dark"]) {
    element.setAttribute("theme", t);
    await element.updateComplete;
    const { violations } = await axe.run(element, { resultTypes: ["violations"] });
    const found = violations.map(
      (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(" ")} ${n.failureSummary}`).join("; ")}`,
    );
    expect(found, `axe in ${state}, ${t} theme`).toEqual([]);
  }
  element.setAttribute("theme", theme);
  await element.updateComplete;
}
