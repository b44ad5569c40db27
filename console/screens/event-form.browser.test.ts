import { describe, expect, it } from "vitest";
import { ALPHA, StubConsoleApi, query, screenContext, settle } from "../testing/browser.ts";
import { eventsView } from "../testing/fixtures.ts";
import { eventsTexts } from "./events-view.i18n.ts";
import type { CouvertEventForm } from "./event-form.ts";
import "./event-form.ts";

/** A new event's form for restaurant A, its fields filled with `values`, then submitted. */
async function submitNew(api: StubConsoleApi, values: Record<string, string>): Promise<CouvertEventForm> {
  document.body.replaceChildren();
  const form = document.createElement("couvert-event-form");
  const { events: _events, ...display } = eventsView(ALPHA);
  Object.assign(form, { context: screenContext(api, ALPHA), event: null, display });
  document.body.append(form);
  await form.updateComplete;
  for (const [name, value] of Object.entries(values)) {
    const input = query<HTMLInputElement>(form, `[name="${name}"]`);
    input.value = value;
    input.dispatchEvent(new Event("input", { bubbles: true, composed: true }));
  }
  await form.updateComplete;
  query<HTMLButtonElement>(form, 'button[type="submit"]').click();
  await settle(form as never);
  return form;
}

const errorOf = (form: HTMLElement, name: string) => form.shadowRoot!.querySelector(`#${name}-error`)?.textContent?.trim();

describe("couvert-event-form", () => {
  it("checks the content by the server's rules before sending, each field at fault said in the owner's language", async () => {
    const t = eventsTexts("en").invalid;
    const api = new StubConsoleApi();
    const form = await submitNew(api, {
      title: "Jazz",
      startAt: "2030-06-14T20:00",
      endAt: "2030-06-14T19:00",
      ticketUrl: "javascript:alert(1)",
      location: "x".repeat(301),
    });
    expect([errorOf(form, "endAt"), errorOf(form, "ticketUrl"), errorOf(form, "location")]).toEqual([t.end, t.url, t.tooLong]);
    expect(errorOf(form, "title")).toBeUndefined();
    expect(api.posts()).toEqual([]);
  });

  it("sends content that passes them", async () => {
    const api = new StubConsoleApi().answer("POST /restaurants/alpha/events", { data: { event: eventsView(ALPHA).events[0] } });
    await submitNew(api, { title: "Jazz", startAt: "2030-06-14T20:00", ticketUrl: "https://tickets.example/jazz" });
    expect(api.posts()).toHaveLength(1);
    expect(api.posts()[0]!.body).toMatchObject({ title: "Jazz", ticketUrl: "https://tickets.example/jazz", endAt: null });
  });
});
