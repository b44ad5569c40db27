import * as z from "zod/mini";
import { ACCENT_HEX_PATTERN, CONTROL_CHARACTERS, CONTROL_CHARACTERS_MESSAGE, LINE_BREAKS, NOT_IN_A_URL } from "./formats.ts";

export { CONTROL_CHARACTERS, CONTROL_CHARACTERS_MESSAGE, isEmailAddress } from "./formats.ts";

/** Building blocks the core schemas share. */

/** An instant in ISO 8601 with `Z` or an offset. */
export const IsoInstantSchema = z.iso.datetime({ offset: true });

/** An absolute http(s) URL, written as a URL is written: see `normalizeHttpUrl` for how it is stored. */
export const HttpUrlSchema = z
  .url({ protocol: /^https?$/ })
  .check(z.refine((url) => !NOT_IN_A_URL.test(url), "must be a well-formed http(s) URL, without spaces, quotes or angle brackets"));

/** A URL that passed HttpUrlSchema, as it is stored and served: the parser's own spelling (lower-case host, `/` path). */
export const normalizeHttpUrl = (url: string): string => new URL(url).href;

/** A colour as `#rrggbb`. */
export const AccentHexSchema = z.string().check(z.regex(ACCENT_HEX_PATTERN, "Expected #rrggbb"));

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
