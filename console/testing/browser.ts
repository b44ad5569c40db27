import axe from "axe-core";
import { expect, onTestFinished } from "vitest";
import { userEvent } from "vitest/browser";
import type { Membership } from "../../core/accounts/schemas.ts";
import { ConsoleApi, ConsoleApiError, type Received, type Sent } from "../api.ts";
import { messagesFor } from "../i18n/index.ts";
import type { ScreenContext } from "../screens/screen.ts";

/**
 * What the console's component tests (`console/**\/*.browser.test.ts`, run in Chromium by vitest's
 * `console` project) share: a stand-in ConsoleApi whose answers a test gives per route and can hold
 * back until it releases them, mounting a screen with its context, switching restaurant, and axe.
 */

export type Restaurant = Membership["restaurant"];

export const ALPHA: Restaurant = {
  id: "r_alpha",
  slug: "alpha",
  name: "Alpha Bistro",
  accentHex: "#8a3b12",
  timezone: "Europe/Vienna",
  published: true,
};
export const BETA: Restaurant = {
  id: "r_beta",
  slug: "beta",
  name: "Beta Brasserie",
  accentHex: "#1f5f8b",
  timezone: "Europe/Vienna",
  published: false,
};

/** One answer: `{data}`, or the API's error body (docs/api.md §1). */
export type Reply = { data: unknown } | { error: { code: string; message?: string; field?: string; status?: number } };

/** One request the screen sent; `path` is under /owner/api, e.g. `/restaurants/alpha/settings`. */
export type StubCall = Sent;

type Answer = Reply | ((call: StubCall) => Reply);

/** An answer held back: the request waits until `release`. */
export interface Held {
  /** Resolves once the request came. */
  readonly asked: Promise<StubCall>;
  release(): void;
}

/**
 * The ConsoleApi with answers given per route (`"GET /restaurants/alpha/settings"`); every call is
 * recorded. Only the transport is stood in for: every answer is parsed by the route's contract as
 * a server's would be, so a fixture of the wrong shape fails as `malformed_answer`. A held answer is delivered when released even if the caller aborted meanwhile (as a
 * server's answer already on its way would be), so a screen must drop it itself. A call to a route
 * with no answer fails the test.
 */
export class StubConsoleApi extends ConsoleApi {
  readonly calls: StubCall[] = [];
  private readonly answers = new Map<string, Answer>();
  private readonly holds = new Map<string, { gate: Promise<void>; asked: (call: StubCall) => void }[]>();
  private readonly unanswered: string[] = [];

  constructor() {
    super();
    // A language picked while signed in is stored on the account (docs/api.md §16.1a): any screen's test may pick one.
    this.answers.set("POST /session/language", (call) => ({ data: call.body as { lang: string } }));
    onTestFinished(() => expect(this.unanswered, "calls the test gave no answer for").toEqual([]));
  }

  answer(route: string, answer: Answer): this {
    this.answers.set(route, answer);
    return this;
  }

  /** Holds back the next call of `route` (answered with `answer`, else the route's answer) until released. */
  hold(route: string, answer?: Answer): Held {
    let release!: () => void;
    let asked!: (call: StubCall) => void;
    const gate = new Promise<void>((r) => (release = r));
    const askedPromise = new Promise<StubCall>((r) => (asked = r));
    if (answer) this.answers.set(`${route}#held`, answer);
    this.holds.set(route, [...(this.holds.get(route) ?? []), { gate, asked }]);
    return { asked: askedPromise, release };
  }

  /** The calls made to `route` ("POST /restaurants/beta/settings"). */
  callsTo(route: string): StubCall[] {
    return this.calls.filter((c) => `${c.method} ${c.path}` === route);
  }

  /** Every write sent. */
  posts(): StubCall[] {
    return this.calls.filter((c) => c.method === "POST");
  }

  protected override async transport(call: Sent): Promise<Received> {
    this.calls.push(call);
    const route = `${call.method} ${call.path}`;
    const hold = this.holds.get(route)?.shift();
    let answer = this.answers.get(route);
    if (hold) {
      hold.asked(call);
      answer = this.answers.get(`${route}#held`) ?? answer;
      await hold.gate;
    }
    if (!answer) {
      this.unanswered.push(route);
      throw new ConsoleApiError("network_error", "No answer from the server.");
    }
    const reply = typeof answer === "function" ? answer(call) : answer;
    // A macrotask, as a real answer takes: what the screen does meanwhile is what a test sees.
    await new Promise((resolve) => setTimeout(resolve));
    if ("data" in reply) return { status: 200, json: { data: structuredClone(reply.data) } };
    const { code, message = code, field, status = 400 } = reply.error;
    return { status, json: { error: { code, message, field } } };
  }
}

/** The context the shell hands a screen, for `restaurant`. */
export function screenContext(api: ConsoleApi, restaurant: Restaurant, overrides: Partial<ScreenContext> = {}): ScreenContext {
  return {
    api,
    m: messagesFor("en"),
    lang: "en",
    restaurant,
    role: "owner",
    params: [],
    liveTick: 0,
    navigate: () => {},
    ...overrides,
  };
}

