import type { EventFields } from "../modules/events/repository.ts";
import type { OpeningHours } from "../../core/hours.ts";
import { MODULE_IDS, type ModuleId } from "../../core/modules.ts";
import type { ReservationStatus } from "../../core/reservation/status.ts";
import { toUtcIso } from "../../core/time.ts";
import type { AppContext } from "../context.ts";
import { issueKey } from "../keys/service.ts";
import type { Restaurant, RestaurantSettings } from "../restaurants/settings.ts";

const day = (open: string, close: string) => ({ closed: false, open, close });

/** Tue–Sun 12:00–22:00, Saturday until 02:00, Monday closed; no exceptions. */
export const TEST_HOURS: OpeningHours = {
  weeklyHours: {
    monday: { closed: true, open: "00:00", close: "00:00" },
    tuesday: day("12:00", "22:00"),
    wednesday: day("12:00", "22:00"),
    thursday: day("12:00", "22:00"),
    friday: day("12:00", "22:00"),
    saturday: day("18:00", "02:00"),
    sunday: day("12:00", "22:00"),
  },
  dateExceptions: [],
};

let counter = 0;

/** A published restaurant in Europe/Berlin with TEST_HOURS, plus a key (every module unless told). */
export async function seedRestaurant(
  ctx: AppContext,
  options: {
    settings?: Partial<RestaurantSettings>;
    hours?: OpeningHours;
    published?: boolean;
    modules?: ModuleId[];
    allowedOrigins?: string[] | null;
    slug?: string;
  } = {},
): Promise<{ restaurant: Restaurant; key: string; keyId: string }> {
  const now = ctx.clock.now();
  counter += 1;
  const created = await ctx.restaurants.create(
    { slug: options.slug ?? `test-bistro-${counter}`, name: `Test Bistro ${counter}`, timezone: "Europe/Berlin" },
    now,
  );
  await ctx.restaurants.updateSettings(
    created.id,
    // Manual confirmation, so a booking starts pending and every status move can be tested, and
    // terms to accept; tests of auto mode or of a restaurant without terms say so.
    {
      defaultDwellMinutes: 120,
      bookingLeadTimeHours: 2,
      minMinutesBeforeClosing: 60,
      confirmationMode: "manual",
      termsUrl: "https://bistro.example/terms",
      ...options.settings,
    },
    now,
  );
  await ctx.restaurants.setHours(created.id, options.hours ?? TEST_HOURS, now);
  await ctx.restaurants.setPublished(created.id, options.published ?? true, now);
  const issued = await issueKey(
    ctx.keys,
    { restaurantId: created.id, modules: options.modules ?? [...MODULE_IDS], allowedOrigins: options.allowedOrigins ?? null },
    now,
  );
  return { restaurant: (await ctx.restaurants.findById(created.id))!, key: issued.key, keyId: issued.id };
}

/** A published native event's fields with nothing optional set; tests name only what they vary. */
export const eventFields = (over: Partial<EventFields> & Pick<EventFields, "title" | "startAt">): EventFields => ({
  platform: "native",
  source: "native",
  eventId: null,
  description: "",
  coverUrl: null,
  coverStoragePath: null,
  endAt: null,
  ticketUrl: null,
  location: null,
  status: "published",
  externalUrl: null,
  isPinned: false,
  publishedAt: null,
  ...over,
});

/**
 * Reservations stored as they are, without a booking's checks (many at once, fast): one per start
 * in `starts` (ISO instants), numbered from 1000 in that order, two guests for two hours, the
 * guest named `Guest <i>` unless `lastName` says otherwise.
 */
export async function storeReservations(
  ctx: AppContext,
  restaurant: Restaurant,
  starts: readonly string[],
  options: { status?: ReservationStatus; lastName?: (i: number) => string } = {},
): Promise<void> {
  for (const [i, startsAt] of starts.entries()) {
    await ctx.store.read.reservations.insertUnlessNumberTaken({
      restaurantId: restaurant.id,
      reservationNumber: 1000 + i,
      pinHmac: "not a pin",
      status: options.status ?? "confirmed",
      space: "live",
      guestLang: "en",
      now: toUtcIso(ctx.clock.now()),
      details: {
        guest_first_name: "Ada",
        guest_last_name: options.lastName?.(i) ?? `Guest ${i}`,
        guest_phone: null,
        guest_email: `guest${i}@example.org`,
        party_size: 2,
        starts_at: startsAt,
        ends_at: toUtcIso(new Date(Date.parse(startsAt) + 2 * 3_600_000)),
        notify_email: true,
        notify_whatsapp: false,
        guest_notes: null,
        occasion: null,
      },
    });
  }
}
