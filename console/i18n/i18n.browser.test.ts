/// <reference types="vite/client" />
import { describe, expect, it } from "vitest";
import { catalogDiff } from "../../core/i18n/catalog-diff.ts";
import { LANGS } from "../../core/locale.ts";
import { namedCatalogs } from "../../ui-shared/lazy-catalog.ts";
import { loadLanguage, messagesFor } from "./index.ts";

// Every screen's catalogue, found by name, so a new screen is checked without being listed here.
import.meta.glob("../screens/**/*.i18n.ts", { eager: true });

const NEWER = LANGS.filter((lang) => lang !== "en" && lang !== "de");

describe("the console's languages", () => {
  it.each(NEWER)("%s loads as a chunk of its own and has every key of every catalogue", async (lang) => {
    expect(await loadLanguage(lang)).toBe(true);
    expect(messagesFor(lang).lang).toBe(lang);
    const problems = [...namedCatalogs()].flatMap(([name, texts]) =>
      texts[lang] ? catalogDiff(texts.en, texts[lang], name) : [`${name}: no ${lang} texts`],
    );
    expect(problems).toEqual([]);
  });

  it("German has every key of every catalogue", () => {
    expect([...namedCatalogs()].flatMap(([name, texts]) => catalogDiff(texts.en, texts.de, name))).toEqual([]);
  });

  it("finds the screens' catalogues", () => {
    expect([...namedCatalogs().keys()]).toEqual(expect.arrayContaining(["book", "settings", "tables", "website", "getting-started"]));
  });
});