/** A Lit element on the page. */
type Rendered = HTMLElement & { updateComplete: Promise<boolean> };
type Screen = Rendered & { context: ScreenContext };

/** Puts a fresh screen on the page showing `restaurant`. */
export function mountScreen<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  api: ConsoleApi,
  restaurant: Restaurant = ALPHA,
  overrides: Partial<ScreenContext> = {},
): HTMLElementTagNameMap[K] & Screen {
  document.body.replaceChildren();
  const element = document.createElement(tag) as HTMLElementTagNameMap[K] & Screen;
  element.context = screenContext(api, restaurant, overrides);
  document.body.append(element);
  return element;
}

/** What the owner does with the restaurant picker: the shell hands the same element B's context. */
export async function switchRestaurant(element: Screen, restaurant: Restaurant): Promise<void> {
  element.context = { ...element.context, restaurant };
  await element.updateComplete;
}

/** Lets every answer out and its renders finish. */
export async function settle(element: Rendered): Promise<void> {
  for (let i = 0; i < 5; i++) {
    await new Promise((resolve) => setTimeout(resolve));
    await element.updateComplete;
  }
}

/** While `held` is out the screen says it is loading, accessibly; then its answer is let out and rendered. */
export async function showsLoadingUntil(view: Rendered, held: Held): Promise<void> {
  await held.asked;
  await view.updateComplete;
  expect(shownText(view)).toContain("Loading");
  await expectAccessible(view, "loading");
  held.release();
  await settle(view);
}

/** The text the screen shows (its shadow tree, and the shadow trees inside it). */
export function shownText(element: Element): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? "");
    if (node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement) parts.push(node.value);
    if (node instanceof Element && node.shadowRoot) walk(node.shadowRoot);
    node.childNodes.forEach(walk);
  };
  walk(element);
  return parts.join(" ").replace(/\s+/g, " ");
}

/** The first element matching `selector` in the screen's shadow tree, else in the shadow trees inside it (a screen's sections). */
export function query<E extends Element = HTMLElement>(element: Element, selector: string): E {
  const found = deepQuery<E>(element.shadowRoot!, selector);
  expect(found, selector).not.toBeNull();
  return found!;
}

function deepQuery<E extends Element>(root: ShadowRoot, selector: string): E | null {
  const found = root.querySelector<E>(selector);
  if (found) return found;
  for (const inner of root.querySelectorAll("*")) {
    const nested = inner.shadowRoot && deepQuery<E>(inner.shadowRoot, selector);
    if (nested) return nested;
  }
  return null;
}

/** Runs axe on the screen (or any Lit element) as it stands and expects no violation of any impact. */
export async function expectAccessible(element: Element & { updateComplete: Promise<boolean> }, state: string): Promise<void> {
  await element.updateComplete;
  const { violations } = await axe.run(element, { resultTypes: ["violations"] });
  const found = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(" ")} ${n.failureSummary}`).join("; ")}`,
  );
  expect(found, `axe in ${state}`).toEqual([]);
}

/**
 * The race every screen must win: the owner switches to `restaurant` while `held` (an answer or a
 * write for the restaurant shown before) is out, and it arrives afterwards.
 */
export async function arriveAfterSwitch(element: Screen, held: Held, restaurant: Restaurant): Promise<void> {
  await held.asked;
  await switchRestaurant(element, restaurant);
  await settle(element);
  held.release();
  await settle(element);
}

/**
 * A first load that failed: an alert saying so, accessible; then `route` answers `reply` and the
 * retry button (`retry`) is pressed. The caller checks what the screen shows then.
 */
export async function retryAfterFailedLoad(
  element: Screen,
  api: StubConsoleApi,
  route: string,
  reply: Reply,
  retry = '[role="alert"] + button',
): Promise<void> {
  await settle(element);
  expect(query(element, '[role="alert"]').textContent).toMatch(/\S/);
  await expectAccessible(element, "failed");
  api.answer(route, reply);
  query<HTMLButtonElement>(element, retry).click();
  await settle(element);
}

/** The element that has the focus, inside shadow trees too. */
export function focused(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/**
 * Presses Tab, as a keyboard user does, until the focus is on the element `selector` finds in the
 * screen's shadow tree (`within`: in the shadow tree of the element that finds instead), and fails
 * if it never gets there.
 */
export async function tabTo(element: Element, selector: string, within?: string): Promise<HTMLElement> {
  const root = within ? query(element, within).shadowRoot! : element.shadowRoot!;
  for (let presses = 0; presses < 60; presses++) {
    const target = root.querySelector<HTMLElement>(selector);
    if (target && focused() === target) return target;
    await userEvent.keyboard("{Tab}");
  }
  throw new Error(`${selector} is not reached with Tab`);
}
