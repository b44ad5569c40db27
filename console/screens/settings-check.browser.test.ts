import { describe, expect, it } from "vitest";
import { ALPHA, StubConsoleApi, mountScreen, query, settle } from "../testing/browser.ts";
import { settingsData } from "../testing/fixtures.ts";
import { settingsMessages } from "./settings-view.i18n.ts";
import "./settings-view.ts";

/** The Settings screen's check before it sends: core's settings rules (core/owner/settings.ts). */
describe("couvert-settings-view's check of a section", () => {
  it("refuses what the server's rules refuse, in the owner's language, and sends nothing", async () => {
    const api = new StubConsoleApi().answer("GET /restaurants/alpha/settings", { data: settingsData(ALPHA) });
    const view = mountScreen("couvert-settings-view", api, ALPHA);
    await settle(view);
    query<HTMLInputElement>(view, 'form[data-section="details"] [name="phone"]').value = "call us";
    query<HTMLInputElement>(view, 'form[data-section="details"] [name="website"]').value = "ftp://alpha.example";
    query<HTMLFormElement>(view, 'form[data-section="details"]').requestSubmit();
    await settle(view);
    const t = settingsMessages("en").invalid;
    const form = query<HTMLFormElement>(view, 'form[data-section="details"]');
    const shown = [...form.querySelectorAll(".field-error")].map((e) => e.textContent?.trim());
    expect(shown).toEqual(expect.arrayContaining([t.phone, t.url]));
    expect(api.posts()).toEqual([]);
  });
});
