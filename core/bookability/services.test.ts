import { describe, expect, it } from "vitest";
import { hoursFromSchedule, isPlainSchedule, scheduleFromHours, ServiceScheduleSchema, type ServiceSchedule } from "../hours.ts";
import { DateTime, WEEKDAYS } from "../time.ts";
import { testRules } from "../testing.ts";
import { coversOverlapping, slotAvailability } from "./availability.ts";
import { checkStay } from "./check-stay.ts";
import { coverLimitOf } from "./cover-limit.ts";
import type { BookingRules } from "./rules.ts";
import { listingDateOf, listSlots } from "./slots.ts";
import { openState } from "./open-now.ts";

const lunch = { service: "lunch", open: "12:00", close: "14:30" };
const dinner = { service: "dinner", open: "18:00", close: "23:00" };
const lateDinner = { service: "dinner", open: "18:00", close: "03:00" };

/** Lunch and dinner every day but Monday; Saturday's dinner runs to 03:00 (over both DST nights of 2026). */
function schedule(over: Partial<ServiceSchedule> = {}): ServiceSchedule {
  return {
    definitions: [
      { id: "lunch", name: "Lunch", maxCoversPerSlot: 10 },
      { id: "dinner", name: "Dinner", maxCoversPerSlot: null },
    ],
    weekly: Object.fromEntries(
      WEEKDAYS.map((day) => [day, day === "monday" ? [] : day === "saturday" ? [lunch, lateDinner] : [lunch, dinner]]),
    ) as ServiceSchedule["weekly"],
    exceptions: [],
    ...over,
  };
}

function rules(services: ServiceSchedule = schedule(), over: Partial<BookingRules> = {}): BookingRules {
  return testRules({
    ...hoursFromSchedule(services),
    services,
    defaultDwellMinutes: 60,
    bookingLeadTimeHours: 0,
    bookingHorizonDays: 365,
    minMinutesBeforeClosing: 30,
    slotIntervalMinutes: 30,
    ...over,
  });
}
const now = new Date("2026-03-01T00:00:00Z");
const berlin = (local: string) => DateTime.fromISO(local, { zone: "Europe/Berlin" });
const verdict = (local: string, minutes: number, r = rules()) => {
  const startsAt = berlin(local);
  const result = checkStay({ startsAt, endsAt: startsAt.plus({ minutes }) }, r, now);
  return result.ok ? "ok" : result.error.code;
};

describe("two services a day", () => {
  it("lists each period's slots with its service id, and nothing between them", () => {
    const slots = listSlots("2026-03-03", rules(), now);
    expect(slots.map((s) => `${s.time} ${s.service}`)).toEqual([
      "12:00 lunch",
      "12:30 lunch",
      "13:00 lunch",
      "13:30 lunch",
      "18:00 dinner",
      "18:30 dinner",
      "19:00 dinner",
      "19:30 dinner",
      "20:00 dinner",
      "20:30 dinner",
      "21:00 dinner",
      "21:30 dinner",
      "22:00 dinner",
    ]);
  });

  it("refuses a stay between the services, and a lunch stay that runs into the afternoon", () => {
    expect(verdict("2026-03-03T13:30", 60)).toBe("ok");
    expect(verdict("2026-03-03T13:45", 60)).toBe("outside_opening_hours"); // ends 14:45, after lunch closes
    expect(verdict("2026-03-03T16:00", 60)).toBe("outside_opening_hours");
    expect(verdict("2026-03-03T17:59", 60)).toBe("outside_opening_hours");
    expect(verdict("2026-03-03T18:00", 60)).toBe("ok");
    expect(verdict("2026-03-03T13:00", 5 * 60 + 30)).toBe("outside_opening_hours"); // lunch into dinner
    expect(verdict("2026-03-02T19:00", 60)).toBe("outside_opening_hours"); // Monday: closed
  });

  it("keeps every listed slot bookable for two weeks, a DST night among them", () => {
    const r = rules();
    for (let day = 0; day < 14; day += 1) {
      const date = DateTime.fromISO("2026-03-22").plus({ days: day }).toISODate()!;
      for (const slot of listSlots(date, r, now)) {
        const startsAt = DateTime.fromISO(slot.startsAt);
        const result = checkStay({ startsAt, endsAt: DateTime.fromISO(slot.endsAt) }, r, now);
        expect(result.ok, `${date} ${slot.time}`).toBe(true);
        expect(listingDateOf(slot.startsAt, r)).toBe(date);
      }
    }
  });
});

