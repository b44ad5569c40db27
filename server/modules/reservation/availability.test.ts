import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectConforms } from "../../testing/openapi-conformance.ts";
import { seedRestaurant } from "../../testing/fixtures.ts";
import { startTestServer, type TestServer } from "../../testing/test-server.ts";
import { expandAvailability } from "../../../core/bookability/compact-availability.ts";
import { berlin, book, bookingBody, codeOf, postBooking } from "./test-support.ts";

/** GET /reservation/availability (docs/api.md §13.2a) over HTTP, one server for the file. */

let server: TestServer;
beforeAll(async () => {
  // Monday 1 June 2026, 12:00 in Berlin; TEST_HOURS: Monday closed, Tuesday 12:00–22:00.
  server = await startTestServer({ limits: { bookingsPerHour: 1000, writesPerMinute: 1000, readsPerMinute: 1000 } });
});
afterAll(async () => {
  await server?.close();
});

async function availability(key: string, query: string) {
  const res = await server.request(`/api/v1/reservation/availability?${query}`, { key });
  expectConforms("GET /reservation/availability", res);
  return res;
}

describe("GET /reservation/availability", () => {
  it("lists every slot of each day asked for, a full one as unavailable, a closed or past one as empty", async () => {
    const { key } = await seedRestaurant(server.ctx, { settings: { maxCoversPerSlot: 4 } });
    await book(server, key, { starts_at: berlin("2026-06-02", "19:00"), party_size: 3 }); // 19:00–21:00

    const res = await availability(key, "date=2026-05-31&party_size=2&days=3");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("public");
    const { data } = res.json;
    expect(data.timezone).toBe("Europe/Berlin");
    expect(data.partySize).toBe(2);
    expect(data.days.map((d: { date: string }) => d.date)).toEqual(["2026-05-31", "2026-06-01", "2026-06-02"]);
    expect(data.days[0].slots).toEqual([]); // past
    expect(data.days[1].slots).toEqual([]); // Monday: closed
    const tuesday = data.days[2].slots as { startsAt: string; time: string; service: string; available: boolean }[];
    // 12:00 to 20:00 every 15 minutes: the 120-minute stay ends by 22:00.
    expect(tuesday.map((s) => s.time)).toEqual(
      Array.from({ length: 33 }, (_, i) => `${String(12 + Math.floor(i / 4))}:${String((i % 4) * 15).padStart(2, "0")}`),
    );
    expect(tuesday[0]).toEqual({ startsAt: berlin("2026-06-02", "12:00"), time: "12:00", service: "main", available: true });
    // Two more guests fit beside the three from 19:00 only when the stay does not overlap it.
    const unavailable = tuesday.filter((s) => !s.available).map((s) => s.time);
    expect(unavailable[0]).toBe("17:15");
    expect(unavailable.at(-1)).toBe("20:00");
    expect(unavailable).toHaveLength(12);

    const one = (await availability(key, "date=2026-06-02&party_size=1")).json.data;
    expect(one.days).toHaveLength(1);
    expect(one.days[0].slots.every((s: { available: boolean }) => s.available)).toBe(true);
  });

  it("agrees with booking: an unavailable slot is slot_full, an available one books", async () => {
    const { key } = await seedRestaurant(server.ctx, { settings: { maxCoversPerSlot: 4 } });
    await book(server, key, { starts_at: berlin("2026-06-03", "12:00"), party_size: 4 });
    const slots = (await availability(key, "date=2026-06-03&party_size=2")).json.data.days[0].slots;
    const at = (time: string) => slots.find((s: { time: string }) => s.time === time);
    expect(at("13:45").available).toBe(false);
    expect(at("14:00").available).toBe(true);
    expect(codeOf(await postBooking(server, key, bookingBody({ starts_at: at("13:45").startsAt })))).toBe("slot_full");
    await book(server, key, { starts_at: at("14:00").startsAt });
  });

  it("refuses a bad query with invalid_request naming the parameter", async () => {
    const { key } = await seedRestaurant(server.ctx, { settings: { maxPartySize: 8 } });
    const refused = async (query: string) => {
      const res = await availability(key, query);
      expect(res.status).toBe(400);
      expect(codeOf(res)).toBe("invalid_request");
      return res.json.error.field;
    };
    expect(await refused("party_size=2")).toBe("date");
    expect(await refused("date=2026-02-30&party_size=2")).toBe("date");
    expect(await refused("date=2026-6-3&party_size=2")).toBe("date");
    expect(await refused("date=2026-06-03&date=2026-06-04&party_size=2")).toBe("date");
    expect(await refused("date=2026-06-03")).toBe("party_size");
    expect(await refused("date=2026-06-03&party_size=two")).toBe("party_size");
    expect(await refused("date=2026-06-03&party_size=9")).toBe("party_size");
    expect(await refused("date=2026-06-03&party_size=0")).toBe("party_size");
    expect(await refused("date=2026-06-03&party_size=2&days=0")).toBe("days");
    expect(await refused("date=2026-06-03&party_size=2&days=43")).toBe("days");
    expect(await refused("date=2026-06-03&party_size=2&days=1.5")).toBe("days");
    expect(await refused("date=9999-12-31&party_size=2&days=2")).toBe("days");
    expect(await refused("date=2026-06-03&party_size=2&format=tiny")).toBe("format");
    // The far ends of the calendar are empty days, not errors.
    const far = await availability(key, "date=9999-12-31&party_size=2");
    expect(far.json.data.days).toEqual([{ date: "9999-12-31", slots: [] }]);
  });

  it("answers the same slots as runs with format=compact, and slot by slot by default or with format=slots", async () => {
    const { key } = await seedRestaurant(server.ctx, { settings: { maxCoversPerSlot: 4 } });
    await book(server, key, { starts_at: berlin("2026-06-02", "19:00"), party_size: 3 });
    const query = "date=2026-06-01&party_size=2&days=30";
    const slots = (await availability(key, query)).json.data;
    expect((await availability(key, `${query}&format=slots`)).json.data).toEqual(slots);
    const compact = await availability(key, `${query}&format=compact`);
    expect(compact.status).toBe(200);
    expect(compact.json.data.days[1]).toEqual({
      date: "2026-06-02",
      runs: [
        {
          service: "main",
          startsAt: berlin("2026-06-02", "12:00"),
          time: "12:00",
          stepMinutes: 15,
          available: "1".repeat(21) + "0".repeat(12),
        },
      ],
    });
    expect(expandAvailability(compact.json.data)).toEqual(slots);
    expect(compact.text.length).toBeLessThan(JSON.stringify({ data: slots }).length / 5);
  });

  it("answers 304 to its ETag", async () => {
    const { key } = await seedRestaurant(server.ctx);
    const first = await availability(key, "date=2026-06-02&party_size=2&days=7");
    const again = await availability(key, "date=2026-06-02&party_size=2&days=7");
    expect(again.headers.get("etag")).toBe(first.headers.get("etag"));
    const cached = await server.request("/api/v1/reservation/availability?date=2026-06-02&party_size=2&days=7", {
      key,
      headers: { "if-none-match": first.headers.get("etag")!, "cache-control": "max-age=0" },
    });
    expect(cached.status).toBe(304);
  });
});
