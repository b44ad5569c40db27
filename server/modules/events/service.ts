import { randomUUID } from "node:crypto";
import { canEditEvent, EVENT_CONTENT_FIELDS, type EventContentField } from "../../../core/events/content.ts";
import type { Partition } from "../../../core/events/partition.ts";
import type { EventStatus, EventsEnvelope, ListedEvent, RestaurantEvent } from "../../../core/events/schemas.ts";
import { instantToLocalDateTime, toUtcIso } from "../../../core/time.ts";
import { CouvertError } from "../../../core/errors.ts";
import { lockNames } from "../../db/transactions.ts";
import { ReadCache } from "../../http/read-cache.ts";
import { parseOrRefuse } from "../../../core/parse.ts";
import { envelopeOf, type Restaurant } from "../../restaurants/settings.ts";
import type { Store } from "../../store.ts";
import type { Later } from "../../later.ts";
import { partitionBySpan } from "./partition-span.ts";
import type { EventFields, EventRecord, EventRepository } from "./repository.ts";
import { EVENT_FIELD_NAMES, EventFieldsSchema, type EventImportElement } from "./schemas.ts";
import { normalizeHttpUrl } from "../../../core/primitives.ts";

/** The events loaded for GET /events. */
interface Candidates {
  /** core's partition of them at an instant (the same object while it holds: partition-span.ts). */
  partitionAt(instant: Date): Partition<RestaurantEvent>;
  /**
   * Whether they hold every event core needs at `instant`, given it showed `shown` upcoming:
   * not before the instant they were loaded for, and when the soonest ones were cut short, only
   * while the cut lies ahead and the upcoming ones loaded fill the list (the rest start later).
   */
  completeAt(instant: Date, shown: number): boolean;
}

/** An event as GET /events lists it: with the restaurant's wall clock at its start and end (docs/api.md §8.2). */
const listed = (event: RestaurantEvent, zone: string): ListedEvent => ({
  ...event,
  startLocal: instantToLocalDateTime(event.startAt, zone),
  endLocal: event.endAt === null ? null : instantToLocalDateTime(event.endAt, zone),
});

/** From the cut-off on, this many times `maxItems` are read: room for those that are over by now. */
const CANDIDATE_FACTOR = 3;

export interface ImportSummary {
  created: number;
  updated: number;
  events: RestaurantEvent[];
}

/** A new event of the restaurant's own, as the console starts one: a draft, not pinned, without links or an end. */
const NEW_DRAFT: Omit<EventFields, "title" | "startAt"> = {
  platform: "native",
  source: "native",
  eventId: null,
  description: "",
  coverUrl: null,
  coverStoragePath: null,
  endAt: null,
  ticketUrl: null,
  location: null,
  status: "draft",
  externalUrl: null,
  isPinned: false,
  publishedAt: null,
};

/**
 * The events module's rules. Time always comes in as `now`; storage through the store. Every write
 * of an existing event reads it, decides and writes inside one transaction holding the restaurant's
 * lock, so two owners' changes at once both keep theirs. A change that is not valid throws
 * CouvertError `invalid_request` naming the field; an event that is not there (or is another
 * restaurant's), `not_found`.
 */
export class EventService {
  /** What GET /events reads, per restaurant (http/read-cache.ts); partitioned for each request's `now` (again only when that changes it). */
  private readonly candidates = new ReadCache<Candidates>(["events"]);
  private readonly lastEnvelopes = new Map<
    string,
    { restaurant: Restaurant; partition: Partition<RestaurantEvent>; envelope: EventsEnvelope }
  >();

  private readonly store: Store;

  constructor(store: Store) {
    this.store = store;
  }

  private get repo(): EventRepository {
    return this.store.read.events;
  }

  /**
   * `data` of GET /events (docs/api.md §8.1). Which events are upcoming, their order and the cap are
   * decided by core's `partitionEvents` alone; the queries only narrow what is loaded.
   */
  envelope(restaurant: Restaurant, now: Date): Later<EventsEnvelope> {
    const options = { graceMinutes: restaurant.eventsGraceMinutes, maxItems: restaurant.embedMaxItems };
    const key = `${restaurant.id}|${options.graceMinutes}|${options.maxItems}`;
    // At once when the kept candidates hold the answer (the fast lane answers then, http/fast-lane.ts).
    const kept = this.candidates.peek(key);
    if (kept) {
      const partition = kept.value.partitionAt(now);
      if (kept.value.completeAt(now, partition.items.length)) return this.envelopeFrom(restaurant, key, partition);
    }
    return this.envelopeLoaded(restaurant, key, options, now);
  }

