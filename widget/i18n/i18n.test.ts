import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "../../core/errors.ts";
import { catalogDiff } from "../../core/i18n/catalog-diff.ts";
import { messages as events } from "../../ui-shared/event-card/messages.ts";
import { messages as booking } from "../couvert-booking/messages.ts";
import { messages as manage } from "../couvert-manage/messages.ts";
import { common, countdown, guestLocale, langOf, LANGS, messageFor, type Lang } from "./index.ts";
import type { WidgetPack } from "./pack.ts";
import { pack as de } from "./packs/de.ts";
import { pack as es } from "./packs/es.ts";
import { pack as fr } from "./packs/fr.ts";
import { pack as italian } from "./packs/it.ts";
import { pack as nl } from "./packs/nl.ts";

/** Every language's widget texts, as its pack holds them (English from the elements' own files). */
const packs: Record<Lang, WidgetPack> = {
  en: { common: common.en, booking: booking.en, manage: manage.en, events: events.en },
  de,
  fr,
  it: italian,
  es,
  nl,
};

describe("translations", () => {
  // The failure lists every key to add or fix: "booking.callUs: missing", "common.guests: placeholders …".
  it.each(LANGS.filter((lang) => lang !== "en"))("%s has every English key of every element, with the same placeholders", (lang) => {
    expect(catalogDiff(packs.en, packs[lang])).toEqual([]);
  });

  it("count with each language's plural rules", () => {
    expect(common.en.guests(1)).toBe("1 guest");
    expect(common.en.guests(4)).toBe("4 guests");
    expect(de.common.guests(1)).toBe("1 Person");
    expect(de.common.guests(4)).toBe("4 Personen");
    expect(de.common.wait(30)).toContain("30 Sekunden");
    expect(common.en.wait(1)).toContain("1 second,");
    expect(common.en.wait(900)).toBe("Please wait 15 minutes, then try again.");
    expect(de.common.wait(61)).toContain("61 Sekunden");
    expect([0, 1, 2].map((n) => fr.common.guests(n))).toEqual(["0 personne", "1 personne", "2 personnes"]);
    expect([1, 6].map((n) => italian.common.guests(n))).toEqual(["1 persona", "6 persone"]);
    expect([1, 6].map((n) => es.common.timesFound(n))).toEqual(["1 hora libre", "6 horas libres"]);
    expect([1, 6].map((n) => nl.common.charactersLeft(n))).toEqual(["Nog 1 teken", "Nog 6 tekens"]);
    expect(fr.common.wait(1)).toBe("Veuillez patienter 1 seconde, puis réessayer.");
    expect(es.events.results(1, 0)).toBe("1 evento próximo, 0 eventos pasados");
  });
});

describe("messageFor", () => {
  it("has a message of its own for every API error code and network_error, in every language", () => {
    for (const lang of LANGS) {
      const m = packs[lang].common;
      const fallback = m.errors.internal_error;
      for (const code of [...ERROR_CODES, "network_error"] as const) {
        expect(m.errors[code], `${lang}.${code}`).toBeTruthy();
        if (code !== "internal_error") expect(messageFor(m, code), `${lang}.${code}`).not.toBe(fallback);
      }
      // Distinct texts: a copy-paste slip would give two codes the same sentence.
      const texts = [...ERROR_CODES, "network_error"].map((c) => messageFor(m, c));
      expect(new Set(texts).size).toBe(texts.length);
    }
  });

  it("says what to fix when invalid_request names a field", () => {
    expect(messageFor(common.en, "invalid_request", "guest_email")).toMatch(/e-mail address/);
    expect(messageFor(de.common, "invalid_request", "guest_phone")).toMatch(/im Land des Restaurants gewählt, oder mit Ländervorwahl/);
    expect(messageFor(common.en, "invalid_request", "unknown_field")).toBe(common.en.errors.invalid_request);
  });

  it("falls back to the generic error for an unknown code", () => {
    expect(messageFor(de.common, "brand_new_code")).toBe(de.common.errors.internal_error);
  });
});

describe("langOf", () => {
  it("reads the primary subtag and falls back to English", () => {
    expect(langOf("de-AT")).toBe("de");
    expect(langOf("DE")).toBe("de");
    expect(langOf("en-GB")).toBe("en");
    expect(langOf("de_DE")).toBe("de");
    expect(langOf("fr-BE")).toBe("fr");
    expect(langOf("nl_NL")).toBe("nl");
    expect(langOf("pt")).toBe("en");
    expect(langOf("")).toBe("en");
  });
});

describe("guestLocale", () => {
  it("sends the element's locale when the API takes its shape, else its language alone", () => {
    expect(guestLocale("de-AT")).toBe("de-AT");
    expect(guestLocale("en")).toBe("en");
    expect(guestLocale("de-DE-u-co-phonebk")).toBe("de-DE-u-co-phonebk");
    expect(guestLocale("de-DE-u-co-phonebk-ca-gregory-nu-latn-x-couvert")).toBe("de");
  });
});

describe("the countdown after too many attempts", () => {
  it("says minutes and seconds, never a clock's 14:05 (read as a time of day)", () => {
    const { en } = common;
    const german = de.common;
    expect(en.retryIn(countdown(845, en))).toBe("You can try again in 14 min 5 s.");
    expect(en.retryIn(countdown(45, en))).toBe("You can try again in 45 s.");
    expect(german.retryIn(countdown(845, german))).toBe("Ein neuer Versuch ist in 14 Min. 5 Sek. möglich.");
    expect(german.retryIn(countdown(60, german))).toBe("Ein neuer Versuch ist in 1 Min. möglich.");
    expect(en.retryIn(countdown(120, en))).toBe("You can try again in 2 min.");
  });
});
