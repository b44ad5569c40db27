import { CSSResult, type LitElement } from "lit";

/** Defines a custom element unless the tag is taken already (a page may load the script twice). */
export function define(tag: string, element: CustomElementConstructor): void {
  if (!customElements.get(tag)) customElements.define(tag, element);
}

/**
 * Does ahead what defining `element` does first: finalizes its class (its reactive properties) and
 * builds its style sheets (parsing their CSS). Lit keeps both, so the definition's own task, which
 * upgrades the page's elements, is that much shorter on a phone (issue 11: no task over 50 ms).
 */
export function prepare(element: typeof LitElement): void {
  void element.observedAttributes; // what the definition asks first; it finalizes the class
  for (const style of element.elementStyles) if (style instanceof CSSResult) void style.styleSheet;
}
