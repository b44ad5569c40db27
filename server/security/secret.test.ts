import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bootstrap } from "../bootstrap.ts";
import { loadConfig } from "../config.ts";
import { createTestDatabase } from "../testing/test-database.ts";
import { loadSecret } from "./secret.ts";

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "couvert-secret-"));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const secretFile = () => path.join(dir, "data", "couvert.secret");

describe("the server secret", () => {
  it("is created in its file on first start, readable by its owner only, and the same after a restart", async () => {
    const database = await createTestDatabase();
    // Where the file goes by default differs by engine (beside the SQLite file: secret.sqlite.test.ts).
    const config = { ...loadConfig({ COUVERT_DB: database.url, LOG_LEVEL: "silent" }), secretFile: secretFile() };
    const startOnce = async () => {
      const ctx = await bootstrap(config);
      await ctx.store.close();
      return ctx.secret;
    };
    try {
      const first = await startOnce();
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(fs.statSync(secretFile()).mode & 0o777).toBe(0o600);
      expect(await startOnce()).toBe(first);
      expect(fs.readFileSync(secretFile(), "utf8").trim()).toBe(first);
    } finally {
      await database.drop();
    }
  });

  it("comes from COUVERT_SECRET when set, and then no file is written", () => {
    const explicit = "s".repeat(32);
    expect(loadSecret(explicit, secretFile())).toBe(explicit);
    expect(fs.existsSync(secretFile())).toBe(false);
  });

  it("refuses a secret file shorter than 32 characters rather than keying PINs with it", () => {
    fs.mkdirSync(path.dirname(secretFile()), { recursive: true });
    fs.writeFileSync(secretFile(), "tooshort\n", { mode: 0o600 });
    expect(() => loadSecret(undefined, secretFile())).toThrow(`the secret in ${secretFile()} has 8 characters; at least 32 are needed`);
    expect(fs.readFileSync(secretFile(), "utf8")).toBe("tooshort\n"); // never overwritten
  });

  it("is not made where it may not be (the command line on PostgreSQL): a clear error instead", () => {
    expect(() => loadSecret(undefined, secretFile(), { create: false })).toThrow(
      `COUVERT_SECRET is not set and ${secretFile()} does not exist; set COUVERT_SECRET to the servers' secret`,
    );
    expect(fs.existsSync(secretFile())).toBe(false);
  });
});
