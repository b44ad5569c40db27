import { describe, expect, it } from "vitest";
import { ERROR_CODES, ERROR_STATUS, isFinalAnswer } from "./errors.ts";

describe("isFinalAnswer", () => {
  it("calls every contract refusal final except a 429, a key still in progress and a 5xx", () => {
    const notFinal = ERROR_CODES.filter((code) => !isFinalAnswer(ERROR_STATUS[code], code));
    expect(notFinal).toEqual(["idempotency_in_progress", "rate_limit_exceeded", "internal_error", "database_busy"]);
  });

  it("calls a success final and no answer at all not final", () => {
    expect(isFinalAnswer(200, "ok")).toBe(true);
    expect(isFinalAnswer(0, "network_error")).toBe(false);
    expect(isFinalAnswer(503, "internal_error")).toBe(false);
  });
});
