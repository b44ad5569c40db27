import { randomUUID } from "node:crypto";
import * as z from "zod/mini";
import { partitionEvents } from "../../../core/events/partition.ts";
import { EventSchema, type EventStatus, type EventsEnvelope, type RestaurantEvent } from "../../../core/events/schemas.ts";
import { toUtcIso } from "../../../core/time.ts";
import { CouvertError } from "../../../core/errors.ts";
import { lockNames } from "../../db/transactions.ts";
import { envelopeOf, type Restaurant } from "../../restaurants/settings.ts";
import type { Store } from "../../store.ts";
import type { EventFields, EventRecord, EventRepository } from "./repository.ts";
import { normalizeHttpUrl, textUpTo as Text } from "../../../core/primitives.ts";

const S = EventSchema.shape;
const ExternalId = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));
const endsAfterStart = <T extends { startAt: string; endAt?: string | null | undefined }>() =>
  z.refine<T>((e) => e.endAt === null || e.endAt === undefined || Date.parse(e.endAt) > Date.parse(e.startAt), {
    message: "endAt must be after startAt",
    path: ["endAt"],
  });

/**
 * The fields an owner sets (docs/api.md §8.2 without the computed ones), taken from core's EventSchema
 * with the bounds a response never needs: a non-blank title, text lengths, an end after the start.
 */
