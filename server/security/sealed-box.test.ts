import { describe, expect, it } from "vitest";
import { open, seal } from "./sealed-box.ts";

describe("sealed box", () => {
  it("opens what it sealed, under the same secret and context only", () => {
    const sealed = seal("secret", "context", "the guest's PIN is ABC234");
    expect(open("secret", "context", sealed)).toBe("the guest's PIN is ABC234");
    expect(() => open("secret", "other context", sealed)).toThrow();
    expect(() => open("other secret", "context", sealed)).toThrow();
  });

  it("never seals two messages under one IV, across many pools of random bytes", () => {
    const ivs = new Set<string>();
    const count = 2_000;
    for (let i = 0; i < count; i += 1) {
      const sealed = seal("secret", "context", `message ${i}`);
      ivs.add(sealed.split(".")[0]!);
      expect(open("secret", "context", sealed)).toBe(`message ${i}`);
    }
    expect(ivs.size).toBe(count);
    for (const iv of ivs) expect(Buffer.from(iv, "base64")).toHaveLength(12);
  });
});
