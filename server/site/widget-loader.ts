/**
 * Widget delivery (docs/api.md §3.5): the bundle is built under a content-hashed name,
 * `couvert.<hash>.js`, cached for a year as immutable; `/widget/couvert.js`, the URL owners paste,
 * is this small loader, cached briefly, that loads the bundle named by the last build.
 */

/** `couvert.<hash>.js` and its source map: a new build is a new name, so these never change. */
export const HASHED_WIDGET_FILE = /^couvert\.[\w-]{8,}\.js(\.map)?$/;

export const IMMUTABLE = "public, max-age=31536000, immutable";
/** The loader and anything else unhashed: a new build reaches every site within five minutes. */
export const BRIEFLY = "public, max-age=300";

/** The Cache-Control of a file of the widget folder. */
export const widgetCacheControl = (fileName: string): string => (HASHED_WIDGET_FILE.test(fileName) ? IMMUTABLE : BRIEFLY);

/**
 * The loader for the bundle `bundleFile`. It loads the bundle from its own folder (its own `src`,
 * so from the Couvert server whatever site embeds it) with a `<script>` placed right after its
 * own tag, which carries the tag's `data-*` attributes and nonce: the bundle reads the script that
 * loaded it (`data-widget` and the others, and its origin for the API; widget/shared/script.ts)
 * and puts a script-tag-only widget right after it, so everything a tag says keeps working. A page
 * that loads it twice gets the bundle twice, as before; the bundle defines each element once.
 * Plain ES5, no eval: it must run wherever the bundle may, under `script-src 'self'` too.
 */
export function widgetLoaderSource(bundleFile: string): string {
  return `/* Couvert widget loader: loads ${bundleFile} from this script's folder (docs/api.md §3.5). */
(function () {
  var tag = document.currentScript;
  var bundle = document.createElement("script");
  bundle.src = new URL(${JSON.stringify(bundleFile)}, (tag && tag.src) || location.href).href;
  if (tag) {
    for (var i = 0; i < tag.attributes.length; i++) {
      var attribute = tag.attributes[i];
      if (attribute.name.indexOf("data-") === 0) bundle.setAttribute(attribute.name, attribute.value);
    }
    if (tag.nonce) bundle.nonce = tag.nonce;
    if (tag.crossOrigin !== null) bundle.crossOrigin = tag.crossOrigin;
  }
  bundle.async = false;
  if (tag && tag.parentNode) tag.parentNode.insertBefore(bundle, tag.nextSibling);
  else document.head.appendChild(bundle);
})();
`;
}
