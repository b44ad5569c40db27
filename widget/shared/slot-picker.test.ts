import { afterEach, describe, expect, it, vi } from "vitest";
import { compactAvailability } from "../../core/bookability/compact-availability.ts";
import { testRules } from "../../core/testing.ts";
import { ApiClient } from "../api/client.ts";
import type { CouvertElement } from "./couvert-element.ts";
import { AvailabilityCache } from "./availability.ts";
import { SlotPicker } from "./slot-picker.ts";

/** The availability answer for `url`'s days, every day closed (what is asked for is what counts here). */
function closedDays(url: string): Response {
  const query = new URL(url).searchParams;
  const from = query.get("date")!;
  const days = Array.from({ length: Number(query.get("days")) }, (_, i) => ({
    date: new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10),
    runs: [],
  }));
  const body = { data: { timezone: "UTC", partySize: Number(query.get("party_size")), days } };
  return new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } });
}

function pickerWithRequests(): { picker: SlotPicker; asked: string[]; api: ApiClient } {
  const asked: string[] = [];
  const fetch = vi.fn(async (url: string | URL | Request) => {
    asked.push(String(url).replace(/^.*\/api\/v1/, ""));
    return closedDays(String(url));
  });
  vi.stubGlobal("fetch", fetch);
  const api = new ApiClient({ base: "https://couvert.test/api/v1", apiKey: "ck_test", fetch });
  const host = { api, signal: new AbortController().signal, requestUpdate: () => {} } as unknown as CouvertElement;
  const picker = new SlotPicker(host, () => {});
  picker.party = 2;
  return { picker, asked, api };
}

afterEach(() => vi.unstubAllGlobals());

describe("SlotPicker.prefetch (issue 11: the first month's availability travels beside the configuration)", () => {
  // Noon UTC: the same date wherever the machine running the test is (UTC−11 to UTC+11).
  const now = new Date("2026-03-10T12:00:00Z");

  it("is the request the rules then need: asked for once, not again", async () => {
    const { picker, asked, api } = pickerWithRequests();
    void picker.prefetch(api, 2, null, now);
    expect(asked).toEqual(["/reservation/availability?date=2026-03-10&party_size=2&days=22&format=compact"]);
    // Settles once the first month is in: the booking's first render shows its times (issue 30).
    await picker.setRules(testRules({ timezone: "UTC", bookingHorizonDays: 10 }), now);
    expect(picker.known("2026-03-10")).toBe(true);
    expect(asked).toHaveLength(1);
  });

  it("is asked again when the restaurant's today is another day than the browser's", async () => {
    const { picker, asked, api } = pickerWithRequests();
    void picker.prefetch(api, 2, null, now);
    // UTC+14: already the 11th there.
    void picker.setRules(testRules({ timezone: "Pacific/Kiritimati", bookingHorizonDays: 10 }), now);
    await vi.waitFor(() => expect(picker.known("2026-03-11")).toBe(true));
    expect(asked).toEqual([
      "/reservation/availability?date=2026-03-10&party_size=2&days=22&format=compact",
      "/reservation/availability?date=2026-03-11&party_size=2&days=21&format=compact",
    ]);
  });

  it("asks for the month of a preselected date, and not for a malformed one", () => {
    const { picker, asked, api } = pickerWithRequests();
    void picker.prefetch(api, 4, "2026-04-18", now);
    void picker.prefetch(api, 4, "18.04.2026", now);
    expect(asked).toEqual([
      "/reservation/availability?date=2026-04-01&party_size=4&days=30&format=compact",
      "/reservation/availability?date=2026-03-10&party_size=4&days=22&format=compact",
    ]);
  });
});

