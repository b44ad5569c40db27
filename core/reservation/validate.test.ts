import { describe, expect, it } from "vitest";
import { testRules } from "../testing.ts";
import { fieldErrors, validateBooking, validateChange } from "./validate.ts";
import type { ReservationDetails } from "./schemas.ts";

// Wednesday 2026-06-03, 10:00 in Berlin (08:00 UTC).
const now = new Date("2026-06-03T08:00:00Z");
const rules = testRules();
const valid = {
  guest_first_name: "Ada",
  guest_last_name: "Lovelace",
  guest_phone: null,
  guest_email: "ada@example.org",
  party_size: 2,
  starts_at: "2026-06-04T17:00:00Z", // Thursday 19:00 Berlin
  notify_email: true,
  notify_whatsapp: false,
  terms_accepted: true,
};

const codeOf = (body: unknown) => {
  const result = validateBooking(body, rules, now);
  return result.ok ? "ok" : `${result.error.code}${result.error.field ? `:${result.error.field}` : ""}`;
};

describe("validateBooking", () => {
  it("asks for the terms only when the restaurant has terms to accept", () => {
    const { terms_accepted: _omitted, ...withoutTerms } = valid;
    expect(codeOf(withoutTerms)).toBe("terms_required:terms_accepted");
    expect(validateBooking(withoutTerms, testRules({ termsUrl: null }), now).ok).toBe(true);
    expect(fieldErrors({ ...withoutTerms, terms_accepted: false }, testRules({ termsUrl: null }))).toEqual([]);
  });

  it("accepts a valid booking and fills ends_at from the dwell time", () => {
    const result = validateBooking(valid, rules, now);
    expect(result).toEqual({
      ok: true,
      value: {
        guest_first_name: "Ada",
        guest_last_name: "Lovelace",
        guest_phone: null,
        guest_email: "ada@example.org",
        party_size: 2,
        starts_at: "2026-06-04T17:00:00Z",
        ends_at: "2026-06-04T19:00:00Z",
        notify_email: true,
        notify_whatsapp: false,
        guest_notes: null,
        occasion: null,
      },
    });
  });

  it("keeps special requests: notes trimmed with their line breaks, an occasion from the list", () => {
    const result = validateBooking(
      { ...valid, guest_notes: "  We bring a wheelchair.\nBirthday cake at 9?  ", occasion: "birthday" },
      rules,
      now,
    );
    expect(result.ok && result.value).toMatchObject({ guest_notes: "We bring a wheelchair.\nBirthday cake at 9?", occasion: "birthday" });
    expect(validateBooking({ ...valid, guest_notes: "   " }, rules, now)).toMatchObject({ ok: true, value: { guest_notes: null } });
  });

  it("refuses notes over 500 characters after trimming, control characters in them and an unknown occasion", () => {
    expect(codeOf({ ...valid, guest_notes: ` ${"x".repeat(500)} ` })).toBe("ok");
    expect(codeOf({ ...valid, guest_notes: "x".repeat(501) })).toBe("invalid_request:guest_notes");
    const escaped = validateBooking({ ...valid, guest_notes: "ok\u001b[2J" }, rules, now);
    expect(!escaped.ok && escaped.error).toEqual({
      code: "invalid_request",
      field: "guest_notes",
      message: "guest_notes must not contain control characters.",
    });
    expect(codeOf({ ...valid, occasion: "wedding" })).toBe("invalid_request:occasion");
  });

  it("accepts a phone number as dialled inside a country and leaves reading it to the reader it is given", () => {
    const local = validateBooking({ ...valid, guest_phone: "030 1234567" }, rules, now);
    expect(local.ok && local.value.guest_phone).toBe("0301234567");
    const read = validateBooking({ ...valid, guest_phone: "030 1234567" }, rules, now, (raw) =>
      raw === "030 1234567" ? "+49301234567" : null,
    );
    expect(read.ok && read.value.guest_phone).toBe("+49301234567");
    const refused = validateBooking({ ...valid, guest_phone: "030 1234567" }, rules, now, () => null);
    expect(!refused.ok && refused.error.field).toBe("guest_phone");
    expect(codeOf({ ...valid, guest_phone: "0049 30 1234567" })).toBe("ok");
    expect(codeOf({ ...valid, guest_phone: "030 12ab" })).toBe("invalid_request:guest_phone");
    expect(codeOf({ ...valid, guest_phone: "+49 30" })).toBe("invalid_request:guest_phone");
  });

  it.each([
    ["ESC", "guest_last_name", "Doe\u001b[2J"],
    ["BEL", "guest_first_name", "Ann\u0007"],
    ["NUL", "guest_email", "ann\u0000@example.org"],
    ["a bidi override", "guest_last_name", "\u202eeoD"],
    ["a C1 control", "guest_last_name", "Doe\u009b"],
    ["a line break", "guest_first_name", "Ann\nDoe"],
    ["a tab", "guest_phone", "+49\t30 1234567"],
  ])("refuses %s in %s, naming the field", (_what, field, text) => {
    const result = validateBooking({ ...valid, [field]: text }, rules, now);
    expect(result).toEqual({
      ok: false,
      error: { code: "invalid_request", field, message: `${field} must not contain control characters or line breaks.` },
    });
  });

  it("keeps letters of every script, and accents, in names", () => {
    const result = validateBooking({ ...valid, guest_first_name: "Zoë-Ærøskøbing", guest_last_name: "محمد 李" }, rules, now);
    expect(result.ok).toBe(true);
  });

  it("reports the first failing rule in the contract's order", () => {
    const everythingWrong = { party_size: 2, starts_at: "2026-06-03T08:30:00Z" };
    expect(codeOf(everythingWrong)).toBe("terms_required:terms_accepted");
    expect(codeOf({ ...everythingWrong, terms_accepted: true })).toBe("last_name_required:guest_last_name");
    expect(codeOf({ ...everythingWrong, terms_accepted: true, guest_last_name: "  " })).toBe("last_name_required:guest_last_name");
    expect(codeOf({ ...everythingWrong, terms_accepted: true, guest_last_name: "L" })).toBe("contact_required:guest_phone");
    expect(codeOf({ ...everythingWrong, terms_accepted: true, guest_last_name: "L", guest_email: "a@b.de" })).toBe(
      "notify_channel_required:notify_email",
    );
    expect(codeOf({ ...valid, starts_at: "2026-06-03T08:30:00Z" })).toBe("booking_lead_time:starts_at");
    expect(codeOf({ ...valid, starts_at: "2026-09-01T17:00:00Z" })).toBe("booking_horizon:starts_at");
    expect(codeOf({ ...valid, starts_at: "2026-06-08T17:00:00Z" })).toBe("outside_opening_hours:starts_at"); // a Monday
  });

  it("asks for the contact a chosen channel needs, naming it, after the other contact rule", () => {
    const phoneOnly = { ...valid, guest_email: null, guest_phone: "+49 30 1234567" };
    expect(codeOf(phoneOnly)).toBe("contact_required:guest_email");
    expect(codeOf({ ...phoneOnly, guest_email: "" })).toBe("contact_required:guest_email");
    const whatsappAlone = { ...valid, notify_email: false, notify_whatsapp: true };
    expect(validateBooking(whatsappAlone, { ...rules, notifyChannels: ["email", "whatsapp"] }, now)).toMatchObject({
      ok: false,
      error: { code: "contact_required", field: "guest_phone" },
    });
    expect(codeOf({ ...phoneOnly, guest_last_name: "" })).toBe("last_name_required:guest_last_name");
  });

  it("puts type and bound errors before every other rule", () => {
    expect(codeOf({ terms_accepted: "yes" })).toBe("invalid_request:terms_accepted");
    expect(codeOf({ ...valid, party_size: 2.5 })).toBe("invalid_request:party_size");
    expect(codeOf({ ...valid, party_size: 13, terms_accepted: false })).toBe("invalid_request:party_size");
    expect(codeOf({ ...valid, party_size: 0 })).toBe("invalid_request:party_size");
    expect(codeOf({ ...valid, party_size: undefined })).toBe("invalid_request:party_size");
    expect(codeOf({ ...valid, starts_at: undefined })).toBe("invalid_request:starts_at");
    expect(codeOf({ ...valid, starts_at: "tomorrow at 7" })).toBe("invalid_request:starts_at");
    expect(codeOf({ ...valid, guest_last_name: "x".repeat(81) })).toBe("invalid_request:guest_last_name");
    expect(codeOf({ ...valid, guest_email: "not-an-address" })).toBe("invalid_request:guest_email");
    expect(codeOf({ ...valid, guest_phone: "12345" })).toBe("invalid_request:guest_phone");
    expect(codeOf({ ...valid, ends_at: valid.starts_at, terms_accepted: false })).toBe("invalid_request:ends_at");
    expect(codeOf({ ...valid, ends_at: "2026-06-05T05:01:00Z" })).toBe("invalid_request:ends_at"); // over 12 h
  });

  it("normalises names, e-mail and phone", () => {
    const result = validateBooking(
      { ...valid, guest_first_name: "  ", guest_last_name: "  Lovelace ", guest_phone: "0049 (30) 123-45 67" },
      rules,
      now,
    );
    expect(result.ok && result.value).toMatchObject({ guest_first_name: null, guest_last_name: "Lovelace", guest_phone: "+49301234567" });
  });

  it("ignores unknown fields such as a slug", () => {
    expect(validateBooking({ ...valid, slug: "other-restaurant", restaurant_id: "x" }, rules, now).ok).toBe(true);
  });

  it("accepts an explicit ends_at within the opening interval and refuses one past closing", () => {
    expect(codeOf({ ...valid, ends_at: "2026-06-04T19:30:00Z" })).toBe("ok");
    expect(codeOf({ ...valid, ends_at: "2026-06-04T20:30:00Z" })).toBe("outside_opening_hours:starts_at"); // 22:30 local
  });
});

