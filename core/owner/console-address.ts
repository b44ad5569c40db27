/**
 * Where the owner console lives on a Couvert server, and how its screens are addressed (docs/api.md
 * §16): `/owner/` and a fragment `#/SLUG/SCREEN/PARAM…`, each part URI-encoded. The console reads
 * its fragment with the same rule (console/couvert-console.ts); the server builds links with it.
 */
export const CONSOLE_PATH = "/owner/";

/** The fragment of a restaurant's screen: `#/SLUG`, `#/SLUG/requests`, `#/SLUG/day/2026-06-02`. */
export const consoleFragment = (slug: string, screen = "", ...params: string[]): string =>
  `#/${(screen ? [slug, screen, ...params] : [slug]).map(encodeURIComponent).join("/")}`;

/** The console on the server at `publicUrl`; with a fragment, one of its screens. */
export const consoleUrl = (publicUrl: string, fragment = ""): string => `${publicUrl}${CONSOLE_PATH}${fragment}`;

/** A screen of the console, as its fragment names it; no slug: the person's first restaurant. */
export interface ConsolePlace {
  slug: string | null;
  screen: string;
  params: string[];
}

/** The screen a fragment names (what `consoleFragment` writes); a part that does not decode reads as "". */
export function placeOf(fragment: string): ConsolePlace {
  const [slug, screen, ...params] = fragment.replace(/^#\/?/, "").split("/").map(safeDecode);
  return { slug: slug || null, screen: screen ?? "", params };
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return "";
  }
}
