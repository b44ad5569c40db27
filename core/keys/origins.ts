/**
 * The origin allowlist's rules (docs/api.md §2.3), for the server that stores a list and the console
 * that checks one before sending it. An origin is what a browser sends in `Origin`: scheme, host and
 * port, nothing else, so the list holds exact origins and never a pattern.
 */

/** Why an entry cannot be on an allowlist. */
export type OriginProblem = "wildcard" | "not_an_origin";

/** `raw` as browsers send it (`HTTPS://B.Example:443/` → `https://b.example`), or null when it is no http(s) origin. */
export function normalizeOrigin(raw: string): string | null {
  try {
    const url = new URL(raw.trim());
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    if (url.pathname !== "/" || url.search || url.hash || url.username || url.password) return null;
    // A host name or an IP address: no wildcard or other character that a browser never sends.
    if (!/^([a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/.test(url.hostname)) return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** What is wrong with `raw` as an allowlist entry, or null when `normalizeOrigin` takes it. */
export function originProblem(raw: string): OriginProblem | null {
  // Told apart from other mistakes: owners try `https://*.bistro.example`, and the fix is to list each site.
  if (raw.includes("*")) return "wildcard";
  return normalizeOrigin(raw) === null ? "not_an_origin" : null;
}

/** The entries of an allowlist as an owner types it: separated by commas, spaces or new lines. */
export const splitOriginList = (text: string): string[] => text.split(/[\s,]+/).filter(Boolean);
