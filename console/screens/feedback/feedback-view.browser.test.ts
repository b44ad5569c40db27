import { describe, expect, it } from "vitest";
import type { FeedbackItem } from "../../../core/feedback/feedback.ts";
import {
  ALPHA,
  BETA,
  StubConsoleApi,
  arriveAfterSwitch,
  expectAccessible,
  mountScreen,
  query,
  retryAfterFailedLoad,
  settle,
  shownText,
} from "../../testing/browser.ts";
import "./feedback-view.ts";

const item = (overrides: Partial<FeedbackItem> = {}): FeedbackItem => ({
  id: "fb_1",
  reservationNumber: 41,
  guestName: "Ada Lovelace",
  author: "Ada L.",
  bookingStartsAt: "2026-06-02T17:00:00Z",
  rating: 5,
  comment: "Wonderful evening",
  answeredAt: "2026-06-03T09:00:00Z",
  publishedAt: null,
  ...overrides,
});

const list = (...items: FeedbackItem[]) => ({
  data: { items, averageRating: items.length ? items.reduce((sum, i) => sum + i.rating, 0) / items.length : null },
});

describe("couvert-feedback-view", () => {
  it("lists the answers with stars, guest and visit, accessibly, and publishes one", async () => {
    const api = new StubConsoleApi()
      .answer("GET /restaurants/alpha/feedback", list(item(), item({ id: "fb_2", guestName: "Bo Brown", rating: 2, comment: null })))
      .answer("POST /restaurants/alpha/feedback/fb_1/publish", { data: { feedback: item({ publishedAt: "2026-06-03T10:00:00Z" }) } });
    const view = mountScreen("couvert-feedback-view", api, ALPHA);
    await settle(view);
    const text = shownText(view);
    expect(text).toContain("Ada Lovelace");
    expect(text).toContain("Wonderful evening");
    expect(text).toContain("Average 3.5 of 5 over 2 answers");
    expect(query(view, '[data-id="fb_2"] [role="img"]').getAttribute("aria-label")).toBe("2 of 5 stars");
    // Nothing to publish without a comment.
    expect(view.shadowRoot!.querySelector('[data-id="fb_2"] button')).toBeNull();
    await expectAccessible(view, "listed");

    query<HTMLButtonElement>(view, '[data-id="fb_1"] button').click();
    await settle(view);
    expect(api.posts().map((c) => c.path)).toEqual(["/restaurants/alpha/feedback/fb_1/publish"]);
    expect(shownText(view)).toContain("Published as “Ada L.”.");
    expect(query(view, '[data-id="fb_1"] button').textContent).toContain("Take off reviews");
  });

  it("offers staff no publishing", async () => {
    const api = new StubConsoleApi().answer("GET /restaurants/alpha/feedback", list(item()));
    const view = mountScreen("couvert-feedback-view", api, ALPHA, { role: "staff" });
    await settle(view);
    expect(shownText(view)).toContain("Wonderful evening");
    expect(view.shadowRoot!.querySelector("button")).toBeNull();
  });

  it("loads again on a live update, and shows nothing of A under B", async () => {
    const api = new StubConsoleApi().answer("GET /restaurants/beta/feedback", list(item({ guestName: "Beta Guest" })));
    const late = api.hold("GET /restaurants/alpha/feedback", list(item({ guestName: "Alpha Guest" })));
    const view = mountScreen("couvert-feedback-view", api, ALPHA);
    await arriveAfterSwitch(view, late, BETA);
    expect(shownText(view)).not.toContain("Alpha Guest");
    expect(shownText(view)).toContain("Beta Guest");

    api.answer("GET /restaurants/beta/feedback", list(item({ guestName: "Beta Guest" }), item({ id: "fb_9", guestName: "New Guest" })));
    view.context = { ...view.context, liveTick: 1 };
    await settle(view);
    expect(shownText(view)).toContain("New Guest");
  });

  it("says when there are no answers, and retries a failed load", async () => {
    const api = new StubConsoleApi().answer("GET /restaurants/alpha/feedback", { error: { code: "internal_error", status: 500 } });
    const view = mountScreen("couvert-feedback-view", api, ALPHA);
    await retryAfterFailedLoad(view, api, "GET /restaurants/alpha/feedback", list());
    expect(shownText(view)).toContain("No answers yet.");
  });
});
