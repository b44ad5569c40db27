import { describe, expect, it } from "vitest";
import { guestPhoneReader, phoneForDisplay, phoneSearchDigits } from "./guest-phone.ts";

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

describe("phoneSearchDigits", () => {
  it("looks for the digits as typed and as read in the restaurant's country", () => {
    expect(phoneSearchDigits("030 1234567", "DE")).toEqual(["0301234567", "49301234567"]);
    expect(phoneSearchDigits("+49 (30) 123-45", "DE")).toEqual(["493012345"]);
    expect(phoneSearchDigits("Rossi", "DE")).toEqual([]);
  });
});
