import { API_BASE_PATH } from "../../core/api.ts";
import type { ModuleId } from "../../core/modules.ts";
import { HOSTED_STRINGS, type HostedStrings } from "../hosted/hosted-strings.ts";

/** Where a website finds the widget file and the API: always the configured public address, never a request's Host. */
export function publicAddresses(publicUrl: string): { widgetScriptUrl: string; apiBase: string } {
  return { widgetScriptUrl: `${publicUrl}/widget/couvert.js`, apiBase: `${publicUrl}${API_BASE_PATH}` };
}

/** Each widget, the module its key needs for it, and its heading (the hosted page's words). */
const WIDGETS: readonly { tag: string; module: ModuleId; heading: keyof HostedStrings }[] = [
  { tag: "couvert-booking", module: "reservation", heading: "bookHeading" },
  { tag: "couvert-manage", module: "reservation", heading: "manageHeading" },
  { tag: "couvert-events", module: "events", heading: "eventsHeading" },
];

/** The manage widget's heading in the snippet: where the booking widget's confirmation links when the owner named no manage page. */
export const SNIPPET_MANAGE_ANCHOR = "reservation";

const ATTRIBUTE_ESCAPES: Record<string, string> = { "&": "&amp;", '"': "&quot;", "<": "&lt;", ">": "&gt;" };
const attribute = (value: string): string => value.replace(/[&"<>]/g, (c) => ATTRIBUTE_ESCAPES[c]!);

/**
 * The HTML an owner pastes into their website (issue 28: one snippet for every widget): each widget
 * the key's modules serve under a heading in the restaurant's language, then the script, once. The
 * booking widget's `manage-url` is the owner's manage page, else the manage widget just below it.
 * Null when the key serves no widget (it is for another client of the API).
 */
export function widgetSnippet(
  clearKey: string,
  modules: readonly ModuleId[],
  widgetScriptUrl: string,
  restaurant: { manageUrl: string | null; lang: keyof typeof HOSTED_STRINGS },
): string | null {
  const strings = HOSTED_STRINGS[restaurant.lang];
  const manageUrl = restaurant.manageUrl ?? `#${SNIPPET_MANAGE_ANCHOR}`;
  const key = `api-key="${attribute(clearKey)}"`;
  const widgets = WIDGETS.filter((w) => modules.includes(w.module)).map(({ tag, heading }) => {
    const id = tag === "couvert-manage" ? ` id="${SNIPPET_MANAGE_ANCHOR}"` : "";
    const extra = tag === "couvert-booking" ? ` manage-url="${attribute(manageUrl)}"` : "";
    return `<h2${id}>${strings[heading] as string}</h2>\n<${tag} ${key}${extra}></${tag}>`;
  });
  if (widgets.length === 0) return null;
  return [...widgets, `<script src="${attribute(widgetScriptUrl)}" defer></script>`].join("\n");
}
