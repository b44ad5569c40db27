import { describe, expect, it } from "vitest";
import { together } from "./together.ts";

describe("together", () => {
  it("answers every statement's result in order", async () => {
    await expect(together([Promise.resolve(1), Promise.resolve("two")])).resolves.toEqual([1, "two"]);
  });

  it("fails with the first failure only once the statements still on their way have settled", async () => {
    let settleSlow!: () => void;
    let slowSettled = false;
    const slow = new Promise<void>((resolve) => (settleSlow = resolve)).then(() => {
      slowSettled = true;
    });
    const waiting = together([Promise.reject(new Error("insert failed")), slow, Promise.reject(new Error("later"))]);
    let failedAt: boolean | null = null;
    const failure = waiting.catch((error: Error) => {
      failedAt = slowSettled;
      return error.message;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(failedAt).toBeNull();
    settleSlow();
    await expect(failure).resolves.toBe("insert failed");
    expect(failedAt).toBe(true);
  });
});
