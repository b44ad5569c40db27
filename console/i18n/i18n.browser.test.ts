import { describe, expect, it } from "vitest";
import { catalogDiff } from "../../core/i18n/catalog-diff.ts";
import { LANGS } from "../../core/locale.ts";
import { namedCatalogs } from "../../ui-shared/lazy-catalog.ts";
import "../screens/book-view.i18n.ts";
import "../screens/events-view.i18n.ts";
import "../screens/export-view.i18n.ts";
import "../screens/getting-started-view.i18n.ts";
import "../screens/hosted-page-card.i18n.ts";
import "../screens/settings-view.i18n.ts";
import "../screens/tables/tables.i18n.ts";
import "../screens/website-view.i18n.ts";
import { loadLanguage, messagesFor } from "./index.ts";

const NEWER = LANGS.filter((lang) => lang !== "en" && lang !== "de");

/**
 * Screens whose texts are English and German only so far: in the newer languages they show
 * English. Translating one means adding its texts to console/i18n/packs/<lang>.ts and removing it
 * here; the test below then checks it like the others.
 */
const ENGLISH_AND_GERMAN_ONLY = ["book", "events-view", "export", "getting-started", "settings", "tables", "website"];

describe("the console's languages", () => {
  it.each(NEWER)("%s loads as a chunk of its own and has every key of every catalogue it translates", async (lang) => {
    expect(await loadLanguage(lang)).toBe(true);
    expect(messagesFor(lang).lang).toBe(lang);
    const problems = [...namedCatalogs()]
      .filter(([name]) => !ENGLISH_AND_GERMAN_ONLY.includes(name))
      .flatMap(([name, texts]) => catalogDiff(texts.en, texts[lang], name));
    expect(problems).toEqual([]);
  });

  it("German has every key of every catalogue", () => {
    expect([...namedCatalogs()].flatMap(([name, texts]) => catalogDiff(texts.en, texts.de, name))).toEqual([]);
  });

  it("lists exactly the screens still in English and German only", async () => {
    for (const lang of NEWER) await loadLanguage(lang);
    const untranslated = [...namedCatalogs()].filter(([, texts]) => NEWER.some((lang) => !texts[lang])).map(([name]) => name);
    expect(untranslated.sort()).toEqual(ENGLISH_AND_GERMAN_ONLY);
  });
});
