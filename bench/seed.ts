/**
 * What `npm run bench` stores before it measures: a realistic restaurant, one open round the clock,
 * and the large amounts of the growth table, written in bulk, each amount in one transaction.
 */
import { randomBytes, randomUUID } from "node:crypto";
import type { OpeningHours } from "../core/hours.ts";
import { RESERVATION_NUMBER_MIN } from "../core/limits.ts";
import { MODULE_IDS } from "../core/modules.ts";
import { addDays, localDateOf, localDateTimeToInstant, toUtcIso, WEEKDAYS } from "../core/time.ts";
import type { AppContext } from "../server/context.ts";
import type { EventsTable, ReservationsTable } from "../server/db/schema.ts";
import { writeTransaction } from "../server/db/transactions.ts";
import { seedDemoContent } from "../server/demo/demo-content.ts";
import { demoEvents } from "../server/demo/demo-events.ts";
import { issueKey } from "../server/keys/service.ts";
import type { RestaurantSettings } from "../server/restaurants/settings.ts";
import type { Store } from "../server/store.ts";
import { ContentService } from "../server/modules/content/service.ts";
import type { Insertable } from "kysely";

export const TIMEZONE = "Europe/Berlin";
/** Bookable starts: every quarter hour from 12:00 to 20:45, each day (the kitchen closes at 23:00). */
const FIRST_START = 12 * 60;
const LAST_START = 20 * 60 + 45;
const DWELL_MINUTES = 120;

const everyDay = (open: string, close: string): OpeningHours => ({
  weeklyHours: Object.fromEntries(WEEKDAYS.map((day) => [day, { closed: false, open, close }])) as OpeningHours["weeklyHours"],
  dateExceptions: [],
});

const SETTINGS: Partial<RestaurantSettings> = {
  defaultDwellMinutes: DWELL_MINUTES,
  bookingLeadTimeHours: 2,
  minMinutesBeforeClosing: 60,
  slotIntervalMinutes: 15,
  bookingHorizonDays: 60,
  minPartySize: 1,
  maxPartySize: 8,
  // The most core/limits.ts allows: the load is meant to be accepted, not to fill slots.
  maxCoversPerSlot: 10_000,
  confirmationMode: "auto",
  termsUrl: "https://bench.example/terms",
  address: "Lindenstraße 12, 10969 Berlin",
  phone: "+493012345678",
  country: "DE",
  notificationEmails: ["owner@bench.example"],
};

export interface SeededRestaurant {
  id: string;
  slug: string;
  key: string;
}

/** A published restaurant with `hours`, the bench settings and a key for every module, in `store`'s transaction. */
async function restaurantIn(store: Store, now: Date, slug: string, hours: OpeningHours): Promise<SeededRestaurant> {
  const { restaurants, keys } = store.read;
  const created = await restaurants.create({ slug, name: `Bench ${slug}`, timezone: TIMEZONE }, now);
  await restaurants.updateSettings(created.id, SETTINGS, now);
  await restaurants.setHours(created.id, hours, now);
  await restaurants.setPublished(created.id, true, now);
  const issued = await issueKey(keys, { restaurantId: created.id, modules: [...MODULE_IDS], allowedOrigins: null }, now);
  return { id: created.id, slug, key: issued.key };
}

/**
 * The restaurant the routes are measured on: open daily 12:00–23:00, the demo restaurant's menu,
 * news, reviews and gallery, and its event programme (GET /events answers about 24 KB).
 */
export async function seedRealisticRestaurant(ctx: AppContext): Promise<SeededRestaurant> {
  const now = ctx.clock.now();
  return ctx.store
    .transaction([], async (store) => {
      const seeded = await restaurantIn(store, now, "bench-trattoria", everyDay("12:00", "23:00"));
      const programme = demoEvents(now, TIMEZONE, ctx.config.publicUrl).filter((e) => e.fields.status === "published");
      const rows = programme.map((event) => eventRow(seeded.id, { ...event.fields }));
      await seedDemoContent(new ContentService(store), ctx, seeded.id);
      return { seeded, rows };
    })
    .then(async ({ seeded, rows }) => {
      await insertInOneTransaction(ctx, "events", rows);
      return seeded;
    });
}

