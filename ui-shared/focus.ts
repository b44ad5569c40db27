import type { ReactiveControllerHost } from "lit";

/** Whether the visitor asked for less motion (no smooth scrolling, no spinning). */
export const reducedMotion = (): boolean => matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;

/**
 * What focus needs of an element: the promise of its next render, and where it renders (a Lit
 * element's `renderRoot`, else its shadow root): a Lit element, or a controller's host.
 */
export type FocusHost = Pick<ReactiveControllerHost, "updateComplete"> & {
  readonly renderRoot?: HTMLElement | DocumentFragment;
  readonly shadowRoot?: ShadowRoot | null;
};

/**
 * Once `host` has rendered, focuses the first element that matches one of `selectors` (tried in
 * order) and, with `scroll`, brings it to the middle of the view (at once when the reader asked for
 * reduced motion); with `hold` too, keeps it there while the page settles (`holdInView`). The one
 * way the elements move the focus after a change of state, so it never looks for a target before
 * the render that shows it. Returns the element focused, if any.
 */
export async function focusAfterRender(
  host: FocusHost,
  selectors: string | readonly string[],
  options: { scroll?: boolean; hold?: boolean } = {},
): Promise<HTMLElement | null> {
  await host.updateComplete;
  const root = host.renderRoot ?? host.shadowRoot;
  if (!root) return null;
  const target = (typeof selectors === "string" ? [selectors] : selectors).reduce<HTMLElement | null>(
    (found, selector) => found ?? root.querySelector<HTMLElement>(selector),
    null,
  );
  target?.focus();
  if (options.scroll && target) {
    const behavior = reducedMotion() ? "auto" : "smooth";
    target.scrollIntoView?.({ block: "center", behavior });
    if (options.hold) holdInView(target);
  }
  return target;
}

/** How long `holdInView` keeps its target in view at most. */
export const HOLD_IN_VIEW_MS = 3000;

/** What the reader does to move the page themselves: the hold ends. */
const READER_MOVES = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/**
 * Brings `target` back to the middle of the view whenever it moves in the page, until the reader
 * scrolls, touches or types, or HOLD_IN_VIEW_MS have passed: a widget scrolled to on arrival (a
 * manage link) would otherwise be pushed out of view by the widgets above it drawing their first
 * screens, which a scroll under way does not follow. Looked at once a frame, where the browser lays
 * the page out anyway: content growing or added above moves it, on any page; scrolling, or content
 * growing below, does not.
 */
export function holdInView(target: HTMLElement): void {
  // Pinned by the page (fixed, or sticky): its place moves as the reader scrolls, so it says nothing.
  if (boxesAround(target).some((box) => ["fixed", "sticky"].includes(getComputedStyle(box).position))) return;
  let place = placeOf(target);
  let frame = 0;
  const look = (): void => {
    if (!target.isConnected) return release();
    const now = placeOf(target);
    // At once: a smooth scroll started again each frame (content above still animating) stands still.
    if (Math.abs(now - place) >= 1) {
      target.scrollIntoView?.({ block: "center", behavior: "instant" });
      place = now;
    }
    frame = requestAnimationFrame(look);
  };
  const release = (): void => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    for (const type of READER_MOVES) removeEventListener(type, release, true);
  };
  const timer = setTimeout(release, HOLD_IN_VIEW_MS);
  for (const type of READER_MOVES) addEventListener(type, release, { capture: true, passive: true });
  frame = requestAnimationFrame(look);
}

/** Where `element` lies in the page, however far it and what holds it are scrolled: its top in the view plus every scroll offset above it. */
function placeOf(element: Element): number {
  return boxesAround(element).reduce((place, box) => place + box.scrollTop, element.getBoundingClientRect().top);
}

/** The elements that hold `element` as the page lays it out, nearest first: across slots and shadow roots. */
function boxesAround(element: Element): Element[] {
  const boxes: Element[] = [];
  for (
    let node: Node | null = element;
    node;
    node = (node as Element).assignedSlot ?? node.parentNode ?? (node as ShadowRoot).host ?? null
  ) {
    if (node !== element && node instanceof Element) boxes.push(node);
  }
  return boxes;
}
