import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { ALPHA, BETA, StubConsoleApi, expectAccessible, mountScreen, query, switchRestaurant, tabTo } from "../testing/browser.ts";
import { messagesFor } from "../i18n/index.ts";
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
    expect(query<HTMLAnchorElement>(view, "#download-csv").href).toContain(`/restaurants/alpha/export.csv?from=${typed}`);

    // For Excel: a byte-order mark, phones as text, and in English the comma it splits on.
    const excel = new URL(query<HTMLAnchorElement>(view, "#download-excel").href);
    expect(Object.fromEntries(excel.searchParams)).toMatchObject({ from: typed, format: "excel", separator: "comma" });

    await switchRestaurant(view, BETA);
    const link = new URL(query<HTMLAnchorElement>(view, "#download-csv").href);
    expect(link.pathname).toBe("/owner/api/restaurants/beta/export.csv");
    expect(link.searchParams.get("from")).toBe(typed.replace(/02$/, "01"));
    expect(api.calls).toEqual([]);
    await expectAccessible(view, "ready");
  });

  it("offers German Excel the semicolon it splits on", async () => {
    const view = mountScreen("couvert-export-view", new StubConsoleApi(), ALPHA, { lang: "de", m: messagesFor("de") });
    await view.updateComplete;
    const excel = query<HTMLAnchorElement>(view, "#download-excel");
    expect(excel.textContent?.trim()).toBe("Für Excel herunterladen");
    expect(new URL(excel.href).searchParams.get("separator")).toBe("semicolon");
    await expectAccessible(view, "German");
  });

  it("downloads the range with the keyboard", async () => {
    const view = mountScreen("couvert-export-view", new StubConsoleApi(), ALPHA);
    await view.updateComplete;
    const from = query<HTMLInputElement>(view, "#from").value;
    const to = query<HTMLInputElement>(view, "#to").value;
    const followed: string[] = [];
    view.shadowRoot!.addEventListener("click", (event) => {
      // The download itself is the browser's; the test records where the link leads.
      event.preventDefault();
      followed.push((event.target as HTMLAnchorElement).href);
    });
    await tabTo(view, "#download-csv");
    await userEvent.keyboard("{Enter}");
    expect(followed.map((href) => new URL(href).search)).toEqual([`?from=${from}&to=${to}`]);
  });

  it("says at the end date what is wrong with the range, and offers no download", async () => {
    const view = mountScreen("couvert-export-view", new StubConsoleApi(), ALPHA);
    await view.updateComplete;
    const type = async (id: string, value: string) => {
      const input = query<HTMLInputElement>(view, id);
      input.value = value;
      input.dispatchEvent(new Event("input", { bubbles: true, composed: true }));
      await view.updateComplete;
    };
    await type("#from", "2030-06-14");
    await type("#to", "2030-06-13");
    const to = query<HTMLInputElement>(view, "#to");
    expect(to.getAttribute("aria-invalid")).toBe("true");
    expect(view.shadowRoot!.getElementById(to.getAttribute("aria-describedby")!)?.textContent).toBe(
      "The end date must be on or after the start date.",
    );
    expect(view.shadowRoot!.querySelector("a[download]")).toBeNull();
    await expectAccessible(view, "refused");

    await type("#to", "2031-06-15");
    expect(query(view, "#range-error").textContent).toBe("Choose at most 366 days at once.");
    await type("#to", "2031-06-13");
    expect(to.getAttribute("aria-invalid")).toBe("false");
    expect(query<HTMLAnchorElement>(view, "#download-csv").href).toContain("from=2030-06-14&to=2031-06-13");
  });
});