describe("an overnight last period", () => {
  it("lists its small hours under the date it began, as its service", () => {
    const slots = listSlots("2026-03-07", rules(), now); // Saturday, dinner to 03:00
    expect(slots.at(-1)).toMatchObject({ date: "2026-03-08", time: "02:00", service: "dinner" });
    expect(listingDateOf(slots.at(-1)!.startsAt, rules())).toBe("2026-03-07");
    expect(verdict("2026-03-08T02:00", 60)).toBe("ok");
    expect(verdict("2026-03-08T02:45", 15)).toBe("outside_opening_hours"); // less than 30 minutes before closing
    expect(verdict("2026-03-08T02:30", 60)).toBe("outside_opening_hours");
  });

  it("refuses a day whose overnight period is not its last, or whose periods overlap or name no service", () => {
    const bad = (tuesday: ServiceSchedule["weekly"]["tuesday"]) =>
      ServiceScheduleSchema.safeParse(schedule({ weekly: { ...schedule().weekly, tuesday } })).success;
    expect(bad([lunch, dinner])).toBe(true);
    expect(bad([{ ...lunch, close: "02:00" }, dinner])).toBe(false);
    expect(bad([{ ...lunch, close: "18:30" }, dinner])).toBe(false);
    expect(bad([dinner, lunch])).toBe(false);
    expect(bad([lunch, { ...dinner, service: "brunch" }])).toBe(false);
  });
});

describe("date exceptions", () => {
  it("replace the whole day: dinner only on Christmas Eve, nothing on a closed date", () => {
    const services = schedule({
      exceptions: [
        { date: "2026-03-03", closed: false, note: "Dinner only", periods: [{ service: "dinner", open: "18:00", close: "01:00" }] },
        { date: "2026-03-04", closed: true, note: null, periods: [] },
      ],
    });
    const slots = listSlots("2026-03-03", rules(services), now);
    expect(slots.every((s) => s.service === "dinner")).toBe(true);
    expect(slots[0]?.time).toBe("18:00");
    expect(slots.at(-1)).toMatchObject({ date: "2026-03-04", time: "00:00" });
    expect(listSlots("2026-03-04", rules(services), now)).toEqual([]);
    expect(verdict("2026-03-03T12:00", 60, rules(services))).toBe("outside_opening_hours");
  });

  it("are summarised for existing clients as first opening and last closing", () => {
    const services = schedule({
      exceptions: [{ date: "2026-12-24", closed: false, note: "Christmas Eve", periods: [lunch, { ...dinner, close: "01:00" }] }],
    });
    const hours = hoursFromSchedule(services);
    expect(hours.weeklyHours.tuesday).toEqual({ closed: false, open: "12:00", close: "23:00" });
    expect(hours.weeklyHours.monday.closed).toBe(true);
    expect(hours.dateExceptions).toEqual([{ date: "2026-12-24", closed: false, open: "12:00", close: "01:00", note: "Christmas Eve" }]);
  });
});

describe("hours in the seed's shape", () => {
  it("are the one main service, and come back unchanged from it", () => {
    const plain = testRules();
    const services = scheduleFromHours(plain);
    expect(services.definitions).toEqual([{ id: "main", name: null, maxCoversPerSlot: null }]);
    expect(isPlainSchedule(services)).toBe(true);
    expect(isPlainSchedule(schedule())).toBe(false);
    expect(hoursFromSchedule(services).weeklyHours).toEqual(plain.weeklyHours);
    expect(listSlots("2026-03-03", plain, now).every((s) => s.service === "main")).toBe(true);
  });
});