/** A plain published restaurant (open daily 12:00–23:00) with a key, to which a growth case adds its rows. */
export function seedPlainRestaurant(ctx: AppContext, slug: string): Promise<SeededRestaurant> {
  return ctx.store.transaction([], (store) => restaurantIn(store, ctx.clock.now(), slug, everyDay("12:00", "23:00")));
}

/** Open every day 00:00–00:00 (round the clock), the case that made GET /opening-hours slow (issue 10). */
export function seedRoundTheClockRestaurant(ctx: AppContext): Promise<SeededRestaurant> {
  return ctx.store.transaction([], (store) => restaurantIn(store, ctx.clock.now(), "bench-all-hours", everyDay("00:00", "00:00")));
}

/** A restaurant holding `count` published events, from three years back to one year ahead. */
export function seedRestaurantWithEvents(ctx: AppContext, count: number): Promise<SeededRestaurant> {
  const now = ctx.clock.now();
  return ctx.store
    .transaction([], async (store) => {
      const seeded = await restaurantIn(store, now, `bench-events-${count}`, everyDay("12:00", "23:00"));
      const spanMs = 4 * 365 * 86_400_000;
      const from = now.getTime() - 3 * 365 * 86_400_000;
      const rows = Array.from({ length: count }, (_, i) => {
        const start = new Date(from + Math.floor(((i + 0.5) / count) * spanMs));
        return eventRow(seeded.id, {
          title: `Evening ${i + 1}: wine and small plates`,
          description: "A long table, six small plates from the kitchen and the wines our sommelier picked to go with them. ".repeat(3),
          startAt: toUtcIso(start),
          endAt: toUtcIso(new Date(start.getTime() + 3 * 3_600_000)),
        });
      });
      return { seeded, rows };
    })
    .then(async ({ seeded, rows }) => {
      await insertInOneTransaction(ctx, "events", rows);
      return seeded;
    });
}

/** `count - 1` more restaurants beside those there are, each with hours and a key, in one transaction. */
export function seedMoreRestaurants(ctx: AppContext, count: number): Promise<void> {
  const now = ctx.clock.now();
  return ctx.store.transaction([], async (store) => {
    for (let i = 0; i < count; i += 1) await restaurantIn(store, now, `bench-neighbour-${i + 1}`, everyDay("12:00", "23:00"));
  });
}

/** Every bookable start of the realistic restaurant from tomorrow on, for ~55 days: ~2,000 slots. */
export function openSlots(now: Date, days = 55): string[] {
  const today = localDateOf(now, TIMEZONE);
  const slots: string[] = [];
  for (let offset = 1; offset <= days; offset += 1) slots.push(...slotsOn(addDays(today, offset)));
  return slots;
}

