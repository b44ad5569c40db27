import * as z from "zod/mini";

/** Building blocks the core schemas share. */

/** An instant in ISO 8601 with `Z` or an offset. */
export const IsoInstantSchema = z.iso.datetime({ offset: true });

/** An absolute http(s) URL. */
export const HttpUrlSchema = z.url({ protocol: /^https?$/ });

/** A colour as `#rrggbb`. */
export const AccentHexSchema = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, "Expected #rrggbb"));

/** Text of at most `max` characters. */
export const textUpTo = (max: number) => z.string().check(z.maxLength(max));

/** Trimmed text of at most `max` characters. */
export const trimmedTextUpTo = (max: number) => z.string().check(z.trim(), z.maxLength(max));
