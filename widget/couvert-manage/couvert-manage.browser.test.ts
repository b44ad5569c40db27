import { afterEach, expect, test, vi } from "vitest";
import { page } from "vitest/browser";
import type { GuestView } from "../../core/reservation/schemas.ts";
import { deferred, expectAccessible, fakeApi, mount, type Handler, type Reply } from "../testing/browser.ts";
import { availability, bookingConfig, guestView } from "../testing/fixtures.ts";

afterEach(() => vi.unstubAllGlobals());

const config = bookingConfig();
const number = () => page.getByRole("textbox", { name: "Reservation number" });
const pin = () => page.getByRole("textbox", { name: "PIN" });
const show = () => page.getByRole("button", { name: "Show reservation" });

/** A manage element over the stand-in API, whose manage endpoint answers with `manage`. */
function manage(handler: Handler) {
  const calls = fakeApi({
    "GET /reservation": { data: config },
    "GET /reservation/availability": ({ query }) => ({ data: availability(config, query) }),
    "POST /reservation/manage": handler,
  });
  return { element: mount("couvert-manage"), calls };
}

test("the first screen is drawn in a task after the one that added the element, not in it", async () => {
  // A page adding all three elements in one task had them upgraded, and manage drawn, in it: 50–78 ms at 4× CPU.
  const { element } = manage(() => ({ status: 401, error: { code: "invalid_credentials" } }));
  for (let tick = 0; tick < 20; tick++) await Promise.resolve();
  expect(element.hasUpdated).toBe(false);
  await expect.element(show()).toBeVisible();
});

test("the look-up form: entries checked before sending, a wrong PIN said at the form", async () => {
  const { element, calls } = manage(() => ({ status: 401, error: { code: "invalid_credentials" } }));
  await expect.element(show()).toBeVisible();
  await expectAccessible(element, "login");

  await number().fill("12");
  await show().click();
  await expect.element(page.getByText("Please enter the reservation number (6 to 8 digits).")).toBeVisible();
  await expect.element(page.getByText("Please enter the 6-character PIN from your confirmation.")).toBeVisible();
  await expect.element(number()).toHaveAttribute("aria-invalid", "true");
  expect(element.shadowRoot!.activeElement).toBe(number().element());
  expect(calls.filter((c) => c.route === "POST /reservation/manage")).toHaveLength(0);
  await expectAccessible(element, "login entry errors");

  await number().fill("12345678");
  await pin().fill("K7M2QX");
  await show().click();
  const alert = page.getByRole("alert");
  await expect.element(alert).toHaveTextContent("The reservation number or PIN is not right. Please check both.");
  expect(calls.at(-1)!.body).toEqual({ action: "load", reservation_number: 12345678, pin: "K7M2QX" });
  await expectAccessible(element, "login refused");

  // A new try with a PIN too short: its own error only; the server's answer to the last try is gone.
  await pin().fill("12");
  await show().click();
  await expect.element(page.getByText("Please enter the 6-character PIN from your confirmation.")).toBeVisible();
  expect(page.getByRole("alert").elements()).toHaveLength(0);
});

test("view, change form and cancel question, each accessible; cancelling shows the cancelled reservation", async () => {
  let view: GuestView = guestView(config);
  const { element, calls } = manage(({ body }) => {
    if (body.action === "cancel") {
      view = { ...view, status: "cancelled" };
      return { data: { ok: true, status: "cancelled" } };
    }
    return { data: { reservation: view } };
  });
  await number().fill("12345678");
  await pin().fill("k7m2qx");
  await show().click();
  const title = page.getByRole("heading", { name: "Reservation 12345678" });
  await expect.element(title).toBeVisible();
  expect(element.shadowRoot!.activeElement).toBe(title.element());
  await expect.element(page.getByText("Requested, waiting for the restaurant's confirmation")).toBeVisible();
  await expectAccessible(element, "view");

  await page.getByRole("button", { name: "Change reservation" }).click();
  await expect.element(page.getByRole("heading", { name: "Change your reservation" })).toBeVisible();
  await expect.element(page.getByRole("radio", { checked: false }).first()).toBeVisible();
  await expect.element(page.getByRole("textbox", { name: /^Last name/ })).toHaveValue("Rossi");
  await expectAccessible(element, "edit");
  await page.getByRole("button", { name: "Discard changes" }).click();

  await page.getByRole("button", { name: "Cancel reservation" }).click();
  const question = page.getByRole("group", { name: /^Do you really want to cancel/ });
  await expect.element(question).toBeVisible();
  await expectAccessible(element, "cancel question");
  await page.getByRole("button", { name: "Yes, cancel reservation" }).click();
  await expect.element(page.getByText("Your reservation has been cancelled.")).toBeVisible();
  await expect.element(page.getByText("Cancelled", { exact: true })).toBeVisible();
  expect(calls.filter((c) => c.body?.action === "cancel")).toHaveLength(1);
  await expectAccessible(element, "cancelled");
});

