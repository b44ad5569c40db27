import { describe, expect, it } from "vitest";
import { ALPHA, BETA, StubConsoleApi, expectAccessible, mountScreen, query, switchRestaurant } from "../testing/browser.ts";
import "./export-view.ts";

describe("couvert-export-view", () => {
  it("links B's export, from B's current month, once B is shown", async () => {
    const api = new StubConsoleApi();
    const view = mountScreen("couvert-export-view", api, ALPHA);
    await view.updateComplete;
    const from = query<HTMLInputElement>(view, "#from");
    const typed = from.value.replace(/01$/, "02");
    from.value = typed;
    from.dispatchEvent(new Event("input", { bubbles: true, composed: true }));
    await view.updateComplete;
    expect(query<HTMLAnchorElement>(view, "a[download]").href).toContain(`/restaurants/alpha/export.csv?from=${typed}`);

    await switchRestaurant(view, BETA);
    const link = new URL(query<HTMLAnchorElement>(view, "a[download]").href);
    expect(link.pathname).toBe("/owner/api/restaurants/beta/export.csv");
    expect(link.searchParams.get("from")).toBe(typed.replace(/02$/, "01"));
    expect(api.calls).toEqual([]);
    await expectAccessible(view, "ready");
  });
});
