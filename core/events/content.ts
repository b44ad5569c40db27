import * as z from "zod/mini";
import { EVENT_TEXT_MAX_LENGTH } from "../limits.ts";
import { HttpUrlSchema, IsoInstantSchema, textUpTo, trimmedTextUpTo } from "../primitives.ts";
import type { RestaurantEvent } from "./schemas.ts";

/** What an owner writes about an event in the console's form (docs/api.md §16.7): its text, times and links. */
export const EVENT_CONTENT_FIELDS = ["title", "description", "startAt", "endAt", "location", "ticketUrl", "coverUrl"] as const;
export type EventContentField = (typeof EVENT_CONTENT_FIELDS)[number];

/** Each content field with its bounds, the server's check of every write (server/modules/events/service.ts). */
export const eventContentShape = {
  // One line, like every name the widget shows: no control or direction-changing characters either.
  title: trimmedTextUpTo(EVENT_TEXT_MAX_LENGTH.title).check(z.minLength(1)),
  description: textUpTo(EVENT_TEXT_MAX_LENGTH.description),
  startAt: IsoInstantSchema,
  endAt: z.nullable(IsoInstantSchema),
  location: z.nullable(textUpTo(EVENT_TEXT_MAX_LENGTH.location)),
  ticketUrl: z.nullable(HttpUrlSchema),
  coverUrl: z.nullable(HttpUrlSchema),
} satisfies Record<EventContentField, z.ZodMiniType>;

/** An end, when there is one, after the start: the server's check of every event, and the console form's. */
export const endsAfterStart = <T extends { startAt: string; endAt?: string | null | undefined }>() =>
  z.refine<T>((e) => e.endAt === null || e.endAt === undefined || Date.parse(e.endAt) > Date.parse(e.startAt), {
    message: "endAt must be after startAt",
    path: ["endAt"],
  });

/** An event's whole content by the server's rules: what the console's form checks before it sends. */
export const EventContentSchema = z.object(eventContentShape).check(endsAfterStart());

export type EventContent = Pick<RestaurantEvent, EventContentField>;

/**
 * docs/api.md §8.2 `canEdit`: only Couvert's own (`native`) events have their content edited here.
 * An imported one is changed where it comes from, whose next import would undo an edit; it can
 * still be pinned, published, archived or deleted.
 */
export const canEditEvent = (event: Pick<RestaurantEvent, "platform">): boolean => event.platform === "native";
