import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import type { SessionView } from "../../core/accounts/schemas.ts";
import { messagesFor } from "../i18n/index.ts";
import { ALPHA, StubConsoleApi, expectAccessible, focused, query, settle, tabTo } from "../testing/browser.ts";
import "./sign-in-screen.ts";

const session: SessionView = {
  user: { id: "u_anna", email: "anna@alpha.example" },
  memberships: [{ role: "owner", restaurant: ALPHA }],
  csrfToken: "t0ken",
};

/** The sign-in form on the page, and the sessions it announced. */
function mountSignIn(api: StubConsoleApi, notice: string | null = null) {
  document.body.replaceChildren();
  const screen = document.createElement("couvert-sign-in-screen");
  screen.api = api;
  screen.m = messagesFor("en");
  screen.notice = notice;
  const signedIn: SessionView[] = [];
  screen.addEventListener("couvert-signed-in", (e) => signedIn.push((e as CustomEvent<SessionView>).detail));
  document.body.append(screen);
  return { screen, signedIn };
}

describe("couvert-sign-in-screen", () => {
  it("signs in with the keyboard: the body posted and the session announced", async () => {
    const api = new StubConsoleApi().answer("POST /session", { data: session });
    const { screen, signedIn } = mountSignIn(api);
    await settle(screen);
    await expectAccessible(screen, "empty");
    await tabTo(screen, "#email");
    await userEvent.keyboard("anna@alpha.example");
    await userEvent.keyboard("{Tab}");
    await userEvent.keyboard("correct horse battery{Enter}");
    await settle(screen);
    expect(api.posts().map((c) => c.body)).toEqual([{ email: "anna@alpha.example", password: "correct horse battery" }]);
    expect(signedIn).toEqual([session]);
  });

  it("says a wrong password in the alert, the focus back on the password, and waits while asking", async () => {
    const api = new StubConsoleApi();
    const held = api.hold("POST /session", { error: { code: "invalid_credentials", status: 401 } });
    const { screen, signedIn } = mountSignIn(api);
    await settle(screen);
    query<HTMLInputElement>(screen, "#email").value = "anna@alpha.example";
    query<HTMLInputElement>(screen, "#password").value = "wrong";
    query<HTMLFormElement>(screen, "form").requestSubmit();
    await held.asked;
    await screen.updateComplete;
    expect(query<HTMLButtonElement>(screen, 'button[type="submit"]').disabled).toBe(true);
    held.release();
    await settle(screen);
    expect(query(screen, '[role="alert"]').textContent).toBe("The e-mail address or password is wrong.");
    expect(focused()).toBe(query(screen, "#password"));
    expect(query<HTMLButtonElement>(screen, 'button[type="submit"]').disabled).toBe(false);
    expect(signedIn).toEqual([]);
    await expectAccessible(screen, "refused");
  });

  it("says how long to wait when signing in is limited, and shows why it was signed out", async () => {
    const api = new StubConsoleApi().answer("POST /session", { error: { code: "rate_limit_exceeded", status: 429 } });
    const { screen } = mountSignIn(api, "Your session has ended.");
    await settle(screen);
    expect(query(screen, '.warning[role="status"]').textContent).toBe("Your session has ended.");
    query<HTMLFormElement>(screen, "form").requestSubmit();
    await settle(screen);
    expect(query(screen, '[role="alert"]').textContent).toBe(messagesFor("en").wait(60));
    await expectAccessible(screen, "limited");
  });
});