/** Looks `view` up and opens its change form, availability answered by `availabilityOf`. */
async function openChangeForm(view: GuestView, availabilityOf: Handler): Promise<void> {
  fakeApi({
    "GET /reservation": { data: config },
    "GET /reservation/availability": availabilityOf,
    "POST /reservation/manage": () => ({ data: { reservation: view } }),
  });
  mount("couvert-manage");
  await number().fill("12345678");
  await pin().fill("k7m2qx");
  await show().click();
  await page.getByRole("button", { name: "Change reservation" }).click();
}

test("the change form offers, on a fully booked day, only the times over the reservation's own stay", async () => {
  const view = guestView(config);
  const ownDay = view.starts_at.slice(0, 10);
  await openChangeForm(view, ({ query }) => ({ data: availability(config, query, new Set([ownDay])) }));
  await expect.element(page.getByRole("radio").first()).toBeVisible();
  const from = Date.parse(view.starts_at);
  const to = Date.parse(view.ends_at);
  const stayMs = config.defaultDwellMinutes * 60_000;
  const times = [...document.querySelector("couvert-manage")!.shadowRoot!.querySelectorAll<HTMLElement>("[data-starts-at]")];
  expect(times.length).toBeGreaterThan(4);
  for (const time of times) {
    const start = Date.parse(time.dataset.startsAt!);
    const overOwnStay = start < to && start + stayMs > from;
    expect(time.getAttribute("aria-disabled"), time.dataset.startsAt).toBe(overOwnStay ? "false" : "true");
  }
});

test("the change form's times follow its party size: a smaller party sees the times free for it", async () => {
  const view = guestView(config, { party_size: 6 });
  const ownDay = view.starts_at.slice(0, 10);
  const asked: string[] = [];
  await openChangeForm(view, ({ query }) => {
    asked.push(query.get("party_size")!);
    return { data: availability(config, query, query.get("party_size") === "6" ? new Set([ownDay]) : new Set()) };
  });
  // The day's first time, far from its own stay: full for 6, free for 2.
  const first = () => page.getByRole("radio").first();
  await expect.element(first()).toHaveAttribute("aria-disabled", "true");
  await page.getByRole("combobox", { name: "Party size" }).selectOptions("2");
  await expect.element(first()).toHaveAttribute("aria-disabled", "false");
  expect(asked).toContain("2");
});

test("a time chosen that a new party size does not get is said to be full, not dropped", async () => {
  const view = guestView(config);
  const ownDay = view.starts_at.slice(0, 10);
  await openChangeForm(view, ({ query }) => ({
    data: availability(config, query, query.get("party_size") === "4" ? new Set([ownDay]) : new Set()),
  }));
  await page.getByRole("radio").first().click();
  await expect.element(page.getByRole("radio").first()).toHaveAttribute("aria-checked", "true");
  await page.getByRole("combobox", { name: "Party size" }).selectOptions("4");
  await expect.element(page.getByText("This time is fully booked. Please choose another time.")).toBeVisible();
  await page.getByRole("checkbox", { name: /^I accept the/ }).click();
  await page.getByRole("button", { name: "Send change" }).click();
  await expect.element(page.getByText("Your reservation has been changed.")).not.toBeInTheDocument();
});

