import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bookableStarts, occupancy } from "./availability.ts";
import { RoomSchema, type Room } from "./room.ts";
import { tableCalendar, type HeldStay } from "./calendar.ts";
import { assignSeating, seatableStays, seatingPlan, seatingRefusal, type SeatingRequest } from "./seating.ts";

/**
 * The engine against a brute force that knows nothing of plans, calendars or ledgers: every table
 * and combination of the room checked against every held stay, sorted by the rule as issue 27
 * states it; the covers starting in a slot summed stay by stay.
 */
const QUARTER = 15 * 60_000;
const DAY_START = Date.parse("2026-06-03T10:00:00Z");

interface Candidate {
  id: string;
  combination: boolean;
  tableIds: readonly string[];
  minSeats: number;
  maxSeats: number;
  online: boolean;
  areaRank: number;
  order: number;
}

function candidates(room: Room): Candidate[] {
  const areaRank = (areaId: string | null) => (areaId === null ? room.areas.length : room.areas.findIndex((a) => a.id === areaId));
  const tableOf = (id: string) => room.tables.find((t) => t.id === id)!;
  const online = (id: string) => {
    const table = tableOf(id);
    return table.bookableOnline && (table.area === null || room.areas.find((a) => a.id === table.area)!.bookableOnline);
  };
  return [
    ...room.tables.map((t, order) => ({
      ...t,
      combination: false,
      tableIds: [t.id],
      online: online(t.id),
      areaRank: areaRank(t.area),
      order,
    })),
    ...room.combinations.map((c, order) => ({
      ...c,
      combination: true,
      tableIds: c.tables,
      online: c.tables.every(online),
      areaRank: Math.min(...c.tables.map((id) => areaRank(tableOf(id).area))),
      order,
    })),
  ];
}

const overlaps = (a: { startMs: number; endMs: number }, b: { startMs: number; endMs: number }) =>
  a.startMs < b.endMs && b.startMs < a.endMs;

/** Every candidate that seats the party, may be given to it and is free, best first. */
function oracleChoices(all: readonly Candidate[], held: readonly HeldStay[], request: SeatingRequest): Candidate[] {
  return all
    .filter((c) => c.minSeats <= request.partySize && request.partySize <= c.maxSeats && (c.online || !request.online))
    .filter((c) => !held.some((stay) => overlaps(stay, request) && stay.tableIds.some((id) => c.tableIds.includes(id))))
    .sort(
      (a, b) => Number(a.combination) - Number(b.combination) || a.maxSeats - b.maxSeats || a.areaRank - b.areaRank || a.order - b.order,
    );
}

const roomArb: fc.Arbitrary<Room> = fc
  .record({
    areas: fc.array(fc.boolean(), { maxLength: 3 }),
    tables: fc.array(fc.record({ area: fc.nat(3), minSeats: fc.integer({ min: 1, max: 4 }), extra: fc.nat(4), online: fc.boolean() }), {
      minLength: 1,
      maxLength: 8,
    }),
  })
  .chain(({ areas, tables }) =>
    fc
      .uniqueArray(
        fc.record({
          members: fc.uniqueArray(fc.nat(tables.length - 1), { minLength: 2, maxLength: 3 }),
          minSeats: fc.integer({ min: 2, max: 8 }),
          extra: fc.nat(4),
        }),
        { maxLength: tables.length > 1 ? 4 : 0, selector: (c) => [...c.members].sort().join("+") },
      )
      .map((combinations) =>
        RoomSchema.parse({
          areas: areas.map((online, i) => ({ id: `a${i}`, name: `Area ${i}`, bookableOnline: online })),
          tables: tables.map((t, i) => ({
            id: `t${i}`,
            name: `T${i}`,
            area: t.area < areas.length ? `a${t.area}` : null,
            minSeats: t.minSeats,
            maxSeats: t.minSeats + t.extra,
            bookableOnline: t.online,
          })),
          combinations: combinations.map((c, i) => ({
            id: `c${i}`,
            tables: c.members.map((m) => `t${m}`),
            minSeats: c.minSeats,
            maxSeats: c.minSeats + c.extra,
          })),
        }),
      ),
  );

/** A stay of 15 minutes to 3 hours starting on a quarter of a 10-hour day. */
const stayArb = fc
  .record({ start: fc.nat(40), quarters: fc.integer({ min: 1, max: 12 }) })
  .map(({ start, quarters }) => ({ startMs: DAY_START + start * QUARTER, endMs: DAY_START + (start + quarters) * QUARTER }));
const requestArb: fc.Arbitrary<SeatingRequest> = fc
  .record({ stay: stayArb, partySize: fc.integer({ min: 1, max: 12 }), online: fc.boolean() })
  .map(({ stay, partySize, online }) => ({ ...stay, partySize, online }));