const eventFieldsShape = {
  platform: S.platform,
  source: S.source,
  eventId: z.nullable(ExternalId),
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  description: Text(10_000),
  coverUrl: S.coverUrl,
  coverStoragePath: z.nullable(Text(500)),
  startAt: S.startAt,
  endAt: S.endAt,
  ticketUrl: S.ticketUrl,
  location: z.nullable(Text(300)),
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

export interface ImportSummary {
  created: number;
  updated: number;
  events: RestaurantEvent[];
}

/**
 * The events module's rules. Time always comes in as `now`; storage through the store. Writes that
 * check before they write (an eventId still free) hold the restaurant's lock.
 */
export class EventService {
  constructor(private readonly store: Store) {}

  private get repo(): EventRepository {
    return this.store.read.events;
  }

  /**
   * `data` of GET /events (docs/api.md §8.1). Which events are upcoming, their order and the cap are
   * decided by core's `partitionEvents` alone; the queries only narrow what is loaded.
   */
  async envelope(restaurant: Restaurant, now: Date): Promise<EventsEnvelope> {
    const options = { graceMinutes: restaurant.eventsGraceMinutes, maxItems: restaurant.embedMaxItems };
    const from = candidateCutoff(now, options.graceMinutes);
    const [upcoming, past] = await Promise.all([
      this.repo.listPublishedFrom(restaurant.id, from),
      this.repo.listPublishedBefore(restaurant.id, from, options.maxItems),
    ]);
    const candidates = [...upcoming, ...past].map(toApiEvent);
    const { items, pastItems } = partitionEvents(candidates, now, options);
    return {
      ...envelopeOf(restaurant),
      timezone: restaurant.timezone,
      viewMode: restaurant.viewMode,
      connectedPlatforms: restaurant.connectedPlatforms,
      showAllPlatformFilter: restaurant.showAllPlatformFilter,
      items,
      pastItems,
    };
  }

  /** Every event of the restaurant (drafts and archived too), newest start first. */
  async list(restaurantId: string, status?: EventStatus): Promise<RestaurantEvent[]> {
    return (await this.repo.list(restaurantId, status)).map(toApiEvent);
  }

  async get(restaurantId: string, id: string): Promise<RestaurantEvent | null> {
    const record = await this.repo.findById(restaurantId, id);
    return record ? toApiEvent(record) : null;
  }

  create(restaurantId: string, fields: EventFields, now: Date): Promise<RestaurantEvent> {
    return this.store.write([lockNames.restaurant(restaurantId)], async ({ events }) => {
      await assertExternalIdFree(events, restaurantId, fields, null);
      const record = { id: randomUUID(), restaurantId, createdAt: toUtcIso(now), ...prepare(fields, now) };
      await events.insert(record);
      return toApiEvent(record);
    });
  }

  /** Replaces the event's fields (the caller merged and validated them); null when there is no such event. */
  update(restaurantId: string, id: string, fields: EventFields, now: Date): Promise<RestaurantEvent | null> {
    return this.store.write([lockNames.restaurant(restaurantId)], async ({ events }) => {
      if (!(await events.findById(restaurantId, id))) return null;
      await assertExternalIdFree(events, restaurantId, fields, id);
      await events.update(restaurantId, id, prepare(fields, now));
      const updated = await events.findById(restaurantId, id);
      return updated && toApiEvent(updated);
    });
  }

  async setPinned(restaurantId: string, id: string, pinned: boolean): Promise<RestaurantEvent | null> {
    return (await this.repo.setPinned(restaurantId, id, pinned)) ? this.get(restaurantId, id) : null;
  }

  delete(restaurantId: string, id: string): Promise<boolean> {
    return this.repo.delete(restaurantId, id);
  }

  /**
   * Imports a validated file in one transaction, idempotent on platform + eventId: an element
   * whose event exists already updates it, any other creates one.
   */
  import(restaurantId: string, elements: EventImportElement[], now: Date): Promise<ImportSummary> {
    return this.store.write([lockNames.restaurant(restaurantId)], async ({ events }) => {
      let created = 0;
      const ids: string[] = [];
      for (const element of elements) {
        const existing = await events.findByExternal(restaurantId, element.platform, element.eventId);
        const fields = prepare(fieldsFromImport(element, existing), now);
        if (existing) {
          await events.update(restaurantId, existing.id, fields);
          ids.push(existing.id);
        } else {
          const id = randomUUID();
          await events.insert({ id, restaurantId, createdAt: toUtcIso(now), ...fields });
          ids.push(id);
          created += 1;
        }
      }
      const imported = await Promise.all(ids.map(async (id) => toApiEvent((await events.findById(restaurantId, id))!)));
      return { created, updated: elements.length - created, events: imported };
    });
  }
}

async function assertExternalIdFree(
  events: EventRepository,
  restaurantId: string,
  fields: EventFields,
  ownId: string | null,
): Promise<void> {
  if (fields.eventId === null) return;
  const holder = await events.findByExternal(restaurantId, fields.platform, fields.eventId);
  if (holder && holder.id !== ownId) {
    throw new CouvertError("invalid_request", {
      field: "eventId",
      message: `event ${holder.id} already has platform ${fields.platform} and eventId "${fields.eventId}"`,
    });
  }
}

/**
 * Where the queries split the restaurant's published events. Every upcoming event (core's rule:
 * `now < endAt`, or `now < startAt + grace` without an end) starts or ends at or after any cut-off
 * ≤ now − grace, and every event before it is past; so loading the events from the cut-off on, plus
 * the newest `maxItems` before it, gives core all it needs. A day of slack keeps this a generous
 * pre-filter rather than a second copy of the rule.
 */
export function candidateCutoff(now: Date, graceMinutes: number): Date {
  return new Date(now.getTime() - (graceMinutes + 24 * 60) * 60_000);
}

/** The API's element (docs/api.md §8.2): every field present, in the documented order (instants are stored in API form). */
export function toApiEvent(r: EventRecord): RestaurantEvent {
  return {
    id: r.id,
    platform: r.platform,
    source: r.source,
    eventId: r.eventId,
    title: r.title,
    description: r.description,
    coverUrl: r.coverUrl,
    coverStoragePath: r.coverStoragePath,
    startAt: r.startAt,
    endAt: r.endAt,
    ticketUrl: r.ticketUrl,
    location: r.location,
    status: r.status,
    canEdit: r.platform === "native",
    canDelete: true,
    externalUrl: r.externalUrl,
    createdAt: r.createdAt,
    publishedAt: r.publishedAt,
    isPinned: r.isPinned,
  };
}

/** The editable fields of an event, e.g. to merge an owner's changes over. */
export function fieldsOf(e: RestaurantEvent): EventFields {
  const { id: _id, canEdit: _e, canDelete: _d, createdAt: _c, ...fields } = e;
  return fields;
}

function fieldsFromImport(e: EventImportElement, existing: EventRecord | null): EventFields {
  return {
    platform: e.platform,
    source: e.source ?? e.platform,
    eventId: e.eventId,
    title: e.title,
    description: e.description ?? "",
    coverUrl: e.coverUrl ?? null,
    coverStoragePath: e.coverStoragePath ?? null,
    startAt: e.startAt,
    endAt: e.endAt ?? null,
    ticketUrl: e.ticketUrl ?? null,
    location: e.location ?? null,
    status: e.status ?? existing?.status ?? "published",
    externalUrl: e.externalUrl ?? null,
    isPinned: e.isPinned ?? existing?.isPinned ?? false,
    publishedAt: e.publishedAt ?? existing?.publishedAt ?? null,
  };
}

/**
 * Stored form: instants as `toUtcIso` (whatever offset the owner typed), and a published event
 * without a `publishedAt` is stamped `now` (the first time it is published; later edits keep it).
 */
function prepare(fields: EventFields, now: Date): EventFields {
  const publishedAt = fields.publishedAt ?? (fields.status === "published" ? toUtcIso(now) : null);
  return {
    ...fields,
    startAt: utc(fields.startAt),
    endAt: fields.endAt === null ? null : utc(fields.endAt),
    publishedAt: publishedAt === null ? null : utc(publishedAt),
    coverUrl: fields.coverUrl && normalizeHttpUrl(fields.coverUrl),
    ticketUrl: fields.ticketUrl && normalizeHttpUrl(fields.ticketUrl),
    externalUrl: fields.externalUrl && normalizeHttpUrl(fields.externalUrl),
  };
}

const utc = (instant: string): string => toUtcIso(new Date(instant));
