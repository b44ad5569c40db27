import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, signIn } from "./support/console.ts";
import { atTime, couvert, couvertAt, e2e } from "./support/env.ts";
import { waitForMail } from "./support/mailbox.ts";
import { addDays, bookingConfig, bookViaApi, hoursOn, instantOf, openDay, shot } from "./support/widgets.ts";

/** After the visit (docs/api.md §19): the guest's e-mail and page, and the owner's Feedback screen. */

test("a completed visit's guest rates it at 375 px, and the owner publishes the comment to /reviews", async ({ page, request }) => {
  const config = await bookingConfig(request);
  const date = openDay(config, 17);
  const time = hoursOn(config, date).open!;
  const lastName = `Feedback${Date.now().toString(36)}`;
  const { reservation_number: number } = await bookViaApi(request, config, date, time, lastName);
  const set = (status: string, at: string | null = null) =>
    couvertAt(at, "reservation", "set-status", "--restaurant", e2e.slug, String(number), status);
  const shown = await couvert("reservation", "show", "--restaurant", e2e.slug, String(number));
  if (JSON.stringify(shown).includes('"pending"')) await set("confirmed");
  const start = instantOf(config, date, time);
  await set("seated", start);
  await set("completed", start);

  // The next morning at 10:00 in the restaurant's zone, the guest is asked how it was.
  let link = "";
  await atTime(page, instantOf(config, addDays(date, 1), "10:01"), async () => {
    const mail = await waitForMail("giulia@example.com", new RegExp(`${lastName}[\\s\\S]*/feedback/`), 30_000);
    expect(mail.subject).toMatch(/^How was your visit to /);
    // The e2e server sets no COUVERT_PUBLIC_URL: the link names HOST:PORT, the path is what counts.
    link = `${e2e.url}${new URL(/https?:\/\/\S+\/feedback\/[\w-]+/.exec(mail.text!)![0]).pathname}`;
  });

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^How was your visit to /);
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // Keyboard: the stars are radio buttons, chosen with the arrow keys.
  await page.getByRole("radio", { name: "1 star", exact: true }).focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("radio", { name: "4 stars" })).toBeChecked();
  await page.getByRole("textbox", { name: "Comment (optional)" }).fill("Lovely risotto, friendly staff.");
  await shot(page, "feedback-page-375");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you!");
  await expectNoAxeViolations(page);
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Already answered");

  // The owner sees it live on the Feedback screen and publishes it: first name and initial only.
  await signIn(page, e2e.owner, `#/${e2e.slug}/feedback`);
  const answer = page.getByRole("listitem").filter({ hasText: "Lovely risotto, friendly staff." });
  await expect(answer).toContainText(`Giulia ${lastName}`);
  await expect(answer.getByRole("img", { name: "4 of 5 stars" })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, "feedback-console-375");
  await answer.getByRole("button", { name: "Publish to reviews" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published as “Giulia F.”." })).toBeVisible();
  await expect(answer.getByRole("button", { name: "Take off reviews" })).toBeVisible();

  const reviews = await (await request.get(`${e2e.url}/api/v1/reviews`, { headers: { Authorization: `Bearer ${e2e.key}` } })).json();
  const published = reviews.data.items.find((r: { text: string }) => r.text === "Lovely risotto, friendly staff.");
  expect(published).toMatchObject({ author: "Giulia F.", rating: 4, source: "couvert" });
  expect(JSON.stringify(reviews)).not.toContain(lastName);
});
