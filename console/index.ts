/**
 * The owner console bundle (docs/api.md §16), served at /owner/ by server/owner/console-site.ts:
 * defines `<couvert-console>` and the screens it shows.
 */
import { CouvertConsole } from "./couvert-console.ts";
import { define } from "../ui-shared/define.ts";

define("couvert-console", CouvertConsole);

// The page's own margins and background: a constructed sheet, which the strict CSP allows.
const page = new CSSStyleSheet();
page.replaceSync("html, body { margin: 0; background: #f7f5f2; } @media print { html, body { background: #fff; } }");
document.adoptedStyleSheets = [...document.adoptedStyleSheets, page];
