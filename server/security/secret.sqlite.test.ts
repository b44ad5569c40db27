import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bootstrap } from "../bootstrap.ts";
import { loadConfig } from "../config.ts";

let dir: string;
let databasePath: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "couvert-secret-"));
  databasePath = path.join(dir, "data", "couvert.db");
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const secretFile = () => path.join(dir, "data", "couvert.secret");

describe("the server secret on SQLite", () => {
  it("is created beside the database on first start, readable by its owner only, and the same after a restart", async () => {
    const startOnce = async () => {
      const ctx = await bootstrap(loadConfig({ COUVERT_DB: databasePath, LOG_LEVEL: "silent" }));
      await ctx.store.close();
      return ctx.secret;
    };
    const first = await startOnce();
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(secretFile()).mode & 0o777).toBe(0o600);
    expect(await startOnce()).toBe(first);
    expect(fs.readFileSync(secretFile(), "utf8").trim()).toBe(first);
  });
});
