import { reservationUid } from "../../../core/calendar/reservation-event.ts";
import { describe, expect, it } from "vitest";
import { escapeHtml } from "./html.ts";
import { renderGuestMessage } from "./render-guest.ts";
import { AFTER_DST_END, MANAGE_LINK, MANAGE_PAGE, NOW, PIN, guestInput, icsLines, reservation, restaurant } from "./test-support.ts";
import { GUEST_MESSAGE_KINDS, type GuestMessageKind } from "./types.ts";

/** The subject and the sentence that tells each kind apart, for Saturday 24 October 2026 at 19:30 in Berlin. */
/** The languages written out here in full; the others: render-languages.test.ts. */
type Lang = "en" | "de";

const EXPECTED: Record<GuestMessageKind, Record<Lang, { subject: string; sentence: string }>> = {
  booking_received: {
    en: {
      subject: "Request received: Bistro Lumen, Sat 24 Oct 19:30",
      sentence: "Please note that this is a request: the restaurant still has to confirm it",
    },
    de: {
      subject: "Anfrage erhalten: Bistro Lumen, Sa., 24. Okt., 19:30",
      sentence: "Es handelt sich um eine Anfrage, die das Restaurant noch bestätigen muss.",
    },
  },
  booking_confirmed: {
    en: { subject: "Booking confirmed: Bistro Lumen, Sat 24 Oct 19:30", sentence: "Your table at Bistro Lumen is confirmed" },
    de: { subject: "Reservierung bestätigt: Bistro Lumen, Sa., 24. Okt., 19:30", sentence: "Ihr Tisch bei Bistro Lumen ist bestätigt" },
  },
  change_applied: {
    en: {
      subject: "Booking changed: Bistro Lumen, Sat 24 Oct 19:30",
      sentence: "The change to your booking at Bistro Lumen has been made.",
    },
    de: {
      subject: "Reservierung geändert: Bistro Lumen, Sa., 24. Okt., 19:30",
      sentence: "Ihre Änderung an der Reservierung bei Bistro Lumen wurde übernommen.",
    },
  },
  changed_by_restaurant: {
    en: { subject: "Changed by the restaurant: Bistro Lumen, Sat 24 Oct 19:30", sentence: "Bistro Lumen has changed your booking." },
    de: {
      subject: "Vom Restaurant geändert: Bistro Lumen, Sa., 24. Okt., 19:30",
      sentence: "Bistro Lumen hat Ihre Reservierung geändert.",
    },
  },
  change_requested: {
    en: {
      subject: "Change requested: Bistro Lumen, Sat 24 Oct 19:30",
      sentence: "Bistro Lumen will approve or decline the change you asked for. Until then, your booking stays as it is.",
    },
    de: {
      subject: "Änderung angefragt: Bistro Lumen, Sa., 24. Okt., 19:30",
      sentence:
        "Bistro Lumen wird Ihren Änderungswunsch prüfen und annehmen oder ablehnen. Bis dahin bleibt Ihre Reservierung unverändert.",
    },
  },
  change_approved: {
    en: { subject: "Change approved: Bistro Lumen, Sat 24 Oct 19:30", sentence: "Bistro Lumen has approved the change you asked for." },
    de: {
      subject: "Änderung bestätigt: Bistro Lumen, Sa., 24. Okt., 19:30",
      sentence: "Bistro Lumen hat Ihren Änderungswunsch angenommen.",
    },
  },
  change_declined: {
    en: {
      subject: "Change not possible: Bistro Lumen, Sat 24 Oct 19:30",
      sentence: "Unfortunately, Bistro Lumen could not accept the change you asked for. Your booking stays as it was.",
    },
    de: {
      subject: "Änderung nicht möglich: Bistro Lumen, Sa., 24. Okt., 19:30",
      sentence: "Leider konnte Bistro Lumen Ihren Änderungswunsch nicht annehmen.",
    },
  },
  confirmed: {
    en: { subject: "Booking confirmed: Bistro Lumen, Sat 24 Oct 19:30", sentence: "Good news: Bistro Lumen has confirmed your booking" },
    de: {
      subject: "Reservierung bestätigt: Bistro Lumen, Sa., 24. Okt., 19:30",
      sentence: "Gute Nachricht: Bistro Lumen hat Ihre Reservierung bestätigt",
    },
  },
  rejected: {
    en: {
      subject: "Booking not possible: Bistro Lumen, Sat 24 Oct 19:30",
      sentence: "We are sorry: Bistro Lumen cannot accept your booking request for Saturday, 24 October 2026 at 19:30.",
    },
    de: {
      subject: "Reservierung nicht möglich: Bistro Lumen, Sa., 24. Okt., 19:30",
      sentence: "Es tut uns leid: Bistro Lumen kann Ihre Reservierungsanfrage für Samstag, 24. Oktober 2026 um 19:30 Uhr nicht annehmen.",
    },
  },
  cancelled: {
    en: {
      subject: "Booking cancelled: Bistro Lumen, Sat 24 Oct 19:30",
      sentence: "Your booking at Bistro Lumen for Saturday, 24 October 2026 at 19:30 has been cancelled.",
    },
    de: {
      subject: "Reservierung storniert: Bistro Lumen, Sa., 24. Okt., 19:30",
      sentence: "Ihre Reservierung bei Bistro Lumen für Samstag, 24. Oktober 2026 um 19:30 Uhr wurde storniert.",
    },
  },
  reminder: {
    en: { subject: "Reminder: Bistro Lumen, Sat 24 Oct 19:30", sentence: "See you on Saturday, 24 October at 19:30" },
    de: { subject: "Erinnerung: Bistro Lumen, Sa., 24. Okt., 19:30", sentence: "Bis Samstag, 24. Oktober, um 19:30 Uhr" },
  },
  pin_reset: {
    en: { subject: "Your new PIN: Bistro Lumen, reservation 4242", sentence: "here is a new PIN for your booking at Bistro Lumen." },
    de: {
      subject: "Ihre neue PIN: Bistro Lumen, Reservierung 4242",
      sentence: "erhalten Sie hier eine neue PIN für Ihre Reservierung bei Bistro Lumen.",
    },
  },
};

