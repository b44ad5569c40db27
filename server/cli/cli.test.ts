import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cliContext } from "../testing/cli-context.ts";
import { startTestServer } from "../testing/test-server.ts";

let t: ReturnType<typeof cliContext>;
beforeEach(() => {
  t = cliContext();
});
afterEach(() => t.dispose());

describe("restaurant commands", () => {
  it("creates, updates, publishes and shows a restaurant", () => {
    const created = t.json("restaurant", "create", "--name", "Bistro Lumen", "--slug", "bistro-lumen", "--timezone", "Europe/Paris");
    expect(created.restaurant).toMatchObject({ slug: "bistro-lumen", timezone: "Europe/Paris", published: false });

    t.json("restaurant", "update", "bistro-lumen", "--set", "maxPartySize=10", "--set", "embed_max_items=30", "--set", "termsUrl=https://b.example/terms");
    t.json("restaurant", "publish", "bistro-lumen");
    const shown = t.json("restaurant", "show", "bistro-lumen");
    expect(shown.restaurant).toMatchObject({ maxPartySize: 10, embedMaxItems: 30, termsUrl: "https://b.example/terms", published: true });
  });

  it("refuses an invalid update whole and keeps the stored settings", () => {
    t.json("restaurant", "create", "--name", "B", "--slug", "b", "--timezone", "Europe/Berlin");
    const result = t.cli("restaurant", "update", "b", "--set", "maxPartySize=6", "--set", "minPartySize=9");
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain("minPartySize");
    expect(t.json("restaurant", "show", "b").restaurant.maxPartySize).toBe(12);
  });

  it("rejects unknown settings, bad zones and taken slugs with a message", () => {
    t.json("restaurant", "create", "--name", "B", "--slug", "b", "--timezone", "Europe/Berlin");
    expect(t.cli("restaurant", "update", "b", "--set", "colour=red").stderr).toContain('Unknown setting "colour"');
    expect(t.cli("restaurant", "create", "--name", "C", "--slug", "c", "--timezone", "Mars/Olympus").stderr).toContain("IANA");
    expect(t.cli("restaurant", "create", "--name", "B2", "--slug", "b", "--timezone", "Europe/Berlin").stderr).toContain("exists already");
  });

  it("sets hours from a file and names the bad element of a bad one", () => {
    t.json("restaurant", "create", "--name", "B", "--slug", "b", "--timezone", "Europe/Berlin");
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hours-"));
    const day = { closed: false, open: "12:00", close: "22:00" };
    const week = Object.fromEntries(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((d) => [d, day]));
    const good = path.join(dir, "good.json");
    fs.writeFileSync(good, JSON.stringify({ weeklyHours: week, dateExceptions: [{ date: "2026-12-24", closed: true, open: null, close: null, note: "Xmas" }] }));
    expect(t.json("hours", "set", "b", good).dateExceptions).toHaveLength(1);

    const bad = path.join(dir, "bad.json");
    fs.writeFileSync(bad, JSON.stringify({ weeklyHours: { ...week, friday: { closed: false, open: "25:00", close: "22:00" } }, dateExceptions: [] }));
    const result = t.cli("hours", "set", "b", bad);
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain("weeklyHours.friday.open");
    expect(t.json("restaurant", "show", "b").restaurant.dateExceptions).toHaveLength(1);
  });
});

describe("key commands", () => {
  it("shows a key once, lists only prefixes, and revokes", async () => {
    t.json("restaurant", "create", "--name", "B", "--slug", "b", "--timezone", "Europe/Berlin");
    const issued = t.json("key", "create", "--restaurant", "b", "--modules", "reservation,events", "--origins", "https://b.example");
    expect(issued.key).toMatch(/^ck_[0-9A-Za-z]{38}$/);
    expect(issued.prefix).toBe(`${issued.key.slice(0, 7)}…`);

    const listed = t.cli("key", "list", "--restaurant", "b", "--json");
    expect(listed.stdout).not.toContain(issued.key);
    expect(JSON.parse(listed.stdout).keys[0]).toMatchObject({ id: issued.id, modules: ["reservation", "events"], allowedOrigins: ["https://b.example"] });

    expect(t.json("key", "revoke", issued.id)).toEqual({ id: issued.id, revoked: true });
    expect(t.cli("key", "revoke", issued.id).stderr).toContain("revoked already");
  });

  it("refuses unknown modules and malformed origins", () => {
    t.json("restaurant", "create", "--name", "B", "--slug", "b", "--timezone", "Europe/Berlin");
    expect(t.cli("key", "create", "--restaurant", "b", "--modules", "reservation,bar").stderr).toContain("unknown module(s) bar");
    expect(t.cli("key", "create", "--restaurant", "b", "--modules", "menu", "--origins", "https://b.example/path").stderr).toContain("not an origin");
  });

  it("a revoked key answers 401 at once, while its replacement works", async () => {
    const server = await startTestServer();
    try {
      const { runCli } = await import("./run.ts");
      const { COMMANDS } = await import("./registry.ts");
      const run = (...argv: string[]) => JSON.parse(runCli([...argv, "--json"], server.ctx, COMMANDS).stdout);
      const demo = run("demo");
      const next = run("key", "create", "--restaurant", demo.restaurant.slug, "--modules", "opening_hours,reservation");
      const oldId = run("key", "list", "--restaurant", demo.restaurant.slug).keys.find((k: { id: string }) => k.id !== next.id).id;
      run("key", "revoke", oldId);
      expect((await server.request("/api/v1/health", { key: demo.key })).status).toBe(200);
      const probe = "/api/v1/reservation";
      expect((await server.request(probe, { key: demo.key })).json.error.code).toBe("invalid_api_key");
      expect((await server.request(probe, { key: next.key })).json?.error?.code).not.toBe("invalid_api_key");
    } finally {
      await server.close();
    }
  });
});

describe("the couvert process", () => {
  it("prints exactly one JSON document with --json and exits 1 with a message on error", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "couvert-bin-"));
    const env = { ...process.env, COUVERT_DB: path.join(dir, "c.db") };
    const out = execFileSync(process.execPath, ["bin/couvert.mjs", "demo", "--json"], { env, encoding: "utf8" });
    const doc = JSON.parse(out);
    expect(doc.restaurant.slug).toBe("trattoria-lumen");
    expect(doc.key).toMatch(/^ck_/);
    let failure: { status: number; stderr: string } | null = null;
    try {
      execFileSync(process.execPath, ["bin/couvert.mjs", "restaurant", "show", "nope"], { env, encoding: "utf8", stdio: "pipe" });
    } catch (error) {
      failure = error as { status: number; stderr: string };
    }
    expect(failure?.status).toBe(1);
    expect(failure?.stderr).toContain('No restaurant with slug "nope"');
  });
});