  private async envelopeLoaded(
    restaurant: Restaurant,
    key: string,
    options: { graceMinutes: number; maxItems: number },
    now: Date,
  ): Promise<EventsEnvelope> {
    const load = (limited: boolean) => () => this.loadCandidates(restaurant.id, options, now, limited);
    let loaded = await this.candidates.get(key, load(true));
    let partition = loaded.partitionAt(now);
    if (!loaded.completeAt(now, partition.items.length)) {
      // Loaded for another instant (the clock set back, or past the events it loaded): once more
      // from `now`, and if even that falls short, everything from the cut-off on.
      this.candidates.forget(key);
      loaded = await this.candidates.get(key, load(true));
      if (!loaded.completeAt(now, loaded.partitionAt(now).items.length)) {
        this.candidates.forget(key);
        loaded = await this.candidates.get(key, load(false));
      }
      partition = loaded.partitionAt(now);
    }
    return this.envelopeFrom(restaurant, key, partition);
  }

  private envelopeFrom(restaurant: Restaurant, key: string, partition: Partition<RestaurantEvent>): EventsEnvelope {
    const { items, pastItems } = partition;
    const last = this.lastEnvelopes.get(key);
    // The same answer as last time: the very same object, so its serialised form can be reused.
    if (last && last.restaurant === restaurant && last.partition === partition) return last.envelope;
    const envelope: EventsEnvelope = {
      ...envelopeOf(restaurant),
      timezone: restaurant.timezone,
      viewMode: restaurant.viewMode,
      connectedPlatforms: restaurant.connectedPlatforms,
      showAllPlatformFilter: restaurant.showAllPlatformFilter,
      items: items.map((event) => listed(event, restaurant.timezone)),
      pastItems: pastItems.map((event) => listed(event, restaurant.timezone)),
    };
    if (this.lastEnvelopes.size >= 10_000) this.lastEnvelopes.clear();
    this.lastEnvelopes.set(key, { restaurant, partition, envelope });
    return envelope;
  }

