import { describe, expect, it } from "vitest";
import type { Lang } from "../../../core/locale.ts";
import { escapeHtml } from "./html.ts";
import { renderOwnerMessage } from "./render-owner.ts";
import { AFTER_DST_END, ownerInput, reservation, restaurant } from "./test-support.ts";
import { OWNER_MESSAGE_KINDS } from "./types.ts";

const pending = { ...reservation, status: "pending" as const };
const CONSOLE = "https://couvert.example/owner/#/lumen/day/2026-10-24";
const CONFIRM = "couvert reservation set-status --restaurant lumen 4242 confirmed";
const REJECT = "couvert reservation set-status --restaurant lumen 4242 rejected";
const APPROVE = "couvert change-request approve --restaurant lumen 4242";
const DECLINE = "couvert change-request decline --restaurant lumen 4242";
const ALL_COMMANDS = [CONFIRM, REJECT, APPROVE, DECLINE];

const render = (kind: (typeof OWNER_MESSAGE_KINDS)[number], overrides: Parameters<typeof ownerInput>[1] = {}) =>
  renderOwnerMessage(ownerInput(kind, overrides));

/** Both parts of the message, for what must be in each. */
const expectInBoth = (message: { text: string; html: string }, text: string) => {
  expect(message.text).toContain(text);
  expect(message.html).toContain(escapeHtml(text));
};

describe("renderOwnerMessage: a new booking to confirm", () => {
  it.each([
    {
      lang: "en" as const,
      subject: "New booking request: Anna Weber, 4 guests, Sat 24 Oct 19:30",
      sentence: "Anna Weber would like a table for 4 guests on Saturday, 24 October 2026 at 19:30.",
      next: "Confirm or reject it",
    },
    {
      lang: "de" as const,
      subject: "Neue Reservierungsanfrage: Anna Weber, 4 Personen, Sa., 24. Okt., 19:30",
      sentence: "Anna Weber möchte einen Tisch für 4 Personen am Samstag, 24. Oktober 2026 um 19:30 Uhr reservieren.",
      next: "Bitte bestätigen Sie die Anfrage oder lehnen Sie sie ab",
    },
  ])("names who, when and how many, and asks for an answer with the commands ($lang)", ({ lang, subject, sentence, next }) => {
    const message = render("new_booking", { lang, reservation: pending });
    expect(message.subject).toBe(subject);
    expectInBoth(message, sentence);
    expectInBoth(message, next);
    for (const command of [CONFIRM, REJECT]) expectInBoth(message, command);
    for (const command of [APPROVE, DECLINE]) expect(message.text).not.toContain(command);
    expect(message.html).toMatch(new RegExp(`^<!doctype html>\\s*<html lang="${lang}">`));
    expect(message.attachments).toEqual([]);
  });

  it("names the console link instead of the commands when there is one", () => {
    const message = render("new_booking", { reservation: pending, consoleLink: CONSOLE });
    expect(message.html).toContain(`href="${CONSOLE}"`);
    expect(message.text).toContain(`Open in the console:\n${CONSOLE}`);
    for (const command of ALL_COMMANDS) expect(message.text).not.toContain(command);
  });

  it("gives the guest's contact details", () => {
    const text = render("new_booking", { reservation: pending }).text;
    expect(text).toContain("Guest: Anna Weber");
    expect(text).toContain("Phone: +49 170 5550123");
    expect(text).toContain("E-mail: anna@example.org");
    expect(text).toContain("Reservation number: 4242");
    expect(text).toContain("Status: awaiting your confirmation");
    const without = render("new_booking", { reservation: { ...pending, phone: null } }).text;
    expect(without).not.toContain("Phone:");
  });

  it("shows the guest's occasion and special requests, and the ones a change request asks for", () => {
    const text = render("new_booking", { reservation: { ...pending, notes: "We bring a wheelchair", occasion: "anniversary" } }).text;
    expect(text).toContain("Party size: 4\nOccasion: Anniversary\nSpecial requests: We bring a wheelchair\n");
    const asked = render("change_request", { lang: "de", changes: { notes: "Fensterplatz", occasion: "business" } }).text;
    expect(asked).toContain("Gewünschte Änderungen\nAnlass: Geschäftlich\nBesondere Wünsche: Fensterplatz\n");
  });

  it("shows the restaurant's wall clock after the clocks went back", () => {
    const message = render("new_booking", { lang: "de", reservation: { ...pending, ...AFTER_DST_END } });
    expect(message.subject).toBe("Neue Reservierungsanfrage: Anna Weber, 4 Personen, So., 25. Okt., 19:30");
    expect(message.text).toContain("Datum und Uhrzeit: Sonntag, 25. Oktober 2026 um 19:30 Uhr");
  });
});

describe("renderOwnerMessage: a booking confirmed at once", () => {
  it.each([
    { lang: "en" as const, subject: "New booking: Anna Weber, 4 guests, Sat 24 Oct 19:30", next: "no action is needed" },
    {
      lang: "de" as const,
      subject: "Neue Reservierung: Anna Weber, 4 Personen, Sa., 24. Okt., 19:30",
      next: "Sie müssen nichts weiter tun",
    },
  ])("says no action is needed ($lang)", ({ lang, subject, next }) => {
    const message = render("new_booking", { lang });
    expect(message.subject).toBe(subject);
    expectInBoth(message, next);
    for (const command of ALL_COMMANDS) expect(message.text).not.toContain(command);
  });
});

