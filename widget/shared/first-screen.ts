/**
 * The booking form first, on a page with several widgets: it is what a guest came for, and what
 * must be usable soonest on a phone (issue 11). The other elements are defined once a booking
 * element has shown its first times or failed to load, or after FIRST_SCREEN_WAIT_MS at most; on
 * a page without a booking element, at once. Their first answers are on their way meanwhile (the
 * loader asks early), so they wait for the main thread, not for the network.
 */

/** How long the other elements wait for the booking form at most: a form that never shows costs this once. */
export const FIRST_SCREEN_WAIT_MS = 1500;

let release: () => void = () => {};
const shown = new Promise<void>((resolve) => (release = resolve));

/** Called by the booking element once its first times are drawn, or its load failed. */
export const bookingFirstScreenShown = (): void => release();

/** Settles when the other elements may start (see above). */
export function afterBookingFirstScreen(page: ParentNode = document): Promise<void> {
  if (!page.querySelector("couvert-booking")) return Promise.resolve();
  return Promise.race([shown, new Promise<void>((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]);
}