  /**
   * The published events core needs at `now`, and at later instants while `completeAt` holds: from
   * the cut-off on, the soonest `CANDIDATE_FACTOR × maxItems` (all when not `limited`), the running
   * and the pinned ones; before it, the newest `maxItems`. So the rows read do not grow with the
   * events stored (docs/api.md §8); finding the running ones walks the index entries of the events
   * still to come (repository.ts).
   */
  private async loadCandidates(
    restaurantId: string,
    options: { graceMinutes: number; maxItems: number },
    now: Date,
    limited: boolean,
  ): Promise<Candidates> {
    const from = candidateCutoff(now, options.graceMinutes);
    const limit = limited ? CANDIDATE_FACTOR * options.maxItems : null;
    const [starting, running, pinned, past] = await Promise.all([
      this.repo.listPublishedStartingFrom(restaurantId, from, limit),
      this.repo.listPublishedRunning(restaurantId, from),
      this.repo.listPublishedPinnedFrom(restaurantId, from),
      this.repo.listPublishedBefore(restaurantId, from, options.maxItems),
    ]);
    const byId = new Map([...starting, ...running, ...pinned, ...past].map((e) => [e.id, toApiEvent(e)]));
    const events = [...byId.values()];
    const at = now.getTime();
    // Cut short: events after the last one read were left out; they start later than it.
    const cutAt = limit !== null && starting.length === limit ? Date.parse(starting.at(-1)!.startAt) : null;
    return {
      partitionAt: partitionBySpan(events, options),
      completeAt: (instant, shown) =>
        instant.getTime() >= at && (cutAt === null || (cutAt > instant.getTime() && shown >= options.maxItems)),
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

  /** Adds an event whose fields the caller checked with EventFieldsSchema (the command line, an import, the demo). */
  create(restaurantId: string, fields: EventFields, now: Date): Promise<RestaurantEvent> {
    return this.store.write([lockNames.restaurant(restaurantId)], async ({ events }) => {
      await assertExternalIdFree(events, restaurantId, fields, null);
      const record = { id: randomUUID(), restaurantId, createdAt: toUtcIso(now), ...prepare(fields, now) };
      await events.insert(record);
      return toApiEvent(record);
    });
  }

  /** A new native draft from the console's form (docs/api.md §16.7): `content` by field name, checked whole. */
  createDraft(restaurantId: string, content: unknown, now: Date): Promise<RestaurantEvent> {
    const fields = parseOrRefuse(EventFieldsSchema, { ...NEW_DRAFT, ...contentChanges(content) }, "The event");
    return this.create(restaurantId, fields, now);
  }

  /**
   * Changes some fields of an event, any of EVENT_FIELD_NAMES (`couvert event update`): merged over
   * the stored ones and checked whole, so a new start must still come before the stored end.
   */
  change(restaurantId: string, id: string, changes: Partial<Record<keyof EventFields, unknown>>, now: Date): Promise<RestaurantEvent> {
    const unknown = Object.keys(changes).find((name) => !(EVENT_FIELD_NAMES as string[]).includes(name));
    if (unknown !== undefined) {
      throw new CouvertError("invalid_request", {
        field: unknown,
        message: `Unknown event field "${unknown}". Fields: ${EVENT_FIELD_NAMES.join(", ")}`,
      });
    }
    return this.rewrite(restaurantId, id, now, () => changes);
  }

  /**
   * The console's edit (docs/api.md §16.7): `content` by field name, content fields only, and only
   * of an event §8.2 lets us edit (`canEdit`); refused with `not_editable` otherwise.
   */
  edit(restaurantId: string, id: string, content: unknown, now: Date): Promise<RestaurantEvent> {
    const changes = contentChanges(content);
    return this.rewrite(restaurantId, id, now, (current) => {
      if (!canEditEvent(current)) {
        throw new CouvertError("not_editable", {
          message: `This event comes from ${current.platform}: change it there. Here it can be pinned, published, archived or deleted.`,
        });
      }
      return changes;
    });
  }

  /** Publishes (stamping `publishedAt` the first time), archives or takes an event back to draft. */
  setStatus(restaurantId: string, id: string, status: EventStatus, now: Date): Promise<RestaurantEvent> {
    return this.rewrite(restaurantId, id, now, () => ({ status }));
  }

  /** Pinning changes nothing a check could refuse, so it is written alone; under the lock, so a concurrent change cannot undo it. */
  setPinned(restaurantId: string, id: string, pinned: boolean): Promise<RestaurantEvent> {
    return this.store.write([lockNames.restaurant(restaurantId)], async ({ events }) => {
      if (!(await events.setPinned(restaurantId, id, pinned))) throw eventNotFound();
      return toApiEvent((await events.findById(restaurantId, id))!);
    });
  }

  delete(restaurantId: string, id: string): Promise<void> {
    return this.store.write([lockNames.restaurant(restaurantId)], async ({ events }) => {
      if (!(await events.delete(restaurantId, id))) throw eventNotFound();
    });
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

  /** Reads the event, merges `changesOf` it over its fields, checks the whole and writes it, in one locked transaction. */
  private rewrite(
    restaurantId: string,
    id: string,
    now: Date,
    changesOf: (current: EventRecord) => Partial<Record<keyof EventFields, unknown>>,
  ): Promise<RestaurantEvent> {
    return this.store.write([lockNames.restaurant(restaurantId)], async ({ events }) => {
      const current = await events.findById(restaurantId, id);
      if (!current) throw eventNotFound();
      const fields = parseOrRefuse(EventFieldsSchema, { ...fieldsOf(current), ...changesOf(current) }, "The event");
      await assertExternalIdFree(events, restaurantId, fields, id);
      const prepared = prepare(fields, now);
      await events.update(restaurantId, id, prepared);
      return toApiEvent({ ...current, ...prepared });
    });
  }
}

const eventNotFound = () => new CouvertError("not_found", { message: "This restaurant has no such event (any more)." });

/** The console's content by field name; a name that is not a content field is refused (other fields have their own routes). */
function contentChanges(content: unknown): Partial<Record<EventContentField, unknown>> {
  if (typeof content !== "object" || content === null || Array.isArray(content)) {
    throw new CouvertError("invalid_request", { message: "The event must be an object of field names and values." });
  }
  const other = Object.keys(content).find((name) => !(EVENT_CONTENT_FIELDS as readonly string[]).includes(name));
  if (other !== undefined) {
    throw new CouvertError("invalid_request", {
      field: other,
      message: `${other} cannot be changed here. Fields: ${EVENT_CONTENT_FIELDS.join(", ")}`,
    });
  }
  return content;
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
 * the newest `maxItems` before it, gives core all it needs. A minute of slack keeps this a
 * pre-filter rather than a second copy of the rule; no more, since the events read from the
 * cut-off on are limited and those already over would take up the room.
 */
export function candidateCutoff(now: Date, graceMinutes: number): Date {
  return new Date(now.getTime() - (graceMinutes + 1) * 60_000);
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
    canEdit: canEditEvent(r),
    canDelete: true,
    externalUrl: r.externalUrl,
    createdAt: r.createdAt,
    publishedAt: r.publishedAt,
    isPinned: r.isPinned,
  };
}

/** The fields an owner sets, to merge their changes over. */
function fieldsOf(record: EventRecord): EventFields {
  const { id: _id, restaurantId: _r, createdAt: _c, ...fields } = record;
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