describe("renderOwnerMessage: a booking request the guest changed", () => {
  const changes = { startsAt: "2026-10-24T18:00:00Z", partySize: 6 };
  const changedRequest = { ...pending, startsAt: changes.startsAt, partySize: 6 };

  it.each([
    {
      lang: "en" as const,
      subject: "Booking request changed: Anna Weber, 6 guests, Sat 24 Oct 20:00",
      sentence: "Anna Weber has changed the booking request, now for 6 guests on Saturday, 24 October 2026 at 20:00.",
      listed: "What changed\nTime: Saturday, 24 October 2026 at 20:00\nParty size: 6\n",
      next: "It still waits for you: confirm or reject it as it is now.",
    },
    {
      lang: "de" as const,
      subject: "Reservierungsanfrage geändert: Anna Weber, 6 Personen, Sa., 24. Okt., 20:00",
      sentence: "Anna Weber hat die Reservierungsanfrage geändert, jetzt für 6 Personen am Samstag, 24. Oktober 2026 um 20:00 Uhr.",
      listed: "Geändert\nTermin: Samstag, 24. Oktober 2026 um 20:00 Uhr\nPersonenzahl: 6\n",
      next: "Sie wartet weiter auf Ihre Antwort",
    },
  ])("says what changed, as it is now, and that it still waits for an answer ($lang)", ({ lang, subject, sentence, listed, next }) => {
    const message = render("request_changed", { lang, reservation: changedRequest, changes });
    expect(message.subject).toBe(subject);
    expectInBoth(message, sentence);
    expect(message.text).toContain(listed);
    expectInBoth(message, next);
    for (const command of [CONFIRM, REJECT]) expectInBoth(message, command);
    for (const command of [APPROVE, DECLINE]) expect(message.text).not.toContain(command);
  });
});

describe("renderOwnerMessage: a change request", () => {
  const changes = { startsAt: "2026-10-24T18:00:00Z", partySize: 6 };

  it.each([
    {
      lang: "en" as const,
      subject: "Change request: Anna Weber, 4 guests, Sat 24 Oct 19:30",
      listed: "Requested changes\nTime: Saturday, 24 October 2026 at 20:00\nParty size: 6\n",
      next: "Approve or decline it",
    },
    {
      lang: "de" as const,
      subject: "Änderungswunsch: Anna Weber, 4 Personen, Sa., 24. Okt., 19:30",
      listed: "Gewünschte Änderungen\nTermin: Samstag, 24. Oktober 2026 um 20:00 Uhr\nPersonenzahl: 6\n",
      next: "Bitte nehmen Sie die Änderung an oder lehnen Sie sie ab",
    },
  ])("lists what the guest asks for and how to decide ($lang)", ({ lang, subject, listed, next }) => {
    const message = render("change_request", { lang, changes });
    expect(message.subject).toBe(subject);
    expect(message.text).toContain(listed);
    expectInBoth(message, next);
    for (const command of [APPROVE, DECLINE]) expectInBoth(message, command);
    for (const command of [CONFIRM, REJECT]) expect(message.text).not.toContain(command);
  });

  it("names the console link instead of the commands when there is one", () => {
    const message = render("change_request", { changes, consoleLink: CONSOLE });
    expect(message.html).toContain(`href="${CONSOLE}"`);
    for (const command of ALL_COMMANDS) expect(message.text).not.toContain(command);
  });
});

describe("renderOwnerMessage: a guest's cancellation", () => {
  it.each([
    {
      lang: "en" as const,
      subject: "Cancelled by guest: Anna Weber, 4 guests, Sat 24 Oct 19:30",
      sentence: "Anna Weber has cancelled the booking for 4 guests on Saturday, 24 October 2026 at 19:30.",
      next: "No action is needed: the table is free again.",
    },
    {
      lang: "de" as const,
      subject: "Vom Gast storniert: Anna Weber, 4 Personen, Sa., 24. Okt., 19:30",
      sentence: "Anna Weber hat die Reservierung für 4 Personen am Samstag, 24. Oktober 2026 um 19:30 Uhr storniert.",
      next: "Sie müssen nichts tun: Der Tisch ist wieder frei.",
    },
  ])("says so, and that nothing is to be done ($lang)", ({ lang, subject, sentence, next }) => {
    const message = render("guest_cancelled", { lang, reservation: { ...reservation, status: "cancelled" } });
    expect(message.subject).toBe(subject);
    expectInBoth(message, sentence);
    expectInBoth(message, next);
    for (const command of ALL_COMMANDS) expect(message.text).not.toContain(command);
  });
});

describe("renderOwnerMessage, what it is given", () => {
  const cases = OWNER_MESSAGE_KINDS.flatMap((kind) => (["en", "de"] as Lang[]).map((lang) => ({ kind, lang })));
  const hostile = { ...pending, firstName: "<img src=x onerror=alert(1)>", lastName: `"Weber"\r\nBcc: someone@example.org` };

  it.each(cases)("$kind ($lang): escapes the guest's name in HTML, keeps it in the text, and the subject on one line", ({ kind, lang }) => {
    const message = render(kind, { lang, reservation: hostile, changes: { partySize: 2 } });
    expect(message.html).not.toContain("<img");
    expect(message.html).toContain("&lt;img src=x onerror=alert(1)&gt; &quot;Weber&quot;");
    expect(message.text).toContain(`<img src=x onerror=alert(1)> "Weber"\r\nBcc: someone@example.org`);
    expect(message.subject).not.toMatch(/[\r\n]/);
    expect(message.subject).toContain(`<img src=x onerror=alert(1)> "Weber" Bcc: someone@example.org`);
  });

  it("does not link a console address that is not http(s)", () => {
    const message = render("new_booking", { reservation: pending, consoleLink: "javascript:alert(1)" });
    expect(message.html).not.toContain("href");
  });

  it("names the restaurant in the footer", () => {
    expect(render("guest_cancelled", { restaurant: { ...restaurant, name: "Chez Marie" } }).text).toContain("bookings at Chez Marie.");
  });
});
