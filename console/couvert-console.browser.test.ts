import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import type { Membership, SessionView } from "../core/accounts/schemas.ts";
import { define } from "../ui-shared/define.ts";
import { CouvertConsole } from "./couvert-console.ts";
import { ALPHA, BETA, StubConsoleApi, expectAccessible, query, settle, shownText, tabTo } from "./testing/browser.ts";
import { daySheet, requestsData } from "./testing/fixtures.ts";

define("couvert-console", CouvertConsole);

/** The live stream (docs/api.md §16.5) as a test drives it. */
class FakeLive extends EventTarget {
  static opened: FakeLive[] = [];
  readonly url: string;

  constructor(url: string) {
    super();
    this.url = url;
    FakeLive.opened.push(this);
  }
  close(): void {}
}

const session = (memberships: Membership[]): SessionView => ({
  user: { id: "u_anna", email: "anna@example.com" },
  memberships,
  csrfToken: "t0ken",
});
const both = session([
  { role: "owner", restaurant: ALPHA },
  { role: "owner", restaurant: BETA },
]);

/** The console on the page at `hash`, with `api` for its calls. */
async function mountConsole(api: StubConsoleApi, hash: string): Promise<CouvertConsole> {
  history.replaceState(null, "", hash);
  document.body.replaceChildren();
  const shell = document.createElement("couvert-console");
  shell.api = api;
  document.body.append(shell);
  await settle(shell);
  return shell;
}

/** The screen shown: the element inside the console's main. */
const screen = (shell: CouvertConsole) => query(shell, "main > *:not(label)") as HTMLElement & { updateComplete: Promise<boolean> };
const navLink = (shell: CouvertConsole, id: string) => query<HTMLAnchorElement>(shell, `nav a[href$="/${id}"]`);

/** Answers the Day screen for either restaurant, and the waiting count's question. */
const dayAnswers = (api: StubConsoleApi) =>
  api
    .answer("GET /restaurants/alpha/day", { data: daySheet(ALPHA) })
    .answer("GET /restaurants/beta/day", { data: daySheet(BETA) })
    .answer("GET /restaurants/alpha/requests", { data: requestsData(ALPHA) })
    .answer("GET /restaurants/beta/requests", { data: { pending: [], reservations: [] } });

