import { describe, expect, it } from "vitest";
import { isUpcoming, ownerEventLists, partitionEvents, upcomingUntil } from "./partition.ts";

const now = new Date("2026-06-01T18:00:00Z");
const ev = (id: string, startAt: string, extra: { endAt?: string | null; isPinned?: boolean } = {}) => ({
  id,
  startAt,
  endAt: extra.endAt ?? null,
  isPinned: extra.isPinned ?? false,
});

describe("isUpcoming", () => {
  it("keeps an event without an end until the grace period after its start has passed", () => {
    expect(isUpcoming(ev("a", "2026-06-01T16:00:01Z"), now, 120)).toBe(true);
    expect(isUpcoming(ev("a", "2026-06-01T16:00:00Z"), now, 120)).toBe(false);
  });

  it("keeps an event with an end until that end, whatever the grace", () => {
    expect(isUpcoming(ev("a", "2026-06-01T10:00:00Z", { endAt: "2026-06-01T18:00:01Z" }), now, 0)).toBe(true);
    expect(isUpcoming(ev("a", "2026-06-01T17:59:00Z", { endAt: "2026-06-01T18:00:00Z" }), now, 120)).toBe(false);
  });
});

describe("upcomingUntil", () => {
  it("is the end, or without one the start plus the grace: the first instant isUpcoming is false", () => {
    const withEnd = ev("a", "2026-06-01T10:00:00Z", { endAt: "2026-06-01T18:00:00Z" });
    expect(upcomingUntil(withEnd, 120)).toBe(Date.parse("2026-06-01T18:00:00Z"));
    expect(upcomingUntil(ev("a", "2026-06-01T16:00:00Z"), 120)).toBe(Date.parse("2026-06-01T18:00:00Z"));
    expect(isUpcoming(withEnd, new Date(upcomingUntil(withEnd, 120) - 1), 120)).toBe(true);
  });
});

describe("partitionEvents", () => {
  it("orders upcoming pinned first then soonest, past newest first, and caps both", () => {
    const events = [
      ev("later", "2026-06-10T18:00:00Z"),
      ev("pinned-late", "2026-07-01T18:00:00Z", { isPinned: true }),
      ev("soon", "2026-06-02T18:00:00Z"),
      ev("old", "2026-05-01T18:00:00Z"),
      ev("recent", "2026-05-30T18:00:00Z"),
      ev("oldest", "2026-04-01T18:00:00Z"),
    ];
    const all = partitionEvents(events, now, { graceMinutes: 120, maxItems: 10 });
    expect(all.items.map((e) => e.id)).toEqual(["pinned-late", "soon", "later"]);
    expect(all.pastItems.map((e) => e.id)).toEqual(["recent", "old", "oldest"]);
    const capped = partitionEvents(events, now, { graceMinutes: 120, maxItems: 2 });
    expect(capped.items.map((e) => e.id)).toEqual(["pinned-late", "soon"]);
    expect(capped.pastItems.map((e) => e.id)).toEqual(["recent", "old"]);
  });

  it("orders events that start together by id, whatever order they come in, so a cap keeps the same ones", () => {
    const together = ["c", "a", "b"].flatMap((id) => [ev(`up-${id}`, "2026-06-02T18:00:00Z"), ev(`past-${id}`, "2026-05-01T18:00:00Z")]);
    for (const events of [together, [...together].reverse()]) {
      const { items, pastItems } = partitionEvents(events, now, { graceMinutes: 120, maxItems: 2 });
      expect(items.map((e) => e.id)).toEqual(["up-a", "up-b"]);
      expect(pastItems.map((e) => e.id)).toEqual(["past-a", "past-b"]);
    }
  });
});

describe("ownerEventLists", () => {
  it("puts every event in exactly one list: upcoming as the widget orders them, drafts soonest first, the rest newest first", () => {
    const events = [
      { ...ev("draft-late", "2026-08-01T18:00:00Z"), status: "draft" as const },
      { ...ev("draft-past", "2026-05-01T18:00:00Z"), status: "draft" as const },
      { ...ev("soon", "2026-06-02T18:00:00Z"), status: "published" as const },
      { ...ev("pinned", "2026-07-01T18:00:00Z", { isPinned: true }), status: "published" as const },
      { ...ev("tonight", "2026-06-01T16:30:00Z"), status: "published" as const },
      { ...ev("over", "2026-05-20T18:00:00Z"), status: "published" as const },
      { ...ev("archived-future", "2026-09-01T18:00:00Z"), status: "archived" as const },
    ];
    const lists = ownerEventLists(events, now, 120);
    expect(lists.upcoming.map((e) => e.id)).toEqual(["pinned", "tonight", "soon"]);
    expect(lists.drafts.map((e) => e.id)).toEqual(["draft-past", "draft-late"]);
    expect(lists.past.map((e) => e.id)).toEqual(["archived-future", "over"]);
    expect(ownerEventLists(events, now, 0).past.map((e) => e.id)).toEqual(["archived-future", "tonight", "over"]);
  });
});
