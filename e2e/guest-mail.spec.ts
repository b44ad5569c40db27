import { expect, test } from "@playwright/test";
import { manageLinkIn, waitForMail } from "./support/mailbox.ts";
import { bookingConfig, bookViaApi, detail, hoursOn, openDay } from "./support/widgets.ts";

/** What the guest receives, read from the server's mail folder, and where its links lead. */

test("the manage link in the booking e-mail opens the booking in the manage widget", async ({ page, request }) => {
  const config = await bookingConfig(request);
  const date = openDay(config, 13);
  const { reservation_number, guest_pin } = await bookViaApi(request, config, date, hoursOn(config, date).open!, "Mailread");

  const mail = await waitForMail("giulia@example.com", new RegExp(`\\b${reservation_number}\\b`));
  expect(mail.subject).toMatch(/^Request received: Trattoria Lumen, /);
  expect(mail.text).toContain(guest_pin);
  expect(mail.attachments.map((a) => a.filename)).toEqual(["reservation.ics"]);

  await page.goto(manageLinkIn(mail));
  const view = page.locator("couvert-manage").getByRole("region", { name: `Reservation ${reservation_number}` });
  await expect(view).toBeVisible();
  await expect(detail(view, "Party size")).toHaveText("2 guests");
  expect(new URL(page.url()).hash).toBe("");
});
