import axe from "axe-core";
import { LitElement, html } from "lit";
import { afterEach, describe, expect, it } from "vitest";
import { EMAIL_MAX_LENGTH, GUEST_NOTES_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_INPUT_MAX_LENGTH } from "../../core/limits.ts";
import { guestFields, type GuestTexts } from "./guest-fields.ts";
import { GuestForm } from "./guest-form.ts";

const texts: GuestTexts = {
  firstName: "First name",
  lastName: "Last name",
  required: "(required)",
  contact: "Contact",
  contactHint: "Phone or e-mail.",
  phone: "Phone",
  phoneHint: "With the country code.",
  email: "E-mail",
  notify: "Notify by",
  notifyHint: "At least one.",
  notifyEmail: "E-mail",
  notifyWhatsapp: "WhatsApp",
  occasion: "Occasion",
  noOccasion: "None",
  occasions: { birthday: "Birthday", anniversary: "Anniversary", business: "Business", other: "Other" },
  notes: "Notes",
  notesHint: "Allergies…",
  charactersLeft: (n) => `${n} left`,
};

/** The smallest host of the piece: a form with the guest's details and a submit button. */
class GuestFormHost extends LitElement {
  readonly guest = new GuestForm(this, (code, field) => `${code} ${field ?? ""}`.trim());

  override render() {
    return html`<form novalidate @submit=${this.handleSubmit} @pointerdown=${() => this.guest.holdTouches()}>
      ${guestFields(this.guest, this.guest.visibleErrors(), texts)}<button>Send</button>
    </form>`;
  }

  private readonly handleSubmit = (event: Event) => {
    event.preventDefault();
    this.guest.check();
  };
}
customElements.define("guest-form-host", GuestFormHost);

let host: GuestFormHost;
afterEach(() => host?.remove());

async function mountHost(): Promise<GuestFormHost> {
  host = document.createElement("guest-form-host") as GuestFormHost;
  document.body.append(host);
  await host.updateComplete;
  return host;
}

const input = (selector: string) => host.shadowRoot!.querySelector<HTMLInputElement>(selector)!;

async function typeInto(selector: string, value: string): Promise<void> {
  const field = input(selector);
  field.value = value;
  field.dispatchEvent(new Event("input", { bubbles: true, composed: true }));
  field.dispatchEvent(new Event("blur"));
  await host.updateComplete;
}

describe("guestFields with GuestForm", () => {
  it("renders each input with core's limit, its autofill and its label", async () => {
    await mountHost();
    expect(input("#f-guest_first_name").maxLength).toBe(NAME_MAX_LENGTH);
    expect(input("#f-guest_last_name").maxLength).toBe(NAME_MAX_LENGTH);
    expect(input("#f-guest_phone").maxLength).toBe(PHONE_INPUT_MAX_LENGTH);
    expect(input("#f-guest_email").maxLength).toBe(EMAIL_MAX_LENGTH);
    expect(input("#f-guest_notes").maxLength).toBe(GUEST_NOTES_MAX_LENGTH);
    expect(input("#f-guest_phone").autocomplete).toBe("tel");
    expect(input("#f-guest_email").inputMode).toBe("email");
    expect(input("#f-guest_last_name").labels![0]!.textContent).toBe("Last name (required)");
    const { violations } = await axe.run(host.shadowRoot!.querySelector("form")!);
    expect(violations.map((v) => v.id)).toEqual([]);
  });

  it("checks on submit: every error at its field, described by it, and the first bad field focused", async () => {
    await mountHost();
    await typeInto("#f-guest_phone", "12");
    host.shadowRoot!.querySelector("form")!.requestSubmit();
    await host.updateComplete;
    await host.updateComplete;
    const last = input("#f-guest_last_name");
    expect(last.getAttribute("aria-invalid")).toBe("true");
    expect(host.shadowRoot!.getElementById("e-guest_last_name")!.textContent).toBe("last_name_required guest_last_name");
    expect(input("#f-guest_phone").getAttribute("aria-describedby")).toBe("h-guest_phone e-guest_phone e-contact");
    expect(host.shadowRoot!.getElementById("e-guest_phone")!.textContent).toBe("invalid_request guest_phone");
    expect(host.shadowRoot!.activeElement).toBe(last);
    const { violations } = await axe.run(host.shadowRoot!.querySelector("form")!);
    expect(violations.map((v) => v.id)).toEqual([]);
  });

  it("places a server's field error at its input and focuses it; an edit takes it back", async () => {
    await mountHost();
    await typeInto("#f-guest_last_name", "Rossi");
    await typeInto("#f-guest_email", "rossi@example.com");
    input("#f-notify_email").click();
    // The promise it returns is the focus's: once it settles, the field is drawn invalid and focused.
    await host.guest.showServerError("invalid_request", "guest_email");
    expect(input("#f-guest_email").getAttribute("aria-invalid")).toBe("true");
    expect(host.shadowRoot!.activeElement).toBe(input("#f-guest_email"));
    await typeInto("#f-guest_email", "rossi@example.org");
    expect(input("#f-guest_email").getAttribute("aria-invalid")).toBe("false");
  });
});
