import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import type { SessionView } from "../../core/accounts/schemas.ts";
import { messagesFor } from "../i18n/index.ts";
import { ALPHA, StubConsoleApi, expectAccessible, focused, query, settle, shownText, tabTo } from "../testing/browser.ts";
import "./setup-screen.ts";

const session: SessionView = {
  user: { id: "u_new", email: "new@alpha.example" },
  memberships: [{ role: "staff", restaurant: ALPHA }],
  csrfToken: "t0ken",
};
const link = { data: { email: "new@alpha.example", restaurants: ["Alpha Bistro"] } };
const PASSWORD = "plum kettle orbit";

/** The setup form for `token` on the page, and the sessions it announced. */
function mountSetup(api: StubConsoleApi) {
  document.body.replaceChildren();
  const screen = document.createElement("couvert-setup-screen");
  screen.api = api;
  screen.m = messagesFor("en");
  screen.token = "tok3n";
  const signedIn: SessionView[] = [];
  screen.addEventListener("couvert-signed-in", (e) => signedIn.push((e as CustomEvent<SessionView>).detail));
  document.body.append(screen);
  return { screen, signedIn };
}

describe("couvert-setup-screen", () => {
  it("checks the link, then sets the password with the keyboard and signs in", async () => {
    const api = new StubConsoleApi().answer("POST /setup", { data: session });
    const check = api.hold("POST /setup/check", link);
    const { screen, signedIn } = mountSetup(api);
    await check.asked;
    await screen.updateComplete;
    expect(shownText(screen)).toContain("Loading");
    check.release();
    await settle(screen);
    expect(shownText(screen)).toContain("Alpha Bistro invites you to its console as new@alpha.example.");
    await expectAccessible(screen, "form");

    await tabTo(screen, "#password");
    await userEvent.keyboard(PASSWORD);
    await userEvent.keyboard("{Tab}");
    await userEvent.keyboard(`${PASSWORD}{Enter}`);
    await settle(screen);
    expect(api.posts().map((c) => [c.path, c.body])).toEqual([
      ["/setup/check", { token: "tok3n" }],
      ["/setup", { token: "tok3n", password: PASSWORD }],
    ]);
    expect(signedIn).toEqual([session]);
  });

  it("says at the password what the server refused, with the focus there", async () => {
    const api = new StubConsoleApi()
      .answer("POST /setup/check", link)
      .answer("POST /setup", { error: { code: "invalid_credentials", status: 401 } });
    const { screen, signedIn } = mountSetup(api);
    await settle(screen);
    query<HTMLInputElement>(screen, "#password").value = PASSWORD;
    query<HTMLInputElement>(screen, "#repeat").value = PASSWORD;
    query<HTMLFormElement>(screen, "form").requestSubmit();
    await settle(screen);
    const password = query<HTMLInputElement>(screen, "#password");
    expect(password.getAttribute("aria-describedby")).toContain("error");
    expect(query(screen, "#error").textContent).toBe(messagesFor("en").setup.taken);
    expect(focused()).toBe(password);
    expect(signedIn).toEqual([]);
    await expectAccessible(screen, "refused");
  });

  it("refuses two different passwords before asking the server", async () => {
    const api = new StubConsoleApi().answer("POST /setup/check", link);
    const { screen } = mountSetup(api);
    await settle(screen);
    query<HTMLInputElement>(screen, "#password").value = PASSWORD;
    query<HTMLInputElement>(screen, "#repeat").value = `${PASSWORD}!`;
    query<HTMLFormElement>(screen, "form").requestSubmit();
    await settle(screen);
    expect(query(screen, "#error").textContent).toBe("The two passwords differ.");
    expect(api.callsTo("POST /setup")).toEqual([]);
  });

  it("says when the link has expired", async () => {
    const api = new StubConsoleApi().answer("POST /setup/check", { error: { code: "not_found", status: 404 } });
    const { screen } = mountSetup(api);
    await settle(screen);
    expect(query(screen, '[role="alert"]').textContent).toContain("This setup link is unknown, used already or expired.");
    await expectAccessible(screen, "expired");
  });

  it("shows a failed check with a retry, then the form", async () => {
    const api = new StubConsoleApi().answer("POST /setup/check", { error: { code: "internal_error", status: 500 } });
    const { screen } = mountSetup(api);
    await settle(screen);
    expect(query(screen, '[role="alert"]').textContent).toMatch(/\S/);
    await expectAccessible(screen, "failed");
    api.answer("POST /setup/check", link);
    query<HTMLButtonElement>(screen, '[role="alert"] + button').click();
    await settle(screen);
    expect(query(screen, "#password")).toBeTruthy();
  });
});
