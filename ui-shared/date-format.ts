import { canonicalLocale } from "../core/locale.ts";

const cache = new Map<string, Intl.DateTimeFormat>();

/**
 * A cached formatter. The language tag is canonicalised first (`en_US` → `en-US`, garbage →
 * "en"), so a page's odd `lang` never costs the zone: times stay in the restaurant's zone, which
 * the label beside them names. Only a zone this browser does not know at all falls back, to UTC,
 * never silently to the visitor's own zone.
 */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = locale + JSON.stringify(options);
  let format = cache.get(key);
  if (!format) {
    const tag = canonicalLocale(locale);
    try {
      format = new Intl.DateTimeFormat(tag, options);
    } catch {
      format = new Intl.DateTimeFormat(tag, { ...options, timeZone: "UTC" });
    }
    cache.set(key, format);
  }
  return format;
}