/** The booking's facts as the plain text lists them. */
const FACTS: Record<Lang, string[]> = {
  en: [
    "Restaurant: Bistro Lumen",
    "Address: Torstraße 1, 10119 Berlin",
    "Phone: +49 30 1234567",
    "Date and time: Saturday, 24 October 2026 at 19:30",
    "Party size: 4",
    "Reservation number: 4242",
  ],
  de: [
    "Restaurant: Bistro Lumen",
    "Adresse: Torstraße 1, 10119 Berlin",
    "Telefon: +49 30 1234567",
    "Datum und Uhrzeit: Samstag, 24. Oktober 2026 um 19:30 Uhr",
    "Personenzahl: 4",
    "Reservierungsnummer: 4242",
  ],
};

const KEEP_PIN: Record<Lang, string> = {
  en: "Keep this PIN: with the reservation number it lets you change or cancel your booking.",
  de: "Bewahren Sie diese PIN gut auf: Zusammen mit der Reservierungsnummer können Sie damit Ihre Reservierung ändern oder stornieren.",
};

const PIN_KINDS: GuestMessageKind[] = ["booking_received", "booking_confirmed", "pin_reset"];
const CALENDAR_KINDS: GuestMessageKind[] = [
  "changed_by_restaurant",
  "booking_received",
  "booking_confirmed",
  "change_applied",
  "change_approved",
  "confirmed",
  "reminder",
];
const CANCEL_KINDS: GuestMessageKind[] = ["cancelled", "rejected"];
const LANGS: Lang[] = ["en", "de"];
const cases = GUEST_MESSAGE_KINDS.flatMap((kind) => LANGS.map((lang) => ({ kind, lang })));

