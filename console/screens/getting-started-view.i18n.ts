import { catalog, textsIn } from "../../ui-shared/lazy-catalog.ts";
import type { GettingStartedStep } from "../../core/owner/getting-started.ts";
import type { ConsoleLang } from "../i18n/index.ts";

interface StepTexts {
  title: string;
  /** Why the step matters, in one or two sentences an owner reads before the form. */
  why: string;
}

/** The walkthrough's English texts; German is typed as `GettingStartedMessages`, so a missing key does not compile. */
const en = {
  nav: "Getting started",
  title: "Getting started",
  intro: "Seven steps, and guests can book a table on your own website. Everything can be changed later under Settings.",
  progressLabel: "Steps",
  done: "done",
  notDone: "to do",
  stepOf: (n: number, of: number) => `Step ${n} of ${of}`,
  back: "Back",
  next: "Next",
  steps: {
    details: {
      title: "Your restaurant",
      why: "Guests see the name in the booking widget and find your address and phone number in every confirmation e-mail.",
    },
    hours: {
      title: "Opening hours",
      why: "Guests can only pick times when you are open. Add holidays and special dates now or whenever they come up.",
    },
    capacity: {
      title: "Capacity and booking rules",
      why: "How many guests you can seat at the same time: without it, the widget would take any number of bookings for a time. The other rules have sensible defaults.",
    },
    notifications: {
      title: "Who hears of bookings",
      why: "At least one e-mail address that is told of every new booking and change. Without one, nobody at the restaurant learns that a guest booked.",
    },
    website: {
      title: "Your website",
      why: "Create a key and paste the snippet into your website where the booking form should appear. The preview shows what guests will see.",
    },
    manage: {
      title: "Change or cancel page",
      why: "The page of your website with the manage widget (the snippet puts it below the booking form): the “Change or cancel” button of every guest e-mail leads there. Until you name it, it leads to your booking page on Couvert.",
    },
    publish: {
      title: "Go live",
      why: "Until you publish, the widgets on your website do not take bookings.",
    },
  } satisfies Record<GettingStartedStep, StepTexts>,
  checklist: "Before you publish",
  live: "You are live: guests can book on your website. New bookings appear in the day view as they arrive.",
  toDay: "Go to today's bookings",
};

export type GettingStartedMessages = typeof en;

const de: GettingStartedMessages = {
  nav: "Erste Schritte",
  title: "Erste Schritte",
  intro:
    "Sieben Schritte, und Gäste können auf Ihrer eigenen Website einen Tisch reservieren. Alles lässt sich später unter Einstellungen ändern.",
  progressLabel: "Schritte",
  done: "erledigt",
  notDone: "offen",
  stepOf: (n: number, of: number) => `Schritt ${n} von ${of}`,
  back: "Zurück",
  next: "Weiter",
  steps: {
    details: {
      title: "Ihr Restaurant",
      why: "Gäste sehen den Namen im Buchungs-Widget und finden Adresse und Telefonnummer in jeder Bestätigungs-E-Mail.",
    },
    hours: {
      title: "Öffnungszeiten",
      why: "Gäste können nur Zeiten wählen, zu denen Sie geöffnet haben. Feiertage und besondere Tage können Sie jetzt oder später eintragen.",
    },
    capacity: {
      title: "Kapazität und Buchungsregeln",
      why: "Wie viele Gäste Sie gleichzeitig bewirten können: Ohne diese Angabe nähme das Widget beliebig viele Reservierungen für eine Zeit an. Die übrigen Regeln haben sinnvolle Voreinstellungen.",
    },
    notifications: {
      title: "Wer von Reservierungen erfährt",
      why: "Mindestens eine E-Mail-Adresse, die von jeder neuen Reservierung und Änderung erfährt. Ohne sie merkt im Restaurant niemand, dass ein Gast reserviert hat.",
    },
    website: {
      title: "Ihre Website",
      why: "Legen Sie einen Schlüssel an und fügen Sie den Code-Schnipsel dort in Ihre Website ein, wo das Buchungsformular erscheinen soll. Die Vorschau zeigt, was Gäste sehen.",
    },
    manage: {
      title: "Seite zum Ändern oder Stornieren",
      why: "Die Seite Ihrer Website mit dem Verwaltungs-Widget (das Snippet setzt es unter das Buchungsformular): Dorthin führt die Schaltfläche „Ändern oder stornieren“ jeder E-Mail an Gäste. Solange Sie keine nennen, führt sie zu Ihrer Reservierungsseite bei Couvert.",
    },
    publish: {
      title: "Online gehen",
      why: "Solange Sie nicht veröffentlichen, nehmen die Widgets auf Ihrer Website keine Reservierungen an.",
    },
  },
  checklist: "Vor dem Veröffentlichen",
  live: "Sie sind online: Gäste können auf Ihrer Website reservieren. Neue Reservierungen erscheinen sofort in der Tagesansicht.",
  toDay: "Zu den heutigen Reservierungen",
};

const CATALOGS = catalog("getting-started", { en, de });

export const gettingStartedMessages = (lang: ConsoleLang): GettingStartedMessages => textsIn(CATALOGS, lang);
