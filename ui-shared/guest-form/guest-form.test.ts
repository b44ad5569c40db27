import type { ReactiveControllerHost } from "lit";
import { afterEach, describe, expect, it, vi } from "vitest";
import { emptyGuest, GuestForm, guestKeyOf } from "./guest-form.ts";

/** A host that records its controllers and renders nothing: the controller's own logic is what is tested. */
function fakeHost() {
  const controllers: { hostDisconnected?: () => void }[] = [];
  const host = {
    addController: (c: (typeof controllers)[number]) => controllers.push(c),
    requestUpdate: () => {},
    updateComplete: Promise.resolve(true),
  };
  return { host: host as unknown as ReactiveControllerHost & HTMLElement, controllers };
}

/** The host's words: the code, and the field for `invalid_request`, so a test sees which sentence was asked for. */
const words = (code: string, field: string | undefined) => (code === "invalid_request" ? `bad ${field}` : code);

afterEach(() => vi.unstubAllGlobals());

describe("GuestForm as a controller", () => {
  it("adds itself to its host, and removes a held pointer's window listeners when the host disconnects", () => {
    const listeners = new Set<unknown>();
    vi.stubGlobal("addEventListener", (_type: string, listener: unknown) => listeners.add(listener));
    vi.stubGlobal("removeEventListener", (_type: string, listener: unknown) => listeners.delete(listener));
    const { host, controllers } = fakeHost();
    const form = new GuestForm(host, words);
    expect(controllers).toContain(form);

    form.holdTouches();
    expect(listeners.size).toBe(1); // the same function for pointerup and pointercancel
    form.hostDisconnected();
    expect(listeners.size).toBe(0);
    // A new press after reconnecting holds again.
    form.holdTouches();
    expect(listeners.size).toBe(1);
  });
});

describe("GuestForm's notification channel", () => {
  it("notifies by e-mail a guest who gives an address, until they tick or untick a channel themselves", () => {
    const form = new GuestForm(fakeHost().host, words);
    form.set("guest_email", "rossi@example.com");
    expect(form.fields()).toMatchObject({ notify_email: true, notify_whatsapp: false });
    form.set("guest_email", " ");
    expect(form.fields().notify_email).toBe(false);
    form.set("guest_email", "rossi@example.com");
    form.set("notify_email", false);
    form.set("guest_email", "giulia@example.com");
    expect(form.fields().notify_email).toBe(false);
  });

  it("leaves a guest's choice of WhatsApp alone, and a booking's channels as they were loaded", () => {
    const form = new GuestForm(fakeHost().host, words);
    form.set("notify_whatsapp", true);
    form.set("guest_email", "rossi@example.com");
    expect(form.fields()).toMatchObject({ notify_email: false, notify_whatsapp: true });
    form.reset({ ...emptyGuest(), guest_email: "", guest_phone: "+393331234567", notify_whatsapp: true });
    form.set("guest_email", "rossi@example.com");
    expect(form.fields()).toMatchObject({ notify_email: false, notify_whatsapp: true });
    form.reset();
    form.set("guest_email", "rossi@example.com");
    expect(form.fields().notify_email).toBe(true);
  });
});

describe("GuestForm's checks", () => {
  it("checks the details with core's rules, in the form's order, in the host's words", () => {
    const form = new GuestForm(fakeHost().host, words);
    expect([...form.errors()]).toEqual([
      ["guest_last_name", "last_name_required"],
      ["contact", "contact_required"],
      ["notify", "notify_channel_required"],
    ]);
    form.values = { ...emptyGuest(), guest_first_name: "x".repeat(81), guest_last_name: "Rossi", guest_phone: "12", notify_email: true };
    // A malformed phone is still a contact given: no "contact required" beside it.
    expect([...form.errors()]).toEqual([
      ["guest_first_name", "bad guest_first_name"],
      ["guest_phone", "bad guest_phone"],
    ]);
  });

  it("shows an error once its field was left, and every one after a submit", () => {
    const form = new GuestForm(fakeHost().host, words);
    expect(form.visibleErrors().size).toBe(0);
    form.touch("guest_last_name");
    expect([...form.visibleErrors().keys()]).toEqual(["guest_last_name"]);
    expect(form.check(false)).toBe(false);
    expect([...form.visibleErrors().keys()]).toEqual(["guest_last_name", "contact", "notify"]);
  });

  it("places an API refusal at its field until the next edit, and leaves others to the host", () => {
    const edits: string[] = [];
    const form = new GuestForm(fakeHost().host, words, (field) => edits.push(field));
    form.values = { ...emptyGuest(), guest_last_name: "Rossi", guest_email: "a@example.com", notify_email: true };
    expect(form.showServerError("invalid_request", "guest_email")).toBeInstanceOf(Promise);
    expect([...form.visibleErrors()]).toEqual([["guest_email", "bad guest_email"]]);
    expect(form.showServerError("slot_full", "starts_at")).toBeNull();
    form.set("guest_email", "b@example.com");
    expect(form.visibleErrors().size).toBe(0);
    expect(edits).toEqual(["guest_email"]);
  });

  it("names the place of each code and field of the guest's, and none of the rest", () => {
    expect(guestKeyOf("contact_required", "guest_phone")).toBe("contact");
    expect(guestKeyOf("notify_channel_required", "notify_email")).toBe("notify");
    expect(guestKeyOf("invalid_request", "notify_whatsapp")).toBe("notify");
    expect(guestKeyOf("last_name_required", "guest_last_name")).toBe("guest_last_name");
    expect(guestKeyOf("invalid_request", "guest_notes")).toBe("guest_notes");
    expect(guestKeyOf("invalid_request", "party_size")).toBeNull();
    expect(guestKeyOf("terms_required", "terms_accepted")).toBeNull();
  });
});
