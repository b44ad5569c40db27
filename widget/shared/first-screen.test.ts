import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

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
    expect(await settled(afterBookingFirstScreen(false))).toBe(true);
  });

  it("holds them until the booking element has shown its first times (or failed)", async () => {
    const { afterBookingFirstScreen, bookingFirstScreenShown, FIRST_SCREEN_WAIT_MS } = await firstScreen();
    const started = afterBookingFirstScreen(true);
    vi.advanceTimersByTime(FIRST_SCREEN_WAIT_MS - 1);
    expect(await settled(started)).toBe(false);
    bookingFirstScreenShown();
    expect(await settled(started)).toBe(true);
    // Once shown, it stays shown.
    expect(await settled(afterBookingFirstScreen(true))).toBe(true);
  });

  it("holds them no longer than FIRST_SCREEN_WAIT_MS when the booking form never shows", async () => {
    const { afterBookingFirstScreen, FIRST_SCREEN_WAIT_MS } = await firstScreen();
    const started = afterBookingFirstScreen(true);
    vi.advanceTimersByTime(FIRST_SCREEN_WAIT_MS - 1);
    expect(await settled(started)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(started)).toBe(true);
  });
});
