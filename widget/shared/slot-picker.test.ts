import { afterEach, describe, expect, it, vi } from "vitest";
import { testRules } from "../../core/testing.ts";
import { ApiClient } from "../api/client.ts";
import type { CouvertElement } from "./couvert-element.ts";
import { SlotPicker } from "./slot-picker.ts";

/** The availability answer for `url`'s days, every day closed (what is asked for is what counts here). */
function closedDays(url: string): Response {
  const query = new URL(url).searchParams;
  const from = query.get("date")!;
  const days = Array.from({ length: Number(query.get("days")) }, (_, i) => ({
    date: new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10),
    slots: [],
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
  const host = { apiBase: "https://couvert.test/api/v1", apiKey: "ck_test", requestUpdate: () => {} } as unknown as CouvertElement;
  const picker = new SlotPicker(host, () => {});
  picker.party = 2;
  return { picker, asked, api: new ApiClient({ base: host.apiBase, apiKey: host.apiKey, fetch }) };
}

afterEach(() => vi.unstubAllGlobals());

describe("SlotPicker.prefetch (issue 11: the first month's availability travels beside the configuration)", () => {
  // Noon UTC: the same date wherever the machine running the test is (UTC−11 to UTC+11).
  const now = new Date("2026-03-10T12:00:00Z");

  it("is the request the rules then need: asked for once, not again", async () => {
    const { picker, asked, api } = pickerWithRequests();
    picker.prefetch(api, 2, null, now);
    expect(asked).toEqual(["/reservation/availability?date=2026-03-10&party_size=2&days=22"]);
    picker.setRules(testRules({ timezone: "UTC", bookingHorizonDays: 10 }), now);
    await vi.waitFor(() => expect(picker.known("2026-03-10")).toBe(true));
    expect(asked).toHaveLength(1);
  });

  it("is asked again when the restaurant's today is another day than the browser's", async () => {
    const { picker, asked, api } = pickerWithRequests();
    picker.prefetch(api, 2, null, now);
    // UTC+14: already the 11th there.
    picker.setRules(testRules({ timezone: "Pacific/Kiritimati", bookingHorizonDays: 10 }), now);
    await vi.waitFor(() => expect(picker.known("2026-03-11")).toBe(true));
    expect(asked).toEqual([
      "/reservation/availability?date=2026-03-10&party_size=2&days=22",
      "/reservation/availability?date=2026-03-11&party_size=2&days=21",
    ]);
  });

  it("asks for the month of a preselected date, and not for a malformed one", () => {
    const { picker, asked, api } = pickerWithRequests();
    picker.prefetch(api, 4, "2026-04-18", now);
    picker.prefetch(api, 4, "18.04.2026", now);
    expect(asked).toEqual([
      "/reservation/availability?date=2026-04-01&party_size=4&days=30",
      "/reservation/availability?date=2026-03-10&party_size=4&days=22",
    ]);
  });
});