describe("couvert-console", () => {
  beforeEach(() => {
    FakeLive.opened = [];
    vi.stubGlobal("EventSource", FakeLive);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    history.replaceState(null, "", location.pathname + location.search);
  });

  it("shows the sign-in when signed out, and the restaurant's screens once signed in", async () => {
    const api = new StubConsoleApi()
      .answer("GET /session", { error: { code: "sign_in_required", status: 401 } })
      .answer("POST /session", { data: both });
    dayAnswers(api);
    const shell = await mountConsole(api, "#/alpha/day");
    const signIn = query(shell, "couvert-sign-in-screen");
    await expectAccessible(shell, "signed out");
    query<HTMLInputElement>(signIn, "#email").value = "anna@example.com";
    query<HTMLInputElement>(signIn, "#password").value = "correct horse battery";
    query<HTMLFormElement>(signIn, "form").requestSubmit();
    await settle(shell);
    await settle(screen(shell));

    expect(navLink(shell, "day").getAttribute("aria-current")).toBe("page");
    expect(shownText(screen(shell))).toContain("Alphason");
    expect(FakeLive.opened.map((live) => live.url)).toEqual(["/owner/api/restaurants/alpha/live"]);
    await expectAccessible(shell, "signed in");
  });

  it("counts what waits beside Requests, and switches restaurant with the picker", async () => {
    const api = new StubConsoleApi().answer("GET /session", { data: both });
    dayAnswers(api);
    const shell = await mountConsole(api, "#/alpha/day");
    await settle(shell);
    expect(shownText(navLink(shell, "requests"))).toContain("1 waiting");
    expect(shownText(query(shell, ".brand"))).toMatch(/Published/);

    await tabTo(shell, "label.row select");
    await userEvent.selectOptions(query<HTMLSelectElement>(shell, "label.row select"), "beta");
    await settle(shell);
    await settle(screen(shell));
    expect(location.hash).toBe("#/beta/day");
    // Publication and the live updates are said apart: an unpublished restaurant never reads as "live".
    expect(shownText(query(shell, ".brand"))).toContain("Not published: guests cannot book yet");
    expect(shownText(screen(shell))).toContain("Betamann");
    expect(shownText(screen(shell))).not.toContain("Alphason");
    expect(shownText(navLink(shell, "requests"))).not.toContain("waiting");
    expect(FakeLive.opened.at(-1)?.url).toBe("/owner/api/restaurants/beta/live");
  });

  it("never counts A's requests under B, and aborts them, when A's count comes after the switch", async () => {
    const api = new StubConsoleApi().answer("GET /session", { data: both });
    dayAnswers(api);
    const late = api.hold("GET /restaurants/alpha/requests", { data: requestsData(ALPHA) });
    const shell = await mountConsole(api, "#/alpha/day");
    await late.asked;
    await userEvent.selectOptions(query<HTMLSelectElement>(shell, "label.row select"), "beta");
    await settle(shell);
    late.release();
    await settle(shell);
    expect(shownText(navLink(shell, "requests"))).not.toContain("waiting");
    expect((await late.asked).signal?.aborted).toBe(true);
  });

  it("counts again when a booking is heard live", async () => {
    const api = new StubConsoleApi().answer("GET /session", { data: both });
    dayAnswers(api);
    const shell = await mountConsole(api, "#/alpha/day");
    await settle(shell);
    api.answer("GET /restaurants/alpha/requests", {
      data: { ...requestsData(ALPHA), pending: [...requestsData(ALPHA).pending, ...requestsData(ALPHA).pending] },
    });
    FakeLive.opened.at(-1)!.dispatchEvent(new Event("reservation"));
    await settle(shell);
    expect(shownText(navLink(shell, "requests"))).toContain("2 waiting");
  });

  it("on a phone folds language and account into a menu and keeps the screens to one row, so the day comes first", async () => {
    await page.viewport(375, 812);
    try {
      const api = new StubConsoleApi().answer("GET /session", { data: both });
      dayAnswers(api);
      const shell = await mountConsole(api, "#/alpha/day");
      await settle(shell);
      const menu = query<HTMLDetailsElement>(shell, "details.account-menu");
      expect(menu.open).toBe(false);
      expect(query<HTMLElement>(shell, "label.row.no-print").checkVisibility()).toBe(false);
      const links = [...shell.renderRoot.querySelectorAll<HTMLElement>("nav a")];
      expect(new Set(links.map((link) => link.getBoundingClientRect().top)).size).toBe(1);
      // Name and marks, the restaurant picker and the menu, one row of screens: the day starts above 280 px (was 400).
      expect(query<HTMLElement>(shell, "main").getBoundingClientRect().top).toBeLessThan(280);
      await tabTo(shell, "details.account-menu summary");
      await userEvent.keyboard("{Enter}");
      expect(menu.open).toBe(true);
      expect(shownText(menu)).toContain("Sign out everywhere");
      await expectAccessible(shell, "phone menu open");
    } finally {
      await page.viewport(1280, 720);
    }
  });

  it("shows staff only the reservation screens, and signs out to the sign-in", async () => {
    const api = new StubConsoleApi()
      .answer("GET /session", { data: session([{ role: "staff", restaurant: ALPHA }]) })
      .answer("POST /session/end", { data: { signedOut: 1 } });
    dayAnswers(api);
    const shell = await mountConsole(api, "#/alpha/team");
    await settle(shell);
    const listed = [...shell.shadowRoot!.querySelectorAll("nav a")].map((a) => a.getAttribute("href"));
    expect(listed).not.toContain("#/alpha/team");
    expect(listed).toContain("#/alpha/day");
    // The timeline is reservations work; the room is the owner's (the server refuses staff its save).
    expect(listed).toContain("#/alpha/timeline");
    expect(listed).not.toContain("#/alpha/tables");
    // Every guest's contacts and their erasure are the owner's (docs/api.md §20.5).
    expect(listed).not.toContain("#/alpha/export");
    expect(listed).not.toContain("#/alpha/privacy");
    expect(shell.shadowRoot!.querySelector("couvert-team-view")).toBeNull();

    await tabTo(shell, ".account button");
    await userEvent.keyboard("{Enter}");
    await settle(shell);
    expect(api.posts().map((c) => c.path)).toEqual(["/session/end"]);
    expect(shell.shadowRoot!.querySelector("couvert-sign-in-screen")).not.toBeNull();
  });
});

