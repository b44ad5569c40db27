import { expect, test } from "@playwright/test";
import { couvert, e2e } from "./support/env.ts";
import { bookingConfig, guestFields, openDay, openDemo, pickDate, picker, pickSlot, untilServed } from "./support/widgets.ts";

test("a restaurant without a terms page asks no terms: there is no checkbox, and the booking goes through", async ({ page, request }) => {
  const before = (await couvert("restaurant", "show", e2e.slug)).restaurant.termsUrl as string | null;
  await couvert("restaurant", "update", e2e.slug, "--set", "termsUrl=null");
  try {
    await untilServed(request, (c) => c.termsUrl, null);
    const config = await bookingConfig(request);
    const { booking } = await openDemo(page);
    const date = openDay(config, 14);
    await pickDate(page, booking, date);
    await pickSlot(picker(booking).slots.first());
    const fields = guestFields(booking);
    await fields.last.fill("Noterms");
    await fields.email.fill("noterms@example.com");
    await fields.notifyEmail.setChecked(true);
    await expect(fields.terms).toHaveCount(0);
    await expect(booking.getByText(/terms and conditions/i)).toHaveCount(0);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url() === `${e2e.url}/api/v1/reservation` && r.request().method() === "POST"),
      booking.getByRole("button", { name: "Book table" }).click(),
    ]);
    expect(response.status()).toBe(200);
  } finally {
    await couvert("restaurant", "update", e2e.slug, "--set", `termsUrl=${before ?? "null"}`);
    await untilServed(request, (c) => c.termsUrl, before);
  }
});
