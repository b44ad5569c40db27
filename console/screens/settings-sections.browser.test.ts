import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { ALPHA, BETA, StubConsoleApi, expectAccessible, mountScreen, query, settle, shownText } from "../testing/browser.ts";
import { settingsData } from "../testing/fixtures.ts";
import type { SettingsData } from "./settings-view.ts";
import "./settings-view.ts";

const SETTINGS = "GET /restaurants/alpha/settings";
const SAVE = "POST /restaurants/alpha/settings";

/** Alpha's settings with `body` stored over them, as the server answers a save. */
const stored = (body: unknown): { data: SettingsData } => {
  const data = settingsData(ALPHA);
  return { data: { ...data, settings: { ...data.settings, ...(body as object) } } };
};

async function settingsScreen(api = new StubConsoleApi()) {
  api.answer(SETTINGS, { data: settingsData(ALPHA) });
  const view = mountScreen("couvert-settings-view", api, ALPHA);
  await settle(view);
  return { api, view };
}

/** The element with focus, through every shadow root on the way. */
function focused(): Element | null {
  let element = document.activeElement;
  while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
  return element;
}

const form = (view: Element, section: string) => query<HTMLFormElement>(view, `form[data-section="${section}"]`);
const statusOf = (view: Element, section: string) => query(view, `form[data-section="${section}"] [role="status"]`).textContent?.trim();

