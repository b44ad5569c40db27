import { consoleFragment, placeOf, type ConsolePlace } from "../core/owner/console-address.ts";
import { LitElement, html, nothing } from "lit";
import { roleAllows } from "../core/accounts/roles.ts";
import type { Membership, SessionView } from "../core/accounts/schemas.ts";
import { OWNER_API } from "../core/owner/contract/index.ts";
import { ConsoleApi } from "./api.ts";
import { consoleNav } from "./console-nav.ts";
import { LANGS, LANGUAGE_NAMES } from "../core/locale.ts";
import {
  errorText,
  loadLanguage,
  markLangSaved,
  messagesFor,
  preferredLang,
  rememberLang,
  unsavedLang,
  type ConsoleLang,
} from "./i18n/index.ts";
import { SCREENS } from "./screens/index.ts";
import type { ScreenContext, ScreenDefinition } from "./screens/screen.ts";
import "./screens/sign-in-screen.ts";
import "./screens/setup-screen.ts";
import { consoleStyles } from "./styles.ts";
import { couvertConsoleStyles } from "./couvert-console.styles.ts";
import { MediaQueryController } from "../ui-shared/media-query.ts";
import type { WaitingDetail } from "./waiting-count.ts";

type View =
  | { kind: "loading" }
  | { kind: "signed-out"; notice: string | null }
  | { kind: "setup"; token: string }
  | { kind: "console"; session: SessionView };

/**
 * @summary The owner console (docs/api.md §16): signs the person in, then shows the screens
 * their role allows for the restaurant in the address (`#/<slug>/<screen>/…`), live.
 */
export class CouvertConsole extends LitElement {
  static override styles = [consoleStyles, couvertConsoleStyles];

  static override properties = {
    view: { state: true },
    language: { state: true },
    place: { state: true },
    liveTick: { state: true },
    unseen: { state: true },
    liveOpen: { state: true },
    waiting: { state: true },
  };

  declare private view: View;
  declare private language: ConsoleLang;
  declare private place: ConsolePlace;
  /** Reservation writes heard live; screens reload when it changes. */
  declare private liveTick: number;
  /** Heard while the tab was hidden: shown in its title. */
  declare private unseen: number;
  /** Whether the live stream is connected (and subscribed: docs/api.md §16.5), shown in the header. */
  declare private liveOpen: boolean;
  /** The Requests screen's count after its last load, for the navigation's count. */
  declare private waiting: WaitingDetail | null;

  /** The calls to /owner/api; a component test hands in a stand-in before the console is on the page. */
  api = new ConsoleApi();
  private live: EventSource | null = null;
  private liveSlug: string | null = null;
  /** A phone: the language and account fold into a menu, so the day's bookings come first. */
  private readonly phone = new MediaQueryController(this, "(max-width: 40rem)");

  constructor() {
    super();
    this.view = { kind: "loading" };
    // English until the preferred language's texts are here (German and English always are).
    const preferred = preferredLang();
    this.language = preferred === "de" ? "de" : "en";
    if (preferred !== this.language) void this.switchLanguage(preferred);
    this.place = placeOf(location.hash);
    this.liveTick = 0;
    this.unseen = 0;
    this.liveOpen = false;
    this.waiting = null;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.api.onSignedOut = () => this.signedOut(null);
    window.addEventListener("hashchange", this.handleHashChange);
    document.addEventListener("visibilitychange", this.handleVisibility);
    void this.start();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener("hashchange", this.handleHashChange);
    document.removeEventListener("visibilitychange", this.handleVisibility);
    this.closeLive();
  }

  private async start(): Promise<void> {
    const setup = /^#setup=([A-Za-z0-9_-]+)$/.exec(location.hash);
    if (setup) {
      this.view = { kind: "setup", token: setup[1]! };
      return;
    }
    try {
      this.signedIn(await this.api.call(OWNER_API.session, {}));
    } catch {
      this.signedOut(null);
    }
  }

  private signedIn(session: SessionView): void {
    this.api.remember(session);
    this.view = { kind: "console", session };
    // Signed in, the language the person chose on any device wins; one picked here and not yet saved goes to their account.
    const stored = session.user.lang;
    const pickedHere = unsavedLang();
    if (stored) void this.switchLanguage(stored);
    else if (pickedHere) void this.saveLanguage(pickedHere);
    const current = this.membership();
    if (current && this.place.slug !== current.restaurant.slug) this.go(current.restaurant.slug, this.place.screen, ...this.place.params);
  }

