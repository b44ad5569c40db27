import type { ReactiveController, ReactiveElement } from "lit";

/**
 * What changed on the page's `<html>` or `<body>`: `lang` (a single-page site switching its
 * language), or `look`, any other attribute (a site switching its theme does it there: a class, a
 * style, a `data-theme`), which may set `--couvert-accent` on the elements inside.
 */
export interface RootChange {
  lang: boolean;
  look: boolean;
}

type RootListener = (change: RootChange) => void;

const listeners = new Set<RootListener>();
/** The one observer of `<html>` and `<body>` for every element on the page; none while nobody listens. */
let observer: MutationObserver | null = null;
/** The `<body>` it observes: a page may have none yet when the first element subscribes, or replace it. */
let observedBody: HTMLElement | null = null;

/**
 * Calls `listener` on every change of an attribute of the page's `<html>` or `<body>`, until the
 * returned function is called. One MutationObserver serves all subscribers: it is made for the
 * first and disconnected and dropped when the last one leaves, so elements removed from the page
 * leave nothing behind. Only those two elements, not the page's tree: their attributes change
 * seldom, and every element of the page inherits from them. (A page that writes one on every
 * frame, say a scroll-linked style on `<html>`, costs each element one style read per frame at
 * most: CouvertElement keeps one read pending.)
 */
export function onPageRoot(listener: RootListener): () => void {
  listeners.add(listener);
  if (!observer) {
    observer = new MutationObserver((records) => {
      const change = {
        lang: records.some((record) => record.attributeName === "lang"),
        look: records.some((record) => record.attributeName !== "lang"),
      };
      for (const notify of [...listeners]) notify(change);
    });
    observer.observe(document.documentElement, { attributes: true });
  }
  if (document.body && document.body !== observedBody) {
    observedBody = document.body;
    observer.observe(observedBody, { attributes: true });
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size || !observer) return;
    observer.disconnect();
    observer = null;
    observedBody = null;
  };
}

/**
 * Follows the page's root while its host is on the page: re-renders the host when the page's
 * language changes and the host has no `lang` of its own (its own attribute wins; the element
 * observes that one itself), and calls `lookChanged` when anything else there changed.
 * Subscribed on connect, released on disconnect.
 */
export class PageRootController implements ReactiveController {
  private release: (() => void) | null = null;

  private readonly host: ReactiveElement;
  private readonly lookChanged: () => void;

  constructor(host: ReactiveElement, lookChanged: () => void) {
    this.host = host;
    this.lookChanged = lookChanged;

    host.addController(this);
  }

  hostConnected(): void {
    this.release ??= onPageRoot((change) => {
      if (change.lang && !this.host.hasAttribute("lang")) this.host.requestUpdate();
      if (change.look) this.lookChanged();
    });
  }

  hostDisconnected(): void {
    this.release?.();
    this.release = null;
  }
}
