import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, signIn } from "./support/console.ts";
import { e2e } from "./support/env.ts";
import { shot } from "./support/widgets.ts";

/** What Settings and Book say in each language checked here (console/screens/*.i18n.<lang>.ts). */
const WORDS = {
  fr: { settings: "Paramètres", rules: "Règles de réservation", book: "Réserver pour un client", party: "Couverts" },
  nl: { settings: "Instellingen", rules: "Reserveringsregels", book: "Reserveren voor een gast", party: "Couverts" },
};

/** Nothing on the page is wider than the phone: a long word wraps instead of spilling sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
}

for (const [lang, words] of Object.entries(WORDS)) {
  test(`the console's Settings and Book in ${lang} on a phone: translated, wrapped, accessible`, async ({ page }) => {
    await page.addInitScript((chosen) => localStorage.setItem("couvert-console-lang", chosen), lang);
    await page.setViewportSize({ width: 375, height: 812 });

    await signIn(page, e2e.owner, `#/${e2e.slug}/settings`);
    await expect(page.getByRole("heading", { level: 1, name: words.settings })).toBeVisible();
    await expect(page.getByRole("heading", { name: words.rules })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await shot(page, `console-settings-${lang}-phone`);

    await page.goto(`${e2e.url}/owner/#/${e2e.slug}/book`);
    await expect(page.getByRole("heading", { level: 1, name: words.book })).toBeVisible();
    await expect(page.getByLabel(words.party)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await shot(page, `console-book-${lang}-phone`);
  });
}

/** The other newly translated screens' headings, in the two languages not checked above. */
const HEADINGS = {
  it: { events: "Eventi", export: "Esporta le prenotazioni", tables: "Tavoli", timeline: /^Planning: /, website: "Sito web" },
  es: { events: "Eventos", export: "Exportar reservas", tables: "Mesas", timeline: /^Cronograma: /, website: "Sitio web" },
};

for (const [lang, headings] of Object.entries(HEADINGS)) {
  test(`the console's other translated screens in ${lang} fit a phone`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    // Signed in in English (the helper waits for the "Console" navigation), then in `lang` from the reload on.
    await signIn(page, e2e.owner, `#/${e2e.slug}/day`);
    await page.evaluate((chosen) => localStorage.setItem("couvert-console-lang", chosen), lang);
    await page.reload();
    for (const [screen, heading] of Object.entries(headings)) {
      await page.goto(`${e2e.url}/owner/#/${e2e.slug}/${screen}`);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shot(page, `console-${screen}-${lang}-phone`);
    }
  });
}