  private signedOut(notice: string | null): void {
    this.closeLive();
    this.view = { kind: "signed-out", notice };
  }

  /** The restaurant in the address if the person works there, else their first. */
  private membership(): Membership | null {
    if (this.view.kind !== "console") return null;
    const { memberships } = this.view.session;
    return memberships.find((m) => m.restaurant.slug === this.place.slug) ?? memberships[0] ?? null;
  }

  private go(slug: string, screen: string, ...params: string[]): void {
    const hash = consoleFragment(slug, screen, ...params);
    if (location.hash !== hash) history.pushState(null, "", hash);
    this.place = placeOf(hash);
  }

  private readonly handleHashChange = () => {
    this.place = placeOf(location.hash);
  };

  /** The header and navigation show the restaurant's name, accent and publication as the session view has them. */
  private readonly handleSettingsSaved = async () => {
    try {
      const session = await this.api.call(OWNER_API.session, {});
      if (this.view.kind !== "console") return;
      this.api.remember(session);
      this.view = { kind: "console", session };
    } catch {
      // Signed out meanwhile (the api said so), or offline: the header stays as it was until the next load.
    }
  };

  private readonly handleVisibility = () => {
    if (document.visibilityState === "visible") this.unseen = 0;
  };

  protected override updated(): void {
    const current = this.membership();
    if (current?.restaurant.slug !== this.liveSlug) this.openLive(current?.restaurant.slug ?? null);
    if (current) this.style.setProperty("--_accent", current.restaurant.accentHex);
    this.updateTitle();
    document.documentElement.lang = this.language;
  }

  /** docs/api.md §16.5: every write on the restaurant's reservations, from any server, as it happens. */
  private openLive(slug: string | null): void {
    this.closeLive();
    this.liveSlug = slug;
    if (!slug) return;
    this.live = new EventSource(this.api.url(OWNER_API.live, { slug }));
    let reopened = false;
    this.live.addEventListener("open", () => {
      // Opened again (the stream's lifetime ended, or the connection dropped): reload, as writes may have come meanwhile.
      if (reopened) this.liveTick += 1;
      reopened = true;
      this.liveOpen = true;
    });
    this.live.addEventListener("error", () => (this.liveOpen = false));
    this.live.addEventListener("reservation", () => {
      this.liveTick += 1;
      if (document.visibilityState !== "visible") this.unseen += 1;
    });
  }

  private closeLive(): void {
    this.live?.close();
    this.live = null;
    this.liveOpen = false;
    this.liveSlug = null;
  }

  private updateTitle(): void {
    const m = messagesFor(this.language);
    const current = this.membership();
    const screen = current ? this.screensFor(current).screen : null;
    const parts = [screen?.label(m, this.language), current?.restaurant.name, m.product].filter(Boolean);
    document.title = `${this.unseen > 0 ? `(${this.unseen}) ` : ""}${parts.join(" · ")}`;
  }

  override render() {
    const m = messagesFor(this.language);
    switch (this.view.kind) {
      case "loading":
        return html`<main><p role="status">${m.loading}</p></main>`;
      case "setup":
        return html`<main>
          <couvert-setup-screen
            .api=${this.api}
            .m=${m}
            .token=${this.view.token}
            @couvert-signed-in=${(e: CustomEvent<SessionView>) => {
              history.replaceState(null, "", location.pathname);
              this.signedIn(e.detail);
            }}
          ></couvert-setup-screen>
        </main>`;
      case "signed-out":
        return html`<main>
          ${this.languagePicker(m)}
          <couvert-sign-in-screen
            .api=${this.api}
            .m=${m}
            .notice=${this.view.notice}
            @couvert-signed-in=${(e: CustomEvent<SessionView>) => this.signedIn(e.detail)}
          ></couvert-sign-in-screen>
        </main>`;
      case "console":
        return this.renderConsole(this.view.session);
    }
  }

