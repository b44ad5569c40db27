import { randomBytes, scryptSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { checkNoPassword, checkPassword, hashPassword } from "./passwords.ts";

/** A cost for what does not depend on it, so that only the tests of OWASP's cost pay for it. */
const CHEAP = { N: 2 ** 10, r: 8, p: 1 };

/** A hash in the stored form, made by node's scrypt directly: the oracle the module must agree with. */
function storedWith(password: string, params: { N: number; r: number; p: number }): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, 32, { ...params, maxmem: 256 * params.N * params.r });
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64url"), hash.toString("base64url")].join("$");
}

describe("hashPassword and checkPassword", () => {
  it("store scrypt with OWASP's parameters and a fresh salt, never the password", async () => {
    const a = await hashPassword("correct horse battery staple");
    expect(a).toMatch(/^scrypt\$65536\$8\$2\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(a).not.toContain("correct horse");
    expect(await checkPassword("correct horse battery staple", a)).toEqual({ matches: true, needsRehash: false });
    // The salt and a wrong password do not depend on the cost: checked at a cheap one (each
    // hash or check at OWASP's costs 64 MiB and most of a second on a busy machine).
    const [b, c] = await Promise.all([
      hashPassword("correct horse battery staple", CHEAP),
      hashPassword("correct horse battery staple", CHEAP),
    ]);
    expect(b).not.toBe(c);
    expect(await checkPassword("correct horse battery staplE", b, CHEAP)).toEqual({ matches: false, needsRehash: false });
    expect(await checkPassword("", c, CHEAP)).toEqual({ matches: false, needsRehash: false });
  });

  it("agree with node's scrypt, and ask for a re-hash of a password stored with older parameters", async () => {
    const stored = storedWith("an older passphrase", { N: 2 ** 14, r: 8, p: 1 });
    expect(await checkPassword("an older passphrase", stored)).toEqual({ matches: true, needsRehash: true });
    expect(await checkPassword("an older passphrasE", stored)).toEqual({ matches: false, needsRehash: true });
    const current = storedWith("a current passphrase", { N: 2 ** 16, r: 8, p: 2 });
    expect(await checkPassword("a current passphrase", current)).toEqual({ matches: true, needsRehash: false });
  });

  it("treat the composed and decomposed spellings of the same letters as one password", async () => {
    const composed = "crème brûlée au café";
    const decomposed = composed.normalize("NFD");
    expect(decomposed).not.toBe(composed);
    expect((await checkPassword(decomposed, await hashPassword(composed, CHEAP), CHEAP)).matches).toBe(true);
  });

  it("refuse a stored value that is not one of its hashes", async () => {
    await expect(checkPassword("x", "plain-text-password")).rejects.toThrow(/Not a password hash/);
    await expect(checkPassword("x", "bcrypt$10$abc$def$ghi$jkl")).rejects.toThrow(/Not a password hash/);
  });
});

describe("checkNoPassword", () => {
  // Equal time comes from equal work: the same scrypt, with the cost a real check of a current hash uses.
  it("never matches, and runs scrypt with the cost it is given (the current one by default)", async () => {
    expect(await checkNoPassword("correct horse battery staple")).toEqual({ matches: false, needsRehash: false });
    const notAPowerOfTwo = { N: 3, r: 8, p: 1 };
    await expect(checkNoPassword("x", notAPowerOfTwo)).rejects.toThrow(/Invalid scrypt param/);
    await expect(hashPassword("x", notAPowerOfTwo)).rejects.toThrow(/Invalid scrypt param/);
    expect(await checkNoPassword("x", CHEAP)).toEqual({ matches: false, needsRehash: false });
  });
});
