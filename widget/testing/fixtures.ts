export { event } from "../../ui-shared/testing/event.ts";
import type { RestaurantEvent, EventsEnvelope, ListedEvent } from "../../core/events/schemas.ts";
import { hoursFromSchedule, type ServiceDefinition, type ServicePeriod, type ServiceSchedule } from "../../core/hours.ts";
import type { BookingConfig, GuestView } from "../../core/reservation/schemas.ts";
import type { Availability } from "../../core/bookability/availability.ts";
import { compactAvailability } from "../../core/bookability/compact-availability.ts";
import {
  addDays,
  instantToLocalDateTime,
  localDateTimeToInstant,
  minutesOfDay,
  formatMinutesOfDay,
  WEEKDAYS,
  weekdayOf,
  type LocalDate,
} from "../../core/time.ts";
import type { AvailableSlot } from "../shared/availability.ts";
import { todayIn } from "../../ui-shared/date-list.ts";

/**
 * What the component tests feed the elements in place of the server: a restaurant's booking
 * configuration, its availability worked out from its services (docs/api.md §13.2a), a guest's
 * reservation and events. The restaurant lives in the browser's zone, so times read as they are.
 */

export const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
export const today = (): LocalDate => todayIn(ZONE, new Date());

/** The restaurant's services: one unnamed one (the seed's shape), or lunch and dinner with names. */
export function schedule(kind: "plain" | "lunch-dinner", lunchOpens = "12:00"): ServiceSchedule {
  const named = kind === "lunch-dinner";
  const definitions: ServiceDefinition[] = named
    ? [
        { id: "lunch", name: "Lunch", maxCoversPerSlot: null },
        { id: "dinner", name: "Dinner", maxCoversPerSlot: null },
      ]
    : [{ id: "main", name: null, maxCoversPerSlot: null }];
  const day: ServicePeriod[] = named
    ? [
        { service: "lunch", open: lunchOpens, close: "14:30" },
        { service: "dinner", open: "18:00", close: "22:30" },
      ]
    : [{ service: "main", open: "17:00", close: "22:30" }];
  // Closed on Mondays.
  const weekly = Object.fromEntries(WEEKDAYS.map((d) => [d, d === "monday" ? [] : day])) as ServiceSchedule["weekly"];
  return { definitions, weekly, exceptions: [] };
}

export function bookingConfig(overrides: Partial<BookingConfig> = {}, services = schedule("plain")): BookingConfig {
  return {
    id: "r_1",
    name: "Trattoria Test",
    slug: "trattoria-test",
    accentHex: "#8a3b12",
    timezone: ZONE,
    defaultDwellMinutes: 120,
    bookingLeadTimeHours: 0,
    minMinutesBeforeClosing: 60,
    embedFormFooterText: null,
    ...hoursFromSchedule(services),
    minPartySize: 1,
    maxPartySize: 8,
    slotIntervalMinutes: 30,
    bookingHorizonDays: 60,
    termsUrl: "https://example.com/terms",
    maxCoversPerSlot: null,
    services,
    confirmationMode: "manual",
    ...overrides,
  };
}

/**
 * A day's start times from the configuration's services: every slot interval from opening while the
 * stay ends by closing (an overnight period's after midnight). `full` days list them all as taken.
 */
export function slotsOn(config: BookingConfig, date: LocalDate, full: ReadonlySet<LocalDate>): AvailableSlot[] {
  const periods = config.services.exceptions.find((e) => e.date === date)?.periods ?? config.services.weekly[weekdayOf(date)];
  return periods.flatMap((period) => {
    const slots: AvailableSlot[] = [];
    const open = minutesOfDay(period.open);
    // An overnight period (closing at or before its opening) closes on the next day.
    const close = minutesOfDay(period.close) + (minutesOfDay(period.close) <= open ? 1440 : 0);
    for (let t = open; t <= close - config.defaultDwellMinutes; t += config.slotIntervalMinutes) {
      const time = formatMinutesOfDay(t % 1440);
      slots.push({
        startsAt: localDateTimeToInstant(`${t < 1440 ? date : addDays(date, 1)}T${time}`, config.timezone)!,
        time,
        service: period.service,
        available: !full.has(date),
      });
    }
    return slots;
  });
}

/**
 * The answer of GET /reservation/availability for its query, compact when it asks so; without the
 * slots that start before `listedFrom` (an instant), as the server leaves out the times gone by.
 */
export function availability(config: BookingConfig, query: URLSearchParams, full: ReadonlySet<LocalDate> = new Set(), listedFrom = 0) {
  const slots = availabilitySlots(config, query, full, listedFrom);
  return query.get("format") === "compact" ? compactAvailability(slots) : slots;
}

function availabilitySlots(config: BookingConfig, query: URLSearchParams, full: ReadonlySet<LocalDate>, listedFrom: number): Availability {
  const from = query.get("date")!;
  const days = Number(query.get("days"));
  return {
    timezone: config.timezone,
    partySize: Number(query.get("party_size")),
    days: Array.from({ length: days }, (_, i) => addDays(from, i)).map((date) => ({
      date,
      slots: slotsOn(config, date, full).filter((s) => Date.parse(s.startsAt) >= listedFrom),
    })),
  };
}

/** The first day from `from` on that is open (not a Monday). */
export const openDayFrom = (from: LocalDate): LocalDate => (weekdayOf(from) === "monday" ? addDays(from, 1) : from);

export function guestView(config: BookingConfig, overrides: Partial<GuestView> = {}): GuestView {
  const date = openDayFrom(addDays(today(), 10));
  return {
    reservation_number: 12345678,
    status: "pending",
    guest_first_name: "Giulia",
    guest_last_name: "Rossi",
    guest_phone: null,
    guest_phone_display: null,
    guest_email: "giulia@example.com",
    party_size: 2,
    starts_at: localDateTimeToInstant(`${date}T19:00`, config.timezone)!,
    ends_at: localDateTimeToInstant(`${date}T21:00`, config.timezone)!,
    notify_email: true,
    notify_whatsapp: false,
    guest_notes: null,
    occasion: null,
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
    change_request: null,
    ...overrides,
  };
}

/** An event as GET /events lists it: with the restaurant's wall clock at its start and end in `zone`. */
const listed = (event: RestaurantEvent, zone: string): ListedEvent => ({
  ...event,
  startLocal: instantToLocalDateTime(event.startAt, zone),
  endLocal: event.endAt && instantToLocalDateTime(event.endAt, zone),
});

/** GET /events's `data` for a restaurant in `zone` (the browser's by default). */
export function eventsEnvelope(items: RestaurantEvent[], pastItems: RestaurantEvent[] = [], zone = ZONE): EventsEnvelope {
  return {
    restaurantId: "r_1",
    name: "Trattoria Test",
    slug: "trattoria-test",
    accentHex: "#8a3b12",
    timezone: zone,
    viewMode: "list",
    connectedPlatforms: [],
    showAllPlatformFilter: false,
    items: items.map((event) => listed(event, zone)),
    pastItems: pastItems.map((event) => listed(event, zone)),
  };
}
