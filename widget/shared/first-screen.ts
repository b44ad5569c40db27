/**
 * The booking form first, on a page with several widgets: it is what a guest came for, and what
 * must be usable soonest on a phone (issue 11). The other elements are defined once a booking
 * element shows its first times (or what stands in their place: none free, an error), fails to
 * load or leaves the page, or after FIRST_SCREEN_WAIT_MS at most; on a page without a booking
 * element, at once. Their first answers are on their way meanwhile (the loader asks early), so
 * they wait for the main thread, not for the network.
 */

/**
 * How long the other elements wait for the booking form at most: a form that never shows costs
 * this once. Longer than the form's own wait for the loader's worker (format.ts, 1.5 s), so that a
 * slow worker does not let them start just as the form does.
 */
export const FIRST_SCREEN_WAIT_MS = 3000;

let release: () => void = () => {};
const shown = new Promise<void>((resolve) => (release = resolve));

/** Called by the booking element once its first times are shown, its load failed, or it left the page. */
export const bookingFirstScreenShown = (): void => release();

/** Settles when the other elements may start (see above): at once when no booking element is on the page. */
export function afterBookingFirstScreen(bookingOnPage: boolean, waitMs = FIRST_SCREEN_WAIT_MS): Promise<void> {
  if (!bookingOnPage) return Promise.resolve();
  return Promise.race([shown, new Promise<void>((resolve) => setTimeout(resolve, waitMs))]);
}
