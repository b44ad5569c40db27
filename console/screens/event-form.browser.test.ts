import { describe, expect, it } from "vitest";
import { RestaurantCalls, type ScreenWrite } from "../load-task.ts";
import { ALPHA, StubConsoleApi, query, screenContext, settle } from "../testing/browser.ts";
import { eventsView } from "../testing/fixtures.ts";
import { eventsTexts } from "./events-view.i18n.ts";
import type { CouvertEventForm } from "./event-form.ts";
import "./event-form.ts";

/** A screen's write to `slug`, as the events screen hands its form; `null`: another restaurant is shown by the answer. */
const writeTo =
  (api: StubConsoleApi, slug: string | null): ScreenWrite =>
  async (call) => {
    if (slug === null) return null;
    return { value: await call(new RestaurantCalls(api, slug)) };
  };

/** A new event's form for restaurant A, its fields filled with `values`, then submitted through `write`. */
async function submitNew(
  api: StubConsoleApi,
  values: Record<string, string>,
  write: ScreenWrite = writeTo(api, "alpha"),
): Promise<CouvertEventForm> {
  document.body.replaceChildren();
  const form = document.createElement("couvert-event-form");
  const { events: _events, ...display } = eventsView(ALPHA);
  Object.assign(form, { context: screenContext(api, ALPHA), event: null, display, write });
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

  it("saves through the screen's write, to the restaurant whose events are shown", async () => {
    const api = new StubConsoleApi().answer("POST /restaurants/beta/events", { data: { event: eventsView(ALPHA).events[0] } });
    await submitNew(api, { title: "Jazz", startAt: "2030-06-14T20:00" }, writeTo(api, "beta"));
    expect(api.posts().map((c) => c.path)).toEqual(["/restaurants/beta/events"]);
  });

  it("tells nothing when the write's answer belongs to no form on screen", async () => {
    const saved: Event[] = [];
    const listen = (e: Event) => saved.push(e);
    document.addEventListener("couvert-event-saved", listen);
    const api = new StubConsoleApi();
    const form = await submitNew(api, { title: "Jazz", startAt: "2030-06-14T20:00" }, writeTo(api, null));
    document.removeEventListener("couvert-event-saved", listen);
    expect(saved).toEqual([]);
    expect(api.posts()).toEqual([]);
    expect(query<HTMLButtonElement>(form, 'button[type="submit"]').disabled).toBe(false);
  });
});