describe("seating against a brute force", () => {
  it("over a booking sequence: books exactly when availability says free, the best fit, what the owner may pick, never two stays on one table", () => {
    fc.assert(
      fc.property(roomArb, fc.array(requestArb, { minLength: 1, maxLength: 40 }), (room, requests) => {
        const plan = seatingPlan(room);
        const all = candidates(room);
        const held: HeldStay[] = [];
        const engine: { free: boolean; seated: string | null; takers: string[] }[] = [];
        const oracle: { free: boolean; seated: string | null; takers: string[] }[] = [];
        for (const request of requests) {
          const [free] = seatableStays(plan, tableCalendar(plan, held), request.partySize, request.online, [request]);
          const seating = assignSeating(plan, held, request);
          const choices = oracleChoices(all, held, request);
          const best = choices[0] ?? null;
          const takers = all.filter((c) => seatingRefusal(plan, held, c.id, request) === null).map((c) => c.id);
          engine.push({ free: free!, seated: seating?.id ?? null, takers: takers.sort() });
          oracle.push({ free: best !== null, seated: best?.id ?? null, takers: choices.map((c) => c.id).sort() });
          if (seating) held.push({ tableIds: seating.tableIds, startMs: request.startMs, endMs: request.endMs });
        }
        expect(engine).toEqual(oracle);
        const shared = held.flatMap((a, i) =>
          held.slice(i + 1).flatMap((b) => (overlaps(a, b) ? a.tableIds.filter((id) => b.tableIds.includes(id)) : [])),
        );
        expect(shared).toEqual([]);
      }),
      { seed: 20261127, numRuns: 200 },
    );
  });

  it("answers availability for many slots at once, over any held stays (overlapping ones too), as the brute force", () => {
    const heldArb = (room: Room) =>
      fc.array(
        fc.record({
          stay: stayArb,
          tables: fc.subarray(room.tables.map((t) => t.id).concat("retired"), {
            minLength: 1,
            maxLength: Math.min(3, room.tables.length + 1),
          }),
        }),
        { maxLength: 25 },
      );
    fc.assert(
      fc.property(
        roomArb.chain((room) => fc.tuple(fc.constant(room), heldArb(room))),
        fc.integer({ min: 1, max: 12 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 12 }),
        ([room, heldInput], partySize, online, quarters) => {
          const held = heldInput.map(({ stay, tables }) => ({ ...stay, tableIds: tables }));
          const plan = seatingPlan(room);
          const all = candidates(room);
          const slots = Array.from({ length: 41 }, (_, i) => ({
            startMs: DAY_START + i * QUARTER,
            endMs: DAY_START + (i + quarters) * QUARTER,
          }));
          const answers = seatableStays(plan, tableCalendar(plan, held), partySize, online, slots);
          expect(answers).toEqual(slots.map((slot) => oracleChoices(all, held, { ...slot, partySize, online }).length > 0));
        },
      ),
      { seed: 20261128, numRuns: 200 },
    );
  });

  it("answers bookable starts with pacing as the brute force: a seat free for the stay, and room in the slot's starts", () => {
    const bookedArb = (room: Room) =>
      fc.array(
        fc.record({
          stay: stayArb,
          tables: fc.subarray(
            room.tables.map((t) => t.id),
            { minLength: 1, maxLength: Math.min(3, room.tables.length) },
          ),
          partySize: fc.integer({ min: 1, max: 8 }),
        }),
        { maxLength: 25 },
      );
    fc.assert(
      fc.property(
        roomArb.chain((room) => fc.tuple(fc.constant(room), bookedArb(room))),
        fc.record({
          partySize: fc.integer({ min: 1, max: 12 }),
          online: fc.boolean(),
          quarters: fc.integer({ min: 1, max: 12 }),
          limit: fc.option(fc.integer({ min: 1, max: 20 })),
        }),
        ([room, bookedInput], { partySize, online, quarters, limit }) => {
          const booked = bookedInput.map(({ stay, tables, partySize }) => ({ ...stay, tableIds: tables, partySize }));
          const all = candidates(room);
          const startsMs = Array.from({ length: 41 }, (_, i) => DAY_START + i * QUARTER);
          const answers = bookableStarts(occupancy(seatingPlan(room), booked), {
            startsMs,
            partySize,
            stayMs: quarters * QUARTER,
            online,
            pacing: limit === null ? null : { limits: startsMs.map(() => limit), slotMs: QUARTER },
          });
          const expected = startsMs.map((startMs) => {
            const seated = oracleChoices(all, booked, { startMs, endMs: startMs + quarters * QUARTER, partySize, online }).length > 0;
            const starting = booked
              .filter((b) => startMs <= b.startMs && b.startMs < startMs + QUARTER)
              .reduce((sum, b) => sum + b.partySize, 0);
            return seated && (limit === null || starting + partySize <= limit);
          });
          expect(answers).toEqual(expected);
        },
      ),
      { seed: 20261129, numRuns: 200 },
    );
  });
});
