import { DateTime } from "../../core/time.ts";
import { stayProblem, type StartWindow } from "../../core/bookability/check-stay.ts";
import { periodContaining } from "../../core/bookability/service-periods.ts";
import { CouvertError } from "../../core/errors.ts";
import {
  hasServices,
  hoursFromSchedule,
  isPlainSchedule,
  OpeningHoursSchema,
  scheduleFromHours,
  ServicesInputSchema,
  type ServiceSchedule,
} from "../../core/hours.ts";
import { normalizePhone } from "../../core/reservation/phone.ts";
import type { ReservationStatus } from "../../core/reservation/status.ts";
import { toUtcIso } from "../../core/time.ts";
import type { Clock } from "../clock.ts";
import { lockNames } from "../db/transactions.ts";
import { parseOrRefuse } from "../../core/parse.ts";
import { ownerViews, type OwnerView } from "../modules/reservation/guest-view.ts";
import { guestPhoneReader } from "../modules/reservation/guest-phone.ts";
import { pagesStarting } from "../modules/reservation/keyset-pages.ts";
import type { ReservationRecord } from "../modules/reservation/reservation-repository.ts";
import type { Repositories, Store } from "../store.ts";
import { seatingPlan } from "../../core/tables/seating.ts";
import { tablesPublishProblem } from "../../core/tables/settings.ts";
import { seatUpcoming } from "../tables/tables-service.ts";
import type { RestaurantRepository } from "./repository.ts";
import { RestaurantSettingsSchema, SETTING_ALIASES, type Restaurant, type RestaurantSettings } from "./settings.ts";

/** The settings' names, in the schema's order (the order an unknown name's message lists them in). */
const SETTING_NAMES: readonly string[] = Object.keys(RestaurantSettingsSchema.shape);

/** The most stranded reservations hours/check lists (docs/api.md §16.6). */
export const STRANDED_LIST_MAX = 100;

/** Upcoming reservations hours/check reads and judges at a time. */
const CHECK_BATCH_ROWS = 500;

/** Reservations that still lie ahead of their guests: the ones a change of hours can strand. */
const STILL_OPEN: readonly ReservationStatus[] = ["pending", "confirmed"];

/**
 * Every start is inside lead time and horizon: those judged a booking when it was made. Whether the
 * proposed hours still allow it is core's §5.4 check alone (`stayProblem` with this window).
 */
const ANY_START: StartWindow = { earliestMs: -Infinity, latestMs: Infinity };

/**
 * A restaurant's settings, hours and publication, as the owner console and the command line change
 * them. Each change re-reads the restaurant inside one transaction holding the restaurant's lock,
 * merges, checks the whole and writes, so two owners changing different fields at once both keep
 * their change. A change that is not valid throws CouvertError `invalid_request` naming the field
 * and saying what is wrong in a sentence for the owner; nothing is written then.
 */
export class RestaurantSettingsService {
  private readonly store: Store;
  private readonly clock: Clock;

  constructor(store: Store, clock: Clock) {
    this.store = store;
    this.clock = clock;
  }

