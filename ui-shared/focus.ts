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
 * reduced motion). The one way the elements move the focus after a change of state, so it never
 * looks for a target before the render that shows it. Returns the element focused, if any.
 */
export async function focusAfterRender(
  host: FocusHost,
  selectors: string | readonly string[],
  options: { scroll?: boolean } = {},
): Promise<HTMLElement | null> {
  await host.updateComplete;
  const root = host.renderRoot ?? host.shadowRoot;
  if (!root) return null;
  const target = (typeof selectors === "string" ? [selectors] : selectors).reduce<HTMLElement | null>(
    (found, selector) => found ?? root.querySelector<HTMLElement>(selector),
    null,
  );
  target?.focus();
  if (options.scroll) target?.scrollIntoView?.({ block: "center", behavior: reducedMotion() ? "auto" : "smooth" });
  return target;
}