describe("daylight saving days", () => {
  it("skips the missing hour of spring and offers the repeated one of autumn once, in the overnight dinner", () => {
    // 29 March: 02:00 becomes 03:00, so the last hour-long stay before 03:00 starts at 01:00.
    const spring = listSlots("2026-03-28", rules(), now).filter((s) => s.date === "2026-03-29");
    expect(spring.map((s) => s.time)).toEqual(["00:00", "00:30", "01:00"]);
    expect(spring.at(-1)?.startsAt).toBe("2026-03-29T00:00:00Z");
    // 25 October: 03:00 becomes 02:00 again; 02:00 and 02:30 are offered once, at their first occurrence.
    const autumn = listSlots("2026-10-24", rules(), now).filter((s) => s.date === "2026-10-25");
    expect(autumn.map((s) => s.time)).toEqual(["00:00", "00:30", "01:00", "01:30", "02:00", "02:30"]);
    expect(autumn.at(-1)?.startsAt).toBe("2026-10-25T00:30:00Z");
    expect(new Set(autumn.map((s) => s.startsAt)).size).toBe(autumn.length);
    expect(autumn.every((s) => s.service === "dinner")).toBe(true);
  });
});

describe("capacity per service", () => {
  it("applies the service's limit, else the restaurant's, and the restaurant's outside every period", () => {
    const r = rules();
    const at = (local: string) => berlin(local).toISO()!;
    expect(coverLimitOf(at("2026-03-03T12:30"), r, 40)).toBe(10);
    expect(coverLimitOf(at("2026-03-03T19:00"), r, 40)).toBe(40);
    expect(coverLimitOf(at("2026-03-03T16:00"), r, 40)).toBe(40);
    expect(coverLimitOf(at("2026-03-03T16:00"), r, null)).toBeNull();
  });

  it("is the restaurant's, without reading the start, when no service has a limit of its own", () => {
    const r = rules();
    const unlimited = {
      ...r,
      services: { ...r.services!, definitions: r.services!.definitions.map((d) => ({ ...d, maxCoversPerSlot: null })) },
    };
    // Read, it would throw: no instant.
    expect(coverLimitOf("not an instant", unlimited, 40)).toBe(40);
    expect(coverLimitOf("not an instant", unlimited, null)).toBeNull();
    expect(() => coverLimitOf("not an instant", r, 40)).toThrow(RangeError);
  });

  it("marks a slot unavailable when the party would pass its service's limit", () => {
    const r = rules();
    const slots = listSlots("2026-03-03", r, now);
    const ms = (local: string) => berlin(local).toMillis();
    const stays = [
      { startMs: ms("2026-03-03T12:00"), endMs: ms("2026-03-03T13:00"), partySize: 8 },
      { startMs: ms("2026-03-03T19:00"), endMs: ms("2026-03-03T20:00"), partySize: 8 },
    ];
    expect(coversOverlapping(stays, ms("2026-03-03T12:30"), ms("2026-03-03T13:30"))).toBe(8);
    expect(coversOverlapping(stays, ms("2026-03-03T13:00"), ms("2026-03-03T14:00"))).toBe(0);
    const marked = slotAvailability(slots, stays, 3, schedule(), 12);
    // Lunch holds 10: 8 + 3 do not fit at 12:00 and 12:30; dinner has the restaurant's 12, which they do.
    expect(marked.filter((s) => !s.available).map((s) => s.time)).toEqual(["12:00", "12:30"]);
    const five = slotAvailability(slots, stays, 5, schedule(), 12);
    expect(five.filter((s) => !s.available).map((s) => s.time)).toEqual(["12:00", "12:30", "18:30", "19:00", "19:30"]);
    expect(five[0]).toEqual({ startsAt: slots[0]!.startsAt, time: "12:00", service: "lunch", available: false });
    expect(
      slotAvailability(slots, stays, 5, schedule(), null)
        .filter((s) => !s.available)
        .map((s) => s.time),
    ).toEqual(["12:00", "12:30"]);
  });
});

describe("openState over services", () => {
  const zone = "Europe/Berlin";
  it("is closed between lunch and dinner, until dinner opens", () => {
    expect(openState(rules(), zone, new Date("2026-06-03T13:00:00Z"))).toEqual({ openNow: false, nextChangeAt: "2026-06-03T16:00:00Z" });
  });
  it("is open during lunch until lunch closes, not until dinner closes", () => {
    expect(openState(rules(), zone, new Date("2026-06-03T11:00:00Z"))).toEqual({ openNow: true, nextChangeAt: "2026-06-03T12:30:00Z" });
  });
  it("after Sunday's dinner, skips closed Monday to Tuesday's lunch", () => {
    expect(openState(rules(), zone, new Date("2026-06-07T21:30:00Z"))).toEqual({ openNow: false, nextChangeAt: "2026-06-09T10:00:00Z" });
  });
});