function fill(view: Element, selector: string, value: string): void {
  const input = query<HTMLInputElement>(view, selector);
  input.value = value;
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

describe("couvert-settings-view: loading and sections", () => {
  it("says it is loading until the settings come, accessibly", async () => {
    const api = new StubConsoleApi();
    const held = api.hold(SETTINGS, { data: settingsData(ALPHA) });
    const view = mountScreen("couvert-settings-view", api, ALPHA);
    await held.asked;
    await view.updateComplete;
    expect(query(view, '[role="status"]').textContent).toBe("Loading…");
    expect(query(view, "h1").textContent).toBe("Settings");
    await expectAccessible(view, "loading");
    held.release();
    await settle(view);
    expect(query<HTMLInputElement>(view, "#name").value).toBe("Alpha Bistro");
  });

  it("shows every section under the screen's title, each a region named by its h2", async () => {
    const { view } = await settingsScreen();
    const sections = Array.from(view.shadowRoot!.children).flatMap((child) => (child.shadowRoot ? [child.shadowRoot] : []));
    const names = sections.map((root) => root.querySelector(`#${root.querySelector("section")!.getAttribute("aria-labelledby")}`)!);
    expect(names.every((heading) => heading.localName === "h2")).toBe(true);
    expect(names.map((heading) => heading.textContent)).toEqual([
      "Restaurant details",
      "Booking rules",
      "Notifications",
      "Opening hours",
      "Publishing",
    ]);
    await expectAccessible(view, "ready");
  });

  it("says which channels guests are offered: WhatsApp only where the server has a messaging webhook", async () => {
    const api = new StubConsoleApi().answer(SETTINGS, { data: settingsData(ALPHA) });
    const emailOnly = mountScreen("couvert-settings-view", api, ALPHA, { notifyChannels: ["email"] });
    await settle(emailOnly);
    expect(shownText(emailOnly)).toContain("WhatsApp is not offered: this server has no messaging webhook");
    const both = mountScreen("couvert-settings-view", api, ALPHA, { notifyChannels: ["email", "whatsapp"] });
    await settle(both);
    expect(shownText(both)).toContain("Guests choose e-mail or WhatsApp");
  });

  it("shows only the sections asked for, their titles a level deeper, in a walkthrough step", async () => {
    const api = new StubConsoleApi().answer(SETTINGS, { data: settingsData(ALPHA) });
    const view = mountScreen("couvert-settings-view", api, ALPHA);
    view.sections = ["rules"];
    await settle(view);
    expect(view.shadowRoot!.querySelector("h1")).toBeNull();
    expect(query(view, "h3#rules-title").textContent).toBe("Booking rules");
    expect(shownText(view)).not.toContain("Restaurant details");
  });
});

describe("couvert-settings-view: saving a section", () => {
  it("posts the details form's values, says Saved and tells the console", async () => {
    const { api, view } = await settingsScreen();
    api.answer(SAVE, (call) => stored(call.body));
    const told: SettingsData[] = [];
    document.body.addEventListener("couvert-settings-saved", (event) => told.push(event.detail));
    fill(view, "#name", "  Alpha Bistrot ");
    fill(view, "#phone", "");
    form(view, "details").requestSubmit();
    await settle(view);

    expect(api.callsTo(SAVE).map((c) => c.body)).toEqual([
      {
        name: "Alpha Bistrot",
        phone: null,
        address: "1 Alpha Lane",
        country: "AT",
        website: "https://alpha.example/",
        accentHex: "#8a3b12",
      },
    ]);
    expect(statusOf(view, "details")).toBe("Saved.");
    expect(told.map((data) => data.settings.name)).toEqual(["Alpha Bistrot"]);
    expect(query<HTMLInputElement>(view, "#name").value).toBe("Alpha Bistrot");
    await expectAccessible(view, "saved");
  });

  it("posts the rules as numbers, the confirmation mode chosen, the approval of changes and no terms as null", async () => {
    const { api, view } = await settingsScreen();
    api.answer(SAVE, (call) => stored(call.body));
    fill(view, "#maxCoversPerSlot", "");
    query<HTMLInputElement>(view, "#confirmation-manual").click();
    // Alpha approves guests' changes by hand (the fixture): ticked, they are approved at once.
    query<HTMLInputElement>(view, 'input[name="autoApproveChanges"]').click();
    form(view, "rules").requestSubmit();
    await settle(view);
    expect(api.callsTo(SAVE)[0]!.body).toEqual({
      autoApproveChanges: true,
      bookingLeadTimeHours: 3,
      defaultDwellMinutes: 90,
      minPartySize: 1,
      maxPartySize: 7,
      maxCoversPerSlot: null,
      slotIntervalMinutes: 15,
      bookingHorizonDays: 61,
      guestDataRetentionMonths: 24,
      confirmationMode: "manual",
      termsUrl: null,
    });
    expect(statusOf(view, "rules")).toBe("Saved.");
  });

  it("posts the notification e-mails as typed and the reminders and feedback boxes, empty e-mails as none", async () => {
    const { api, view } = await settingsScreen();
    api.answer(SAVE, (call) => stored({ ...(call.body as object), notificationEmails: [] }));
    fill(view, "#notificationEmails", " ");
    query<HTMLInputElement>(view, 'input[name="remindersEnabled"]').click();
    query<HTMLInputElement>(view, 'input[name="feedbackEmails"]').click();
    form(view, "notifications").requestSubmit();
    await settle(view);
    expect(api.callsTo(SAVE)[0]!.body).toEqual({ notificationEmails: [], remindersEnabled: false, feedbackEmails: false });
    expect(statusOf(view, "notifications")).toBe("Saved.");
    expect(statusOf(view, "details")).toBe("");
  });

  it("posts what the check made of the e-mails typed: the list, trimmed, without repeats", async () => {
    const { api, view } = await settingsScreen();
    api.answer(SAVE, (call) => stored(call.body));
    fill(view, "#notificationEmails", "a@bistro.example,  b@bistro.example , a@bistro.example");
    form(view, "notifications").requestSubmit();
    await settle(view);
    expect(api.callsTo(SAVE)[0]!.body).toMatchObject({ notificationEmails: ["a@bistro.example", "b@bistro.example"] });
  });

  it("sends a phone as dialled in the country chosen, which the server reads there", async () => {
    const { api, view } = await settingsScreen();
    api.answer(SAVE, (call) => stored(call.body));
    const country = query<HTMLSelectElement>(view, "#country");
    expect(country.selectedOptions[0]!.textContent).toBe("Austria");
    country.value = "DE";
    fill(view, "#phone", "030 123 4567");
    form(view, "details").requestSubmit();
    await settle(view);
    expect(api.callsTo(SAVE)[0]!.body).toMatchObject({ country: "DE", phone: "0301234567" });
    expect(statusOf(view, "details")).toBe("Saved.");
  });

  it("fills and saves the details with the keyboard only", async () => {
    const { api, view } = await settingsScreen();
    api.answer(SAVE, (call) => stored(call.body));
    query<HTMLInputElement>(view, "#name").focus();
    await userEvent.keyboard("{Control>}a{/Control}Alpha by keyboard");
    await userEvent.tab();
    expect(focused()?.id).toBe("phone");
    await userEvent.keyboard("{Control>}a{/Control}+43 1 999999");
    for (let i = 0; i < 10 && !(focused() instanceof HTMLButtonElement); i++) await userEvent.tab();
    expect(focused()?.textContent?.trim()).toBe("Save");
    await userEvent.keyboard("{Enter}");
    await settle(view);
    expect(api.callsTo(SAVE)[0]!.body).toMatchObject({
      // The phone as the rules store it.
      name: "Alpha by keyboard",
      phone: "+431999999",
    });
    expect(statusOf(view, "details")).toBe("Saved.");
  });
});

describe("couvert-settings-view: refusals", () => {
  it("refuses numbers out of bounds and a party order at their fields before sending, focus on the first", async () => {
    const { api, view } = await settingsScreen();
    fill(view, "#bookingLeadTimeHours", "100000");
    fill(view, "#minPartySize", "9");
    form(view, "rules").requestSubmit();
    await settle(view);
    expect(api.posts()).toEqual([]);
    const lead = query<HTMLInputElement>(view, "#bookingLeadTimeHours");
    expect(lead.getAttribute("aria-invalid")).toBe("true");
    expect(lead.getAttribute("aria-describedby")).toBe("bookingLeadTimeHours-hint bookingLeadTimeHours-error");
    expect(query(view, "#bookingLeadTimeHours-error").textContent).toBe("Enter a whole number from 0 to 720.");
    expect(query(view, "#minPartySize-error").textContent).toBe("The smallest party must not be larger than the largest.");
    expect(focused()).toBe(lead);
    expect(statusOf(view, "rules")).toBe("Please correct the marked fields.");
    await expectAccessible(view, "refused here");
  });

  it("shows the server's invalid_request at the field it names, focused, and clears it once saved", async () => {
    const { api, view } = await settingsScreen();
    api.answer(SAVE, { error: { code: "invalid_request", field: "phone", message: "phone is not E.164" } });
    form(view, "details").requestSubmit();
    await settle(view);
    const phone = query<HTMLInputElement>(view, "#phone");
    expect(phone.getAttribute("aria-invalid")).toBe("true");
    // A field the screen can name is said in the owner's words, not the server's.
    expect(query(view, "#phone-error").textContent).toBe("Enter a phone number, e.g. 030 1234567 or +49 30 1234567.");
    expect(focused()).toBe(phone);
    expect(statusOf(view, "details")).toBe("Please correct the marked fields.");
    await expectAccessible(view, "refused by the server");

    api.answer(SAVE, (call) => stored(call.body));
    form(view, "details").requestSubmit();
    await settle(view);
    expect(phone.getAttribute("aria-invalid")).toBe("false");
    expect(view.shadowRoot!.querySelector("#phone-error")).toBeNull();
    expect(statusOf(view, "details")).toBe("Saved.");
  });

  it("shows the server's refusal of a part of a field (notificationEmails.1) at that field", async () => {
    const { api, view } = await settingsScreen();
    api.answer(SAVE, { error: { code: "invalid_request", field: "notificationEmails.1", message: "notificationEmails.1 is not valid." } });
    form(view, "notifications").requestSubmit();
    await settle(view);
    const emails = query<HTMLInputElement>(view, "#notificationEmails");
    expect(emails.getAttribute("aria-invalid")).toBe("true");
    expect(query(view, "#notificationEmails-error").textContent).toBe("Enter e-mail addresses separated by commas, at most ten.");
    expect(focused()).toBe(emails);
    expect(statusOf(view, "notifications")).toBe("Please correct the marked fields.");
  });

  it("shows the server's message at a field it cannot name itself, and a refusal of no field in the status", async () => {
    const { api, view } = await settingsScreen();
    api.answer(SAVE, { error: { code: "invalid_request", field: "slotIntervalMinutes", message: "Not a divisor of 60." } });
    form(view, "rules").requestSubmit();
    await settle(view);
    expect(query(view, "#slotIntervalMinutes-error").textContent).toBe("Not a divisor of 60.");
    expect(focused()?.id).toBe("slotIntervalMinutes");

    api.answer(SAVE, { error: { code: "internal_error", status: 500 } });
    form(view, "notifications").requestSubmit();
    await settle(view);
    expect(query(view, 'form[data-section="notifications"] [role="status"]').className).toBe("status-failed");
    expect(statusOf(view, "notifications")).not.toBe("");
    expect(query(view, "#slotIntervalMinutes-error").textContent, "another section's error stays").toBe("Not a divisor of 60.");
  });
});

describe("couvert-settings-view: publication", () => {
  it("publishes an unpublished restaurant and says so, then offers to unpublish", async () => {
    const api = new StubConsoleApi().answer("GET /restaurants/beta/settings", { data: settingsData(BETA) });
    const publish = "POST /restaurants/beta/publish";
    api.answer(publish, (call) => ({ data: { ...settingsData(BETA), published: (call.body as { published: boolean }).published } }));
    const view = mountScreen("couvert-settings-view", api, BETA);
    await settle(view);
    expect(shownText(view)).toContain("Not published: the booking widget takes no bookings.");
    const button = query<HTMLButtonElement>(view, "#publishing-title ~ .actions button");
    expect(button.textContent?.trim()).toBe("Publish");

    button.click();
    await settle(view);
    expect(api.callsTo(publish).map((c) => c.body)).toEqual([{ published: true }]);
    expect(shownText(view)).toContain("Published: guests can book online.");
    expect(query(view, "#publishing-title ~ .actions [role=status]").textContent).toBe("The restaurant is published.");
    expect(button.textContent?.trim()).toBe("Unpublish");
    await expectAccessible(view, "published");
  });

  it("refused for want of a capacity, says so and marks the capacity in the booking rules, focused", async () => {
    const api = new StubConsoleApi().answer("GET /restaurants/beta/settings", { data: settingsData(BETA) });
    api.answer("POST /restaurants/beta/publish", { error: { code: "invalid_request", field: "maxCoversPerSlot", message: "capacity" } });
    const view = mountScreen("couvert-settings-view", api, BETA);
    await settle(view);
    query<HTMLButtonElement>(view, "#publishing-title ~ .actions button").click();
    await settle(view);
    const needs = "Set a capacity per time slot before publishing.";
    expect(query(view, "#publishing-title ~ .actions [role=status]").textContent).toBe(needs);
    const capacity = query<HTMLInputElement>(view, "#maxCoversPerSlot");
    expect(capacity.getAttribute("aria-invalid")).toBe("true");
    expect(query(view, "#maxCoversPerSlot-error").textContent).toBe(needs);
    expect(focused()).toBe(capacity);
    expect(shownText(view)).toContain("Not published");
    await expectAccessible(view, "publication refused");
  });
});
