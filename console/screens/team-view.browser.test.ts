import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { LANGS } from "../../core/locale.ts";
import { loadLanguage, messagesFor } from "../i18n/index.ts";
import {
  focused,
  tabTo,
  arriveAfterSwitch,
  retryAfterFailedLoad,
  ALPHA,
  BETA,
  StubConsoleApi,
  expectAccessible,
  mountScreen,
  query,
  settle,
  shownText,
} from "../testing/browser.ts";
import "./team-view.ts";

const team = (slug: string) => ({
  members: [{ userId: `u_${slug}`, email: `owner@${slug}.example`, role: "owner", active: true }],
});

describe("couvert-team-view", () => {
  it("shows nothing of A under B, and invites to B, when A's answer comes after the switch", async () => {
    const api = new StubConsoleApi().answer("GET /restaurants/beta/team", { data: team("beta") }).answer("POST /restaurants/beta/team", {
      data: { invitation: { email: "new@example.com", role: "staff", setupUrl: null, expiresAt: null, emailed: false } },
    });
    const late = api.hold("GET /restaurants/alpha/team", { data: team("alpha") });
    const view = mountScreen("couvert-team-view", api, ALPHA);
    await arriveAfterSwitch(view, late, BETA);

    expect(shownText(view)).not.toContain("alpha");
    expect(shownText(view)).toContain("owner@beta.example");
    query<HTMLInputElement>(view, "#invite-email").value = "new@example.com";
    query<HTMLFormElement>(view, "form").requestSubmit();
    await settle(view);
    expect(api.posts().map((c) => c.path)).toEqual(["/restaurants/beta/team"]);
    expect((await late.asked).signal?.aborted).toBe(true);
  });

  it("drops A's invitation when the switch comes while it is out", async () => {
    const api = new StubConsoleApi()
      .answer("GET /restaurants/alpha/team", { data: team("alpha") })
      .answer("GET /restaurants/beta/team", { data: team("beta") });
    const invite = api.hold("POST /restaurants/alpha/team", {
      data: {
        invitation: {
          email: "new@example.com",
          role: "staff",
          setupUrl: "https://couvert.test/#setup=alpha-secret",
          expiresAt: null,
          emailed: false,
        },
      },
    });
    const view = mountScreen("couvert-team-view", api, ALPHA);
    await settle(view);
    query<HTMLInputElement>(view, "#invite-email").value = "new@example.com";
    query<HTMLFormElement>(view, "form").requestSubmit();
    await arriveAfterSwitch(view, invite, BETA);
    expect(shownText(view)).not.toContain("alpha-secret");
    expect(shownText(view)).toContain("owner@beta.example");
  });

  it("shows loading, then a failure with a retry, accessibly", async () => {
    const api = new StubConsoleApi().answer("GET /restaurants/alpha/team", { error: { code: "internal_error", status: 500 } });
    const held = api.hold("GET /restaurants/alpha/team");
    const view = mountScreen("couvert-team-view", api, ALPHA);
    await held.asked;
    await view.updateComplete;
    expect(query(view, '[role="status"]').textContent).toContain("Loading");
    held.release();
    await retryAfterFailedLoad(view, api, "GET /restaurants/alpha/team", { data: team("alpha") }, "button");
    expect(shownText(view)).toContain("owner@alpha.example");
    await expectAccessible(view, "ready");
  });

  it("invites a member with the keyboard: what is posted, the link to pass on, the list loaded again", async () => {
    const invited = { userId: "u_new", email: "new@example.com", role: "staff", active: false };
    const api = new StubConsoleApi().answer("GET /restaurants/alpha/team", { data: team("alpha") }).answer("POST /restaurants/alpha/team", {
      data: {
        invitation: {
          email: "new@example.com",
          role: "staff",
          setupUrl: "https://couvert.test/owner/#setup=tok3n",
          expiresAt: "2026-12-04T10:00:00.000Z",
          emailed: true,
        },
      },
    });
    const view = mountScreen("couvert-team-view", api, ALPHA);
    await settle(view);
    await tabTo(view, "#invite-email");
    await userEvent.keyboard("new@example.com");
    api.answer("GET /restaurants/alpha/team", { data: { members: [...team("alpha").members, invited] } });
    await tabTo(view, 'form button[type="submit"]');
    await userEvent.keyboard("{Enter}");
    await settle(view);

    // The invitation e-mail speaks the owner's console language.
    expect(api.posts().map((c) => c.body)).toEqual([{ email: "new@example.com", role: "staff", lang: "en" }]);
    expect(query(view, '.notice[role="status"]').textContent).toContain("We have e-mailed new@example.com an invitation.");
    expect(query(view, '.notice[role="status"]').textContent).toContain("#setup=tok3n");
    expect(shownText(view)).toMatch(/new@example\.com Staff Invited/);
    expect(query<HTMLInputElement>(view, "#invite-email").value).toBe("");
    await expectAccessible(view, "invited");
  });

  it("shows the server's refusal of the address at the address, with the focus there", async () => {
    const api = new StubConsoleApi().answer("GET /restaurants/alpha/team", { data: team("alpha") }).answer("POST /restaurants/alpha/team", {
      error: { code: "invalid_request", field: "email", message: "email: Enter a valid e-mail address." },
    });
    const view = mountScreen("couvert-team-view", api, ALPHA);
    await settle(view);
    query<HTMLInputElement>(view, "#invite-email").value = "new@example";
    query<HTMLFormElement>(view, "form").requestSubmit();
    await settle(view);

    const email = query<HTMLInputElement>(view, "#invite-email");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    const described = view.shadowRoot!.getElementById(email.getAttribute("aria-describedby") ?? "");
    expect(described?.textContent).toContain("Enter a valid e-mail address.");
    expect(focused()).toBe(email);
    await expectAccessible(view, "refused");
  });

  it("fits a phone in every language, long addresses and Remove buttons included", async () => {
    await page.viewport(375, 800);
    try {
      const members = [
        { userId: "u1", email: "host@trattoria-lumen.example", role: "staff", active: true },
        { userId: "u2", email: "owner2@trattoria-lumen.example", role: "owner", active: false },
      ];
      const api = new StubConsoleApi().answer("GET /restaurants/alpha/team", { data: { members } });
      for (const lang of LANGS) {
        expect(await loadLanguage(lang)).toBe(true);
        const view = mountScreen("couvert-team-view", api, ALPHA, { lang, m: messagesFor(lang) });
        await settle(view);
        expect(document.documentElement.scrollWidth, lang).toBeLessThanOrEqual(375);
        for (const button of view.shadowRoot!.querySelectorAll("td button"))
          expect(button.getBoundingClientRect().right, lang).toBeLessThanOrEqual(375);
      }
    } finally {
      await page.viewport(414, 896); // vitest's own, which the other tests of this page were drawn at
    }
  });

  it("removes a member with the keyboard, the focus staying on the screen", async () => {
    const staff = { userId: "u_staff", email: "staff@alpha.example", role: "staff", active: true };
    const api = new StubConsoleApi()
      .answer("GET /restaurants/alpha/team", { data: { members: [...team("alpha").members, staff] } })
      .answer("POST /restaurants/alpha/team/remove", { data: team("alpha") });
    const view = mountScreen("couvert-team-view", api, ALPHA);
    await settle(view);
    await tabTo(view, 'button[aria-label="Remove: staff@alpha.example"]');
    await userEvent.keyboard("{Enter}");
    await settle(view);
    expect(api.posts().map((c) => c.body)).toEqual([{ email: "staff@alpha.example" }]);
    expect(shownText(view)).not.toContain("staff@alpha.example");
    expect(view.shadowRoot!.contains(focused())).toBe(true);
  });
});
