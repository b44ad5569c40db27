import { serviceIntervals, scheduleOf } from "../../core/bookability/service-periods.ts";
import { CouvertError } from "../../core/errors.ts";
import type { RoomChange, RoomView, SeatingBody, Timeline, TimelineStay, WalkInBody } from "../../core/owner/contract/tables.ts";
import type { OwnerReservationView } from "../../core/owner/views.ts";
import { OCCUPYING_STATUSES, isEndStatus } from "../../core/reservation/status.ts";
import { formatDwellSteps, stayMinutesFor } from "../../core/tables/dwell.ts";
import { roomProblems, type Room } from "../../core/tables/room.ts";
import { seatingPlan, seatingRefusal, type SeatingRefusal } from "../../core/tables/seating.ts";
import { tablesPublishProblem } from "../../core/tables/settings.ts";
import { toUtcIso, type LocalDate } from "../../core/time.ts";
import type { Clock } from "../clock.ts";
import { lockNames } from "../db/transactions.ts";
import { toOwnerView } from "../modules/reservation/guest-view.ts";
import { createReservation } from "../modules/reservation/create-reservation.ts";
import { listingRange } from "../../core/bookability/slots.ts";
import { detailsOf, type ReservationRecord } from "../modules/reservation/reservation-repository.ts";
import type { ReservationNotifier } from "../notifications/reservation-notifier.ts";
import type { Restaurant, RestaurantSettings } from "../restaurants/settings.ts";
import type { Repositories, Store } from "../store.ts";
import { optionOf, seatFor } from "./seating.ts";

/**
 * Tables mode (issue 27, docs/api.md §16.10): the room, the day's timeline, moving a booking to
 * other tables and seating walk-ins. Every write runs in one transaction holding the restaurant's
 * lock, the one bookings take, so a move and a booking never both get the same table.
 */
export class TablesService {
  private readonly store: Store;
  private readonly clock: Clock;
  private readonly services: { secret: string; notifier: ReservationNotifier };

  constructor(store: Store, clock: Clock, services: { secret: string; notifier: ReservationNotifier }) {
    this.store = store;
    this.clock = clock;
    this.services = services;
  }

  async room(restaurant: Restaurant): Promise<RoomView> {
    return roomView(await this.store.read.room.room(restaurant.id), restaurant);
  }

  /**
   * Replaces the room (and the settings sent with it). A table left out that holds a booking still
   * to come is refused (`table_in_use`). A switch to tables mode seats every booking still to come
   * without tables; those that fit nowhere are answered as `unseated`. `change` may be a function
   * of the room as stored (the command line's edits), read inside the same transaction.
   */
  replaceRoom(
    restaurant: Restaurant,
    change: RoomChange | ((stored: Room) => RoomChange),
  ): Promise<RoomView & { unseated: TimelineStay[] }> {
    return this.store.write([lockNames.restaurant(restaurant.id)], async (tx) => {
      const body = typeof change === "function" ? change(await tx.room.room(restaurant.id)) : change;
      const room: Room = { areas: body.areas, tables: body.tables, combinations: body.combinations };
      const problem = roomProblems(room)[0];
      if (problem) throw new CouvertError("invalid_request", { field: problem.path.join("."), message: problem.message });
      const current = await existing(tx, restaurant.id);
      const now = this.clock.now();
      const kept = new Set(room.tables.map((t) => t.id));
      const upcoming = await upcomingOccupying(tx, current, now);
      for (const gone of (await tx.room.room(current.id)).tables.filter((t) => !kept.has(t.id))) {
        const holding = upcoming.filter((r) => r.tableIds.includes(gone.id));
        if (holding.length) {
          throw new CouvertError("table_in_use", {
            field: "tables",
            message: `Table ${gone.name} holds ${holding.length} booking${holding.length === 1 ? "" : "s"} still to come (${holding
              .map((r) => r.reservationNumber)
              .join(", ")}); move ${holding.length === 1 ? "it" : "them"} to another table first.`,
          });
        }
      }
      await tx.room.replace(current.id, room);
      const settings: Partial<RestaurantSettings> = {};
      if (body.capacityMode !== undefined) settings.capacityMode = body.capacityMode;
      if (body.dwellMinutesByPartySize !== undefined) settings.dwellMinutesByPartySize = body.dwellMinutesByPartySize;
      if (body.maxCoversStartingPerSlot !== undefined) settings.maxCoversStartingPerSlot = body.maxCoversStartingPerSlot;
      await tx.restaurants.updateSettings(current.id, settings, now);
      const updated = await existing(tx, current.id);
      assertPublishable(updated, room);
      const unseated = current.capacityMode === "covers" && updated.capacityMode === "tables" ? await seatUpcoming(tx, updated, now) : [];
      return { ...roomView(room, updated), unseated: unseated.map((r) => timelineStay(r)) };
    });
  }