describe("couvert-console's language (docs/api.md §16.1a)", () => {
  const LANG_KEY = "couvert-console-lang";
  const UNSAVED_KEY = "couvert-console-lang-unsaved";
  beforeEach(() => {
    vi.stubGlobal("EventSource", FakeLive);
    localStorage.removeItem(LANG_KEY);
    localStorage.removeItem(UNSAVED_KEY);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.removeItem(LANG_KEY);
    localStorage.removeItem(UNSAVED_KEY);
    history.replaceState(null, "", location.pathname + location.search);
  });
  const languageMenu = (shell: CouvertConsole) => query<HTMLSelectElement>(shell, "label.row.no-print select");

  it("opens in the language the account chose, and stores a language picked on the account", async () => {
    const api = new StubConsoleApi().answer("GET /session", {
      data: { ...session([{ role: "owner", restaurant: ALPHA }]), user: { id: "u_anna", email: "anna@example.com", lang: "de" } },
    });
    dayAnswers(api);
    const shell = await mountConsole(api, "#/alpha/day");
    await settle(shell);
    expect(languageMenu(shell).value).toBe("de");
    expect(shownText(query(shell, "label.row.no-print"))).toContain("Sprache");
    // The account's choice was the console's: nothing to store.
    expect(api.callsTo("POST /session/language")).toEqual([]);

    languageMenu(shell).value = "en";
    languageMenu(shell).dispatchEvent(new Event("change"));
    await vi.waitFor(() => expect(api.callsTo("POST /session/language").map((c) => c.body)).toEqual([{ lang: "en" }]));
    await settle(shell);
    expect(shownText(query(shell, "label.row.no-print"))).toContain("Language");
    expect(localStorage.getItem(LANG_KEY)).toBe("en");
    expect(localStorage.getItem(UNSAVED_KEY)).toBeNull();
  });

  it("sends a language picked in this browser and not yet saved to an account that has none, at sign-in", async () => {
    localStorage.setItem(LANG_KEY, "de");
    localStorage.setItem(UNSAVED_KEY, "1");
    const api = new StubConsoleApi().answer("GET /session", { data: session([{ role: "owner", restaurant: ALPHA }]) });
    dayAnswers(api);
    const shell = await mountConsole(api, "#/alpha/day");
    await settle(shell);
    await vi.waitFor(() => expect(api.callsTo("POST /session/language").map((c) => c.body)).toEqual([{ lang: "de" }]));
    expect(languageMenu(shell).value).toBe("de");
  });

  it("on a shared device, gives no account the language another account's choice left here", async () => {
    const anna = new StubConsoleApi().answer("GET /session", {
      data: { ...session([{ role: "owner", restaurant: ALPHA }]), user: { id: "u_anna", email: "anna@example.com", lang: "de" } },
    });
    dayAnswers(anna);
    await settle(await mountConsole(anna, "#/alpha/day"));
    await vi.waitFor(() => expect(localStorage.getItem(LANG_KEY)).toBe("de"));

    const ben = new StubConsoleApi().answer("GET /session", { data: session([{ role: "owner", restaurant: ALPHA }]) });
    dayAnswers(ben);
    await settle(await mountConsole(ben, "#/alpha/day"));
    expect(ben.callsTo("POST /session/language")).toEqual([]);
  });

  it("leaves the account alone when nobody chose a language here", async () => {
    const api = new StubConsoleApi().answer("GET /session", { data: session([{ role: "owner", restaurant: ALPHA }]) });
    dayAnswers(api);
    const shell = await mountConsole(api, "#/alpha/day");
    await settle(shell);
    expect(api.callsTo("POST /session/language")).toEqual([]);
  });
});