test("a change sent after its entries were corrected leaves no 'Please correct' in the live region", async () => {
  let view: GuestView = guestView(config);
  const { element } = manage(({ body }) => {
    if (body.action === "load") return { data: { reservation: view } };
    view = { ...view, guest_last_name: String(body.guest_last_name ?? view.guest_last_name) };
    return { data: { ok: true, change_request: false } };
  });
  await number().fill("12345678");
  await pin().fill("k7m2qx");
  await show().click();
  await page.getByRole("button", { name: "Change reservation" }).click();
  const last = page.getByRole("textbox", { name: /^Last name/ });
  await last.fill("");
  await page.getByRole("button", { name: "Send change" }).click();
  const live = element.shadowRoot!.querySelector('[role="status"][aria-live="polite"]')!;
  await expect.poll(() => live.textContent).toBe("Please correct 2 entries."); // the last name, the terms

  await last.fill("Bianchi");
  await page.getByRole("checkbox", { name: /^I accept the/ }).click();
  await page.getByRole("button", { name: "Send change" }).click();
  await expect.element(page.getByText("Your reservation has been changed.")).toBeVisible();
  await expect.element(page.getByText("Bianchi")).toBeVisible();
  await new Promise((resolve) => setTimeout(resolve, 100)); // past an announcement still on its way
  expect(live.textContent).toBe("");
});

test("the phone is shown and offered for change as people read it; left so, it is not sent as a change", async () => {
  const view: GuestView = { ...guestView(config), guest_phone: "+49301234567", guest_phone_display: "030 1234567" };
  const { calls } = manage(({ body }) =>
    body.action === "load" ? { data: { reservation: view } } : { data: { ok: true, change_request: false } },
  );
  const changesSent = () => calls.filter((c) => c.route === "POST /reservation/manage" && c.body.action !== "load").map((c) => c.body);
  await number().fill("12345678");
  await pin().fill("k7m2qx");
  await show().click();
  await expect.element(page.getByText("030 1234567 · giulia@example.com")).toBeVisible();

  const change = page.getByRole("button", { name: "Change reservation" });
  const phone = page.getByRole("textbox", { name: /^Phone/ });
  const send = page.getByRole("button", { name: "Send change" });
  const terms = page.getByRole("checkbox", { name: /^I accept the/ });
  await change.click();
  await expect.element(phone).toHaveValue("030 1234567");
  // The same number in another spelling is no change either.
  await phone.fill("030-123 45 67");
  await terms.click();
  await send.click();
  // The form's notice (the live region says it too, a moment later).
  await expect
    .element(page.getByRole("form", { name: "Change your reservation" }).getByText("You have not changed anything yet."))
    .toBeVisible();
  expect(changesSent()).toEqual([]);

  await page.getByRole("textbox", { name: /^Last name/ }).fill("Bianchi");
  await send.click();
  await expect.element(page.getByText("Your reservation has been changed.")).toBeVisible();
  expect(changesSent()).toEqual([{ reservation_number: 12345678, pin: "K7M2QX", guest_last_name: "Bianchi", terms_accepted: true }]);

  // A new number goes as typed, compacted, for the server to read in the restaurant's country.
  await change.click();
  await phone.fill("030 7654321");
  await terms.click();
  await send.click();
  await expect.poll(() => changesSent()).toHaveLength(2);
  expect(changesSent()[1]).toMatchObject({ guest_phone: "0307654321" });
});

test("an open request's phone is shown as people read it, and the stored one typed back withdraws it from the request", async () => {
  const view: GuestView = {
    ...guestView(config),
    status: "confirmed",
    guest_phone: "+49301234567",
    guest_phone_display: "030 1234567",
    change_request: {
      status: "open",
      submitted_at: new Date().toISOString(),
      changes: { guest_phone: "+49307654321" },
      guest_phone_display: "030 7654321",
    },
  };
  const { calls } = manage(({ body }) =>
    body.action === "load" ? { data: { reservation: view } } : { data: { ok: true, change_request: true } },
  );
  await number().fill("12345678");
  await pin().fill("k7m2qx");
  await show().click();
  await expect.element(page.getByRole("listitem").filter({ hasText: "Phone" })).toHaveTextContent("030 7654321");

  await page.getByRole("button", { name: "Change reservation" }).click();
  const phone = page.getByRole("textbox", { name: /^Phone/ });
  await expect.element(phone).toHaveValue("030 7654321");
  await phone.fill("030 1234567");
  await page.getByRole("checkbox", { name: /^I accept the/ }).click();
  await page.getByRole("button", { name: "Send change" }).click();
  // Nothing differs from the stored booking any more: the request is withdrawn (an empty change).
  const changesSent = () => calls.filter((c) => c.route === "POST /reservation/manage" && c.body.action !== "load").map((c) => c.body);
  await expect.poll(changesSent).toHaveLength(1);
  expect(changesSent()[0]).toEqual({ reservation_number: 12345678, pin: "K7M2QX", terms_accepted: true });
});

