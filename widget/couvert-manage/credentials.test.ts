import { describe, expect, it } from "vitest";
import { manageLink } from "../../core/reservation/manage-link.ts";
import { FragmentController, fragmentCredentials, pinResetBody, type FragmentWindow, type TypedCredentials } from "./credentials.ts";

/** A page's address, history and `hashchange` listeners, enough for the controller. */
function fakeWindow(href: string) {
  const url = new URL(href);
  const listeners = new Set<() => void>();
  const entries: string[] = [url.href];
  const win = {
    location: url,
    history: {
      state: { kept: true },
      replaceState(state: unknown, _title: string, to: string) {
        expect(state).toEqual({ kept: true });
        const next = new URL(to, url.href);
        url.hash = next.hash;
        url.pathname = next.pathname;
        url.search = next.search;
        entries[entries.length - 1] = url.href;
      },
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  /** The guest follows a link to another fragment of the same page. */
  const navigate = (hash: string) => {
    url.hash = hash;
    entries.push(url.href);
    for (const listener of [...listeners]) listener();
  };
  return { win: win as unknown as FragmentWindow, url, entries, listeners, navigate };
}

/** A controller on a stand-in host; returns what it opened. */
function connect(win: FragmentWindow) {
  const opened: TypedCredentials[] = [];
  const controllers: FragmentController[] = [];
  const host = { addController: (c: FragmentController) => controllers.push(c) } as never;
  new FragmentController(host, (credentials) => opened.push(credentials), win);
  const controller = controllers[0]!;
  controller.hostConnected();
  return { opened, disconnect: () => controller.hostDisconnected() };
}

describe("fragmentCredentials", () => {
  it("reads a manage link's number and PIN, the PIN normalised", () => {
    expect(fragmentCredentials(new URL(manageLink("https://bistro.example/tisch", 48213377, "K7M2QX")).hash)).toEqual({
      number: "48213377",
      pin: "K7M2QX",
    });
    expect(fragmentCredentials("#couvert=48213377.k7m2qx")).toEqual({ number: "48213377", pin: "K7M2QX" });
  });

  it("reads a mangled link as typed, so the look-up says what is wrong with it", () => {
    expect(fragmentCredentials("#couvert=48213377.K7M")).toEqual({ number: "48213377", pin: "K7M" });
    expect(fragmentCredentials("#couvert=48213377.K7M2QX&utm_source=mail")).toEqual({ number: "48213377", pin: "K7M2QX" });
    expect(fragmentCredentials("#couvert=4821x")).toEqual({ number: "4821x", pin: "" });
  });

  it("ignores fragments that are no manage link, or hold nothing", () => {
    for (const hash of ["", "#", "#manage", "#couvert", "#couvert=", "#xcouvert=1.K7M2QX"])
      expect(fragmentCredentials(hash), hash).toBeNull();
  });
});

describe("FragmentController", () => {
  it("on connect, removes the fragment in place (path and query kept, no entry with the PIN) and opens it", () => {
    const page = fakeWindow("https://bistro.example/reservieren?lang=de#couvert=48213377.K7M2QX");
    const { opened } = connect(page.win);
    expect(opened).toEqual([{ number: "48213377", pin: "K7M2QX" }]);
    expect(page.url.href).toBe("https://bistro.example/reservieren?lang=de");
    expect(page.entries.join(" ")).not.toContain("K7M2QX");
  });

  it("leaves other fragments alone", () => {
    const page = fakeWindow("https://bistro.example/#manage");
    expect(connect(page.win).opened).toEqual([]);
    expect(page.url.hash).toBe("#manage");
  });

  it("takes a fragment that arrives while connected, and none after disconnecting", () => {
    const page = fakeWindow("https://bistro.example/");
    const { opened, disconnect } = connect(page.win);
    page.navigate("#couvert=48213377.K7M2QX");
    expect(opened).toEqual([{ number: "48213377", pin: "K7M2QX" }]);
    expect(page.url.hash).toBe("");
    expect(page.entries.join(" ")).not.toContain("K7M2QX");
    disconnect();
    expect(page.listeners.size).toBe(0);
  });

  it("gives a fragment to the first element only: the second finds the address clean", () => {
    const page = fakeWindow("https://bistro.example/#couvert=48213377.K7M2QX");
    const first = connect(page.win);
    const second = connect(page.win);
    page.navigate("#couvert=12345678.ABCDEF");
    expect(first.opened).toEqual([
      { number: "48213377", pin: "K7M2QX" },
      { number: "12345678", pin: "ABCDEF" },
    ]);
    expect(second.opened).toEqual([]);
  });
});

describe("pinResetBody", () => {
  it("sends the number as a number and the address trimmed", () => {
    expect(pinResetBody(" 48213377 ", " anna@example.com ")).toEqual({ body: { reservation_number: 48213377, email: "anna@example.com" } });
  });

  it("names each wrong entry, by the look-up's and the booking form's rules", () => {
    expect(pinResetBody("", "")).toEqual({ errors: ["reservation_number", "email"] });
    expect(pinResetBody("4821", "anna@example.com")).toEqual({ errors: ["reservation_number"] });
    expect(pinResetBody("123456789", "anna@example.com")).toEqual({ errors: ["reservation_number"] });
    expect(pinResetBody("48213377", "anna@example")).toEqual({ errors: ["email"] });
    expect(pinResetBody("48213377", "anna example.com")).toEqual({ errors: ["email"] });
    expect(pinResetBody("48213377", `${"a".repeat(250)}@example.com`)).toEqual({ errors: ["email"] });
  });
});
