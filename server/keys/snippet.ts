import { API_BASE_PATH } from "../../core/api.ts";
import type { ModuleId } from "../../core/modules.ts";

/** Where a website finds the widget file and the API: always the configured public address, never a request's Host. */
export function publicAddresses(publicUrl: string): { widgetScriptUrl: string; apiBase: string } {
  return { widgetScriptUrl: `${publicUrl}/widget/couvert.js`, apiBase: `${publicUrl}${API_BASE_PATH}` };
}

/** Each widget and the module its key needs for it. */
const WIDGETS: readonly { tag: string; module: ModuleId }[] = [
  { tag: "couvert-booking", module: "reservation" },
  { tag: "couvert-manage", module: "reservation" },
  { tag: "couvert-events", module: "events" },
];

const ATTRIBUTE_ESCAPES: Record<string, string> = { "&": "&amp;", '"': "&quot;", "<": "&lt;", ">": "&gt;" };
const attribute = (value: string): string => value.replace(/[&"<>]/g, (c) => ATTRIBUTE_ESCAPES[c]!);

/**
 * The HTML an owner pastes into their website: one element per widget the key's modules serve,
 * then the script, once. Null when the key serves no widget (it is for another client of the API).
 */
export function widgetSnippet(clearKey: string, modules: readonly ModuleId[], widgetScriptUrl: string): string | null {
  const elements = WIDGETS.filter((w) => modules.includes(w.module)).map(({ tag }) => `<${tag} api-key="${attribute(clearKey)}"></${tag}>`);
  if (elements.length === 0) return null;
  return [...elements, `<script src="${attribute(widgetScriptUrl)}" defer></script>`].join("\n");
}
