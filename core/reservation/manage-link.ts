import { normalizePin, isPinShaped } from "./pin.ts";

/**
 * The manage link in a guest's e-mail (docs/api.md §6.6): the restaurant's manage page with
 * `#couvert=NUMBER.PIN`. The credentials ride in the fragment, which a browser never sends to
 * any server, so they reach no access log; the manage widget reads them and removes them.
 */
export function manageLink(manageUrl: string, reservationNumber: number, pin: string): string {
  // Letters and digits need no escaping in a fragment: the page, parsed once, then takes the text as it is.
  if (Number.isInteger(reservationNumber) && /^[0-9A-Za-z]+$/.test(pin)) return `${pageOf(manageUrl)}#couvert=${reservationNumber}.${pin}`;
  const url = new URL(manageUrl);
  url.hash = `couvert=${reservationNumber}.${pin}`;
  return url.href;
}

/** Manage pages parsed, without their fragment: every guest message of a booking links to one. */
const pages = new Map<string, string>();

function pageOf(manageUrl: string): string {
  let page = pages.get(manageUrl);
  if (page === undefined) {
    if (pages.size >= 1_000) pages.clear();
    pages.set(manageUrl, (page = withoutCredentials(manageUrl)));
  }
  return page;
}

/**
 * A manage link without its credentials: the same page and query, no fragment. What a message
 * that must not repeat the PIN links to, what a calendar file keeps, and what the manage widget
 * leaves in the address bar.
 */
export function withoutCredentials(link: string): string {
  const url = new URL(link);
  url.hash = "";
  return url.href;
}

/** The credentials in a page's fragment (`location.hash`), or null when it holds none. */
export function credentialsInFragment(hash: string): { reservationNumber: number; pin: string } | null {
  const match = /^#?couvert=(\d{1,9})\.([^&]+)$/.exec(hash);
  if (!match || !isPinShaped(match[2]!)) return null;
  return { reservationNumber: Number(match[1]), pin: normalizePin(match[2]!) };
}
