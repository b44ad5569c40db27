import { describe, expect, it } from "vitest";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_PROBLEM_MESSAGES, passwordProblem } from "./password.ts";

const EMAIL = "anna.weber@bistro.example";

describe("passwordProblem", () => {
  it("accepts a long enough password that is neither common nor the address", () => {
    for (const ok of ["correct horse battery staple", "x7#Lq9!vR2", "Weber's 1st bistro password", "a".repeat(9) + "b"]) {
      expect(passwordProblem(ok, EMAIL), ok).toBeNull();
    }
  });

  it("counts characters, not UTF-16 units, for the minimum length", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(10);
    expect(passwordProblem("short pass".slice(0, 9), EMAIL)).toBe("too_short");
    // Nine emoji are eighteen UTF-16 units but nine characters.
    expect(passwordProblem("🍝🍷🥖🧀🍝🍷🥖🧀🍝", EMAIL)).toBe("too_short");
    expect(passwordProblem("🍝🍷🥖🧀🍝🍷🥖🧀🍝🍷", EMAIL)).toBeNull();
    expect(passwordProblem("x".repeat(PASSWORD_MAX_LENGTH - 1) + "y", EMAIL)).toBeNull();
    expect(passwordProblem("x".repeat(PASSWORD_MAX_LENGTH) + "y", EMAIL)).toBe("too_long");
  });

  it("refuses the common ones whatever their case, and one character repeated", () => {
    for (const common of ["password123", "PassWord123", "1234567890", "Restaurant2026", "qwertyuiop", "zzzzzzzzzz", "..........."]) {
      expect(passwordProblem(common, EMAIL), common).toBe("too_common");
    }
  });

  it("refuses a common word with a year, digits or marks added at either end, not a long passphrase around one", () => {
    for (const variant of ["Restaurant2027!", "Reservierung!!", "2026!Bistro1234", "Kitchen123!?"]) {
      expect(passwordProblem(variant, EMAIL), variant).toBe("too_common");
    }
    for (const ok of ["restaurant in the old town", "Restaurant1234567", "x7#Lq9!vR2"]) {
      expect(passwordProblem(ok, EMAIL), ok).toBeNull();
    }
  });

  it("refuses what a breached-password list holds, in the same forms", () => {
    const breached = new Set(["dragonfly"]);
    expect(passwordProblem("Dragonfly1987", EMAIL, breached)).toBe("too_common");
    expect(passwordProblem("Dragonfly1987", EMAIL)).toBeNull();
    expect(passwordProblem("dragonfly wings at dusk", EMAIL, breached)).toBeNull();
  });

  it("refuses the address itself, or its name with little around it", () => {
    for (const close of [EMAIL, EMAIL.toUpperCase(), "anna.weber1", "Anna.Weber2026", "!anna.weber!"]) {
      expect(passwordProblem(close, ` ${EMAIL.toUpperCase()} `), close).toBe("contains_email");
    }
    // A short name inside a long passphrase is no weakness.
    expect(passwordProblem("bob likes long walks", "bob@bistro.example")).toBeNull();
  });

  it("has a sentence for every problem", () => {
    for (const problem of ["too_short", "too_long", "too_common", "contains_email"] as const) {
      expect(PASSWORD_PROBLEM_MESSAGES[problem]).toMatch(/\.$/);
    }
  });
});