  private renderConsole(session: SessionView) {
    const m = messagesFor(this.language);
    const current = this.membership();
    if (!current)
      return html`<main>
        <p class="error" role="alert">${m.signIn.noRestaurant}</p>
        ${this.accountMenu(session)}
      </main>`;
    const { screen, screens } = this.screensFor(current);
    const context: ScreenContext = {
      api: this.api,
      m,
      lang: this.language,
      restaurant: current.restaurant,
      role: current.role,
      params: screen.id === this.place.screen ? this.place.params : [],
      liveTick: this.liveTick,
      navigate: (id, ...params) => this.go(current.restaurant.slug, id, ...params),
      notifyChannels: session.notifyChannels,
    };
    return html`
      <header>
        <div class="bar">
          <span class="brand"
            >${current.restaurant.name}
            <span class="publication ${current.restaurant.published ? "on" : ""}"
              >${current.restaurant.published ? m.nav.published : m.nav.notPublished}</span
            >
            <span class="live ${this.liveOpen ? "on" : ""}" role="status">${this.liveOpen ? m.nav.live : m.nav.notLive}</span></span
          >
          ${session.memberships.length > 1 ? this.restaurantPicker(session, current) : nothing}
          ${
            this.phone.matches
              ? html`<details class="account-menu">
                  <summary>${m.nav.menu}</summary>
                  ${this.languagePicker(m)} ${this.accountMenu(session)}
                </details>`
              : html`${this.languagePicker(m)} ${this.accountMenu(session)}`
          }
        </div>
        ${consoleNav(screens, screen, context, this.waiting)}
      </header>
      <main
        @couvert-settings-saved=${this.handleSettingsSaved}
        @couvert-waiting=${(e: CustomEvent<WaitingDetail>) => (this.waiting = e.detail)}
      >
        ${screen.render(context)}
      </main>
    `;
  }

  /** The screen the address asks for if the role allows it, else the first listed; and the navigation's screens. */
  private screensFor(current: Membership): { screen: ScreenDefinition; screens: ScreenDefinition[] } {
    const allowed = SCREENS.filter((s) => roleAllows(current.role, s.area));
    const listed = allowed.filter((s) => s.listed?.(current.restaurant) ?? true);
    const screen = allowed.find((s) => s.id === this.place.screen) ?? listed[0]!;
    return { screen, screens: allowed.filter((s) => s === screen || listed.includes(s)) };
  }

  private restaurantPicker(session: SessionView, current: Membership) {
    const m = messagesFor(this.language);
    return html`<label class="row"
      ><span>${m.nav.restaurant}</span>
      <select @change=${(e: Event) => this.go((e.target as HTMLSelectElement).value, this.place.screen)}>
        ${session.memberships.map(
          (ms) =>
            html`<option value=${ms.restaurant.slug} ?selected=${ms.restaurant.slug === current.restaurant.slug}>
              ${ms.restaurant.name}
            </option>`,
        )}
      </select></label
    >`;
  }

  /** Shows the console in `lang` once its texts are here (English and German always are). */
  private async switchLanguage(lang: ConsoleLang, picked = false): Promise<boolean> {
    if (!(await loadLanguage(lang))) return false;
    this.language = lang;
    rememberLang(lang, { unsaved: picked });
    return true;
  }

  /** A language picked: shown, and stored on the account when signed in (their e-mails speak it too). */
  private handleLanguagePicked(e: Event): void {
    void this.pickLanguage((e.target as HTMLSelectElement).value as ConsoleLang);
  }

  private async pickLanguage(lang: ConsoleLang): Promise<void> {
    if ((await this.switchLanguage(lang, true)) && this.view.kind === "console") await this.saveLanguage(lang);
  }

  private async saveLanguage(lang: ConsoleLang): Promise<void> {
    try {
      await this.api.call(OWNER_API.chooseLanguage, {}, { body: { lang } });
      markLangSaved();
    } catch {
      // Offline or signed out meanwhile: this browser keeps the choice, and sends it at the next sign-in.
    }
  }

  private languagePicker(m: ReturnType<typeof messagesFor>) {
    return html`<label class="row no-print"
      ><span>${m.language}</span>
      <select @change=${this.handleLanguagePicked}>
        ${LANGS.map((lang) => html`<option value=${lang} ?selected=${this.language === lang} lang=${lang}>${LANGUAGE_NAMES[lang]}</option>`)}
      </select></label
    >`;
  }

  private accountMenu(session: SessionView) {
    const m = messagesFor(this.language);
    return html`<div class="account no-print">
      <span class="hint">${m.nav.signedInAs(session.user.email)}</span>
      <button type="button" @click=${() => this.signOut(OWNER_API.signOut)}>${m.nav.signOut}</button>
      <button type="button" @click=${() => this.signOut(OWNER_API.signOutEverywhere)}>${m.nav.signOutEverywhere}</button>
    </div>`;
  }

  private async signOut(route: typeof OWNER_API.signOut | typeof OWNER_API.signOutEverywhere): Promise<void> {
    try {
      await this.api.call(route, {});
      this.signedOut(null);
    } catch (error) {
      this.signedOut(errorText(messagesFor(this.language), error));
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "couvert-console": CouvertConsole;
  }
}
