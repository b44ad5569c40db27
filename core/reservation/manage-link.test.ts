import { describe, expect, it } from "vitest";
import { credentialsInFragment, manageLink, withoutCredentials } from "./manage-link.ts";

describe("manage link", () => {
  it("puts number and PIN in the fragment, keeping the page's own query", () => {
    const link = manageLink("https://bistro.example/booking?lang=de", 4821, "K7M2QX");
    expect(link).toBe("https://bistro.example/booking?lang=de#couvert=4821.K7M2QX");
    expect(new URL(link).search).toBe("?lang=de");
  });

  it("replaces a fragment the manage page had", () => {
    expect(manageLink("https://bistro.example/#manage", 12, "K7M2QX")).toBe("https://bistro.example/#couvert=12.K7M2QX");
    expect(manageLink("https://bistro.example/#", 12, "K7M2QX")).toBe("https://bistro.example/#couvert=12.K7M2QX");
  });

  it("writes the page as the URL standard does, and escapes what a fragment must", () => {
    expect(manageLink("HTTPS://Bistro.EXAMPLE:443/a/../b c?x=ü", 12, "K7M2QX")).toBe(
      "https://bistro.example/b%20c?x=%C3%BC#couvert=12.K7M2QX",
    );
    expect(manageLink("https://bistro.example/", 12, "K7 M2<QX")).toBe("https://bistro.example/#couvert=12.K7%20M2%3CQX");
  });

  it("reads the credentials back, with or without the hash sign, the PIN as typed in any case", () => {
    expect(credentialsInFragment(new URL(manageLink("https://b.example/", 4821, "K7M2QX")).hash)).toEqual({
      reservationNumber: 4821,
      pin: "K7M2QX",
    });
    expect(credentialsInFragment("couvert=7.k7m2qx")).toEqual({ reservationNumber: 7, pin: "K7M2QX" });
  });

  it("ignores a fragment that is not a manage link", () => {
    for (const hash of ["", "#", "#manage", "#couvert=", "#couvert=12", "#couvert=x.K7M2QX", "#couvert=12.K7", "#couvert=12.K7M2QX&x=1"]) {
      expect(credentialsInFragment(hash), hash).toBeNull();
    }
  });

  it("without its credentials is the same page and query", () => {
    expect(withoutCredentials("https://bistro.example/a/b?lang=de&x=1#couvert=48213377.K7M2QX")).toBe(
      "https://bistro.example/a/b?lang=de&x=1",
    );
    expect(withoutCredentials(manageLink("https://bistro.example/", 4821, "K7M2QX"))).toBe("https://bistro.example/");
  });
});
