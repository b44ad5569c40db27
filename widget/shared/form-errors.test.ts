import { describe, expect, it } from "vitest";
import { fieldErrors } from "../../core/reservation/validate.ts";
import { formKeyOf } from "./form-errors.ts";

describe("formKeyOf", () => {
  it("puts each API error at the field it concerns", () => {
    expect(formKeyOf("terms_required", "terms_accepted")).toBe("terms");
    expect(formKeyOf("last_name_required", "guest_last_name")).toBe("guest_last_name");
    expect(formKeyOf("contact_required", "guest_phone")).toBe("contact");
    expect(formKeyOf("notify_channel_required", "notify_email")).toBe("notify");
    expect(formKeyOf("invalid_request", "guest_email")).toBe("guest_email");
    expect(formKeyOf("invalid_request", "guest_phone")).toBe("guest_phone");
    expect(formKeyOf("invalid_request", "party_size")).toBe("party_size");
    expect(formKeyOf("invalid_request", "ends_at")).toBe("time");
  });

  it("puts time rules at the slot list, with or without a field", () => {
    for (const code of ["booking_lead_time", "booking_horizon", "outside_opening_hours", "slot_full"]) {
      expect(formKeyOf(code)).toBe("time");
      expect(formKeyOf(code, "starts_at")).toBe("time");
    }
  });

  it("leaves errors of the whole form to the form", () => {
    expect(formKeyOf("network_error")).toBeNull();
    expect(formKeyOf("rate_limit_exceeded")).toBeNull();
    expect(formKeyOf("invalid_api_key")).toBeNull();
    expect(formKeyOf("invalid_request", "body")).toBeNull();
  });

  it("places every error core's fieldErrors can give", () => {
    const errors = fieldErrors(
      { guest_email: "nope", guest_phone: "12", party_size: 99 },
      { minPartySize: 1, maxPartySize: 8, termsUrl: "https://b.example/terms" },
    );
    expect(errors.map((e) => formKeyOf(e.code, e.field))).toEqual([
      "guest_email",
      "guest_phone",
      "party_size",
      "terms",
      "guest_last_name",
      "notify",
    ]);
    const rules = fieldErrors({ party_size: 99 }, { minPartySize: 1, maxPartySize: 8, termsUrl: "https://b.example/terms" });
    expect(rules.map((e) => formKeyOf(e.code, e.field))).toEqual(["party_size", "terms", "guest_last_name", "contact", "notify"]);
  });
});
