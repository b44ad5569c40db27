/** A fragment of HTML that is already safe to place in a document: escaped, or trusted via `raw()`. */
export class Html {
  readonly #markup: string;

  constructor(markup: string) {
    this.#markup = markup;
  }

  toString(): string {
    return this.#markup;
  }
}

/** Text as HTML: safe in element content and in double- or single-quoted attribute values. */
export const escapeHtml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** Markup we wrote ourselves, placed as is: never pass it anything a guest or owner typed. */
export const raw = (markup: string): Html => new Html(markup);

type Interpolation = Html | string | number | null | undefined | false | readonly Interpolation[];

const interpolate = (value: Interpolation): string => {
  if (value === null || value === undefined || value === false) return "";
  if (value instanceof Html) return value.toString();
  if (Array.isArray(value)) return value.map(interpolate).join("");
  return escapeHtml(String(value));
};

/**
 * A template of HTML whose interpolations are escaped unless they are `Html` (from `raw()` or a
 * nested `html` template); arrays are joined, and null, undefined and false leave nothing.
 */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): Html {
  return new Html(strings.reduce((markup, string, i) => markup + interpolate(values[i - 1] ?? null) + string));
}

/**
 * The URL if it may become an `href`: http and https only, so a `javascript:` or `data:` value a
 * setting might hold never turns into a link.
 */
export function httpUrl(url: string): string | null {
  try {
    const { protocol } = new URL(url);
    return protocol === "http:" || protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}