describe("fieldErrors", () => {
  it("lists every field error at once, in order, for the form", () => {
    const errors = fieldErrors({ guest_email: "nope", party_size: 2 }, rules);
    expect(errors[0]).toEqual({ code: "invalid_request", field: "guest_email", message: "guest_email is not an e-mail address." });
    expect(errors.slice(1).map((e) => e.code)).toEqual(["terms_required", "last_name_required", "notify_channel_required"]);
    const missing = fieldErrors({ party_size: 2 }, rules).map((e) => e.code);
    expect(missing).toEqual(["terms_required", "last_name_required", "contact_required", "notify_channel_required"]);
  });

  it("keeps the other rules' errors while one field is malformed, without calling it missing", () => {
    const errors = fieldErrors({ party_size: 2, guest_phone: "12", guest_last_name: "x".repeat(81) }, rules);
    expect(errors.map((e) => `${e.code}:${e.field}`)).toEqual([
      "invalid_request:guest_last_name",
      "invalid_request:guest_phone",
      "terms_required:terms_accepted",
      "notify_channel_required:notify_email",
    ]);
  });
});

describe("validateChange", () => {
  const stored: ReservationDetails = {
    guest_first_name: "Ada",
    guest_last_name: "Lovelace",
    guest_phone: null,
    guest_email: "ada@exmaple.org",
    party_size: 2,
    starts_at: "2026-06-03T09:30:00Z", // today 11:30 Berlin: inside the lead time now
    ends_at: "2026-06-03T11:30:00Z",
    notify_email: true,
    notify_whatsapp: false,
    guest_notes: null,
    occasion: null,
  };

  it("lets a guest add or clear special requests inside the lead time without re-checking time rules", () => {
    const added = validateChange({ guest_notes: "Window seat, please", occasion: "anniversary", terms_accepted: true }, stored, rules, now);
    expect(added.ok && added.value.changes).toEqual({ guest_notes: "Window seat, please", occasion: "anniversary" });
    expect(added.ok && added.value.timeChanged).toBe(false);
    const withNotes = { ...stored, guest_notes: "Window seat", occasion: "business" as const };
    const cleared = validateChange({ guest_notes: "", occasion: null, terms_accepted: true }, withNotes, rules, now);
    expect(cleared.ok && cleared.value.changes).toEqual({ guest_notes: null, occasion: null });
  });

  it("lets a guest fix an e-mail inside the lead time, since the time did not change", () => {
    const result = validateChange(
      { guest_email: "ada@example.org", terms_accepted: true },
      { ...stored, starts_at: "2026-06-03T10:00:00Z", ends_at: "2026-06-03T12:00:00Z" },
      rules,
      now,
    );
    expect(result.ok && result.value.changes).toEqual({ guest_email: "ada@example.org" });
    expect(result.ok && result.value.timeChanged).toBe(false);
  });

  it("requires terms on every change", () => {
    const result = validateChange({ guest_email: "ada@example.org" }, stored, rules, now);
    expect(!result.ok && result.error.code).toBe("terms_required");
  });

  it("applies the time rules when the start moves, keeping the stay's length", () => {
    const moved = validateChange({ starts_at: "2026-06-04T16:00:00Z", terms_accepted: true }, stored, rules, now);
    expect(moved.ok && moved.value.merged).toMatchObject({ starts_at: "2026-06-04T16:00:00Z", ends_at: "2026-06-04T18:00:00Z" });
    const tooSoon = validateChange({ starts_at: "2026-06-03T08:45:00Z", terms_accepted: true }, stored, rules, now);
    expect(!tooSoon.ok && tooSoon.error.code).toBe("booking_lead_time");
  });

  it("applies the time rules when only the party size changes", () => {
    const result = validateChange({ party_size: 4, terms_accepted: true }, stored, rules, now);
    expect(!result.ok && result.error.code).toBe("booking_lead_time");
  });

  it("refuses removing the e-mail its channel needs, but lets a stored booking without it change other things", () => {
    const withBoth = { ...stored, guest_phone: "+493012345678" };
    const removed = validateChange({ guest_email: null, terms_accepted: true }, withBoth, rules, now);
    expect(!removed.ok && removed.error).toMatchObject({ code: "contact_required", field: "guest_email" });
    const storedBefore = { ...withBoth, guest_email: null, starts_at: "2026-06-04T17:00:00Z", ends_at: "2026-06-04T19:00:00Z" };
    expect(validateChange({ guest_notes: "A high chair", terms_accepted: true }, storedBefore, rules, now).ok).toBe(true);
  });

  it("holds a change to the channel rules only where it touches them", () => {
    const noMessage = {
      ...stored,
      guest_email: null,
      guest_phone: "+493012345678",
      notify_email: false,
      starts_at: "2026-06-04T17:00:00Z",
      ends_at: "2026-06-04T19:00:00Z",
    };
    expect(validateChange({ guest_notes: "A high chair", terms_accepted: true }, noMessage, rules, now).ok).toBe(true);
    const unticked = validateChange({ notify_email: false, terms_accepted: true }, { ...noMessage, notify_email: true }, rules, now);
    expect(!unticked.ok && unticked.error.code).toBe("notify_channel_required");
    expect(validateBooking({ ...valid, notify_email: false }, { ...rules, byStaff: true }, now).ok).toBe(true);
    expect(validateBooking({ ...valid, notify_email: false }, rules, now)).toMatchObject({
      ok: false,
      error: { code: "notify_channel_required" },
    });
  });

  it("checks a change form's fields as the server checks the change: by what it would send", () => {
    const form = {
      guest_last_name: "Lovelace",
      guest_phone: "+49 30 1234567",
      guest_email: "",
      notify_email: false,
      notify_whatsapp: false,
      terms_accepted: true,
    };
    expect(fieldErrors(form, rules).map((e) => e.code)).toEqual(["notify_channel_required"]);
    expect(fieldErrors(form, rules, { guest_notes: "A high chair" })).toEqual([]);
    expect(fieldErrors({ ...form, notify_email: true }, rules, { notify_email: true }).map((e) => `${e.code}:${e.field}`)).toEqual([
      "contact_required:guest_email",
    ]);
  });

  it("checks merged fields: removing the only contact is refused", () => {
    const result = validateChange({ guest_email: null, terms_accepted: true }, stored, rules, now);
    expect(!result.ok && result.error.code).toBe("contact_required");
  });
});