  /**
   * `changes` by setting name (or an alias of SETTING_ALIASES), merged over the stored settings and
   * checked as a whole with RestaurantSettingsSchema. Only fields whose stored value changes are
   * written. A published restaurant keeps a capacity: see `setPublished`.
   */
  async update(restaurant: Restaurant, changes: Record<string, unknown>): Promise<Restaurant> {
    const named = settingChanges(changes);
    return this.store.write([lockNames.restaurant(restaurant.id)], async (tx) => {
      const current = await existing(tx.restaurants, restaurant.id);
      const stored = settingsOf(current);
      const merged = parseOrRefuse(RestaurantSettingsSchema, { ...stored, ...named }, "The settings");
      if (merged.phone !== null && merged.phone !== stored.phone) merged.phone = restaurantPhone(merged.phone, merged.country);
      if (current.published && merged.capacityMode === "tables" && stored.capacityMode === "covers") {
        await assertTablesBookable(tx, current.id);
      }
      if (current.published && merged.capacityMode === "covers" && merged.maxCoversPerSlot === null && stored.maxCoversPerSlot !== null) {
        throw new CouvertError("invalid_request", {
          field: "maxCoversPerSlot",
          message:
            "A published restaurant keeps a capacity (maxCoversPerSlot): without one every time slot takes unlimited bookings. Unpublish it first.",
        });
      }
      const changed = Object.fromEntries(
        (Object.keys(named) as (keyof RestaurantSettings)[])
          .filter((name) => JSON.stringify(merged[name]) !== JSON.stringify(stored[name]))
          .map((name) => [name, merged[name]]),
      );
      await tx.restaurants.updateSettings(current.id, changed, this.clock.now());
      const updated = await existing(tx.restaurants, current.id);
      // Covers → tables: the bookings still to come get their tables now (docs/api.md §16.10).
      if (stored.capacityMode === "covers" && updated.capacityMode === "tables") await seatUpcoming(tx, updated, this.clock.now());
      return updated;
    });
  }

  /**
   * Replaces the opening hours (docs/api.md §4) with `hours`, once checked: `{weeklyHours,
   * dateExceptions}` as before services, or `{services}`. Services that say no more than the
   * seed's shape (one unnamed, uncapped `main` service, a period a day) are stored in it, so the
   * restaurant stays as a restaurant without services is.
   */
  async setOpeningHours(restaurant: Restaurant, hours: unknown): Promise<Restaurant> {
    const schedule = scheduleOfInput(hours);
    return this.store.write([lockNames.restaurant(restaurant.id)], async (tx) => {
      const current = await existing(tx.restaurants, restaurant.id);
      if (isPlainSchedule(schedule)) await tx.restaurants.setHours(current.id, hoursFromSchedule(schedule), this.clock.now());
      else await tx.restaurants.setServices(current.id, schedule, this.clock.now());
      return existing(tx.restaurants, current.id);
    });
  }

  /** Upcoming reservations hours/check reads and judges at a time; tests make it small. */
  checkBatchRows = CHECK_BATCH_ROWS;

  /**
   * The pending and confirmed reservations starting after now whose stay the current hours allow
   * and `hours` would no longer (§5.4, core's own check), earliest first: what the console lists
   * before the owner closes a day that has bookings. One already outside today's hours (an owner's
   * booking, or hours changed before) is not news, so it is not listed again at every save.
   * At most STRANDED_LIST_MAX are listed (`more` says there are others); the upcoming reservations
   * are read a batch at a time, by keyset, with a turn of the event loop between batches, and the
   * reading stops once one more than the list holds is found. Nothing is changed.
   */
  async bookingsOutside(restaurant: Restaurant, hours: unknown): Promise<{ affected: OwnerView[]; more: boolean }> {
    const proposed = scheduleOfInput(hours);
    const now = this.clock.now();
    const { restaurants, reservations } = this.store.read;
    const current = await existing(restaurants, restaurant.id);
    const stranded: ReservationRecord[] = [];
    const upcoming = { from: toUtcIso(now), statuses: STILL_OPEN };
    for await (const page of pagesStarting(reservations, current.id, upcoming, this.checkBatchRows)) {
      stranded.push(
        ...page.filter(
          (r) => Date.parse(r.starts_at) > now.getTime() && allowedBy(current.services, current, r) && !allowedBy(proposed, current, r),
        ),
      );
      if (stranded.length > STRANDED_LIST_MAX) break;
    }
    return {
      affected: await ownerViews(reservations, stranded.slice(0, STRANDED_LIST_MAX), current.country),
      more: stranded.length > STRANDED_LIST_MAX,
    };
  }

