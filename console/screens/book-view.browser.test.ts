import { describe, expect, it } from "vitest";
import {
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
import { DAY, daySheet, reservation } from "../testing/fixtures.ts";
import "./book-view.ts";

const on = { params: [DAY] };

/** Types into a field as the owner would (the form hears `input`). */
function type(view: HTMLElement, selector: string, value: string): void {
  const input = query<HTMLInputElement>(view, selector);
  input.value = value;
  input.dispatchEvent(new Event("input", { bubbles: true, composed: true }));
}

describe("couvert-book-view", () => {
  it("offers B's times, not A's, and books at B with B's time, when A's answer comes after the switch", async () => {
    const api = new StubConsoleApi()
      .answer("GET /restaurants/beta/day", { data: daySheet(BETA) })
      .answer("POST /restaurants/beta/reservations", { data: { reservation: reservation(BETA), pin: "123456" } });
    const late = api.hold("GET /restaurants/alpha/day", { data: daySheet(ALPHA) });
    const view = mountScreen("couvert-book-view", api, ALPHA, on);
    await arriveAfterSwitch(view, late, BETA);

    const times = [...view.shadowRoot!.querySelectorAll<HTMLOptionElement>("#starts_at option")].map((o) => o.value);
    expect(times).toEqual(["20:00", "20:30"]);
    type(view, "#guest_last_name", "Gast");
    type(view, "#guest_email", "gast@example.com");
    query<HTMLFormElement>(view, "form").requestSubmit();
    await settle(view);
    expect(api.posts().map((c) => c.path)).toEqual(["/restaurants/beta/reservations"]);
    expect((api.posts()[0]!.body as { starts_at: string }).starts_at).toBe("2030-06-14T18:00:00.000Z");
    expect((await late.asked).signal?.aborted).toBe(true);
  });

  it("starts B from an empty form, and drops A's booking answer, when the switch comes while it is out", async () => {
    const api = new StubConsoleApi()
      .answer("GET /restaurants/alpha/day", { data: daySheet(ALPHA) })
      .answer("GET /restaurants/beta/day", { data: daySheet(BETA) });
    const booking = api.hold("POST /restaurants/alpha/reservations", { data: { reservation: reservation(ALPHA), pin: "999999" } });
    const view = mountScreen("couvert-book-view", api, ALPHA, on);
    await settle(view);
    type(view, "#guest_last_name", "Alphagast");
    type(view, "#guest_email", "alphagast@example.com");
    query<HTMLFormElement>(view, "form").requestSubmit();
    await arriveAfterSwitch(view, booking, BETA);
    expect(shownText(view)).not.toMatch(/Alphagast|999999|Alphason/);
    expect(query<HTMLInputElement>(view, "#guest_last_name").value).toBe("");
  });

  it("shows the times failing with a retry, then the times, accessibly", async () => {
    const api = new StubConsoleApi().answer("GET /restaurants/alpha/day", { error: { code: "internal_error", status: 500 } });
    const view = mountScreen("couvert-book-view", api, ALPHA, on);
    await retryAfterFailedLoad(view, api, "GET /restaurants/alpha/day", { data: daySheet(ALPHA) });
    expect(query<HTMLSelectElement>(view, "#starts_at").value).toBe("19:00");
    await expectAccessible(view, "ready");
  });
});