/** The bookable starts of one local date. */
export function slotsOn(date: string): string[] {
  const slots: string[] = [];
  for (let minute = FIRST_START; minute <= LAST_START; minute += 15) {
    const time = `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
    slots.push(localDateTimeToInstant(`${date}T${time}`, TIMEZONE)!);
  }
  return slots;
}

/**
 * `count` confirmed bookings of one guest each, starting at `startsAt(i)`, inserted straight into
 * the table in one transaction (the service would take minutes for 100,000). Their reservation
 * numbers count up from `numberBase` past those already taken.
 */
export function seedBookings(
  ctx: AppContext,
  restaurantId: string,
  count: number,
  startsAt: (i: number) => string,
  options: { numberBase: number; status: "confirmed" | "completed" },
): Promise<void> {
  const stays = Array.from({ length: count }, (_, i) => {
    const start = startsAt(i);
    return { startsAt: start, endsAt: toUtcIso(new Date(Date.parse(start) + DWELL_MINUTES * 60_000)), partySize: 1, tableIds: [] };
  });
  return seedStays(ctx, restaurantId, stays, options);
}

/** A stay to store as a booking: its party and, in tables mode, its tables. */
export interface SeededStay {
  startsAt: string;
  endsAt: string;
  partySize: number;
  tableIds: readonly string[];
}

/** `stays` as bookings of one guest each, as `seedBookings` stores them. */
export async function seedStays(
  ctx: AppContext,
  restaurantId: string,
  stays: readonly SeededStay[],
  options: { numberBase: number; status: "confirmed" | "completed" },
): Promise<void> {
  const now = toUtcIso(ctx.clock.now());
  const pinHmac = randomBytes(32).toString("hex");
  // Bookings made under load drew random numbers: the batch steps around them.
  const taken = new Set(
    (
      await ctx.store.db.kysely.selectFrom("reservations").select("reservation_number").where("restaurant_id", "=", restaurantId).execute()
    ).map((row) => row.reservation_number),
  );
  let next = RESERVATION_NUMBER_MIN + options.numberBase;
  const freeNumber = () => {
    while (taken.has(next)) next += 1;
    return next++;
  };
  const rows: Insertable<ReservationsTable>[] = stays.map((stay, i) => ({
    restaurant_id: restaurantId,
    reservation_number: freeNumber(),
    pin_hmac: pinHmac,
    status: options.status,
    guest_first_name: "Bench",
    guest_last_name: `Guest ${i + 1}`,
    guest_phone: null,
    guest_email: `guest${i + 1}@bench.example`,
    party_size: stay.partySize,
    starts_at: stay.startsAt,
    ends_at: stay.endsAt,
    table_ids: JSON.stringify(stay.tableIds),
    notify_email: 0,
    notify_whatsapp: 0,
    created_at: now,
    updated_at: now,
  }));
  await insertInOneTransaction(ctx, "reservations", rows);
}

function eventRow(
  restaurantId: string,
  fields: { title: string; description: string; startAt: string; endAt: string | null } & Partial<{
    coverUrl: string | null;
    ticketUrl: string | null;
    location: string | null;
    isPinned: boolean;
    platform: string;
    eventId: string | null;
    externalUrl: string | null;
  }>,
): Insertable<EventsTable> {
  const at = toUtcIso(new Date(Date.parse(fields.startAt) - 28 * 86_400_000));
  return {
    id: randomUUID(),
    restaurant_id: restaurantId,
    platform: fields.platform ?? "native",
    source: fields.platform ?? "native",
    external_event_id: fields.eventId ?? null,
    title: fields.title,
    description: fields.description,
    cover_url: fields.coverUrl ?? null,
    cover_storage_path: null,
    start_at: fields.startAt,
    end_at: fields.endAt,
    ticket_url: fields.ticketUrl ?? null,
    location: fields.location ?? "Dining room",
    status: "published",
    external_url: fields.externalUrl ?? null,
    is_pinned: fields.isPinned ? 1 : 0,
    created_at: at,
    published_at: at,
  };
}

/**
 * Multi-row inserts of 200 rows (well under either engine's limit on bound parameters), all in one
 * write transaction: through `writeTransaction`, which waits for a running server's write lock
 * (SQLite's busy_timeout is 0 once open, docs/api.md §7a) instead of failing with SQLITE_BUSY.
 */
async function insertInOneTransaction<T extends "events" | "reservations">(
  ctx: AppContext,
  table: T,
  rows: Insertable<T extends "events" ? EventsTable : ReservationsTable>[],
): Promise<void> {
  await writeTransaction(ctx.store.db, async (trx) => {
    for (let i = 0; i < rows.length; i += 200) {
      await trx
        .insertInto(table)
        .values(rows.slice(i, i + 200) as never)
        .execute();
    }
  });
}
