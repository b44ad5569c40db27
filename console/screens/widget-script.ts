/** The widget file the server serves beside the console: same origin, so the console's CSP (`script-src 'self'`) allows it. */
const WIDGET_SCRIPT = "/widget/couvert.js";

let loading: Promise<void> | null = null;

/**
 * Loads the real widget bundle into the page once, the first time a screen needs it, with a
 * `<script>` element: the console's own bundle never imports the widgets, so it stays small and
 * the preview shows exactly what a restaurant's website gets. A failed load may be tried again.
 */
export function loadWidgetScript(): Promise<void> {
  if (customElements.get("couvert-booking")) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = WIDGET_SCRIPT;
    script.addEventListener("load", () => resolve());
    script.addEventListener("error", () => {
      script.remove();
      loading = null;
      reject(new Error(`${WIDGET_SCRIPT} did not load`));
    });
    document.head.append(script);
  });
  return loading;
}
