import { describe, expect, it } from "vitest";
import { guestPhoneReader, PHONES_KEPT, phoneForDisplay, phoneSearchDigits } from "./guest-phone.ts";

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

describe("phoneSearchDigits", () => {
  it("looks for the digits as typed and as read in the restaurant's country", () => {
    expect(phoneSearchDigits("030 1234567", "DE")).toEqual(["0301234567", "49301234567"]);
    expect(phoneSearchDigits("+49 (30) 123-45", "DE")).toEqual(["493012345"]);
    expect(phoneSearchDigits("Rossi", "DE")).toEqual([]);
  });
});
