import type { RoomData, TimelineData, TimelineStay } from "../screens/tables/tables-data.ts";
import type { Restaurant } from "./browser.ts";
import { DAY } from "./fixtures.ts";

/** What the Tables and Timeline screens' tests answer in place of the server; Alpha's and Beta's rooms differ in every name. */

/** `data` of GET …/room: Alpha has two areas, three tables and one combination, in tables mode; Beta one table, in covers mode. */
export function roomData(restaurant: Restaurant): RoomData {
  if (restaurant.slug !== "alpha")
    return {
      areas: [],
      tables: [{ id: "b1", name: "B1", area: null, minSeats: 1, maxSeats: 8, bookableOnline: true }],
      combinations: [],
      capacityMode: "covers",
      defaultDwellMinutes: 150,
      dwellMinutesByPartySize: { text: "", steps: [] },
      maxCoversStartingPerSlot: null,
    };
  return {
    areas: [
      { id: "hall", name: "Dining room", bookableOnline: true },
      { id: "terrace", name: "Terrace", bookableOnline: true },
    ],
    tables: [
      { id: "t1", name: "A1", area: "hall", minSeats: 1, maxSeats: 2, bookableOnline: true },
      { id: "t2", name: "A2", area: "hall", minSeats: 2, maxSeats: 4, bookableOnline: true },
      { id: "t3", name: "A3", area: "terrace", minSeats: 4, maxSeats: 6, bookableOnline: false },
    ],
    combinations: [{ id: "c1", tables: ["t1", "t2"], minSeats: 3, maxSeats: 6 }],
    capacityMode: "tables",
    defaultDwellMinutes: 90,
    dwellMinutesByPartySize: {
      text: "2:90,4:120",
      steps: [
        { partySize: 2, minutes: 90 },
        { partySize: 4, minutes: 120 },
      ],
    },
    maxCoversStartingPerSlot: 20,
  };
}

/** One stay of the timeline, on `DAY` (Vienna is UTC+2 in June: 17:00Z is 19:00 there). */
export function stay(overrides: Partial<TimelineStay> = {}): TimelineStay {
  return {
    reservationNumber: 1001,
    guestName: "Anna Alphason",
    partySize: 3,
    startsAt: `${DAY}T17:00:00.000Z`,
    endsAt: `${DAY}T19:00:00.000Z`,
    status: "confirmed",
    source: "online",
    tables: ["t2"],
    locked: false,
    ...overrides,
  };
}

/** `data` of GET …/timeline for `DAY`: Alpha's room with Anna on A2 and Otto without a table; Beta's with Bruno on B1. */
export function timelineData(restaurant: Restaurant, stays?: TimelineStay[]): TimelineData {
  const { areas, tables, combinations, capacityMode } = roomData(restaurant);
  const alpha = restaurant.slug === "alpha";
  const otto = stay({
    reservationNumber: 1002,
    guestName: "Otto Ohnetisch",
    partySize: 2,
    tables: [],
    startsAt: `${DAY}T18:00:00.000Z`,
    endsAt: `${DAY}T19:30:00.000Z`,
  });
  return {
    date: DAY,
    timezone: restaurant.timezone,
    capacityMode,
    areas,
    tables,
    combinations,
    stays: stays ?? (alpha ? [stay()] : [stay({ reservationNumber: 2002, guestName: "Bruno Betamann", partySize: 5, tables: ["b1"] })]),
    unseated: stays || !alpha ? [] : [otto],
    services: [{ name: null, startsAt: `${DAY}T15:00:00.000Z`, endsAt: `${DAY}T21:00:00.000Z` }],
  };
}
