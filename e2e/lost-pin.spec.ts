import { expect, test, type Locator, type Page, type Request } from "@playwright/test";
import { e2e } from "./support/env.ts";
import { manageLinkIn, waitForMail } from "./support/mailbox.ts";
import { shotAtWidths } from "./support/screens.ts";
import { bookingConfig, bookViaApi, hoursOn, openDay, openDemo } from "./support/widgets.ts";

/**
 * "E-mail me a new PIN" in `<couvert-manage>`, against the real POST /reservation/pin-reset: the
 * answer is the same whether or not number and address belong together (docs/api.md §6.7).
 * Every request there counts toward the PIN lockouts, so this spec sends only three.
 */

const isReset = (req: Request) => req.url() === `${e2e.url}/api/v1/reservation/pin-reset` && req.method() === "POST";

/** Opens the lost-PIN form with the keyboard and returns its parts. */
async function openReset(page: Page, manage: Locator) {
  const start = manage.getByRole("button", { name: "E-mail me a new PIN" });
  await start.focus();
  await page.keyboard.press("Enter");
  const form = manage.getByRole("form", { name: "Get a new PIN" });
  await expect(form.getByRole("heading", { name: "Get a new PIN" })).toBeFocused();
  return {
    form,
    number: form.getByRole("textbox", { name: "Reservation number" }),
    email: form.getByRole("textbox", { name: "E-mail address" }),
    send: form.getByRole("button", { name: "Send new PIN" }),
  };
}

const answer = (manage: Locator) => manage.getByRole("region", { name: "Please check your e-mail" });

test("lost PIN: entries checked before sending, then the exact body, a neutral answer, and the old PIN stops working", async ({
  page,
  request,
}) => {
  const config = await bookingConfig(request);
  const date = openDay(config, 12);
  // bookViaApi books for giulia@example.com.
  const { reservation_number, guest_pin } = await bookViaApi(request, config, date, hoursOn(config, date).open!, "Lostpin");
  const sent: Request[] = [];
  page.on("request", (req) => {
    if (isReset(req)) sent.push(req);
  });

  const { manage } = await openDemo(page);
  const reset = await openReset(page, manage);
  await shotAtWidths(manage, "lost-pin-form");

  // Keyboard only: into the number, a short number and an address without a domain, Enter.
  await page.keyboard.press("Tab");
  await expect(reset.number).toBeFocused();
  await page.keyboard.type("4821");
  await page.keyboard.press("Tab");
  await expect(reset.email).toBeFocused();
  await page.keyboard.type("giulia@example");
  await page.keyboard.press("Enter");
  await expect(reset.number).toBeFocused();
  await expect(reset.number).toHaveAccessibleDescription("Please enter the reservation number (6 to 8 digits).");
  await expect(reset.email).toHaveAccessibleDescription("Please enter a valid e-mail address, e.g. name@example.com.");
  await expect(reset.number).toHaveAttribute("aria-invalid", "true");
  await shotAtWidths(manage, "lost-pin-errors");
  expect(sent).toHaveLength(0);

  // Corrected (the address as the guest remembers it: other case, spaces around): sent once, exactly so.
  await reset.number.fill(String(reservation_number));
  await expect(reset.number).not.toHaveAccessibleDescription(/Please enter/);
  await reset.email.fill(" Giulia@Example.com ");
  await expect(reset.email).not.toHaveAccessibleDescription(/Please enter/);
  const [response] = await Promise.all([page.waitForResponse((r) => isReset(r.request())), reset.email.press("Enter")]);
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ data: { ok: true } });
  expect(sent).toHaveLength(1);
  expect(await sent[0]!.headerValue("content-type")).toBe("application/json");
  expect(sent[0]!.postDataJSON()).toEqual({ reservation_number, email: "Giulia@Example.com" });

  const done = answer(manage);
  await expect(done.getByRole("heading", { name: "Please check your e-mail" })).toBeFocused();
  await expect(done).toContainText(
    `If Giulia@Example.com is the e-mail address on reservation ${reservation_number}, a new PIN is on its way to it, and the old PIN no longer works.`,
  );
  await shotAtWidths(manage, "lost-pin-sent");

  // Back to the look-up: the number stays, the PIN is to be typed; the old one is refused now.
  await done.getByRole("button", { name: "Enter the new PIN" }).press("Enter");
  const pin = manage.getByRole("textbox", { name: "PIN" });
  await expect(pin).toBeFocused();
  await expect(manage.getByRole("textbox", { name: "Reservation number" })).toHaveValue(String(reservation_number));
  await page.keyboard.type(guest_pin);
  await page.keyboard.press("Enter");
  await expect(manage.getByRole("alert")).toHaveText("The reservation number or PIN is not right. Please check both.");

  // The e-mail the server sent: the new PIN, and a link that opens the booking with it.
  const mail = await waitForMail("giulia@example.com", new RegExp(`Your new PIN[\\s\\S]*\\b${reservation_number}\\b`));
  expect(mail.subject).toBe(`Your new PIN: Trattoria Lumen, reservation ${reservation_number}`);
  const newPin = /#couvert=\d+\.(\w+)/.exec(manageLinkIn(mail))![1]!;
  expect(newPin).not.toBe(guest_pin);
  expect(mail.text).toContain(newPin);
  await page.goto(manageLinkIn(mail));
  await expect(manage.getByRole("region", { name: `Reservation ${reservation_number}` })).toBeVisible();
});

