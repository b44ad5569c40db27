import { describe, expect, it } from "vitest";
import {
  arriveAfterSwitch,
  retryAfterFailedLoad,
  ALPHA,
  BETA,
  StubConsoleApi,
  expectAccessible,
  mountScreen,
  query,
  settle,
  shownText,
} from "../testing/browser.ts";
import { DAY, daySheet, nightSheet, reservation } from "../testing/fixtures.ts";
import { EMAIL_MAX_LENGTH, GUEST_NOTES_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_INPUT_MAX_LENGTH } from "../../core/limits.ts";
import { LANGS } from "../../core/locale.ts";
import { ConsoleApiError } from "../api.ts";
import { errorText, loadLanguage, messagesFor } from "../i18n/index.ts";
import "./book-view.ts";

const on = { params: [DAY] };

/** Types into a field as the owner would (the form hears `input`). */
function type(view: HTMLElement, selector: string, value: string): void {
  const input = query<HTMLInputElement>(view, selector);
  input.value = value;
  input.dispatchEvent(new Event("input", { bubbles: true, composed: true }));
}

describe("couvert-book-view", () => {
  it("offers WhatsApp only when the server can send it (the session's notifyChannels)", async () => {
    const api = new StubConsoleApi().answer("GET /restaurants/alpha/day", { data: daySheet(ALPHA) });
    const view = mountScreen("couvert-book-view", api, ALPHA, { ...on, notifyChannels: ["email"] });
    await settle(view);
    expect(view.shadowRoot!.querySelector("#f-notify_email")).not.toBeNull();
    expect(view.shadowRoot!.querySelector("#f-notify_whatsapp")).toBeNull();

    const both = mountScreen("couvert-book-view", api, ALPHA, { ...on, notifyChannels: ["email", "whatsapp"] });
    await settle(both);
    expect(both.shadowRoot!.querySelector("#f-notify_whatsapp")).not.toBeNull();
  });

  it("says which of a night's times fall on the next day, in the owner's language, and books the one chosen", async () => {
    const api = new StubConsoleApi()
      .answer("GET /restaurants/alpha/day", { data: nightSheet(ALPHA) })
      .answer("POST /restaurants/alpha/reservations", { data: { reservation: reservation(ALPHA), pin: "123456" } });
    const options = (view: HTMLElement) =>
      [...view.shadowRoot!.querySelectorAll<HTMLOptionElement>("#starts_at option")].map((o) => o.text);
    const view = mountScreen("couvert-book-view", api, ALPHA, on);
    await settle(view);
    expect(options(view)).toEqual(["23:30 — 2/33", "00:30 (next day) — 0/33"]);
    query<HTMLSelectElement>(view, "#starts_at").value = "00:30";
    query<HTMLSelectElement>(view, "#starts_at").dispatchEvent(new Event("change", { bubbles: true, composed: true }));
    type(view, "#f-guest_last_name", "Gast");
    type(view, "#f-guest_email", "gast@example.com");
    query<HTMLFormElement>(view, "form").requestSubmit();
    await settle(view);
    expect((api.posts()[0]!.body as { starts_at: string }).starts_at).toBe("2030-06-14T22:30:00Z");

    expect(await loadLanguage("de")).toBe(true);
    const german = mountScreen("couvert-book-view", api, ALPHA, { ...on, lang: "de", m: messagesFor("de") });
    await settle(german);
    expect(options(german)).toEqual(["23:30 — 2/33", "00:30 (Folgetag) — 0/33"]);
  });

  it("offers B's times, not A's, and books at B with B's time, when A's answer comes after the switch", async () => {
    const api = new StubConsoleApi()
      .answer("GET /restaurants/beta/day", { data: daySheet(BETA) })
      .answer("POST /restaurants/beta/reservations", { data: { reservation: reservation(BETA), pin: "123456" } });
    const late = api.hold("GET /restaurants/alpha/day", { data: daySheet(ALPHA) });
    const view = mountScreen("couvert-book-view", api, ALPHA, on);
    await arriveAfterSwitch(view, late, BETA);

    const times = [...view.shadowRoot!.querySelectorAll<HTMLOptionElement>("#starts_at option")].map((o) => o.value);
    expect(times).toEqual(["20:00", "20:30"]);
    type(view, "#f-guest_last_name", "Gast");
    type(view, "#f-guest_email", "gast@example.com");
    query<HTMLFormElement>(view, "form").requestSubmit();
    await settle(view);
    expect(api.posts().map((c) => c.path)).toEqual(["/restaurants/beta/reservations"]);
    expect((api.posts()[0]!.body as { starts_at: string }).starts_at).toBe("2030-06-14T18:00:00.000Z");
    expect((await late.asked).signal?.aborted).toBe(true);
  });

  it("starts B from an empty form, and drops A's booking answer, when the switch comes while it is out", async () => {
    const api = new StubConsoleApi()
      .answer("GET /restaurants/alpha/day", { data: daySheet(ALPHA) })
      .answer("GET /restaurants/beta/day", { data: daySheet(BETA) });
    const booking = api.hold("POST /restaurants/alpha/reservations", { data: { reservation: reservation(ALPHA), pin: "999999" } });
    const view = mountScreen("couvert-book-view", api, ALPHA, on);
    await settle(view);
    type(view, "#f-guest_last_name", "Alphagast");
    type(view, "#f-guest_email", "alphagast@example.com");
    query<HTMLFormElement>(view, "form").requestSubmit();
    await arriveAfterSwitch(view, booking, BETA);
    expect(shownText(view)).not.toMatch(/Alphagast|999999|Alphason/);
    expect(query<HTMLInputElement>(view, "#f-guest_last_name").value).toBe("");
  });

  it("shows the booking's PIN, and its day, when the date is changed while it is sent", async () => {
    const navigated: string[][] = [];
    const api = new StubConsoleApi().answer("GET /restaurants/alpha/day", { data: daySheet(ALPHA) });
    const booking = api.hold("POST /restaurants/alpha/reservations", { data: { reservation: reservation(ALPHA), pin: "999999" } });
    const view = mountScreen("couvert-book-view", api, ALPHA, { ...on, navigate: (...to) => navigated.push(to) });
    await settle(view);
    type(view, "#f-guest_last_name", "Alphagast");
    type(view, "#f-guest_email", "alphagast@example.com");
    query<HTMLFormElement>(view, "form").requestSubmit();
    await booking.asked;
    type(view, "#date", "2030-06-15");
    await settle(view);
    booking.release();
    await settle(view);
    expect(query(view, "[data-pin]").textContent).toBe("999999");
    query<HTMLButtonElement>(view, "button.primary").click();
    expect(navigated).toEqual([["day", DAY]]);
  });

  it("shows the times failing with a retry, then the times, accessibly", async () => {
    const api = new StubConsoleApi().answer("GET /restaurants/alpha/day", { error: { code: "internal_error", status: 500 } });
    const view = mountScreen("couvert-book-view", api, ALPHA, on);
    await retryAfterFailedLoad(view, api, "GET /restaurants/alpha/day", { data: daySheet(ALPHA) });
    expect(query<HTMLSelectElement>(view, "#starts_at").value).toBe("19:00");
    await expectAccessible(view, "ready");
  });

  it("gives the guest's inputs the widget's limits, browser autofill and error links", async () => {
    const api = new StubConsoleApi().answer("GET /restaurants/alpha/day", { data: daySheet(ALPHA) });
    const view = mountScreen("couvert-book-view", api, ALPHA, on);
    await settle(view);
    const limits = [
      ["#f-guest_first_name", NAME_MAX_LENGTH, "given-name"],
      ["#f-guest_last_name", NAME_MAX_LENGTH, "family-name"],
      ["#f-guest_phone", PHONE_INPUT_MAX_LENGTH, "tel"],
      ["#f-guest_email", EMAIL_MAX_LENGTH, "email"],
    ] as const;
    for (const [selector, max, autocomplete] of limits) {
      const input = query<HTMLInputElement>(view, selector);
      expect([selector, input.maxLength, input.autocomplete]).toEqual([selector, max, autocomplete]);
    }
    expect(query<HTMLInputElement>(view, "#f-guest_phone").inputMode).toBe("tel");
    expect(query<HTMLInputElement>(view, "#f-guest_last_name").getAttribute("aria-required")).toBe("true");
    expect(query<HTMLTextAreaElement>(view, "#f-guest_notes").maxLength).toBe(GUEST_NOTES_MAX_LENGTH);
  });

  it("refuses a first name over the limit at its field, in its words, and sends nothing", async () => {
    const api = new StubConsoleApi().answer("GET /restaurants/alpha/day", { data: daySheet(ALPHA) });
    const view = mountScreen("couvert-book-view", api, ALPHA, on);
    await settle(view);
    // Pasted text can pass maxlength: core's rule still holds it back.
    type(view, "#f-guest_first_name", "M".repeat(NAME_MAX_LENGTH + 1));
    type(view, "#f-guest_last_name", "Gast");
    type(view, "#f-guest_email", "gast@example.com");
    query<HTMLFormElement>(view, "form").requestSubmit();
    await settle(view);
    const first = query<HTMLInputElement>(view, "#f-guest_first_name");
    expect(first.getAttribute("aria-invalid")).toBe("true");
    expect(query(view, "#e-guest_first_name").textContent).toBe("Keep the first name to 80 characters, on one line.");
    expect(view.shadowRoot!.activeElement).toBe(first);
    expect(api.posts()).toEqual([]);
  });

  it("shows the server's refusal of a field at that input and focuses it", async () => {
    const api = new StubConsoleApi()
      .answer("GET /restaurants/alpha/day", { data: daySheet(ALPHA) })
      .answer("POST /restaurants/alpha/reservations", { error: { code: "invalid_request", field: "guest_phone", status: 400 } });
    const view = mountScreen("couvert-book-view", api, ALPHA, on);
    await settle(view);
    type(view, "#f-guest_last_name", "Gast");
    type(view, "#f-guest_phone", "030 1234567");
    query<HTMLInputElement>(view, "#f-notify_whatsapp").click();
    query<HTMLFormElement>(view, "form").requestSubmit();
    await settle(view);
    const phone = query<HTMLInputElement>(view, "#f-guest_phone");
    expect(phone.getAttribute("aria-invalid")).toBe("true");
    expect(phone.getAttribute("aria-describedby")).toContain("e-guest_phone");
    expect(query(view, "#e-guest_phone").textContent).toMatch(/^Enter a phone number/);
    expect(view.shadowRoot!.activeElement).toBe(phone);
    // An edit takes the refusal back.
    type(view, "#f-guest_phone", "030 7654321");
    await settle(view);
    expect(phone.getAttribute("aria-invalid")).toBe("false");
  });

  it("says in the console's words, at the channel choice, that WhatsApp cannot be sent when the server refuses it", async () => {
    const api = new StubConsoleApi()
      .answer("GET /restaurants/alpha/day", { data: daySheet(ALPHA) })
      // The server's messaging webhook went away after the session was loaded (docs/api.md §4 `notifyChannels`).
      .answer("POST /restaurants/alpha/reservations", {
        error: { code: "channel_not_deliverable", field: "notify_whatsapp", status: 400 },
      });
    for (const [lang, sentence] of [
      ["en", "This server cannot send WhatsApp messages. Choose e-mail for the guest instead."],
      ["de", "Dieser Server kann keine WhatsApp-Nachrichten senden. Bitte stattdessen E-Mail für den Gast wählen."],
    ] as const) {
      const view = mountScreen("couvert-book-view", api, ALPHA, {
        ...on,
        lang,
        m: messagesFor(lang),
        notifyChannels: ["email", "whatsapp"],
      });
      await settle(view);
      type(view, "#f-guest_last_name", "Gast");
      type(view, "#f-guest_phone", "030 1234567");
      query<HTMLInputElement>(view, "#f-notify_whatsapp").click();
      query<HTMLFormElement>(view, "form").requestSubmit();
      await settle(view);
      expect(query(view, "#e-notify").textContent).toBe(sentence);
      await expectAccessible(view, `refused channel (${lang})`);
    }
  });

  it("has a sentence for an undeliverable channel in every language, wherever a refusal is shown", async () => {
    const refusal = new ConsoleApiError("channel_not_deliverable", "This server cannot send messages on this channel; choose e-mail.", 400);
    const sentences = await Promise.all(
      LANGS.map(async (lang) => {
        expect(await loadLanguage(lang)).toBe(true);
        return errorText(messagesFor(lang), refusal);
      }),
    );
    expect(new Set(sentences).size).toBe(LANGS.length);
    for (const sentence of sentences) expect(sentence).toMatch(/WhatsApp/);
  });

  it("books a guest on the phone with no message, and asks for the e-mail only once e-mail is ticked", async () => {
    const api = new StubConsoleApi()
      .answer("GET /restaurants/alpha/day", { data: daySheet(ALPHA) })
      .answer("POST /restaurants/alpha/reservations", { data: { reservation: reservation(ALPHA), pin: "123456" } });
    const view = mountScreen("couvert-book-view", api, ALPHA, on);
    await settle(view);
    type(view, "#f-guest_last_name", "Gast");
    type(view, "#f-guest_phone", "+49 30 1234567");
    query<HTMLInputElement>(view, "#f-notify_email").click();
    await settle(view);
    query<HTMLFormElement>(view, "form").requestSubmit();
    await settle(view);
    expect(api.posts()).toEqual([]);
    expect(query(view, "#f-guest_email").getAttribute("aria-invalid")).toBe("true");
    expect(shownText(view)).toContain("Enter the guest's e-mail address, or untick e-mail: the confirmation goes there.");

    query<HTMLInputElement>(view, "#f-notify_email").click();
    await settle(view);
    query<HTMLFormElement>(view, "form").requestSubmit();
    await settle(view);
    expect(api.posts()[0]?.body).toMatchObject({
      guest_phone: "+49 30 1234567",
      guest_email: null,
      notify_email: false,
      notify_whatsapp: false,
    });
  });

  it("ticks the e-mail box once an address is typed, until the owner chooses", async () => {
    const api = new StubConsoleApi().answer("GET /restaurants/alpha/day", { data: daySheet(ALPHA) });
    const view = mountScreen("couvert-book-view", api, ALPHA, on);
    await settle(view);
    const box = query<HTMLInputElement>(view, "#f-notify_email");
    type(view, "#f-guest_email", "gast@example.com");
    await settle(view);
    expect(box.checked).toBe(true);
    box.click();
    await settle(view);
    type(view, "#f-guest_email", "other@example.com");
    await settle(view);
    expect(box.checked).toBe(false);
  });
});
