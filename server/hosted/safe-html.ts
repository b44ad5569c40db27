/**
 * A tiny HTML template for the hosted pages: every interpolated value is escaped unless it is
 * itself `SafeHtml` (another template's output); arrays are joined; null, undefined and false
 * write nothing. So no guest's or owner's text can ever become markup.
 */
export class SafeHtml {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
  toString(): string {
    return this.text;
  }
}

type Value = SafeHtml | string | number | null | undefined | false | readonly Value[];

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

function write(value: Value): string {
  if (value instanceof SafeHtml) return value.text;
  if (Array.isArray(value)) return value.map(write).join("");
  if (value === null || value === undefined || value === false) return "";
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: Value[]): SafeHtml {
  let out = strings[0]!;
  values.forEach((value, i) => (out += write(value) + strings[i + 1]!));
  return new SafeHtml(out);
}
