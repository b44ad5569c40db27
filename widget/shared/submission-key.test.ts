import { describe, expect, it } from "vitest";
import { ApiError } from "../api/client.ts";
import { SubmissionKey } from "./submission-key.ts";

const counter = () => {
  let n = 0;
  return () => `k${++n}`;
};

const refusal = (status: number, code: ConstructorParameters<typeof ApiError>[0]) => new ApiError(code, "", status);

describe("SubmissionKey", () => {
  it("retries without an answer, after 429, 5xx and idempotency_in_progress with the same key", () => {
    for (const error of [
      new ApiError("network_error", "offline"),
      refusal(429, "rate_limit_exceeded"),
      refusal(503, "internal_error"),
      refusal(409, "idempotency_in_progress"),
    ]) {
      const key = new SubmissionKey(counter());
      expect(key.begin()).toBe("k1");
      key.end(error);
      expect(key.begin(), error.code).toBe("k1");
    }
  });

  it("takes a fresh key after a final refusal, even without an edit (the refusal is stored under the old one)", () => {
    for (const error of [
      refusal(409, "slot_full"),
      refusal(400, "booking_lead_time"),
      refusal(422, "idempotency_key_reused"),
      refusal(403, "origin_not_allowed"),
    ]) {
      const key = new SubmissionKey(counter());
      key.begin();
      key.end(error);
      expect(key.begin(), error.code).toBe("k2");
    }
  });

  it("takes a fresh key after success", () => {
    const key = new SubmissionKey(counter());
    key.begin();
    key.end();
    expect(key.begin()).toBe("k2");
  });

  it("keeps the key through edits while the request is in flight, and drops it on an edit afterwards", () => {
    const key = new SubmissionKey(counter());
    key.begin();
    key.edited();
    key.end(new ApiError("network_error", "offline"));
    expect(key.begin()).toBe("k1");
    key.end(new ApiError("network_error", "offline"));
    key.edited();
    expect(key.begin()).toBe("k2");
  });
});