const render = (kind: GuestMessageKind, overrides: Parameters<typeof guestInput>[1] = {}, now = NOW) =>
  renderGuestMessage(guestInput(kind, overrides), now, "no-reply@couvert.example");

describe("renderGuestMessage, every kind in both languages", () => {
  it.each(cases)("$kind ($lang): subject, what happened, and the booking", ({ kind, lang }) => {
    const message = render(kind, { lang });
    const { subject, sentence } = EXPECTED[kind][lang];
    expect(message.subject).toBe(subject);
    expect(message.text).toContain(sentence);
    expect(message.html).toContain(escapeHtml(sentence));
    expect(message.text).toContain(lang === "en" ? "Hello Anna Weber," : "Guten Tag, Anna Weber,");
    for (const fact of FACTS[lang]) {
      expect(message.text).toContain(fact);
      expect(message.html).toContain(escapeHtml(fact.slice(fact.indexOf(": ") + 2)));
    }
  });

  it.each(cases)("$kind ($lang): an HTML document in the message's language, styled inline", ({ kind, lang }) => {
    const { html } = render(kind, { lang });
    expect(html).toMatch(new RegExp(`^<!doctype html>\\s*<html lang="${lang}">`));
    const title = /<title>(.+?)<\/title>/.exec(html)?.[1];
    expect(title).toBeTruthy();
    expect(html).toMatch(new RegExp(`<h1 [^>]*>${title}</h1>`));
    expect(html).toContain("font-size:16px");
    expect(html).not.toMatch(/<style|class=|<script/);
  });

  it.each(cases)("$kind ($lang): the PIN only where it must be, and the manage link", ({ kind, lang }) => {
    const message = render(kind, { lang });
    const everything = [message.subject, message.text, message.html, ...message.attachments.map((a) => a.content)].join("\n");
    if (PIN_KINDS.includes(kind)) {
      expect(message.text).toContain(`PIN: ${PIN}`);
      expect(message.text).toContain(KEEP_PIN[lang]);
      expect(message.html).toContain(KEEP_PIN[lang]);
      expect(message.text).toContain(MANAGE_LINK);
      expect(message.html).toContain(`href="${MANAGE_LINK}"`);
    } else {
      expect(everything).not.toContain(PIN);
      expect(message.text).not.toContain(KEEP_PIN[lang]);
      expect(message.text).toContain(`\n${MANAGE_PAGE}\n`);
      expect(message.html).toContain(`href="${MANAGE_PAGE}"`);
    }
  });

  it.each(cases)("$kind ($lang): a calendar file where the booking stands, or that removes it where it ended", ({ kind, lang }) => {
    const { attachments } = render(kind, { lang, calendarSequence: 5400 });
    const cancels = CANCEL_KINDS.includes(kind);
    if (!CALENDAR_KINDS.includes(kind) && !cancels) return expect(attachments).toEqual([]);
    expect(attachments).toHaveLength(1);
    const [ics] = attachments;
    const method = cancels ? "CANCEL" : "PUBLISH";
    expect(ics).toMatchObject({ filename: "reservation.ics", contentType: `text/calendar; charset=utf-8; method=${method}` });
    const lines = icsLines(ics!.content);
    expect(lines).toContain(`METHOD:${method}`);
    expect(lines).toContain(cancels ? "STATUS:CANCELLED" : "STATUS:CONFIRMED");
    // The same event as the booking widget's file, each version numbered after the one before.
    expect(lines).toContain(`UID:${reservationUid("lumen", 4242)}`);
    expect(lines).toContain("SEQUENCE:5400");
    expect(lines).toContain('ORGANIZER;CN="Bistro Lumen":mailto:no-reply@couvert.example');
    expect(lines).toContain("DTSTART:20261024T173000Z");
    expect(lines).toContain("DTEND:20261024T193000Z");
    expect(lines).toContain(`URL:${MANAGE_PAGE}`);
    expect(lines).toContain("LOCATION:Torstraße 1\\, 10119 Berlin");
    expect(lines).toContain(lang === "en" ? "SUMMARY:Table for 4 at Bistro Lumen" : "SUMMARY:Tisch für 4 Personen\\, Bistro Lumen");
  });
});

