import { describe, expect, it } from "vitest";
import { historyOf, isLateCancellation, summaryFor, type VisitRecord } from "./history.ts";
import { allergiesIn } from "./tags.ts";
import { emailKey } from "./identity.ts";

const visit = (n: number, status: VisitRecord["status"], startsAt: string, over: Partial<VisitRecord> = {}): VisitRecord => ({
  reservationNumber: n,
  status,
  startsAt,
  updatedAt: "2026-01-01T00:00:00Z",
  guestNotes: null,
  ...over,
});

describe("a guest's history", () => {
  it("counts completed visits, no-shows and cancellations, late ones apart, first and last visit by start", () => {
    const history = historyOf([
      visit(1, "completed", "2026-03-01T18:00:00Z"),
      visit(2, "completed", "2026-02-01T18:00:00Z"),
      visit(3, "no_show", "2026-04-01T18:00:00Z"),
      visit(4, "cancelled", "2026-05-01T18:00:00Z", { updatedAt: "2026-05-01T08:00:00Z" }),
      visit(5, "cancelled", "2026-06-01T18:00:00Z", { updatedAt: "2026-05-20T08:00:00Z" }),
      visit(6, "confirmed", "2026-07-01T18:00:00Z"),
    ]);
    expect(history).toEqual({
      visits: 2,
      noShows: 1,
      cancellations: 2,
      lateCancellations: 1,
      firstVisit: "2026-02-01T18:00:00Z",
      lastVisit: "2026-03-01T18:00:00Z",
    });
  });

  it("calls a cancellation late from 24 hours before the start on", () => {
    const at = (updatedAt: string) => isLateCancellation({ status: "cancelled", startsAt: "2026-05-02T18:00:00Z", updatedAt });
    expect(at("2026-05-01T18:00:00Z")).toBe(false);
    expect(at("2026-05-01T18:00:01Z")).toBe(true);
  });

  it("summarises a booking over the guest's other bookings, with allergies from tags and notes and the latest other note", () => {
    const bookings = [
      visit(7, "confirmed", "2026-07-01T18:00:00Z", { guestNotes: "Birthday" }),
      visit(2, "completed", "2026-02-01T18:00:00Z", { guestNotes: "Kein Gluten bitte" }),
      visit(1, "completed", "2026-01-01T18:00:00Z", { guestNotes: "nut allergy" }),
    ];
    expect(summaryFor({ id: 9, tags: ["vip", "sesame"] }, bookings, 7)).toEqual({
      profileId: 9,
      visits: 2,
      noShows: 0,
      lateCancellations: 0,
      vip: true,
      allergies: ["nuts", "gluten", "sesame"],
      note: "Kein Gluten bitte",
    });
  });
});

describe("recognition and allergy words", () => {
  it("keys e-mails trimmed and in lower case", () => {
    expect(emailKey("  Ada@Example.ORG ")).toBe("ada@example.org");
    expect(emailKey("  ")).toBeNull();
  });

  it("reads allergens in English and German, and not in unrelated words", () => {
    expect(allergiesIn("Allergisch gegen Erdnüsse und Schalentiere")).toEqual(["peanuts", "shellfish"]);
    expect(allergiesIn("coeliac; no hazelnuts")).toEqual(["nuts", "gluten"]);
    expect(allergiesIn("A table by the window, please")).toEqual([]);
  });
});
