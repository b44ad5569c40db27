import * as z from "zod/mini";
import { endsAfterStart, eventContentShape } from "../../../core/events/content.ts";
import { EventSchema } from "../../../core/events/schemas.ts";
import { textUpTo as Text } from "../../../core/primitives.ts";
import type { EventFields } from "./repository.ts";

const S = EventSchema.shape;
const ExternalId = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));

const C = eventContentShape;

/**
 * The fields an owner sets (docs/api.md §8.2 without the computed ones), taken from core's EventSchema
 * with the bounds a response never needs: core's content bounds (a non-blank title, text lengths),
 * an end after the start.
 */
const eventFieldsShape = {
  platform: S.platform,
  source: S.source,
  eventId: z.nullable(ExternalId),
  title: C.title,
  description: C.description,
  coverUrl: C.coverUrl,
  coverStoragePath: z.nullable(Text(500)),
  startAt: C.startAt,
  endAt: C.endAt,
  ticketUrl: C.ticketUrl,
  location: C.location,
  status: S.status,
  externalUrl: S.externalUrl,
  isPinned: S.isPinned,
  publishedAt: S.publishedAt,
};
export const EventFieldsSchema = z.object(eventFieldsShape).check(endsAfterStart());
export const EVENT_FIELD_NAMES = Object.keys(eventFieldsShape) as (keyof EventFields)[];

/**
 * One element of an `event import` file: the response's own element shape. `id`, `canEdit`,
 * `canDelete` and `createdAt` are ignored (ours, or computed); `eventId` is required, since it is
 * what makes a second import of the same feed update instead of duplicate. Nullable fields may be
 * left out (null); `source` defaults to `platform`; `status` and `isPinned` left out keep the
 * stored value (a new event: published, not pinned), so a feed refresh does not undo an owner's
 * archive or pin.
 */
export const EventImportElementSchema = z
  .object({
    id: z.optional(z.unknown()),
    canEdit: z.optional(z.unknown()),
    canDelete: z.optional(z.unknown()),
    createdAt: z.optional(z.unknown()),
    platform: eventFieldsShape.platform,
    source: z.optional(eventFieldsShape.source),
    eventId: z
      .string({ error: "an imported event needs an eventId (its id on the platform) so a re-import updates it" })
      .check(z.trim(), z.minLength(1), z.maxLength(200)),
    title: eventFieldsShape.title,
    description: z.optional(eventFieldsShape.description),
    coverUrl: z.optional(eventFieldsShape.coverUrl),
    coverStoragePath: z.optional(eventFieldsShape.coverStoragePath),
    startAt: eventFieldsShape.startAt,
    endAt: z.optional(eventFieldsShape.endAt),
    ticketUrl: z.optional(eventFieldsShape.ticketUrl),
    location: z.optional(eventFieldsShape.location),
    status: z.optional(eventFieldsShape.status),
    externalUrl: z.optional(eventFieldsShape.externalUrl),
    isPinned: z.optional(eventFieldsShape.isPinned),
    publishedAt: z.optional(eventFieldsShape.publishedAt),
  })
  .check(endsAfterStart());
export type EventImportElement = z.infer<typeof EventImportElementSchema>;

/** A whole import file: an array of elements, no two with the same platform and eventId. */
export const EventImportFileSchema = z.array(EventImportElementSchema).check(
  z.superRefine((elements, ctx) => {
    const seen = new Map<string, number>();
    elements.forEach((e, i) => {
      const key = `${e.platform}\u0000${e.eventId}`;
      const first = seen.get(key);
      if (first === undefined) seen.set(key, i);
      else
        ctx.addIssue({
          code: "custom",
          input: e.eventId,
          path: [i, "eventId"],
          message: `same platform and eventId as element [${first}]`,
        });
    });
  }),
);
