import { html, render } from "lit";
import { describe, expect, it } from "vitest";
import type { GuestAnswer, GuestListItem } from "../../../core/guests/schemas.ts";
import { ALPHA, StubConsoleApi, expectAccessible, mountScreen, query, settle, shownText, type StubCall } from "../../testing/browser.ts";
import { reservation } from "../../testing/fixtures.ts";
import { en } from "../../i18n/en.ts";
import { reservationCard } from "../reservation-card.ts";
import "./guests-view.ts";

const item = (id: number, name: string, over: Partial<GuestListItem> = {}): GuestListItem => ({
  id,
  name,
  emails: [`${name.split(" ")[0]!.toLowerCase()}@example.org`],
  phones: [],
  visits: 2,
  noShows: 1,
  lastVisit: "2026-05-02T17:00:00Z",
  tags: [],
  allergies: [],
  ...over,
});

const profile = (over: Partial<GuestAnswer["guest"]> = {}): GuestAnswer => ({
  guest: {
    ...item(7, "Ada Lovelace", { tags: ["vip", "nuts"], allergies: ["nuts"] }),
    lang: "en",
    cancellations: 0,
    lateCancellations: 0,
    firstVisit: "2026-04-02T17:00:00Z",
    ownerNotes: "Likes the corner",
    guestNotes: [{ reservationNumber: 1234567, startsAt: "2026-04-02T17:00:00Z", text: "Nut allergy" }],
    createdAt: "2026-04-01T10:00:00Z",
    updatedAt: "2026-05-02T10:00:00Z",
    ...over,
  },
  bookings: [{ reservationNumber: 1234567, status: "completed", startsAt: "2026-04-02T17:00:00Z", partySize: 2 }],
});

describe("couvert-guests-view", () => {
  it("lists the guests, searches them, and links each to its profile", async () => {
    const api = new StubConsoleApi().answer("GET /restaurants/alpha/guests", (call: StubCall) => ({
      data: { guests: call.query.q ? [item(8, "Grace Hopper")] : [item(7, "Ada Lovelace", { tags: ["vip"] }), item(8, "Grace Hopper")] },
    }));
    const view = mountScreen("couvert-guests-view", api, ALPHA);
    await settle(view);
    expect(shownText(view)).toContain("Ada Lovelace");
    expect(shownText(view)).toContain("2 visits · 1 no-show");
    expect(query<HTMLAnchorElement>(view, '[data-guest="7"] a').getAttribute("href")).toBe("#/alpha/guests/7");
    await expectAccessible(view, "list");

    query<HTMLInputElement>(view, "#guest-search").value = "hopper";
    query<HTMLFormElement>(view, 'form[role="search"]').requestSubmit();
    await settle(view);
    expect(api.callsTo("GET /restaurants/alpha/guests").at(-1)!.query).toEqual({ q: "hopper" });
    expect(shownText(view)).not.toContain("Ada Lovelace");
  });

  it("shows a profile, saves tags and notes, and merges another profile only once asked twice", async () => {
    const api = new StubConsoleApi()
      .answer("GET /restaurants/alpha/guests/7", { data: profile() })
      .answer("POST /restaurants/alpha/guests/7", (call) => ({ data: profile({ tags: (call.body as { tags: string[] }).tags }) }))
      .answer("GET /restaurants/alpha/guests", { data: { guests: [item(7, "Ada Lovelace"), item(9, "Ada L.")] } })
      .answer("POST /restaurants/alpha/guests/7/merge", { data: profile({ visits: 3 }) });
    const view = mountScreen("couvert-guests-view", api, ALPHA, { params: ["7"] });
    await settle(view);
    const inner = query(view, "couvert-guest-profile");
    await settle(inner as never);
    expect(shownText(inner)).toContain("Nut allergy");
    expect(shownText(inner)).toContain("allergy: nuts");
    await expectAccessible(inner as never, "profile");

    query<HTMLInputElement>(inner, "#tags").value = "vip, nuts, Window";
    query<HTMLFormElement>(inner, "form.edit").requestSubmit();
    await settle(inner as never);
    expect(api.callsTo("POST /restaurants/alpha/guests/7")[0]!.body).toEqual({
      tags: ["vip", "nuts", "Window"],
      ownerNotes: "Likes the corner",
    });
    expect(shownText(inner)).toContain("Saved.");

    query<HTMLInputElement>(inner, "#merge-search").value = "ada";
    query<HTMLFormElement>(inner, 'section form[role="search"]').requestSubmit();
    await settle(inner as never);
    expect(inner.shadowRoot!.querySelector('section [data-guest="7"]')).toBeNull(); // itself is not offered
    expect(inner.shadowRoot!.querySelector('section [data-guest="9"]')).not.toBeNull();
    query<HTMLButtonElement>(inner, '[data-guest="9"] button').click();
    await settle(inner as never);
    expect(api.callsTo("POST /restaurants/alpha/guests/7/merge")).toHaveLength(0);
    query<HTMLButtonElement>(inner, '[data-guest="9"] button.danger').click();
    await settle(inner as never);
    expect(api.callsTo("POST /restaurants/alpha/guests/7/merge")[0]!.body).toEqual({ from: 9 });
    expect(shownText(inner)).toContain("3 visits");
  });
});

describe("the reservation card's guest history", () => {
  it("reads '3rd visit · 1 no-show · allergy: nuts' and opens the profile", async () => {
    const r = reservation(ALPHA, {
      guest: { profileId: 7, visits: 2, noShows: 1, lateCancellations: 0, vip: true, allergies: ["nuts"], note: null },
    });
    const host = document.createElement("ol");
    document.body.replaceChildren(host);
    const options = {
      m: en,
      lang: "en" as const,
      zone: "Europe/Berlin",
      slug: "alpha",
      listedOn: null,
      now: new Date(),
      confirming: null,
      busy: false,
    };
    render(html`${reservationCard(r, { ...options, onMove: () => {}, onAsk: () => {} })}`, host);
    const link = host.querySelector<HTMLAnchorElement>(".history a")!;
    expect(link.textContent!.trim()).toBe("3rd visit · 1 no-show · allergy: nuts");
    expect(link.getAttribute("href")).toBe("#/alpha/guests/7");
    expect(host.querySelector(".history .vip")!.textContent).toBe("VIP");
  });
});
