import { describe, expect, it } from "vitest";
import type { WeeklyHours } from "../hours.ts";
import { WEEKDAYS } from "../time.ts";
import { firstOpenStep, gettingStartedProgress, isGettingStartedStep, type GettingStartedState } from "./getting-started.ts";

const closedWeek = Object.fromEntries(WEEKDAYS.map((day) => [day, { closed: true, open: "12:00", close: "22:00" }])) as WeeklyHours;

/** A restaurant as `couvert restaurant create` leaves it: a name, closed every day, nothing else. */
const justCreated: GettingStartedState = {
  settings: { address: null, phone: null, maxCoversPerSlot: null, notificationEmails: [], manageUrl: null },
  hours: { weeklyHours: closedWeek, dateExceptions: [] },
  keys: [],
  published: false,
};

const ready: GettingStartedState = {
  settings: {
    address: "Via Roma 1, Berlin",
    phone: "+49 30 1234567",
    maxCoversPerSlot: 40,
    notificationEmails: ["owner@roma.example"],
    manageUrl: "https://roma.example/booking",
  },
  hours: { weeklyHours: { ...closedWeek, friday: { closed: false, open: "18:00", close: "23:00" } }, dateExceptions: [] },
  keys: [{ revokedAt: null, modules: ["reservation", "events"] }],
  published: true,
};

describe("the getting-started walkthrough", () => {
  it("has every step open for a restaurant just created, and opens at the details", () => {
    const progress = gettingStartedProgress(justCreated);
    expect(progress).toEqual({
      details: false,
      hours: false,
      capacity: false,
      notifications: false,
      website: false,
      manage: false,
      publish: false,
    });
    expect(firstOpenStep(progress)).toBe("details");
  });

  it("has every step done for a published restaurant with hours, capacity and a key, and then opens at the last", () => {
    const progress = gettingStartedProgress(ready);
    expect(Object.values(progress).every(Boolean)).toBe(true);
    expect(firstOpenStep(progress)).toBe("publish");
  });

  it("does not count a restaurant that tells nobody of bookings, or names no manage page, as ready (issue 28)", () => {
    const nobodyTold = { ...ready, settings: { ...ready.settings, notificationEmails: [] } };
    const noManagePage = { ...ready, settings: { ...ready.settings, manageUrl: null } };
    expect(gettingStartedProgress(nobodyTold).notifications).toBe(false);
    expect(firstOpenStep(gettingStartedProgress(nobodyTold))).toBe("notifications");
    expect(gettingStartedProgress(noManagePage).manage).toBe(false);
    expect(firstOpenStep(gettingStartedProgress(noManagePage))).toBe("manage");
  });

  it("wants both an address and a phone number for the details", () => {
    const onlyAddress = { ...ready, settings: { ...ready.settings, phone: null } };
    const onlyPhone = { ...ready, settings: { ...ready.settings, address: null } };
    expect(gettingStartedProgress(onlyAddress).details).toBe(false);
    expect(gettingStartedProgress(onlyPhone).details).toBe(false);
  });

  it("counts a week with one open day as hours, and a date exception alone not", () => {
    const onlyAnException = {
      ...ready,
      hours: {
        weeklyHours: closedWeek,
        dateExceptions: [{ date: "2026-12-24", closed: false, open: "18:00", close: "22:00", note: null }],
      },
    };
    expect(gettingStartedProgress(onlyAnException).hours).toBe(false);
    expect(gettingStartedProgress(ready).hours).toBe(true);
  });

  it("opens at the first step not done, whatever comes after it", () => {
    const noCapacityNoKey = { ...ready, settings: { ...ready.settings, maxCoversPerSlot: null }, keys: [], published: false };
    expect(firstOpenStep(gettingStartedProgress(noCapacityNoKey))).toBe("capacity");
    expect(firstOpenStep(gettingStartedProgress({ ...ready, keys: [] }))).toBe("website");
  });

  it("counts for the website only a key that is not revoked and serves a widget", () => {
    const website = (keys: GettingStartedState["keys"]) => gettingStartedProgress({ ...ready, keys }).website;
    expect(website([{ revokedAt: "2026-11-20T10:00:00Z", modules: ["reservation"] }])).toBe(false);
    expect(website([{ revokedAt: null, modules: ["menu", "gallery"] }])).toBe(false);
    expect(website([{ revokedAt: null, modules: ["events"] }])).toBe(true);
    expect(
      website([
        { revokedAt: "2026-11-20T10:00:00Z", modules: ["reservation"] },
        { revokedAt: null, modules: ["reservation"] },
      ]),
    ).toBe(true);
  });

  it("knows its step names, for the address bar", () => {
    expect(isGettingStartedStep("hours")).toBe(true);
    expect(isGettingStartedStep("settings")).toBe(false);
    expect(isGettingStartedStep(undefined)).toBe(false);
  });
});
