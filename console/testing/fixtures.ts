import { hoursFromSchedule, type ServiceSchedule } from "../../core/hours.ts";
import type { DaySheet, OwnerEventsView, OwnerRequests, OwnerReservationView } from "../../core/owner/views.ts";
import { event } from "../../ui-shared/testing/event.ts";
import type { ApiKeyView, WebsiteView } from "../../core/keys/schemas.ts";
import { WIDGET_MODULES } from "../../core/modules.ts";
import { WEEKDAYS } from "../../core/time.ts";
import type { SettingsData } from "../screens/settings-view.ts";
import type { Restaurant } from "./browser.ts";

/** What the console's component tests answer in place of the server, per restaurant, so each restaurant's values are told apart. */

const services = (open: string): ServiceSchedule => ({
  definitions: [{ id: "main", name: null, maxCoversPerSlot: null }],
  weekly: Object.fromEntries(WEEKDAYS.map((d) => [d, [{ service: "main", open, close: "22:00" }]])) as ServiceSchedule["weekly"],
  exceptions: [],
});

/** `data` of GET …/settings: Alpha and Beta differ in every field a form shows. */
export function settingsData(restaurant: Restaurant): SettingsData {
  const alpha = restaurant.slug === "alpha";
  const schedule = services(alpha ? "11:00" : "17:30");
  return {
    settings: {
      name: restaurant.name,
      timezone: restaurant.timezone,
      accentHex: restaurant.accentHex,
      address: alpha ? "1 Alpha Lane" : "2 Beta Road",
      country: alpha ? "AT" : "DE",
      phone: alpha ? "+43 1 111111" : "+43 1 222222",
      website: alpha ? "https://alpha.example/" : "https://beta.example/",
      defaultDwellMinutes: alpha ? 90 : 150,
      bookingLeadTimeHours: alpha ? 3 : 5,
      minPartySize: 1,
      maxPartySize: alpha ? 7 : 11,
      maxCoversPerSlot: alpha ? 33 : 44,
      slotIntervalMinutes: alpha ? 15 : 30,
      minMinutesBeforeClosing: 60,
      bookingHorizonDays: alpha ? 61 : 92,
      confirmationMode: alpha ? "auto" : "manual",
      notificationEmails: [alpha ? "alpha@example.com" : "beta@example.com"],
      remindersEnabled: alpha,
      autoApproveChanges: !alpha,
      feedbackEmails: alpha,
      termsUrl: null,
      guestDataRetentionMonths: alpha ? 24 : 36,
      manageUrl: null,
    },
    hours: hoursFromSchedule(schedule),
    services: schedule,
    published: restaurant.published,
  };
}

/** A reservation of `restaurant`'s, its guest named for it. */
export function reservation(restaurant: Restaurant, overrides: Partial<OwnerReservationView> = {}): OwnerReservationView {
  const alpha = restaurant.slug === "alpha";
  return {
    reservation_number: alpha ? 1001 : 2002,
    status: "pending",
    guest_first_name: alpha ? "Anna" : "Bruno",
    guest_last_name: alpha ? "Alphason" : "Betamann",
    guest_phone: null,
    guest_phone_display: null,
    guest_email: alpha ? "anna@example.com" : "bruno@example.com",
    party_size: alpha ? 3 : 5,
    starts_at: "2030-06-14T17:00:00.000Z",
    ends_at: "2030-06-14T19:00:00.000Z",
    notify_email: true,
    notify_whatsapp: false,
    guest_notes: null,
    occasion: null,
    created_at: "2030-06-01T10:00:00.000Z",
    updated_at: "2030-06-01T10:00:00.000Z",
    change_request: null,
    source: "online",
    tables: [],
    tableLocked: false,
    guest: null,
    ...overrides,
  };
}

/** `data` of GET …/events: one upcoming event named for the restaurant. */
export function eventsView(restaurant: Restaurant): OwnerEventsView {
  const title = restaurant.slug === "alpha" ? "Alpha Jazz Night" : "Beta Wine Tasting";
  return {
    timezone: restaurant.timezone,
    accentHex: restaurant.accentHex,
    viewMode: "list",
    eventsGraceMinutes: 120,
    events: [event(title, 5)],
  };
}

/** `data` of GET …/website: Alpha has a widget key, Beta none. */
export function websiteData(restaurant: Restaurant): WebsiteView {
  const keys: ApiKeyView[] =
    restaurant.slug === "alpha"
      ? [
          {
            id: "k_alpha",
            prefix: "ck_Alph",
            label: "Alpha website key",
            test: false,
            modules: [...WIDGET_MODULES],
            allowedOrigins: ["https://alpha.example"],
            createdAt: "2030-06-01T10:00:00.000Z",
            lastUsedAt: null,
            revokedAt: null,
          },
        ]
      : [];
  const hostedPage = {
    url: `https://couvert.test/r/${restaurant.slug}`,
    qrSvg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><path d="M0 0h1v1H0z"/></svg>`,
  };
  return {
    keys,
    widgetScriptUrl: "https://couvert.test/widget/couvert.js",
    apiBase: "https://couvert.test/api/v1",
    hostedPage,
    manageUrl: null,
  };
}

export const DAY = "2030-06-14";

/** `data` of GET …/day for `DAY`: one pending reservation of the restaurant's, and two slots at its own times. */
export function daySheet(restaurant: Restaurant): DaySheet {
  const alpha = restaurant.slug === "alpha";
  const capacity = alpha ? 33 : 44;
  return {
    date: DAY,
    timezone: restaurant.timezone,
    capacity,
    reservations: [reservation(restaurant)],
    slots: alpha
      ? [
          { time: "19:00", starts_at: "2030-06-14T17:00:00.000Z", covers: 0, capacity },
          { time: "19:30", starts_at: "2030-06-14T17:30:00.000Z", covers: 0, capacity },
        ]
      : [
          { time: "20:00", starts_at: "2030-06-14T18:00:00.000Z", covers: 0, capacity },
          { time: "20:30", starts_at: "2030-06-14T18:30:00.000Z", covers: 0, capacity },
        ],
  };
}

/** `daySheet` of a night running past midnight (Vienna, UTC+2 in June): 23:30 on `DAY`, and 00:30, the next day's. */
export function nightSheet(restaurant: Restaurant): DaySheet {
  const capacity = 33;
  return {
    ...daySheet(restaurant),
    slots: [
      { time: "23:30", starts_at: "2030-06-14T21:30:00Z", covers: 2, capacity },
      { time: "00:30", starts_at: "2030-06-14T22:30:00Z", covers: 0, capacity },
    ],
  };
}

/** `data` of GET …/requests: the restaurant's reservation waiting for confirmation. */
export function requestsData(restaurant: Restaurant): OwnerRequests {
  return { pending: [reservation(restaurant)], reservations: [] };
}
