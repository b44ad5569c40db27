import { expect, test } from "@playwright/test";
import { bookingConfig, bookViaApi, hoursOn, openDay, openDemo, shot } from "./support/widgets.ts";

/**
 * The 429 path, cheaply: the PIN-guessing lockout (docs/api.md §7, default 5 failures per reservation
 * within 15 minutes) needs six look-ups on one reservation, not hundreds of requests. The suite's
 * server raises only the booking and write limits, so this one keeps its default.
 */
test("after five wrong PINs the look-up is locked, even with the right PIN, and the guest is told how long to wait", async ({
  page,
  request,
}) => {
  const config = await bookingConfig(request);
  const date = openDay(config, 6);
  const { reservation_number, guest_pin } = await bookViaApi(request, config, date, hoursOn(config, date).open!, "Lockout");
  const wrong = (guest_pin[0] === "A" ? "B" : "A") + guest_pin.slice(1);

  const { manage } = await openDemo(page);
  const pin = manage.getByRole("textbox", { name: "PIN" });
  const find = manage.getByRole("button", { name: "Show reservation" });
  await manage.getByRole("textbox", { name: "Reservation number" }).fill(String(reservation_number));
  const attempt = async (value: string) => {
    await pin.fill(value);
    const [answer] = await Promise.all([page.waitForResponse((r) => r.url().endsWith("/api/v1/reservation/manage")), find.click()]);
    return answer;
  };

  for (let i = 0; i < 5; i += 1) {
    expect((await attempt(wrong)).status()).toBe(401);
    await expect(manage.getByRole("alert")).toHaveText("The reservation number or PIN is not right. Please check both.");
  }
  const locked = await attempt(guest_pin);
  expect(locked.status()).toBe(429);
  expect(Number(locked.headers()["retry-after"])).toBeGreaterThan(0);
  await expect(manage.getByRole("alert").getByText(/^Too many attempts\./)).toHaveText(
    /^Too many attempts\. Please wait \d+ (minutes|seconds), then try again\.$/,
  );
  // No "Try again" while the wait lasts: a countdown stands in its place.
  await expect(manage.getByRole("button", { name: "Try again" })).toHaveCount(0);
  await expect(manage.getByRole("timer")).toHaveText(/^You can try again in \d+ min \d+ s\.$/);
  await expect(manage.getByRole("region", { name: `Reservation ${reservation_number}` })).toHaveCount(0);
  await shot(manage, "manage-locked");
});
