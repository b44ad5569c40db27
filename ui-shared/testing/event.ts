import type { RestaurantEvent } from "../../core/events/schemas.ts";

export function event(title: string, daysFromNow: number, overrides: Partial<RestaurantEvent> = {}): RestaurantEvent {
  const start = new Date(Date.now() + daysFromNow * 86_400_000).toISOString().replace(/\.\d+Z$/, "Z");
  return {
    id: `e_${title.replace(/\W/g, "")}`,
    platform: "native",
    source: "native",
    eventId: null,
    title,
    description: `About ${title}.`,
    coverUrl: null,
    coverStoragePath: null,
    startAt: start,
    endAt: null,
    ticketUrl: daysFromNow > 0 ? "https://example.com/tickets" : null,
    location: "Garden",
    status: "published",
    canEdit: true,
    canDelete: true,
    externalUrl: null,
    createdAt: start,
    publishedAt: start,
    isPinned: false,
    ...overrides,
  };
}
