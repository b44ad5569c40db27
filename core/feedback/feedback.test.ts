import { describe, expect, it } from "vitest";
import { FEEDBACK_LINK_DAYS, feedbackDueAt, feedbackExpiresAt, reviewAuthor } from "./feedback.ts";

describe("feedbackDueAt", () => {
  it("is 10:00 in the restaurant's zone on the day after the visit began", () => {
    // A dinner at 21:00 Berlin (summer, UTC+2), completed at 23:30.
    expect(feedbackDueAt("2026-06-02T19:00:00Z", new Date("2026-06-02T21:30:00Z"), "Europe/Berlin")).toBe("2026-06-03T08:00:00Z");
    // 16:00 UTC on 2 June is 01:00 on 3 June in Tokyo: the visit's day is Tokyo's, the e-mail on the 4th.
    expect(feedbackDueAt("2026-06-02T16:00:00Z", new Date("2026-06-02T18:00:00Z"), "Asia/Tokyo")).toBe("2026-06-04T01:00:00Z");
  });

  it("keeps 10:00 wall time across a DST change overnight", () => {
    // Berlin moves to summer time on 29 March 2026: the evening before is UTC+1, the morning UTC+2.
    expect(feedbackDueAt("2026-03-28T19:00:00Z", new Date("2026-03-28T22:00:00Z"), "Europe/Berlin")).toBe("2026-03-29T08:00:00Z");
    expect(feedbackDueAt("2026-10-24T18:00:00Z", new Date("2026-10-24T21:00:00Z"), "Europe/Berlin")).toBe("2026-10-25T09:00:00Z");
  });

  it("is the next 10:00 after now when the booking is completed late", () => {
    expect(feedbackDueAt("2026-06-02T19:00:00Z", new Date("2026-06-03T08:00:00Z"), "Europe/Berlin")).toBe("2026-06-04T08:00:00Z");
    expect(feedbackDueAt("2026-06-02T19:00:00Z", new Date("2026-06-05T07:59:00Z"), "Europe/Berlin")).toBe("2026-06-05T08:00:00Z");
  });

  it("lets the link work FEEDBACK_LINK_DAYS after the e-mail is due", () => {
    expect(FEEDBACK_LINK_DAYS).toBe(14);
    expect(feedbackExpiresAt("2026-06-03T08:00:00Z")).toBe("2026-06-17T08:00:00Z");
  });
});

describe("reviewAuthor", () => {
  it("names the guest by first name and last initial only", () => {
    expect(reviewAuthor("Ada", "Lovelace")).toBe("Ada L.");
    expect(reviewAuthor("  Jürgen ", "österreicher")).toBe("Jürgen Ö.");
    expect(reviewAuthor(null, "Lovelace")).toBe("L.");
    expect(reviewAuthor(null, "")).toBe("Guest");
  });
});
