import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { e2e } from "./support/env.ts";
import { waitForMail } from "./support/mailbox.ts";
import { shot } from "./support/widgets.ts";

/** What each newer language's booking form says, as a guest reads it (widget/i18n/<lang>.ts). */
const WORDS = {
  fr: {
    submit: "Réserver une table",
    date: "Date",
    time: /^Heure\b/,
    first: "Prénom",
    last: "Nom",
    email: "E-mail",
    notifyEmail: "M’informer par e-mail",
    terms: /^J’accepte les conditions générales/,
    done: /^Merci !/,
    guests: "2 personnes",
    mail: /Bonjour Léa Martin,/,
  },
  it: {
    submit: "Prenota un tavolo",
    date: "Data",
    time: /^Orario\b/,
    first: "Nome",
    last: "Cognome",
    email: "E-mail",
    notifyEmail: "Avvisami via e-mail",
    terms: /^Accetto i termini e condizioni/,
    done: /^Grazie!/,
    guests: "2 persone",
    mail: null,
  },
  es: {
    submit: "Reservar mesa",
    date: "Fecha",
    time: /^Hora\b/,
    first: "Nombre",
    last: "Apellidos",
    email: "Correo electrónico",
    notifyEmail: "Avisarme por correo electrónico",
    terms: /^Acepto las condiciones generales/,
    done: /^¡Gracias!/,
    guests: "2 personas",
    mail: null,
  },
  nl: {
    submit: "Tafel reserveren",
    date: "Datum",
    time: /^Tijd\b/,
    first: "Voornaam",
    last: "Achternaam",
    email: "E-mail",
    notifyEmail: "Stuur mij een e-mail",
    terms: /^Ik ga akkoord met de algemene voorwaarden/,
    done: /^Bedankt!/,
    guests: "2 personen",
    mail: null,
  },
};

/** A booking element with `lang` appended to the demo site's (English) page: its own `lang` decides. */
async function widgetIn(page: Page, lang: string) {
  await page.evaluate(
    ([code, key]) => {
      const card = document.createElement("section");
      card.className = "section";
      const element = document.createElement("couvert-booking");
      element.setAttribute("lang", code);
      element.setAttribute("api-key", key);
      card.append(element);
      document.body.append(card);
    },
    [lang, e2e.key] as const,
  );
  return page.locator(`couvert-booking[lang="${lang}"]`);
}

for (const [index, [lang, w]] of Object.entries(WORDS).entries()) {
  test(`a booking in ${lang} at 375 px: its words, dates and 24-hour times, its own chunk, axe, the e-mail`, async ({ page }) => {
    test.slow(); // two axe runs and a booking, on a machine shared by several test runs
    await page.setViewportSize({ width: 375, height: 800 });
    const packs: string[] = [];
    page.on("request", (request) => {
      const name = /\/widget\/couvert\.([a-z]{2})-[\w-]+\.js$/.exec(request.url())?.[1];
      if (name) packs.push(name);
    });
    await page.goto(`${e2e.url}/`);
    const booking = await widgetIn(page, lang);
    await expect(booking.getByRole("button", { name: w.submit })).toBeVisible();
    // Only the language the page shows is downloaded; English stays in the bundle.
    expect(packs).toEqual([lang]);

    // A day a few days on, spread per language so the four bookings do not compete for one table.
    await booking.getByRole("button", { name: new RegExp(`^${w.date} `) }).click();
    const dates = booking.getByRole("group", { name: w.date, exact: true });
    const month = new Intl.DateTimeFormat(lang, { month: "long" });
    const choosable = dates.locator('button[data-date][aria-disabled="false"]');
    await expect(choosable.first()).toBeVisible();
    const day = choosable.nth(Math.min(index + 2, (await choosable.count()) - 1));
    const date = (await day.getAttribute("data-date"))!;
    await expect(day).toHaveAccessibleName(new RegExp(month.format(new Date(`${date}T12:00:00Z`))));
    await day.click();

    const times = booking.getByRole("radiogroup", { name: w.time });
    const slot = times.getByRole("radio").first();
    await expect(slot).toHaveText(/^\s*([01]\d|2[0-3]):[0-5]\d\s*$/);
    await slot.click();
    const email = `lea.${lang}@example.com`;
    await booking.getByRole("textbox", { name: w.first, exact: true }).fill("Léa");
    // The last name is required: its label says so in the language ("Nom (obligatoire)").
    await booking.getByRole("textbox", { name: new RegExp(`^${w.last} \\(`) }).fill("Martin");
    await booking.getByRole("textbox", { name: w.email, exact: true }).fill(email);
    await booking.getByRole("checkbox", { name: w.notifyEmail }).check();
    await booking.getByRole("checkbox", { name: w.terms }).check();
    await expectNoAxeViolations(page, { include: `couvert-booking[lang="${lang}"]`, state: `${lang} form filled in` });
    await booking.getByRole("button", { name: w.submit }).click();

    const confirmation = booking.getByRole("region", { name: w.done });
    await expect(confirmation).toContainText(w.guests);
    await expectNoAxeViolations(page, { include: `couvert-booking[lang="${lang}"]`, state: `${lang} confirmation` });
    await shot(booking, `languages-${lang}`);

    if (w.mail) {
      const mail = await waitForMail(email, w.mail);
      expect(mail.subject).toMatch(/^(Demande reçue|Réservation confirmée) : /);
      expect(mail.html).toContain(`<html lang="${lang}">`);
    }
  });
}
