/**
 * Formats of the text the API takes and gives, as plain checks without a schema library: the
 * server's zod schemas (core/primitives.ts) and the widget's guards (core/answers.ts) both use them.
 */

/**
 * Characters a URL parser would quietly encode or drop: space, quotes, angle brackets, backslash,
 * backtick and control characters. A URL holding one (`https://x.example/a.png" onerror=…`) is
 * refused, never stored and later written into someone's page.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const NOT_IN_A_URL = /[\s"'<>\\`\u0000-\u001f\u007f-\u009f]/;

/**
 * An absolute http(s) URL without any character of NOT_IN_A_URL, read as a URL parser reads it:
 * surrounding white space and any tab or line break (which the parser deletes) aside.
 */
export function isHttpUrl(text: string): boolean {
  const url = text.trim().replace(/[\t\n\r]/g, "");
  if (NOT_IN_A_URL.test(url) || !/^https?:\/\//i.test(url)) return false;
  try {
    return /^https?:$/.test(new URL(url).protocol);
  } catch {
    return false;
  }
}

/** An e-mail address as people write one: something@domain.tld, no spaces. */
export const isEmailAddress = (text: string): boolean => /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(text);

/** A colour as `#rrggbb`. */
export const ACCENT_HEX_PATTERN = /^#[0-9a-fA-F]{6}$/;

/**
 * Characters no text of ours holds: C0 controls but tab and line breaks, DEL, C1 controls, and the
 * bidirectional embeddings, overrides and isolates. Shown raw they rewrite a terminal (ESC, BEL)
 * or the reading order of what follows them.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
export const LINE_BREAKS = /[\t\n\r\u2028\u2029]/;
export const CONTROL_CHARACTERS_MESSAGE = "must not contain control characters";

const ISO_INSTANT = /^(\d{4})-(\d\d)-(\d\d)T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

/**
 * An instant in ISO 8601 (RFC 3339): a real calendar date, a time with seconds, and `Z` or an
 * offset (`2026-05-01T19:30:00+02:00`), as zod's `iso.datetime({ offset: true })` takes it.
 */
export function isIsoInstant(text: string): boolean {
  const match = ISO_INSTANT.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1, 4).map(Number) as [number, number, number];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const length = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return month >= 1 && month <= 12 && day >= 1 && day <= length;
}

/** A language tag as `guest_locale` takes it: BCP 47 in shape (`de-AT`), at most 35 characters. */
export const LOCALE_TAG_PATTERN = /^[A-Za-z]{2,3}([-_][A-Za-z0-9]{1,8})*$/;
export const LOCALE_TAG_MAX_LENGTH = 35;
export const isLocaleTag = (text: string): boolean => text.length <= LOCALE_TAG_MAX_LENGTH && LOCALE_TAG_PATTERN.test(text);
