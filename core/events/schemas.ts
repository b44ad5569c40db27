import * as z from "zod/mini";
import { HttpUrlSchema as Url, IsoInstantSchema as IsoInstant } from "../primitives.ts";
import { RestaurantEnvelopeSchema } from "../api.ts";
import { EVENT_STATUSES, PLATFORMS, VIEW_MODES } from "./names.ts";
import { LOCAL_DATE_TIME_PATTERN } from "../time.ts";

export { EVENT_STATUSES, PLATFORMS, VIEW_MODES, type EventStatus, type Platform, type ViewMode } from "./names.ts";

/** One element of `items` / `pastItems` (docs/api.md §8.2): every field present, optional ones null. */
export const EventSchema = z.object({
  id: z.string(),
  platform: z.enum(PLATFORMS),
  source: z.enum(PLATFORMS),
  eventId: z.nullable(z.string()),
  title: z.string(),
  description: z.string(),
  coverUrl: z.nullable(Url),
  coverStoragePath: z.nullable(z.string()),
  startAt: IsoInstant,
  endAt: z.nullable(IsoInstant),
  ticketUrl: z.nullable(Url),
  location: z.nullable(z.string()),
  status: z.enum(EVENT_STATUSES),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  externalUrl: z.nullable(Url),
  createdAt: IsoInstant,
  publishedAt: z.nullable(IsoInstant),
  isPinned: z.boolean(),
});
export type RestaurantEvent = z.infer<typeof EventSchema>;

const LocalDateTime = z.string().check(z.regex(LOCAL_DATE_TIME_PATTERN, "Expected YYYY-MM-DDTHH:MM"));

/**
 * An event as GET /events lists it (docs/api.md §8.2): beside its instants, the restaurant's wall
 * clock at each (`YYYY-MM-DDTHH:MM` in `timezone`), so a client writes its times without zone
 * data of its own (the widget's first screen without `Intl`, issue 30). A project addition.
 */
export const ListedEventSchema = z.extend(EventSchema, {
  startLocal: LocalDateTime,
  endLocal: z.nullable(LocalDateTime),
});
export type ListedEvent = z.infer<typeof ListedEventSchema>;

/** `data` of GET /events (docs/api.md §8.1). */
export const EventsEnvelopeSchema = z.object({
  ...RestaurantEnvelopeSchema.shape,
  /** An addition to the first API (docs/api.md §8.1): the restaurant's IANA zone, so event times show in it. */
  timezone: z.string(),
  viewMode: z.enum(VIEW_MODES),
  connectedPlatforms: z.array(z.enum(PLATFORMS)),
  showAllPlatformFilter: z.boolean(),
  items: z.array(ListedEventSchema),
  pastItems: z.array(ListedEventSchema),
});
export type EventsEnvelope = z.infer<typeof EventsEnvelopeSchema>;