describe("renderGuestMessage, the calendar file's status and version", () => {
  const calendarLines = (message: ReturnType<typeof render>) => icsLines(message.attachments[0]!.content);

  it("marks a booking the restaurant has still to confirm TENTATIVE", () => {
    const pending = render("booking_received", { reservation: { ...guestInput("booking_received").reservation, status: "pending" } });
    expect(calendarLines(pending)).toContain("STATUS:TENTATIVE");
  });

  it("leaves SEQUENCE out of a message queued before it was written, and ORGANIZER out without a sender", () => {
    const lines = icsLines(renderGuestMessage(guestInput("booking_confirmed"), NOW).attachments[0]!.content);
    expect(lines.some((line) => line.startsWith("SEQUENCE") || line.startsWith("ORGANIZER"))).toBe(false);
  });
});

describe("renderGuestMessage, dates and times", () => {
  it.each([
    {
      lang: "en" as const,
      before: "Saturday, 24 October 2026 at 19:30",
      after: "Sunday, 25 October 2026 at 19:30",
      short: "Sun 25 Oct 19:30",
    },
    {
      lang: "de" as const,
      before: "Samstag, 24. Oktober 2026 um 19:30 Uhr",
      after: "Sonntag, 25. Oktober 2026 um 19:30 Uhr",
      short: "So., 25. Okt., 19:30",
    },
  ])("shows the restaurant's wall clock on both sides of the end of summer time ($lang)", ({ lang, before, after, short }) => {
    expect(render("booking_confirmed", { lang }).text).toContain(before);
    const later = render("booking_confirmed", { lang, reservation: { ...reservation, ...AFTER_DST_END } });
    expect(later.text).toContain(after);
    expect(later.subject).toContain(short);
    expect(icsLines(later.attachments[0]!.content)).toContain("DTSTART:20261025T183000Z");
  });

  it("shows the time in the restaurant's zone, not the server's", () => {
    const message = render("confirmed", { restaurant: { ...restaurant, timezone: "America/New_York" } });
    expect(message.text).toContain("Saturday, 24 October 2026 at 13:30");
  });
});

