/** Defines a custom element unless the tag is taken already (a page may load the script twice). */
export function define(tag: string, element: CustomElementConstructor): void {
  if (!customElements.get(tag)) customElements.define(tag, element);
}
