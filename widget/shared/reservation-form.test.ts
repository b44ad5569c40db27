import { describe, expect, it } from "vitest";
import { testRules } from "../../core/testing.ts";
import { ApiError } from "../api/client.ts";
import { common } from "../i18n/index.ts";
import type { CouvertElement } from "./couvert-element.ts";
import { ReservationForm } from "./reservation-form.ts";

/** A host that renders nothing (so nothing is focused): the form's own bookkeeping is what is tested. */
function formOnRules(): ReservationForm {
  const host = {
    m: common.en,
    addController: () => {},
    requestUpdate: () => {},
    updateComplete: Promise.resolve(true),
    shadowRoot: null,
    announce: () => {},
    clearAnnouncement: () => {},
  } as unknown as CouvertElement;
  const form = new ReservationForm(host, false);
  form.picker.rules = testRules();
  form.guest.values = { ...form.guest.values, guest_last_name: "Rossi", guest_email: "rossi@example.com", notify_email: true };
  return form;
}

const refusal = (code: ApiError["code"], field?: string) => new ApiError(code, code, 422, field);

describe("ReservationForm's API errors", () => {
  it("shows one refusal at a field: a guest's field error replaces an earlier one at party size", async () => {
    const form = formOnRules();
    await form.showServerError(refusal("invalid_request", "party_size"));
    expect([...form.visibleErrors().keys()]).toEqual(["party_size"]);
    await form.showServerError(refusal("invalid_request", "guest_email"));
    expect([...form.visibleErrors().keys()]).toEqual(["guest_email"]);
  });

  it("drops the whole form's refusal when a notification box or the occasion is chosen, not while a name is typed", async () => {
    const form = formOnRules();
    await form.showServerError(refusal("internal_error"));
    form.guest.set("guest_first_name", "Anna");
    expect(form.formError?.code).toBe("internal_error");
    form.guest.set("notify_whatsapp", true);
    expect(form.formError).toBeNull();

    await form.showServerError(refusal("internal_error"));
    form.guest.set("occasion", "birthday");
    expect(form.formError).toBeNull();
  });
});