describe("renderGuestMessage, changes", () => {
  const changes = { startsAt: "2026-10-24T18:00:00Z", partySize: 5 };

  it.each(["change_applied", "changed_by_restaurant", "change_approved"] as const)(
    "%s lists the new values and shows the booking with them",
    (kind) => {
      const message = render(kind, { changes, pin: null, manageLink: MANAGE_PAGE });
      expect(message.text).toContain("What has changed\nTime: Saturday, 24 October 2026 at 20:00\nParty size: 5\n");
      expect(message.text).toContain("Date and time: Saturday, 24 October 2026 at 20:00");
      expect(message.subject).toBe(`${EXPECTED[kind].en.subject.split(":")[0]}: Bistro Lumen, Sat 24 Oct 20:00`);
      const lines = icsLines(message.attachments[0]!.content);
      // The stay keeps its length when only the start moves.
      expect(lines).toContain("DTSTART:20261024T180000Z");
      expect(lines).toContain("DTEND:20261024T200000Z");
      expect(lines).toContain("SUMMARY:Table for 5 at Bistro Lumen");
    },
  );

  it.each(["change_requested", "change_declined"] as const)("%s lists what was asked for, and the booking as it stands", (kind) => {
    const message = render(kind, { changes, lang: "de" });
    expect(message.text).toContain("Ihr Änderungswunsch\nTermin: Samstag, 24. Oktober 2026 um 20:00 Uhr\nPersonenzahl: 5\n");
    expect(message.text).toContain("Datum und Uhrzeit: Samstag, 24. Oktober 2026 um 19:30 Uhr");
    expect(message.attachments).toEqual([]);
  });

  it("names a changed name whole, a removed contact as removed, and a changed end alone", () => {
    const text = render("change_applied", {
      changes: { lastName: "Weber-Roth", email: null, phone: "+49 171 0000", endsAt: "2026-10-24T20:00:00Z" },
    }).text;
    expect(text).toContain("Name: Anna Weber-Roth");
    expect(text).toContain("E-mail: (removed)");
    expect(text).toContain("Phone: +49 171 0000");
    expect(text).toContain("Until: 22:00");
    expect(text).toContain("Hello Anna Weber-Roth,");
    expect(text).not.toContain("Time:");
  });

  it("shows special requests in the booking, a changed or removed one among the changes, and keeps a note's line breaks in HTML", () => {
    const withRequests = { ...reservation, notes: "Wheelchair <access>\nCake at 9", occasion: "birthday" as const };
    const booked = render("booking_confirmed", { reservation: withRequests, lang: "de" });
    expect(booked.text).toContain("Anlass: Geburtstag\nBesondere Wünsche: Wheelchair <access>\nCake at 9\n");
    expect(booked.html).toContain('white-space:pre-line">Wheelchair &lt;access&gt;\nCake at 9<');
    expect(render("booking_confirmed").text).not.toContain("Special requests");
    const changed = render("change_applied", { changes: { notes: "Window seat", occasion: null }, pin: null }).text;
    expect(changed).toContain("What has changed\nOccasion: (removed)\nSpecial requests: Window seat\n");
  });

  it("says that the restaurant can be called when it declined a change", () => {
    expect(render("change_declined").text).toContain("You can reach the restaurant by phone at +49 30 1234567.");
    expect(render("change_declined", { restaurant: { ...restaurant, phone: null } }).text).not.toContain("by phone");
  });
});

describe("renderGuestMessage, cancellations, rejections and reminders", () => {
  it("tells a guest who cancelled from a guest whose booking the restaurant cancelled", () => {
    const byGuest = render("cancelled", { cancelledBy: "guest" });
    expect(byGuest.text).toContain("You cancelled your booking at Bistro Lumen for Saturday, 24 October 2026 at 19:30.");
    expect(byGuest.text).not.toContain("by phone");
    const byOwner = render("cancelled", { cancelledBy: "owner" });
    expect(byOwner.text).toContain("Bistro Lumen has cancelled your booking for Saturday, 24 October 2026 at 19:30.");
    expect(byOwner.text).toContain("You can reach the restaurant by phone at +49 30 1234567.");
    expect(byOwner.text).toContain("View your booking:");
    expect(render("cancelled", { lang: "de", cancelledBy: "guest" }).text).toContain("Sie haben Ihre Reservierung bei Bistro Lumen");
    expect(render("cancelled", { lang: "de", cancelledBy: "owner" }).text).toContain("Bistro Lumen hat Ihre Reservierung für");
  });

  it("points a rejected guest to the restaurant's phone, or to another time when it has none", () => {
    expect(render("rejected").text).toContain("please call +49 30 1234567.");
    expect(render("rejected", { lang: "de" }).text).toContain("Rufen Sie einfach unter +49 30 1234567 an.");
    const noPhone = render("rejected", { restaurant: { ...restaurant, phone: null } }).text;
    expect(noPhone).toContain("You are welcome to request another day or time.");
    expect(noPhone).not.toContain("Phone:");
  });

  it.each([
    { now: "2026-10-23T19:00:00Z", en: "See you tomorrow at 19:30", de: "Bis morgen um 19:30 Uhr" },
    { now: "2026-10-24T06:00:00Z", en: "See you today at 19:30", de: "Wir sehen uns heute um 19:30 Uhr" },
  ])("reminds of the visit as seen at $now", ({ now, en, de }) => {
    expect(render("reminder", {}, new Date(now)).text.split("\n")[0]).toBe(en);
    expect(render("reminder", { lang: "de" }, new Date(now)).html).toContain(
      `<h1 style="margin:0 0 24px;font-size:24px;line-height:1.3;color:#1a1a1a">${de}</h1>`,
    );
  });

  it("counts tomorrow in the restaurant's days across the change of time", () => {
    // 20:00 on Saturday in Berlin; the visit is 19:30 on Sunday, in winter time.
    const message = render("reminder", { reservation: { ...reservation, ...AFTER_DST_END } }, new Date("2026-10-24T18:00:00Z"));
    expect(message.text).toContain("See you tomorrow at 19:30");
    expect(icsLines(message.attachments[0]!.content)).toContain("DTSTART:20261025T183000Z");
  });
});