test("the look-up form is there before the configuration: it needs nothing of it", async () => {
  const answer = deferred<Reply>();
  fakeApi({ "GET /reservation": () => answer.promise });
  const element = mount("couvert-manage");
  await expect.element(show()).toBeEnabled();
  await expect.element(number()).toBeEnabled();
  await expect.element(pin()).toBeEnabled();
  const ready = new Promise((resolve) => element.addEventListener("couvert-ready", resolve, { once: true }));
  answer.resolve({ data: config });
  await ready;
  await expect.element(show()).toBeEnabled();
});

test("a configuration that cannot be loaded is an alert", async () => {
  fakeApi({ "GET /reservation": { status: 500, error: { code: "internal_error" } } });
  const element = mount("couvert-manage");
  await expect.element(page.getByRole("alert")).toHaveTextContent("Something went wrong on our side. Please try again.");
  await expectAccessible(element, "load error");
});

test("lost PIN: the request form, its entry errors and its answer, each accessible", async () => {
  const calls = fakeApi({ "GET /reservation": { data: config }, "POST /reservation/pin-reset": { data: { ok: true } } });
  const element = mount("couvert-manage");
  await page.getByRole("button", { name: "E-mail me a new PIN" }).click();
  await expect.element(page.getByRole("heading", { name: "Get a new PIN" })).toBeVisible();
  await expectAccessible(element, "lost PIN");

  const email = page.getByRole("textbox", { name: "E-mail address" });
  const send = page.getByRole("button", { name: "Send new PIN" });
  await email.fill("giulia@example");
  await send.click();
  await expect.element(email).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(element, "lost PIN entry errors");

  await page.getByRole("textbox", { name: "Reservation number" }).fill("12345678");
  await email.fill("giulia@example.com");
  await send.click();
  await expect.element(page.getByRole("heading", { name: "Please check your e-mail" })).toBeVisible();
  expect(calls.filter((c) => c.route === "POST /reservation/pin-reset").map((c) => c.body)).toEqual([
    { reservation_number: 12345678, email: "giulia@example.com" },
  ]);
  await expectAccessible(element, "lost PIN sent");
});

/** Looks the reservation up, changes its last name to Bianchi and waits for "changed". */
async function renameToBianchi(): Promise<void> {
  await number().fill("12345678");
  await pin().fill("k7m2qx");
  await show().click();
  await page.getByRole("button", { name: "Change reservation" }).click();
  await page.getByRole("textbox", { name: /^Last name/ }).fill("Bianchi");
  await page.getByRole("checkbox", { name: /^I accept the/ }).click();
  await page.getByRole("button", { name: "Send change" }).click();
  await expect.element(page.getByText("Your reservation has been changed.")).toBeVisible();
}

test("a change request approved as it was sent is told as a change made, and the event says it does not wait", async () => {
  let view: GuestView = { ...guestView(config), status: "confirmed" };
  const { element } = manage(({ body }) => {
    if (body.action === "load") return { data: { reservation: view } };
    view = { ...view, guest_last_name: String(body.guest_last_name) };
    return { data: { ok: true, change_request: true, change_request_status: "approved" } };
  });
  const changed: unknown[] = [];
  element.addEventListener("couvert-changed", (event) => changed.push((event as CustomEvent).detail));
  await renameToBianchi();
  expect(changed).toEqual([expect.objectContaining({ changeRequest: false, fields: ["guest_last_name"] })]);
});

