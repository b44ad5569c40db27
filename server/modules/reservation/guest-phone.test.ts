import { afterEach, describe, expect, it, vi } from "vitest";
import {
  forgetPhoneNumbers,
  guestPhoneReader,
  PHONES_KEPT,
  PHONES_KEPT_MS,
  phoneForDisplay,
  phoneSearchDigits,
  phonesInMemoryForTesting,
} from "./guest-phone.ts";

describe("phoneForDisplay", () => {
  it("writes a number of the restaurant's country in its national form, any other in the international one", () => {
    expect(phoneForDisplay("+49301234567", "DE")).toBe("030 1234567");
    expect(phoneForDisplay("+49301234567", "de")).toBe("030 1234567");
    expect(phoneForDisplay("+4915123456789", "DE")).toBe("01512 3456789");
    expect(phoneForDisplay("+442079460958", "DE")).toBe("+44 20 7946 0958");
    expect(phoneForDisplay("+49301234567", null)).toBe("+49 30 1234567");
    expect(phoneForDisplay(null, "DE")).toBeNull();
  });

  it("reads back what guestPhoneReader stored", () => {
    const stored = guestPhoneReader("AT")("0664 1234567")!;
    expect(stored).toBe("+436641234567");
    expect(phoneForDisplay(stored, "AT")).toBe("0664 1234567");
  });

  it("leaves a stored value it cannot read as it is", () => {
    expect(phoneForDisplay("12", "DE")).toBe("12");
  });
});

describe("the answers kept in memory", () => {
  it("are kept per country: one spelling reads and shows differently in another country", () => {
    expect(guestPhoneReader("DE")("0664 1234567")).toBe("+496641234567");
    expect(guestPhoneReader("AT")("0664 1234567")).toBe("+436641234567");
    expect(guestPhoneReader("DE")("0664 1234567")).toBe("+496641234567");
    expect(phoneForDisplay("+436641234567", "AT")).toBe("0664 1234567");
    expect(phoneForDisplay("+436641234567", "DE")).toBe("+43 664 1234567");
    expect(guestPhoneReader("DE")("12")).toBeNull();
    expect(guestPhoneReader("DE")("12")).toBeNull();
  });

  it("stay right past the bound, when the oldest are forgotten", () => {
    const read = guestPhoneReader("DE");
    const numbers = Array.from({ length: PHONES_KEPT + 50 }, (_, i) => `030 ${1_000_000 + i}`);
    for (const n of numbers) read(n);
    expect(read(numbers[0]!)).toBe("+49301000000");
    expect(phoneForDisplay("+49301000000", "DE")).toBe("030 1000000");
    expect(read(numbers.at(-1)!)).toBe(`+4930${1_000_000 + PHONES_KEPT + 49}`);
  });
});

describe("the numbers' age limit", () => {
  afterEach(() => {
    // Nothing kept on the fake clock, nor its sweep pending, once the real one is back.
    forgetPhoneNumbers();
    vi.useRealTimers();
  });

  const held = (digits: string) => phonesInMemoryForTesting().filter((kept) => kept.replace(/\D/g, "").includes(digits));

  it("forgets a number read and shown PHONES_KEPT_MS after it was kept, used meanwhile or not, also in an idle process", () => {
    forgetPhoneNumbers();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
    expect(guestPhoneReader("DE")("030 2312 5678")).toBe("+493023125678");
    // Read as typed (compacted) and as stored; shown as stored and as staff read it.
    expect(held("23125678")).toEqual(["DE\n03023125678", "+493023125678", "DE\n+493023125678", "030 23125678"]);
    vi.advanceTimersByTime(2 * 60_000);
    expect(guestPhoneReader("DE")("030 7654321")).toBe("+49307654321");

    vi.advanceTimersByTime(PHONES_KEPT_MS - 2 * 60_000 - 1);
    expect(phoneForDisplay("+493023125678", "DE")).toBe("030 23125678");
    expect(held("23125678")).toHaveLength(4);
    vi.advanceTimersByTime(1);
    expect(held("23125678")).toEqual([]);
    expect(held("7654321")).toHaveLength(4);
    vi.advanceTimersByTime(2 * 60_000);
    expect(phonesInMemoryForTesting()).toEqual([]);
  });

  it("forgets each number at its own time also past the bound, when the oldest were pushed out", () => {
    forgetPhoneNumbers();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
    const read = guestPhoneReader("DE");
    for (let i = 0; i < 2 * PHONES_KEPT + 100; i++) read(`030 ${1_000_000 + i}`);
    vi.advanceTimersByTime(60_000);
    read("030 7654321");
    vi.advanceTimersByTime(PHONES_KEPT_MS - 60_000);
    expect(phonesInMemoryForTesting()).toEqual(["DE\n0307654321", "+49307654321", "DE\n+49307654321", "030 7654321"]);
    vi.advanceTimersByTime(60_000);
    expect(phonesInMemoryForTesting()).toEqual([]);
  });

  it("forgets every number at once when told (an erasure)", () => {
    guestPhoneReader("AT")("0664 1234567");
    phoneForDisplay("+442079460958", "DE");
    expect(phonesInMemoryForTesting().length).toBeGreaterThan(0);
    forgetPhoneNumbers();
    expect(phonesInMemoryForTesting()).toEqual([]);
    expect(guestPhoneReader("AT")("0664 1234567")).toBe("+436641234567");
  });
});

describe("phoneSearchDigits", () => {
  it("looks for the digits as typed and as read in the restaurant's country", () => {
    expect(phoneSearchDigits("030 1234567", "DE")).toEqual(["0301234567", "49301234567"]);
    expect(phoneSearchDigits("+49 (30) 123-45", "DE")).toEqual(["493012345"]);
    expect(phoneSearchDigits("Rossi", "DE")).toEqual([]);
  });
});
