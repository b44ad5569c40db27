import { describe, expect, it } from "vitest";
import type { Lang } from "../../../core/locale.ts";
import { renderGuestMessage } from "./render-guest.ts";
import { renderOwnerMessage } from "./render-owner.ts";
import { NOW, guestInput, icsLines, ownerInput } from "./test-support.ts";
import { GUEST_MESSAGE_KINDS, OWNER_MESSAGE_KINDS } from "./types.ts";

/** Saturday 24 October 2026, 19:30 in Berlin, party of 4, in each newer language's own conventions (24 h clock, day before month). */
const EXPECTED: Record<Exclude<Lang, "en" | "de">, { subject: string; when: string; greeting: string; calendar: string }> = {
  fr: {
    subject: "Réservation confirmée : Bistro Lumen, sam. 24 oct., 19:30",
    when: "samedi 24 octobre 2026 à 19:30",
    greeting: "Bonjour Anna Weber,",
    calendar: "SUMMARY:Table pour 4 personnes\\, Bistro Lumen",
  },
  it: {
    subject: "Prenotazione confermata: Bistro Lumen, sab 24 ott, 19:30",
    when: "sabato 24 ottobre 2026 alle 19:30",
    greeting: "Gentile Anna Weber,",
    calendar: "SUMMARY:Tavolo per 4 persone\\, Bistro Lumen",
  },
  es: {
    subject: "Reserva confirmada: Bistro Lumen, sáb 24 oct, 19:30",
    when: "sábado 24 de octubre de 2026, a las 19:30",
    greeting: "Hola, Anna Weber:",
    calendar: "SUMMARY:Mesa para 4 personas\\, Bistro Lumen",
  },
  nl: {
    subject: "Reservering bevestigd: Bistro Lumen, za 24 okt, 19:30",
    when: "zaterdag 24 oktober 2026 om 19:30",
    greeting: "Beste Anna Weber,",
    calendar: "SUMMARY:Tafel voor 4 personen\\, Bistro Lumen",
  },
};
const NEW_LANGS = Object.keys(EXPECTED) as (keyof typeof EXPECTED)[];

describe("guest e-mails in French, Italian, Spanish and Dutch", () => {
  it.each(NEW_LANGS)("%s: subject, greeting, the date in the language's own words, the calendar file", (lang) => {
    const confirmed = renderGuestMessage(guestInput("booking_confirmed", { lang }), NOW, "no-reply@couvert.example");
    expect(confirmed.subject).toBe(EXPECTED[lang].subject);
    expect(confirmed.text).toContain(EXPECTED[lang].greeting);
    expect(confirmed.text).toContain(EXPECTED[lang].when);
    expect(confirmed.html).toMatch(new RegExp(`^<!doctype html>\\s*<html lang="${lang}">`));
    const ics = confirmed.attachments.find((a) => a.filename.endsWith(".ics"));
    expect(icsLines(ics!.content)).toContain(EXPECTED[lang].calendar);
  });

  it.each(NEW_LANGS)("%s: every guest and owner message has its own subject and no English left in it", (lang) => {
    const subjects = new Set<string>();
    for (const kind of GUEST_MESSAGE_KINDS) {
      const message = renderGuestMessage(guestInput(kind, { lang }), NOW, "no-reply@couvert.example");
      expect(message.text).not.toMatch(/\b(Hello|Your booking|Reservation number)\b/);
      subjects.add(message.subject);
    }
    for (const kind of OWNER_MESSAGE_KINDS) {
      const message = renderOwnerMessage(ownerInput(kind, { lang }));
      expect(message.text).not.toMatch(/\b(The booking|Guest|guests)\b/);
    }
    // "confirmed" and "booking_confirmed" say the same thing on purpose.
    expect(subjects.size).toBe(GUEST_MESSAGE_KINDS.length - 1);
  });
});
