import type { ReactiveController, ReactiveElement } from "lit";

/** What a subscriber does when the page's `<html lang>` changed. */
type LangListener = () => void;

const listeners = new Set<LangListener>();
/** The one observer of `<html lang>` for every element on the page; none while nobody listens. */
let observer: MutationObserver | null = null;

/**
 * Calls `listener` on every change of the page's `<html lang>` (a single-page site switching its
 * language), until the returned function is called. One MutationObserver serves all subscribers: it
 * is made for the first and disconnected and dropped when the last one leaves, so elements removed
 * from the page leave nothing behind.
 */
export function onDocumentLang(listener: LangListener): () => void {
  listeners.add(listener);
  if (!observer) {
    observer = new MutationObserver(() => {
      for (const notify of [...listeners]) notify();
    });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ["lang"] });
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size || !observer) return;
    observer.disconnect();
    observer = null;
  };
}

/**
 * Re-renders its host when `<html lang>` changes while the host is on the page and has no `lang`
 * of its own (its own attribute wins; the element observes that one itself). Subscribed on connect,
 * released on disconnect.
 */
export class DocumentLangController implements ReactiveController {
  private release: (() => void) | null = null;

  constructor(private readonly host: ReactiveElement) {
    host.addController(this);
  }

  hostConnected(): void {
    this.release ??= onDocumentLang(() => {
      if (!this.host.hasAttribute("lang")) this.host.requestUpdate();
    });
  }

  hostDisconnected(): void {
    this.release?.();
    this.release = null;
  }
}