  /** The date as tables × time: each stay on its tables, the stays without one, the service windows. */
  async timeline(restaurant: Restaurant, date: LocalDate): Promise<Timeline> {
    const day = listingRange(date, restaurant);
    const [room, found] = await Promise.all([
      this.store.read.room.room(restaurant.id),
      this.store.read.reservations.list(restaurant.id, day),
    ]);
    const shown = found.filter((r) => OCCUPYING_STATUSES.includes(r.status) || r.status === "completed");
    const tableIds = new Set(room.tables.map((t) => t.id));
    const onTables = shown.filter((r) => r.tableIds.length > 0 && r.tableIds.every((id) => tableIds.has(id)));
    return {
      date,
      timezone: restaurant.timezone,
      capacityMode: restaurant.capacityMode,
      ...room,
      stays: onTables.map((r) => timelineStay(r)),
      unseated: shown.filter((r) => !onTables.includes(r)).map((r) => timelineStay(r)),
      services: serviceIntervals(date, scheduleOf(restaurant), restaurant.timezone).map((interval) => ({
        name: restaurant.services.definitions.find((d) => d.id === interval.service)?.name ?? null,
        startsAt: toUtcIso(interval.open.toJSDate()),
        endsAt: toUtcIso(interval.close.toJSDate()),
      })),
    };
  }

  /** Moves a reservation to `body.tables` (and `body.startsAt`), refused with the reason when they cannot take it. */
  seat(restaurant: Restaurant, number: number, body: SeatingBody): Promise<OwnerReservationView> {
    return this.store.write([lockNames.restaurant(restaurant.id)], async (tx) => {
      const reservation = await tx.reservations.findByNumber(restaurant.id, number);
      if (!reservation) throw new CouvertError("not_found", { message: `${restaurant.slug} has no reservation ${number}.` });
      if (isEndStatus(reservation.status)) {
        throw new CouvertError("not_editable", { message: `Reservation ${number} is ${reservation.status}; it holds no table.` });
      }
      const room = await tx.room.room(restaurant.id);
      const startsAt = body.startsAt === undefined ? reservation.starts_at : toUtcIso(new Date(body.startsAt));
      const endsAt = toUtcIso(new Date(Date.parse(startsAt) + Date.parse(reservation.ends_at) - Date.parse(reservation.starts_at)));
      const tableIds = await checkedTables(tx, restaurant, room, body.tables, {
        partySize: reservation.party_size,
        startsAt,
        endsAt,
        excludeId: reservation.id,
      });
      const at = toUtcIso(this.clock.now());
      if (startsAt !== reservation.starts_at) {
        await tx.reservations.updateDetails(reservation.id, { ...detailsOf(reservation), starts_at: startsAt, ends_at: endsAt }, at);
      }
      await tx.reservations.setTables(reservation.id, tableIds, body.locked ?? reservation.tableLocked, at);
      const moved = (await tx.reservations.findById(reservation.id))!;
      return toOwnerView(moved, await tx.reservations.findChangeRequest(moved.id), restaurant.country, namesOf(room));
    });
  }

  /** Seats a party at the door: a `walk_in` booking on the tables given, or the best free fit. */
  walkIn(restaurant: Restaurant, body: WalkInBody): Promise<OwnerReservationView> {
    const now = this.clock.now();
    const startsAt = toUtcIso(body.startsAt === undefined ? now : new Date(body.startsAt));
    const minutes = stayMinutesFor(body.partySize, restaurant);
    const endsAt = toUtcIso(new Date(Date.parse(startsAt) + minutes * 60_000));
    return this.store.write([lockNames.restaurant(restaurant.id)], async (tx) => {
      const room = await tx.room.room(restaurant.id);
      const need = { partySize: body.partySize, startsAt, endsAt, excludeId: null };
      const tableIds = body.tables
        ? await checkedTables(tx, restaurant, room, body.tables, need)
        : await seatFor(tx, restaurant, { ...need, online: false, space: "live" });
      if (tableIds === null) throw new CouvertError("slot_full", { field: "partySize", message: "No free table seats this party now." });
      const { reservation } = await createReservation(tx, this.services, {
        restaurant,
        details: {
          guest_first_name: null,
          guest_last_name: body.guestName ?? "",
          guest_phone: null,
          guest_email: null,
          party_size: body.partySize,
          starts_at: startsAt,
          ends_at: endsAt,
          notify_email: false,
          notify_whatsapp: false,
          guest_notes: null,
          occasion: null,
        },
        status: Date.parse(startsAt) <= now.getTime() ? "seated" : "confirmed",
        space: "live",
        guestLang: "en",
        enforceCapacity: false,
        now,
        source: "walk_in",
        tableIds,
      });
      return toOwnerView(reservation, null, restaurant.country, namesOf(room));
    });
  }
}

/**
 * Seats every booking still to come that holds no table (a switch from covers mode), earliest first,
 * each by the same best fit as a new booking; answers those that fit nowhere, for the owner to move.
 */