describe("renderGuestMessage, what it is given", () => {
  const hostile = "<img src=x onerror=alert(1)>";

  it.each(cases)("$kind ($lang): escapes a guest's and a restaurant's name in HTML, and keeps them literal in text", ({ kind, lang }) => {
    const message = render(kind, {
      lang,
      reservation: { ...reservation, firstName: hostile, lastName: `"O'Brien"` },
      restaurant: { ...restaurant, name: `Chez <b>"Marie"</b>` },
    });
    expect(message.html).not.toMatch(/<img|<b>/);
    expect(message.html).toContain("&lt;img src=x onerror=alert(1)&gt; &quot;O&#39;Brien&quot;");
    expect(message.html).toContain("Chez &lt;b&gt;&quot;Marie&quot;&lt;/b&gt;");
    expect(message.text).toContain(`${hostile} "O'Brien",`);
    expect(message.subject).toContain(`Chez <b>"Marie"</b>`);
  });

  it.each(cases)("$kind ($lang): keeps the subject on one line", ({ kind, lang }) => {
    const { subject } = render(kind, { lang, restaurant: { ...restaurant, name: "Bistro\r\nBcc: someone@example.org\nLumen" } });
    expect(subject).not.toMatch(/[\r\n]/);
    expect(subject).toContain("Bistro Bcc: someone@example.org Lumen");
  });

  it("links only http(s) addresses", () => {
    const message = render("booking_received", {
      manageLink: "javascript:alert(1)",
      restaurant: { ...restaurant, website: "javascript:alert(2)" },
    });
    expect(message.html).not.toContain("href");
    expect(message.html).toContain("javascript:alert(2)");
    expect(icsLines(message.attachments[0]!.content).some((line) => line.startsWith("URL"))).toBe(false);
    expect(render("booking_received").html).toContain(`href="https://lumen.example/"`);
  });

  it("leaves out what the restaurant has not set", () => {
    const message = render("booking_confirmed", {
      manageLink: null,
      restaurant: { ...restaurant, address: null, phone: null, website: null },
    });
    for (const label of ["Address:", "Phone:", "Website:", "Change or cancel your booking"]) expect(message.text).not.toContain(label);
    expect(message.text).toContain(`PIN: ${PIN}`);
    const lines = icsLines(message.attachments[0]!.content);
    expect(lines.some((line) => /^(LOCATION|URL)/.test(line))).toBe(false);
  });

  it("never shows a PIN passed to a kind that must not carry it, nor one hidden in the manage link", () => {
    for (const kind of GUEST_MESSAGE_KINDS.filter((k) => !PIN_KINDS.includes(k))) {
      const message = render(kind);
      expect(JSON.stringify(message)).not.toContain(PIN);
    }
    // A PIN kind whose PIN is unknown gets the bare page too.
    const message = render("booking_confirmed", { pin: null });
    expect(JSON.stringify(message)).not.toContain(PIN);
    expect(message.text).toContain("You will need your reservation number and PIN.");
  });

  it("greets without a name gap when the first name is missing, in the singular for one guest", () => {
    const message = render("booking_confirmed", { lang: "de", reservation: { ...reservation, firstName: null, partySize: 1 } });
    expect(message.text).toContain("Guten Tag, Weber,");
    expect(icsLines(message.attachments[0]!.content)).toContain("SUMMARY:Tisch für 1 Person\\, Bistro Lumen");
  });
});
