import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** A page as `afterBookingFirstScreen` sees it: with or without a booking element. */
const page = (withBooking: boolean): ParentNode =>
  ({ querySelector: (selector: string) => (withBooking && selector === "couvert-booking" ? {} : null) }) as unknown as ParentNode;

/** The module afresh: whether the booking form was shown is kept once per page. */
const firstScreen = async () => {
  vi.resetModules();
  return import("./first-screen.ts");
};

/** Whether `promise` has settled once the microtasks queued now have run. */
const settled = async (promise: Promise<void>): Promise<boolean> => {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  return done;
};

describe("afterBookingFirstScreen", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("lets the other elements start at once on a page without a booking element", async () => {
    const { afterBookingFirstScreen } = await firstScreen();
    expect(await settled(afterBookingFirstScreen(page(false)))).toBe(true);
  });

  it("holds them until the booking element has shown its first times (or failed)", async () => {
    const { afterBookingFirstScreen, bookingFirstScreenShown } = await firstScreen();
    const started = afterBookingFirstScreen(page(true));
    vi.advanceTimersByTime(1000);
    expect(await settled(started)).toBe(false);
    bookingFirstScreenShown();
    expect(await settled(started)).toBe(true);
    // Later pages' elements (a single-page site) no longer wait.
    expect(await settled(afterBookingFirstScreen(page(true)))).toBe(true);
  });

  it("holds them no longer than FIRST_SCREEN_WAIT_MS when the booking form never shows", async () => {
    const { afterBookingFirstScreen, FIRST_SCREEN_WAIT_MS } = await firstScreen();
    const started = afterBookingFirstScreen(page(true));
    vi.advanceTimersByTime(FIRST_SCREEN_WAIT_MS - 1);
    expect(await settled(started)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(started)).toBe(true);
  });
});
