import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import type { OwnerRequests } from "../../core/owner/views.ts";
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
import { requestsData, reservation } from "../testing/fixtures.ts";
import "./requests-view.ts";

/** Alpha's confirmed booking whose guest asks for four instead of three at 20:00. */
const changeAsked = () =>
  reservation(ALPHA, {
    status: "confirmed",
    change_request: {
      status: "open",
      submitted_at: "2030-06-02T10:00:00.000Z",
      changes: { party_size: 4, starts_at: "2030-06-14T18:00:00.000Z" },
      guest_phone_display: null,
      decided_at: null,
    },
  });
const nothingWaits: OwnerRequests = { pending: [], reservations: [] };

describe("couvert-requests-view", () => {
  it("shows nothing of A under B, and answers B's requests, when A's answer comes after the switch", async () => {
    const api = new StubConsoleApi()
      .answer("GET /restaurants/beta/requests", { data: requestsData(BETA) })
      .answer("POST /restaurants/beta/reservations/2002/status", { data: { reservation: reservation(BETA, { status: "confirmed" }) } });
    const late = api.hold("GET /restaurants/alpha/requests", { data: requestsData(ALPHA) });
    const view = mountScreen("couvert-requests-view", api, ALPHA);
    await arriveAfterSwitch(view, late, BETA);

    expect(shownText(view)).not.toContain("Alphason");
    expect(shownText(view)).toContain("Betamann");
    query<HTMLButtonElement>(view, "li.reservation button.primary").click();
    await settle(view);
    expect(api.posts().map((c) => c.path)).toEqual(["/restaurants/beta/reservations/2002/status"]);
    expect((await late.asked).signal?.aborted).toBe(true);
  });

  it("says nothing under B of a move made for A", async () => {
    const api = new StubConsoleApi()
      .answer("GET /restaurants/alpha/requests", { data: requestsData(ALPHA) })
      .answer("GET /restaurants/beta/requests", { data: requestsData(BETA) });
    const move = api.hold("POST /restaurants/alpha/reservations/1001/status", {
      data: { reservation: reservation(ALPHA, { status: "confirmed" }) },
    });
    const view = mountScreen("couvert-requests-view", api, ALPHA);
    await settle(view);
    query<HTMLButtonElement>(view, "li.reservation button.primary").click();
    await arriveAfterSwitch(view, move, BETA);
    expect(shownText(view)).not.toContain("1001");
    expect(shownText(view)).toContain("Betamann");
  });

  it("keeps the list and says so when a live reload fails; a first load that fails offers a retry, accessibly", async () => {
    const api = new StubConsoleApi().answer("GET /restaurants/alpha/requests", { error: { code: "internal_error", status: 500 } });
    const view = mountScreen("couvert-requests-view", api, ALPHA);
    await retryAfterFailedLoad(view, api, "GET /restaurants/alpha/requests", { data: requestsData(ALPHA) });
    expect(shownText(view)).toContain("Alphason");
    await expectAccessible(view, "ready");

    api.answer("GET /restaurants/alpha/requests", { error: { code: "internal_error", status: 500 } });
    view.context = { ...view.context, liveTick: 1 };
    await settle(view);
    expect(shownText(view)).toContain("Alphason");
    expect(query(view, 'p[role="status"].error').textContent).toMatch(/\S/);
  });

  it("shows loading, then that nothing waits, accessibly", async () => {
    const api = new StubConsoleApi();
    const held = api.hold("GET /restaurants/alpha/requests", { data: nothingWaits });
    const view = mountScreen("couvert-requests-view", api, ALPHA);
    await showsLoadingUntil(view, held);
    expect(shownText(view)).toContain("No bookings to confirm.");
    expect(shownText(view)).toContain("No open change requests.");
    await expectAccessible(view, "empty");
  });

  it("approves a change request with the keyboard, says so, and keeps the focus on the screen", async () => {
    const api = new StubConsoleApi()
      .answer("GET /restaurants/alpha/requests", { data: { pending: [], reservations: [changeAsked()] } })
      .answer("POST /restaurants/alpha/reservations/1001/approve", {
        data: { reservation: reservation(ALPHA, { status: "confirmed", party_size: 4 }) },
      });
    const view = mountScreen("couvert-requests-view", api, ALPHA);
    await settle(view);
    expect(query(view, "li.request .asked").textContent).toContain("4");
    await expectAccessible(view, "a request");
    await tabTo(view, 'li.request[data-number="1001"] button.primary');
    api.answer("GET /restaurants/alpha/requests", { data: nothingWaits });
    await userEvent.keyboard("{Enter}");
    await settle(view);

    expect(api.posts().map((c) => [c.path, c.body])).toEqual([["/restaurants/alpha/reservations/1001/approve", {}]]);
    expect(query(view, 'p[role="status"]').textContent).toContain("The change of reservation 1001 is approved");
    expect(shownText(view)).toContain("No open change requests.");
    expect(view.shadowRoot!.contains(focused())).toBe(true);
  });

  it("says why an approval was refused, and keeps the request", async () => {
    const api = new StubConsoleApi()
      .answer("GET /restaurants/alpha/requests", { data: { pending: [], reservations: [changeAsked()] } })
      .answer("POST /restaurants/alpha/reservations/1001/approve", {
        error: {
          code: "slot_full",
          status: 409,
          field: "starts_at",
          message: "Cannot approve the change request of reservation 1001: slot_full (That time is fully booked.). Nothing was changed.",
        },
      });
    const view = mountScreen("couvert-requests-view", api, ALPHA);
    await settle(view);
    query<HTMLButtonElement>(view, "li.request button.primary").click();
    await settle(view);
    expect(query(view, 'p[role="status"].error').textContent).toContain("Nothing was changed.");
    expect(focused()).toBe(query(view, 'li.request[data-number="1001"] button.primary'));
    await expectAccessible(view, "refused");
  });

  it("confirms a booking with the keyboard; the focus stays on the screen when its card leaves the list", async () => {
    const api = new StubConsoleApi()
      .answer("GET /restaurants/alpha/requests", { data: requestsData(ALPHA) })
      .answer("POST /restaurants/alpha/reservations/1001/status", { data: { reservation: reservation(ALPHA, { status: "confirmed" }) } });
    const view = mountScreen("couvert-requests-view", api, ALPHA);
    await settle(view);
    await tabTo(view, 'li.reservation[data-number="1001"] button.primary');
    api.answer("GET /restaurants/alpha/requests", { data: nothingWaits });
    await userEvent.keyboard("{Enter}");
    await settle(view);
    expect(api.posts().map((c) => c.body)).toEqual([{ status: "confirmed" }]);
    expect(shownText(view)).toContain("No bookings to confirm.");
    expect(view.shadowRoot!.contains(focused())).toBe(true);
  });
});
