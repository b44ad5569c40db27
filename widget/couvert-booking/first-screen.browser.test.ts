import { expect, test } from "vitest";
import { page } from "vitest/browser";
import { afterBookingFirstScreen } from "../shared/first-screen.ts";
import { deferred, fakeApi, mount } from "../testing/browser.ts";
import { availability, bookingConfig } from "../testing/fixtures.ts";

/** Long enough that only the booking element's own signal settles it within a test. */
const NO_BOUND_MS = 60_000;

test("the page's other widgets wait while the booking form's times load, and start once they are shown", async () => {
  const config = bookingConfig();
  const times = deferred<void>();
  fakeApi({
    "GET /reservation": { data: config },
    "GET /reservation/availability": async ({ query }) => {
      await times.promise;
      return { data: availability(config, query) };
    },
  });
  mount("couvert-booking");
  let started = false;
  void afterBookingFirstScreen(true, NO_BOUND_MS).then(() => (started = true));

  // The whole first form drawn, its times area still loading.
  await expect.element(page.getByRole("button", { name: "Book table" })).toBeVisible();
  await expect.element(page.getByRole("radiogroup").getByRole("status")).toBeVisible();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(started).toBe(false);

  times.resolve();
  await expect.element(page.getByRole("radio").first()).toBeVisible();
  await expect.poll(() => started).toBe(true);
});
