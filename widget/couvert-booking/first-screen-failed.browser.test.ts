import { expect, test } from "vitest";
import { page } from "vitest/browser";
import { afterBookingFirstScreen } from "../shared/first-screen.ts";
import { fakeApi, mount } from "../testing/browser.ts";

/** Long enough that only the booking element's own signal settles it within the test. */
const NO_BOUND_MS = 60_000;

// A file of its own: whether the booking form was shown is kept once per page (shared/first-screen.ts).
test("the page's other widgets start once the booking form has failed to load", async () => {
  // The first month is asked for beside the configuration.
  fakeApi({ "GET /reservation": { status: 401, error: { code: "invalid_api_key" } }, "GET /reservation/availability": { data: {} } });
  mount("couvert-booking");
  let started = false;
  void afterBookingFirstScreen(true, NO_BOUND_MS).then(() => (started = true));
  await expect.element(page.getByRole("alert")).toBeVisible();
  await expect.poll(() => started).toBe(true);
});
