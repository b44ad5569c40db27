import * as z from "zod/mini";

/** Building blocks the core schemas share. */

/** An instant in ISO 8601 with `Z` or an offset. */
export const IsoInstantSchema = z.iso.datetime({ offset: true });

/**
 * Characters a URL parser would quietly encode or drop: space, quotes, angle brackets, backslash,
 * backtick and control characters. A URL holding one (`https://x.example/a.png" onerror=…`) is
 * refused, never stored and later written into someone's page.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_IN_A_URL = /[\s"'<>\\`\u0000-\u001f\u007f-\u009f]/;

/** An absolute http(s) URL, written as a URL is written: see `normalizeHttpUrl` for how it is stored. */
export const HttpUrlSchema = z
  .url({ protocol: /^https?$/ })
  .check(z.refine((url) => !NOT_IN_A_URL.test(url), "must be a well-formed http(s) URL, without spaces, quotes or angle brackets"));

/** A URL that passed HttpUrlSchema, as it is stored and served: the parser's own spelling (lower-case host, `/` path). */
export const normalizeHttpUrl = (url: string): string => new URL(url).href;

/** An e-mail address as people write one: something@domain.tld, no spaces. */
export const isEmailAddress = (text: string): boolean => /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(text);

/** A colour as `#rrggbb`. */
export const AccentHexSchema = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, "Expected #rrggbb"));

/**
 * Characters no text of ours holds: C0 controls but tab and line breaks, DEL, C1 controls, and the
 * bidirectional embeddings, overrides and isolates. Shown raw they rewrite a terminal (ESC, BEL)
 * or the reading order of what follows them.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const LINE_BREAKS = /[\t\n\r\u2028\u2029]/;
export const CONTROL_CHARACTERS_MESSAGE = "must not contain control characters";

/** Text of at most `max` characters, on several lines if need be. */
export const textUpTo = (max: number) =>
  z.string().check(
    z.maxLength(max),
    z.refine((text) => !CONTROL_CHARACTERS.test(text), CONTROL_CHARACTERS_MESSAGE),
  );

/** Trimmed text of at most `max` characters, on one line (a name, an address). */
export const trimmedTextUpTo = (max: number) =>
  z.string().check(
    z.trim(),
    z.maxLength(max),
    z.refine((text) => !CONTROL_CHARACTERS.test(text) && !LINE_BREAKS.test(text), CONTROL_CHARACTERS_MESSAGE),
  );