export async function seatUpcoming(tx: Repositories, restaurant: Restaurant, now: Date): Promise<ReservationRecord[]> {
  const unseated: ReservationRecord[] = [];
  const at = toUtcIso(now);
  const upcoming = await upcomingOccupying(tx, restaurant, now);
  // Tables kept from an earlier tables period may no longer hold (times changed meanwhile): every
  // booking is seated again in start order, on its old tables where they are still free.
  for (const r of upcoming) if (r.tableIds.length > 0) await tx.reservations.setTables(r.id, [], false, at);
  for (const r of upcoming) {
    const tableIds = await seatFor(tx, restaurant, {
      partySize: r.party_size,
      startsAt: r.starts_at,
      endsAt: r.ends_at,
      online: false,
      space: r.space,
      excludeId: r.id,
      keep: { tableIds: r.tableIds, locked: r.tableLocked },
    });
    if (!tableIds) {
      unseated.push(r);
      continue;
    }
    const kept = tableIds.length === r.tableIds.length && tableIds.every((id) => r.tableIds.includes(id));
    await tx.reservations.setTables(r.id, tableIds, kept && r.tableLocked, at);
  }
  return unseated;
}

/** The bookings still to come that hold no table (in tables mode: those the owner must place), by start. */
export async function upcomingUnseated(repositories: Repositories, restaurant: Restaurant, now: Date): Promise<TimelineStay[]> {
  return (await upcomingOccupying(repositories, restaurant, now)).filter((r) => r.tableIds.length === 0).map((r) => timelineStay(r));
}

/** The live bookings still holding (or about to hold) their place: not ended at `now`, by start. */
async function upcomingOccupying(tx: Repositories, restaurant: Pick<Restaurant, "id">, now: Date): Promise<ReservationRecord[]> {
  const from = toUtcIso(new Date(now.getTime() - 12 * 60 * 60_000));
  const found = await tx.reservations.list(restaurant.id, { from });
  return found.filter((r) => OCCUPYING_STATUSES.includes(r.status) && Date.parse(r.ends_at) > now.getTime());
}

/** The tables the owner picked, once core's `seatingRefusal` finds nothing against them; else the refusal's code. */
async function checkedTables(
  tx: Repositories,
  restaurant: Restaurant,
  room: Room,
  tables: readonly string[],
  need: { partySize: number; startsAt: string; endsAt: string; excludeId: number | null },
): Promise<string[]> {
  const plan = seatingPlan(room);
  const option = optionOf(plan, tables);
  if (!option) {
    throw new CouvertError("table_not_found", {
      field: "tables",
      message: `${tables.join("+")} is not a table or a combination of this room.`,
    });
  }
  const held = await tx.room.heldStays(restaurant.id, "live", need.startsAt, need.endsAt, need.excludeId);
  const refusal = seatingRefusal(plan, held, option.id, {
    partySize: need.partySize,
    startMs: Date.parse(need.startsAt),
    endMs: Date.parse(need.endsAt),
    online: false,
  });
  if (refusal) throw refusalError(refusal);
  return [...option.tableIds];
}

function refusalError(refusal: SeatingRefusal): CouvertError {
  const code =
    refusal.reason === "taken"
      ? "table_taken"
      : refusal.reason === "unknown_table"
        ? "table_not_found"
        : refusal.reason === "empty_stay"
          ? "invalid_request"
          : "table_does_not_fit";
  return new CouvertError(code, { field: "tables", message: refusal.message });
}

function assertPublishable(restaurant: Restaurant, room: Room): void {
  if (!restaurant.published || restaurant.capacityMode !== "tables") return;
  const problem = tablesPublishProblem(seatingPlan(room));
  if (problem) throw new CouvertError("invalid_request", { field: "tables", message: `${problem}; or unpublish the restaurant first.` });
}

export function roomView(room: Room, restaurant: Restaurant): RoomView {
  const steps = restaurant.dwellMinutesByPartySize ?? [];
  return {
    ...room,
    capacityMode: restaurant.capacityMode,
    defaultDwellMinutes: restaurant.defaultDwellMinutes,
    dwellMinutesByPartySize: { text: formatDwellSteps(steps), steps: [...steps] },
    maxCoversStartingPerSlot: restaurant.maxCoversStartingPerSlot,
  };
}

export const namesOf = (room: Room): Map<string, string> => new Map(room.tables.map((t) => [t.id, t.name]));

function timelineStay(r: ReservationRecord): TimelineStay {
  return {
    reservationNumber: r.reservationNumber,
    guestName: [r.guest_first_name, r.guest_last_name].filter(Boolean).join(" "),
    partySize: r.party_size,
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    status: r.status,
    source: r.source,
    tables: r.tableIds,
    locked: r.tableLocked,
  };
}

async function existing(tx: Repositories, id: string): Promise<Restaurant> {
  const restaurant = await tx.restaurants.findById(id);
  if (!restaurant) throw new CouvertError("not_found", { message: "This restaurant does not exist (any more)." });
  return restaurant;
}
