import type { Room } from "../../core/tables/room.ts";

const tables = (area: string, prefix: string, seats: [min: number, max: number][]) =>
  seats.map(([minSeats, maxSeats], i) => ({
    id: `${prefix}${i + 1}`,
    name: `${prefix}${i + 1}`,
    area,
    minSeats,
    maxSeats,
    bookableOnline: true,
  }));

/**
 * The demo restaurant's room (tables mode, docs/api.md §5.8): a dining room of ten tables and a
 * terrace of six, two-tops that push together for four, a round table kept for walk-ins.
 */
export const DEMO_ROOM: Room = {
  areas: [
    { id: "dining", name: "Dining room", bookableOnline: true },
    { id: "terrace", name: "Terrace", bookableOnline: true },
  ],
  tables: [
    ...tables("dining", "T", [
      [1, 2],
      [1, 2],
      [1, 2],
      [1, 2],
      [2, 4],
      [2, 4],
      [2, 4],
      [3, 4],
      [4, 6],
      [4, 6],
    ]),
    ...tables("terrace", "P", [
      [1, 2],
      [1, 2],
      [1, 2],
      [1, 2],
      [2, 4],
      [2, 4],
    ]).map((t, i) => (i === 5 ? { ...t, bookableOnline: false } : t)),
  ],
  combinations: [
    { id: "T1+T2", tables: ["T1", "T2"], minSeats: 3, maxSeats: 4 },
    { id: "T3+T4", tables: ["T3", "T4"], minSeats: 3, maxSeats: 4 },
    { id: "T9+T10", tables: ["T9", "T10"], minSeats: 7, maxSeats: 8 },
    { id: "P1+P2", tables: ["P1", "P2"], minSeats: 3, maxSeats: 4 },
  ],
};

/** The demo's stays by party size: couples 90 minutes, up to four 2 hours, up to eight 2½. */
export const DEMO_DWELL = [
  { partySize: 2, minutes: 90 },
  { partySize: 4, minutes: 120 },
  { partySize: 8, minutes: 150 },
];