describe("aborted availability requests (issue 11: live attributes abort what is still out)", () => {
  const now = new Date("2026-03-10T12:00:00Z");

  /**
   * A client whose fetch never answers by itself and gives up on its signal the way the browser's
   * does; `signal` is the client's own (the host's), never aborted unless given.
   */
  function hangingApi(signal = new AbortController().signal): { api: ApiClient; signals: AbortSignal[] } {
    const signals: AbortSignal[] = [];
    const fetch = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          const signal = init!.signal!;
          signals.push(signal);
          signal.addEventListener("abort", () => reject(signal.reason));
        }),
    );
    return { api: new ApiClient({ base: "https://couvert.test/api/v1", apiKey: "ck_test", fetch, signal }), signals };
  }

  it("an aborted month is dropped from the cache at once: the next look asks again", async () => {
    const { api, signals } = hangingApi();
    const cache = new AvailabilityCache();
    const older = new AbortController();
    const first = cache.month(api, 2, "2026-03", "2026-03-10", older.signal);
    older.abort();
    // Asked again before the aborted answer has even rejected.
    void cache.month(api, 2, "2026-03", "2026-03-10").catch(() => {});
    expect(signals).toHaveLength(2);
    expect(signals[1]!.aborted).toBe(false);
    await expect(first).rejects.toBe(older.signal.reason);
    // Its rejection does not take the newer request out of the cache.
    void cache.month(api, 2, "2026-03", "2026-03-10");
    expect(signals).toHaveLength(2);
  });

  it("newer rules abort the months still being asked for under the older; an abort shows no error", async () => {
    const { api, signals } = hangingApi();
    const host = { api, signal: new AbortController().signal, requestUpdate: () => {} } as unknown as CouvertElement;
    const picker = new SlotPicker(host, () => {});
    picker.party = 2;
    void picker.setRules(testRules({ timezone: "UTC", bookingHorizonDays: 10 }), now);
    expect(signals).toHaveLength(1);
    void picker.setRules(testRules({ timezone: "UTC", bookingHorizonDays: 10 }), now);
    expect(signals.map((s) => s.aborted)).toEqual([true, false]);
    await new Promise((resolve) => setTimeout(resolve));
    expect(picker.error).toBeNull();
    expect(picker.loading.has("2026-03")).toBe(true);
  });

  it("the host's signal aborts a month; the error stays empty and `resume` asks again", async () => {
    let requests = new AbortController();
    const signals: AbortSignal[] = [];
    const host = {
      get api() {
        const made = hangingApi(requests.signal);
        made.signals.push = (...more) => signals.push(...more);
        return made.api;
      },
      get signal() {
        return requests.signal;
      },
      requestUpdate: () => {},
    } as unknown as CouvertElement;
    const picker = new SlotPicker(host, () => {});
    picker.party = 2;
    void picker.setRules(testRules({ timezone: "UTC", bookingHorizonDays: 10 }), now);
    requests.abort();
    await new Promise((resolve) => setTimeout(resolve));
    expect(signals.map((s) => s.aborted)).toEqual([true]);
    expect(picker.error).toBeNull();
    expect(picker.loading.size).toBe(0);
    // Back on the page: a new signal, and the shown month asked again.
    requests = new AbortController();
    picker.resume();
    expect(signals.map((s) => s.aborted)).toEqual([true, false]);
  });
});

describe("SlotPicker settling on its first month", () => {
  const now = new Date("2026-03-10T12:00:00Z");

  /** A picker whose months are each answered when the test says: every day with one slot at 19:00 UTC, free unless in `fullMonths`. */
  function pickerAnsweringOnCue(fullMonths: string[] = []): { picker: SlotPicker; held: Map<string, () => void> } {
    const held = new Map<string, () => void>();
    const fetch = vi.fn(
      (url: string | URL | Request) =>
        new Promise<Response>((resolve) => {
          const query = new URL(String(url)).searchParams;
          const from = query.get("date")!;
          const days = Array.from({ length: Number(query.get("days")) }, (_, i) => {
            const date = new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10);
            const available = !fullMonths.includes(date.slice(0, 7));
            return {
              date,
              runs: [{ service: "dinner", startsAt: `${date}T19:00:00Z`, time: "19:00", stepMinutes: 0, available: available ? "1" : "0" }],
            };
          });
          const body = { data: { timezone: "UTC", partySize: 2, days } };
          held.set(from.slice(0, 7), () =>
            resolve(new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } })),
          );
        }),
    );
    const api = new ApiClient({ base: "https://couvert.test/api/v1", apiKey: "ck_test", fetch });
    const host = {
      api,
      signal: new AbortController().signal,
      requestUpdate: () => {},
      loadingNotice: () => "",
    } as unknown as CouvertElement;
    const picker = new SlotPicker(host, () => {});
    picker.party = 2;
    return { picker, held };
  }

  it("settles on the preferred day's month even when another month (the nearest days looked for) comes first", async () => {
    const { picker, held } = pickerAnsweringOnCue();
    void picker.setRules(testRules({ timezone: "UTC", bookingHorizonDays: 60 }), now, "2026-03-31", "2026-03-31T19:00:00Z");
    const april = picker.load("2026-04");
    await vi.waitFor(() => expect([...held.keys()].sort()).toEqual(["2026-03", "2026-04"]));
    held.get("2026-04")!();
    await april;
    held.get("2026-03")!();
    await vi.waitFor(() => expect(picker.known("2026-03-31")).toBe(true));
    expect(picker.date).toBe("2026-03-31");
    expect(picker.slots.map((slot) => slot.startsAt)).toEqual(["2026-03-31T19:00:00Z"]);
    expect(picker.slot?.startsAt).toBe("2026-03-31T19:00:00Z");
  });

  it("leaves the grid on the month the guest moved it to while the first month was on its way", async () => {
    const { picker, held } = pickerAnsweringOnCue();
    void picker.setRules(testRules({ timezone: "UTC", bookingHorizonDays: 60 }), now);
    await vi.waitFor(() => expect([...held.keys()]).toEqual(["2026-03"]));
    picker.calendar(() => {}).showMonth(1);
    expect(picker.month).toBe("2026-04");
    held.get("2026-03")!();
    await vi.waitFor(() => expect(picker.date).toBe("2026-03-10"));
    // The first free day is chosen; the grid the guest is reading stays where they put it.
    expect(picker.month).toBe("2026-04");
    expect(picker.focusDate).toBe("2026-04-01");
  });

  it("leaves the grid where the guest put it, even back on the first month, when the first free day is in a later one", async () => {
    const { picker, held } = pickerAnsweringOnCue(["2026-03"]);
    void picker.setRules(testRules({ timezone: "UTC", bookingHorizonDays: 60 }), now);
    await vi.waitFor(() => expect([...held.keys()]).toEqual(["2026-03"]));
    picker.calendar(() => {}).showMonth(1);
    picker.calendar(() => {}).showMonth(-1);
    expect(picker.month).toBe("2026-03");
    await vi.waitFor(() => expect(held.has("2026-04")).toBe(true));
    held.get("2026-03")!();
    held.get("2026-04")!();
    await vi.waitFor(() => expect(picker.date).toBe("2026-04-01"));
    expect(picker.month).toBe("2026-03");
  });

  it("shows the chosen day's month when the guest did not move the grid", async () => {
    const { picker, held } = pickerAnsweringOnCue();
    void picker.setRules(testRules({ timezone: "UTC", bookingHorizonDays: 60 }), now, "2026-04-02");
    await vi.waitFor(() => expect([...held.keys()]).toEqual(["2026-04"]));
    held.get("2026-04")!();
    await vi.waitFor(() => expect(picker.date).toBe("2026-04-02"));
    expect([picker.month, picker.focusDate]).toEqual(["2026-04", "2026-04-02"]);
  });
});

