import { textsIn } from "../../ui-shared/lazy-catalog.ts";
import { html, type TemplateResult } from "lit";
import { gettingStartedMessages } from "./getting-started-view.i18n.ts";
import "./day-view.ts";
import "./requests-view.ts";
import "./book-view.ts";
import { bookTexts } from "./book-view.i18n.ts";
import "./export-view.ts";
import { exportTexts } from "./export-view.i18n.ts";
import "./events-view.ts";
import { eventsTexts } from "./events-view.i18n.ts";
import "./team-view.ts";
import { settingsMessages } from "./settings-view.i18n.ts";
import { websiteMessages } from "./website-view.i18n.ts";
import { privacyNav } from "./privacy/privacy-nav.i18n.ts";
import type { ScreenContext, ScreenDefinition } from "./screen.ts";
import { waitlistTexts } from "./waitlist/waitlist.i18n.ts";
import { guestCardTexts } from "./guests/guest-history.i18n.ts";

/**
 * Screens that come in a chunk of their own, asked for the first time one is shown, so the
 * console's first load does not grow with them. Until it is in, the element is not yet defined and
 * shows its "loading" child; defined, it upgrades with the context already set.
 */
function chunkLoader(load: () => Promise<unknown>): () => void {
  let chunk: Promise<unknown> | null = null;
  return () => {
    chunk ??= load().catch((error: unknown) => {
      chunk = null;
      throw error;
    });
  };
}

const loadTables = chunkLoader(() => import("./tables/index.ts"));
const loadFeedback = chunkLoader(() => import("./feedback/index.ts"));
const loadWaitlist = chunkLoader(() => import("./waitlist/index.ts"));
const loadPrivacy = chunkLoader(() => import("./privacy/index.ts"));
const loadGuests = chunkLoader(() => import("./guests/index.ts"));
const loadSetup = chunkLoader(() => import("./setup-screens.ts"));

/** The "loading" child a lazily defined screen shows until its chunk is in. */
const loading = (c: ScreenContext) => html`<p role="status">${c.m.loading}</p>`;

/** A screen whose element comes with `load`'s chunk: shown with the "loading" child until it is in. */
const inChunk =
  (load: () => void) =>
  (c: ScreenContext, template: (loading: TemplateResult) => TemplateResult): TemplateResult => {
    load();
    return template(loading(c));
  };
const tablesScreen = inChunk(loadTables);
const setupScreen = inChunk(loadSetup);

function feedbackScreen(c: ScreenContext): TemplateResult {
  loadFeedback();
  return html`<couvert-feedback-view .context=${c}>${loading(c)}</couvert-feedback-view>`;
}

function waitlistScreen(c: ScreenContext): TemplateResult {
  loadWaitlist();
  return html`<couvert-waitlist-view .context=${c}>${loading(c)}</couvert-waitlist-view>`;
}

function privacyScreen(c: ScreenContext): TemplateResult {
  loadPrivacy();
  return html`<couvert-privacy-view .context=${c}>${loading(c)}</couvert-privacy-view>`;
}

function guestsScreen(c: ScreenContext): TemplateResult {
  loadGuests();
  return html`<couvert-guests-view .context=${c}>${loading(c)}</couvert-guests-view>`;
}

/** The console's screens in navigation order; the first one a role allows opens by default. */
export const SCREENS: ScreenDefinition[] = [
  {
    id: "start",
    area: "restaurant",
    label: (_m, lang) => gettingStartedMessages(lang).nav,
    // Until the restaurant is live, an owner's console opens here: the first sign-in's walkthrough.
    listed: (restaurant) => !restaurant.published,
    render: (c) => setupScreen(c, (loading) => html`<couvert-getting-started-view .context=${c}>${loading}</couvert-getting-started-view>`),
  },
  { id: "day", area: "reservations", label: (m) => m.nav.day, render: (c) => html`<couvert-day-view .context=${c}></couvert-day-view>` },
  {
    id: "requests",
    area: "reservations",
    label: (m) => m.nav.requests,
    render: (c) => html`<couvert-requests-view .context=${c}></couvert-requests-view>`,
    showsWaiting: true,
  },
  {
    id: "timeline",
    area: "reservations",
    label: (m) => m.nav.timeline,
    render: (c) => tablesScreen(c, (loading) => html`<couvert-timeline-view .context=${c}>${loading}</couvert-timeline-view>`),
  },
  { id: "waitlist", area: "reservations", label: (_m, lang) => waitlistTexts(lang).nav, render: waitlistScreen },
  {
    id: "guests",
    area: "reservations",
    label: (_m, lang) => guestCardTexts[lang].nav,
    render: guestsScreen,
  },
  {
    id: "book",
    area: "reservations",
    label: (_m, lang) => textsIn(bookTexts, lang).nav,
    render: (c) => html`<couvert-book-view .context=${c}></couvert-book-view>`,
  },
  {
    id: "export",
    area: "restaurant",
    label: (_m, lang) => textsIn(exportTexts, lang).nav,
    render: (c) => html`<couvert-export-view .context=${c}></couvert-export-view>`,
  },
  {
    id: "feedback",
    area: "reservations",
    label: (m) => m.nav.feedback,
    render: feedbackScreen,
  },
  {
    id: "events",
    area: "restaurant",
    label: (_m, lang) => eventsTexts(lang).title,
    render: (c) => html`<couvert-events-view .context=${c}></couvert-events-view>`,
  },
  {
    id: "tables",
    area: "restaurant",
    label: (m) => m.nav.tables,
    render: (c) => tablesScreen(c, (loading) => html`<couvert-tables-view .context=${c}>${loading}</couvert-tables-view>`),
  },
  { id: "team", area: "restaurant", label: (m) => m.nav.team, render: (c) => html`<couvert-team-view .context=${c}></couvert-team-view>` },
  {
    id: "settings",
    area: "restaurant",
    label: (_m, lang) => settingsMessages(lang).title,
    render: (c) => setupScreen(c, (loading) => html`<couvert-settings-view .context=${c}>${loading}</couvert-settings-view>`),
  },
  {
    id: "privacy",
    area: "restaurant",
    label: (_m, lang) => privacyNav[lang],
    render: privacyScreen,
  },
  {
    id: "website",
    area: "restaurant",
    label: (_m, lang) => websiteMessages(lang).nav,
    render: (c) => setupScreen(c, (loading) => html`<couvert-website-view .context=${c}>${loading}</couvert-website-view>`),
  },
];