test("a booking staff took by phone with no message: the guest changes their name without being asked for a channel", async () => {
  const view: GuestView = {
    ...guestView(config),
    guest_email: null,
    guest_phone: "+4930123456",
    guest_phone_display: "030 123456",
    notify_email: false,
  };
  const { calls } = manage(({ body }) =>
    body.action === "load" ? { data: { reservation: view } } : { data: { ok: true, change_request: false } },
  );
  await renameToBianchi();
  const sent = calls.filter((c) => c.route === "POST /reservation/manage").map((c) => c.body as Record<string, unknown>);
  expect(sent.filter((body) => body.action !== "load")).toEqual([expect.objectContaining({ guest_last_name: "Bianchi" })]);
});

/**
 * Follows a manage link to an element below another, which `meanwhile` changes while the scroll to
 * the reservation is under way (it grows, as another widget drawing its first screen), and expects
 * the reservation in view once the scrolls are over.
 */
async function expectHeldInView(
  meanwhile: (above: HTMLElement) => void = (above) => {
    above.style.height = "2400px";
  },
): Promise<void> {
  history.replaceState(null, "", `${location.pathname}${location.search}#couvert=12345678.K7M2QX`);
  const { element } = manage(() => ({ data: { reservation: guestView(config) } }));
  const above = document.createElement("div");
  above.style.height = "1200px";
  element.before(above);
  element.addEventListener("focusin", () => setTimeout(() => meanwhile(above), 50), { once: true });
  const title = page.getByRole("heading", { name: "Reservation 12345678" });
  await expect.poll(() => element.shadowRoot!.activeElement?.id).toBe("r-title");
  // Where it is once the scrolls are over (during one, it may pass through the view).
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await expect.element(title).toBeInViewport();
}

/** Another widget's first screen or a banner, added above while the scroll is under way. */
const addAbove = (above: HTMLElement): void => {
  const banner = document.createElement("div");
  banner.style.height = "1200px";
  above.after(banner);
};

test("a manage link scrolls to the reservation and keeps it in view while the page above still grows", async () => {
  await expectHeldInView();
});

test("a manage link keeps the reservation in view when the page adds content above it", async () => {
  await expectHeldInView(addAbove);
});

test("a manage link keeps the reservation in view on a page whose html and body are as high as the view too", async () => {
  const roots = [document.documentElement, document.body];
  for (const root of roots) root.style.height = "100%";
  try {
    await expectHeldInView();
    await expectHeldInView(addAbove);
  } finally {
    for (const root of roots) root.style.height = "";
  }
});

test("a reservation in a sticky box is not held: the reader scrolling on is not pulled back", async () => {
  history.replaceState(null, "", `${location.pathname}${location.search}#couvert=12345678.K7M2QX`);
  const { element } = manage(() => ({ data: { reservation: guestView(config) } }));
  const [above, sticky, below] = ["div", "div", "div"].map((tag) => document.createElement(tag)) as [HTMLElement, HTMLElement, HTMLElement];
  above.style.height = "1200px";
  sticky.style.cssText = "position: sticky; top: 0";
  below.style.height = "3000px";
  element.replaceWith(above, sticky, below);
  sticky.append(element);
  await expect.poll(() => element.shadowRoot!.activeElement?.id).toBe("r-title");
  await new Promise((resolve) => setTimeout(resolve, 1000));
  // Scrolled on by the scrollbar, past the sticky box's place: it stays stuck at the top, in view.
  const scrolled = scrollY + 800;
  scrollTo({ top: scrolled, behavior: "instant" });
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(scrollY).toBe(scrolled);
});

test("the reservation held in view leaves the reader's scroll alone when the page grows below it", async () => {
  history.replaceState(null, "", `${location.pathname}${location.search}#couvert=12345678.K7M2QX`);
  const { element } = manage(() => ({ data: { reservation: guestView(config) } }));
  const above = document.createElement("div");
  above.style.height = "1200px";
  element.before(above);
  await expect.poll(() => element.shadowRoot!.activeElement?.id).toBe("r-title");
  await new Promise((resolve) => setTimeout(resolve, 1000));
  // A scroll by the scrollbar sends none of the events that end the hold.
  scrollTo({ top: 0, behavior: "instant" });
  const below = document.createElement("div");
  below.style.height = "2400px";
  element.after(below);
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(scrollY).toBe(0);
});