describe("SlotPicker's month grid", () => {
  it("calls a day closed only when its hours close it; an open day without times (today after its last) has no free times", async () => {
    const { picker } = pickerWithRequests();
    // Tuesday 10 March 2026; Mondays are closed in the test rules, and the answer lists no slot on any day.
    void picker.setRules(testRules({ timezone: "UTC", bookingHorizonDays: 60 }), new Date("2026-03-10T12:00:00Z"));
    await vi.waitFor(() => expect(picker.known("2026-03-10")).toBe(true));
    const grid = picker.calendar(() => {});
    expect(grid.day("2026-03-10")).toMatchObject({ choosable: false, state: "full" });
    expect(grid.day("2026-03-16")).toMatchObject({ choosable: false, state: "closed" });
  });
});

describe("SlotPicker slots' ends (issue 27: the party's stay, as the server gives it)", () => {
  const now = new Date("2026-03-10T12:00:00Z");
  const startsAt = "2026-03-12T19:00:00.000Z";

  function pickerWithOneSlot(party: number | null): SlotPicker {
    const fetch = vi.fn(async (url: string | URL | Request) => {
      const query = new URL(String(url)).searchParams;
      const days = [{ date: "2026-03-12", slots: [{ startsAt, time: "19:00", service: "main", available: true }] }];
      const slots = { timezone: "UTC", partySize: Number(query.get("party_size")), days };
      const body = { data: query.get("format") === "compact" ? compactAvailability(slots) : slots };
      return new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } });
    });
    vi.stubGlobal("fetch", fetch);
    const api = new ApiClient({ base: "https://couvert.test/api/v1", apiKey: "ck_test", fetch });
    const host = { api, signal: new AbortController().signal, requestUpdate: () => {} } as unknown as CouvertElement;
    const picker = new SlotPicker(host, () => {});
    picker.party = party;
    return picker;
  }

  const steps = [
    { partySize: 2, minutes: 90 },
    { partySize: 4, minutes: 120 },
  ];

  it.each([
    [2, "2026-03-12T20:30:00.000Z"],
    [4, "2026-03-12T21:00:00.000Z"],
    [6, "2026-03-12T22:00:00.000Z"],
    [null, "2026-03-12T22:00:00.000Z"],
  ])("a party of %s ends at %s (steps 2:90,4:120, default 180)", async (party, endsAt) => {
    const picker = pickerWithOneSlot(party);
    void picker.setRules(testRules({ timezone: "UTC", defaultDwellMinutes: 180, dwellMinutesByPartySize: steps }), now, "2026-03-12");
    await vi.waitFor(() => expect(picker.known("2026-03-12")).toBe(true));
    picker.choose("2026-03-12");
    expect(picker.slots.map((s) => [s.startsAt, s.endsAt])).toEqual([[startsAt, endsAt]]);
  });
});