test("lost PIN: an address that is not the booking's gets the very same answer; Back returns to the look-up", async ({ page, request }) => {
  const config = await bookingConfig(request);
  const date = openDay(config, 12);
  const { reservation_number, guest_pin } = await bookViaApi(request, config, date, hoursOn(config, date).open!, "Lostpin");

  const { manage } = await openDemo(page);
  // The number typed in the look-up comes along.
  await manage.getByRole("textbox", { name: "Reservation number" }).fill(String(reservation_number));
  const reset = await openReset(page, manage);
  await expect(reset.number).toHaveValue(String(reservation_number));

  // Back (no request) puts the focus on the button that opened the form.
  await reset.form.getByRole("button", { name: "Back" }).click();
  await expect(manage.getByRole("button", { name: "E-mail me a new PIN" })).toBeFocused();

  const again = await openReset(page, manage);
  await again.email.fill("someone.else@example.com");
  const [response] = await Promise.all([page.waitForResponse((r) => isReset(r.request())), again.send.click()]);
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toEqual({ reservation_number, email: "someone.else@example.com" });
  await expect(answer(manage)).toContainText(
    `If someone.else@example.com is the e-mail address on reservation ${reservation_number}, a new PIN is on its way to it, and the old PIN no longer works.`,
  );

  // Nothing changed for the booking: its PIN still opens it.
  await answer(manage).getByRole("button", { name: "Enter the new PIN" }).click();
  await manage.getByRole("textbox", { name: "PIN" }).fill(guest_pin);
  await manage.getByRole("button", { name: "Show reservation" }).click();
  await expect(manage.getByRole("region", { name: `Reservation ${reservation_number}` })).toBeVisible();
});

test("lost PIN speaks German", async ({ page }) => {
  await page.goto(`${e2e.url}/`);
  await page.evaluate((key) => {
    const element = document.createElement("couvert-manage");
    element.setAttribute("lang", "de");
    element.setAttribute("api-key", key);
    document.querySelector("couvert-manage")!.after(element);
  }, e2e.key);
  const manage = page.locator('couvert-manage[lang="de"]');
  await manage.getByRole("button", { name: "Neue PIN per E-Mail" }).click();
  const form = manage.getByRole("form", { name: "Neue PIN anfordern" });
  await expect(form.getByRole("heading", { name: "Neue PIN anfordern" })).toBeFocused();
  await form.getByRole("button", { name: "Neue PIN senden" }).click();
  await expect(form.getByRole("textbox", { name: "Reservierungsnummer" })).toHaveAccessibleDescription(
    "Bitte geben Sie die Reservierungsnummer ein (6 bis 8 Ziffern).",
  );
  await expect(form.getByRole("textbox", { name: "E-Mail-Adresse" })).toHaveAccessibleDescription(
    "Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@example.com.",
  );
  await shotAtWidths(manage, "lost-pin-german-errors");
});
