/** The widget file the server serves beside the console: same origin, so the console's CSP (`script-src 'self'`) allows it. */
const WIDGET_SCRIPT = "/widget/couvert.js";
/** The file above is only the loader of the content-hashed bundle (docs/api.md §3.5): the widgets are there once defined. */
const BUNDLE_DEADLINE_MS = 15_000;

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
    const fail = () => {
      script.remove();
      loading = null;
      reject(new Error(`${WIDGET_SCRIPT} did not load`));
    };
    script.addEventListener("load", () => {
      const deadline = setTimeout(fail, BUNDLE_DEADLINE_MS);
      void customElements.whenDefined("couvert-booking").then(() => {
        clearTimeout(deadline);
        resolve();
      });
    });
    script.addEventListener("error", fail);
    document.head.append(script);
  });
  return loading;
}
