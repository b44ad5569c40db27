import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { localDateTimeToInstant } from "../../core/time.ts";
import { event } from "../../ui-shared/testing/event.ts";
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
  showsLoadingUntil,
} from "../testing/browser.ts";
import { eventsView } from "../testing/fixtures.ts";
import "./events-view.ts";

describe("couvert-events-view", () => {
  it("shows nothing of A under B, and acts on B, when A's answer comes after the switch", async () => {
    const beta = eventsView(BETA);
    const api = new StubConsoleApi()
      .answer("GET /restaurants/beta/events", { data: beta })
      .answer(`POST /restaurants/beta/events/${beta.events[0]!.id}/pin`, { data: { event: { ...beta.events[0], isPinned: true } } });
    const late = api.hold("GET /restaurants/alpha/events", { data: eventsView(ALPHA) });
    const view = mountScreen("couvert-events-view", api, ALPHA);
    await arriveAfterSwitch(view, late, BETA);

    expect(shownText(view)).not.toContain("Alpha Jazz Night");
    expect(shownText(view)).toContain("Beta Wine Tasting");
    query<HTMLButtonElement>(view, 'button[data-action="pin"]').click();
    await settle(view);
    expect(api.posts().map((c) => c.path)).toEqual([`/restaurants/beta/events/${beta.events[0]!.id}/pin`]);
    expect((await late.asked).signal?.aborted).toBe(true);
  });

  it("keeps A's action answer off B's lists when the switch comes while it is out", async () => {
    const alpha = eventsView(ALPHA);
    const api = new StubConsoleApi()
      .answer("GET /restaurants/alpha/events", { data: alpha })
      .answer("GET /restaurants/beta/events", { data: eventsView(BETA) });
    const pin = api.hold(`POST /restaurants/alpha/events/${alpha.events[0]!.id}/pin`, {
      data: { event: { ...alpha.events[0], isPinned: true } },
    });
    const view = mountScreen("couvert-events-view", api, ALPHA);
    await settle(view);
    query<HTMLButtonElement>(view, 'button[data-action="pin"]').click();
    await arriveAfterSwitch(view, pin, BETA);
    expect(shownText(view)).not.toContain("Alpha Jazz Night");
    expect(shownText(view)).toContain("Beta Wine Tasting");
  });

  it("shows a failed load with a retry, then the events, accessibly", async () => {
    const api = new StubConsoleApi().answer("GET /restaurants/alpha/events", { error: { code: "internal_error", status: 500 } });
    const view = mountScreen("couvert-events-view", api, ALPHA);
    await retryAfterFailedLoad(view, api, "GET /restaurants/alpha/events", { data: eventsView(ALPHA) }, "button");
    expect(shownText(view)).toContain("Alpha Jazz Night");
    await expectAccessible(view, "ready");
  });

  it("shows loading, then three empty lists, accessibly", async () => {
    const api = new StubConsoleApi();
    const held = api.hold("GET /restaurants/alpha/events", { data: { ...eventsView(ALPHA), events: [] } });
    const view = mountScreen("couvert-events-view", api, ALPHA);
    await showsLoadingUntil(view, held);
    for (const empty of ["No published events ahead.", "No drafts.", "No past or archived events."])
      expect(shownText(view)).toContain(empty);
    await expectAccessible(view, "empty");
  });

  it("writes a draft with the keyboard: the content posted, the draft listed with the focus on it", async () => {
    const draft = event("Alpha Quiz", 10, {
      id: "e_quiz",
      status: "draft",
      publishedAt: null,
      ticketUrl: null,
      location: null,
      description: "",
    });
    const api = new StubConsoleApi()
      .answer("GET /restaurants/alpha/events", { data: { ...eventsView(ALPHA), events: [] } })
      .answer("POST /restaurants/alpha/events", { data: { event: draft } });
    const view = mountScreen("couvert-events-view", api, ALPHA);
    await settle(view);
    await tabTo(view, "#new-event");
    await userEvent.keyboard("{Enter}");
    await settle(view);
    const form = query(view, "couvert-event-form");
    expect(focused()).toBe(form.shadowRoot!.querySelector("#title"));
    await expectAccessible(view, "form open");
    await userEvent.keyboard("Alpha Quiz");
    await userEvent.fill(form.shadowRoot!.querySelector<HTMLInputElement>("#startAt")!, "2030-07-01T19:30");
    await tabTo(view, 'button[type="submit"]', "couvert-event-form");
    await userEvent.keyboard("{Enter}");
    await settle(view);

    expect(api.posts().map((c) => c.body)).toEqual([
      {
        title: "Alpha Quiz",
        description: "",
        startAt: localDateTimeToInstant("2030-07-01T19:30", ALPHA.timezone),
        endAt: null,
        location: null,
        ticketUrl: null,
        coverUrl: null,
      },
    ]);
    expect(view.shadowRoot!.querySelector("couvert-event-form")).toBeNull();
    expect(query(view, 'p[role="status"]').textContent).toContain("“Alpha Quiz” is saved as a draft.");
    expect(focused()).toBe(query(view, "#event-e_quiz"));
    await expectAccessible(view, "saved");
  });

  it("shows the server's refusal at its field, with the focus there", async () => {
    const api = new StubConsoleApi()
      .answer("GET /restaurants/alpha/events", { data: eventsView(ALPHA) })
      .answer("POST /restaurants/alpha/events", {
        error: { code: "invalid_request", field: "coverUrl", message: "coverUrl: must be an http(s) URL" },
      });
    const view = mountScreen("couvert-events-view", api, ALPHA);
    await settle(view);
    query<HTMLButtonElement>(view, "#new-event").click();
    await settle(view);
    const form = query(view, "couvert-event-form");
    await userEvent.fill(query<HTMLInputElement>(form, "#title"), "Alpha Quiz");
    await userEvent.fill(query<HTMLInputElement>(form, "#startAt"), "2030-07-01T19:30");
    await userEvent.fill(query<HTMLInputElement>(form, "#coverUrl"), "ftp://alpha.example/cover.jpg");
    query<HTMLFormElement>(form, "form").requestSubmit();
    await settle(view);

    const cover = query<HTMLInputElement>(form, "#coverUrl");
    expect(cover.getAttribute("aria-invalid")).toBe("true");
    expect(query(form, "#coverUrl-error").textContent).toContain("https://");
    expect(cover.getAttribute("aria-describedby")).toContain("coverUrl-error");
    expect(focused()).toBe(cover);
    await expectAccessible(view, "refused");
  });

  it("deletes an event with the keyboard after asking, the focus on its list", async () => {
    const alpha = eventsView(ALPHA);
    const id = alpha.events[0]!.id;
    const api = new StubConsoleApi()
      .answer("GET /restaurants/alpha/events", { data: alpha })
      .answer(`POST /restaurants/alpha/events/${id}/delete`, { data: { id, deleted: true } });
    const view = mountScreen("couvert-events-view", api, ALPHA);
    await settle(view);
    await tabTo(view, 'button[data-action="delete"]');
    await userEvent.keyboard("{Enter}");
    await settle(view);
    expect(focused()).toBe(query(view, `#confirm-${id}`));
    await expectAccessible(view, "asking");
    await tabTo(view, ".confirm button.danger");
    await userEvent.keyboard("{Enter}");
    await settle(view);
    expect(api.posts().map((c) => c.path)).toEqual([`/restaurants/alpha/events/${id}/delete`]);
    expect(query(view, 'p[role="status"]').textContent).toContain("“Alpha Jazz Night” is deleted.");
    expect(view.shadowRoot!.querySelector(`#event-${id}`)).toBeNull();
    expect(focused()).toBe(query(view, "#list-upcoming"));
  });

  it("never lists A's new draft under B when the switch comes while it is saved", async () => {
    const api = new StubConsoleApi()
      .answer("GET /restaurants/alpha/events", { data: eventsView(ALPHA) })
      .answer("GET /restaurants/beta/events", { data: eventsView(BETA) });
    const saving = api.hold("POST /restaurants/alpha/events", {
      data: { event: event("Alpha Quiz", 10, { id: "e_quiz", status: "draft" }) },
    });
    const view = mountScreen("couvert-events-view", api, ALPHA);
    await settle(view);
    query<HTMLButtonElement>(view, "#new-event").click();
    await settle(view);
    const form = query(view, "couvert-event-form");
    await userEvent.fill(query<HTMLInputElement>(form, "#title"), "Alpha Quiz");
    await userEvent.fill(query<HTMLInputElement>(form, "#startAt"), "2030-07-01T19:30");
    query<HTMLFormElement>(form, "form").requestSubmit();
    await arriveAfterSwitch(view, saving, BETA);
    expect(shownText(view)).toContain("Beta Wine Tasting");
    expect(shownText(view)).not.toContain("Alpha Quiz");
  });

  it("previews the event as it is typed, once it has a title and a start", async () => {
    const api = new StubConsoleApi().answer("GET /restaurants/alpha/events", { data: eventsView(ALPHA) });
    const view = mountScreen("couvert-events-view", api, ALPHA);
    await settle(view);
    query<HTMLButtonElement>(view, "#new-event").click();
    await settle(view);
    const form = query(view, "couvert-event-form");
    expect(shownText(form)).toContain("The preview appears once the event has a title and a start.");
    await userEvent.fill(query<HTMLInputElement>(form, "#title"), "Alpha Quiz");
    await userEvent.fill(query<HTMLInputElement>(form, "#startAt"), "2030-07-01T19:30");
    await userEvent.fill(query<HTMLInputElement>(form, "#location"), "Back room");
    await settle(view);
    const preview = query(form, "couvert-event-preview");
    expect(shownText(preview)).toContain("Alpha Quiz");
    expect(shownText(preview)).toContain("Back room");
    await expectAccessible(view, "previewed");
  });
});