  /**
   * Publishing needs a capacity: `maxCoversPerSlot` in covers mode, a table guests may book online
   * in tables mode; unpublishing is always possible.
   */
  setPublished(restaurant: Restaurant, published: boolean): Promise<Restaurant> {
    return this.store.write([lockNames.restaurant(restaurant.id)], async (tx) => {
      const current = await existing(tx.restaurants, restaurant.id);
      if (published && current.capacityMode === "tables") await assertTablesBookable(tx, current.id);
      else if (published && current.maxCoversPerSlot === null) {
        throw new CouvertError("invalid_request", {
          field: "maxCoversPerSlot",
          message: "Set a capacity (maxCoversPerSlot) before publishing: without one every time slot takes unlimited bookings.",
        });
      }
      await tx.restaurants.setPublished(current.id, published, this.clock.now());
      return existing(tx.restaurants, current.id);
    });
  }
}

/** `changes` under their settings' names; an unknown name is refused, listing the known ones. */
function settingChanges(changes: Record<string, unknown>): Partial<Record<keyof RestaurantSettings, unknown>> {
  if (typeof changes !== "object" || changes === null || Array.isArray(changes)) {
    throw new CouvertError("invalid_request", { message: "The settings must be an object of setting names and values." });
  }
  const named: Partial<Record<keyof RestaurantSettings, unknown>> = {};
  for (const [key, value] of Object.entries(changes)) {
    const name = Object.hasOwn(SETTING_ALIASES, key) ? SETTING_ALIASES[key]! : key;
    if (!SETTING_NAMES.includes(name)) {
      throw new CouvertError("invalid_request", { field: key, message: `Unknown setting "${key}". Settings: ${SETTING_NAMES.join(", ")}` });
    }
    named[name as keyof RestaurantSettings] = value;
  }
  return named;
}

/** Tables mode takes bookings only with a table bookable online (core's `tablesPublishProblem`). */
async function assertTablesBookable(tx: Repositories, restaurantId: string): Promise<void> {
  const problem = tablesPublishProblem(seatingPlan(await tx.room.room(restaurantId)));
  if (problem) throw new CouvertError("invalid_request", { field: "capacityMode", message: `${problem}.` });
}

async function existing(restaurants: RestaurantRepository, id: string): Promise<Restaurant> {
  const restaurant = await restaurants.findById(id);
  if (!restaurant) throw new CouvertError("not_found", { message: "This restaurant does not exist (any more)." });
  return restaurant;
}

function settingsOf(r: Restaurant): RestaurantSettings {
  const {
    id: _id,
    slug: _slug,
    published: _p,
    createdAt: _c,
    updatedAt: _u,
    weeklyHours: _w,
    dateExceptions: _d,
    services: _s,
    ...settings
  } = r;
  return settings;
}

/** Hours an owner sends, in either shape (docs/api.md §4), as services; or `invalid_request`. */
function scheduleOfInput(hours: unknown): ServiceSchedule {
  if (hasServices(hours)) return parseOrRefuse(ServicesInputSchema, hours, "The opening hours").services;
  return scheduleFromHours(parseOrRefuse(OpeningHoursSchema, hours, "The opening hours"));
}

function allowedBy(schedule: ServiceSchedule, restaurant: Restaurant, reservation: ReservationRecord): boolean {
  const start = DateTime.fromISO(reservation.starts_at, { zone: restaurant.timezone });
  const interval = periodContaining(start, schedule, restaurant.timezone);
  return stayProblem(start.toMillis(), Date.parse(reservation.ends_at), interval, ANY_START, restaurant.minMinutesBeforeClosing) === null;
}

/** The restaurant's own number, stored in E.164: international as written, or read as dialled in its `country`. */
function restaurantPhone(typed: string, country: string | null): string {
  const phone = normalizePhone(typed) ?? guestPhoneReader(country)(typed);
  if (phone) return phone;
  throw new CouvertError("invalid_request", {
    field: "phone",
    message: country
      ? `phone is not a phone number in ${country}: write it as dialled there or in international form, e.g. +49 30 1234567.`
      : "phone: without a country, write it in international form, e.g. +49 30 1234567 (or set the country first).",
  });
}
