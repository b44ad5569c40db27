import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cliContext } from "../testing/cli-context.ts";
import { createTestDatabase, TEST_ENGINE, type TestDatabase } from "../testing/test-database.ts";
import { startTestServer } from "../testing/test-server.ts";
import { COMMANDS } from "./registry.ts";
import { runCommandLine } from "./run.ts";

let t: Awaited<ReturnType<typeof cliContext>>;
beforeEach(async () => {
  t = await cliContext();
});
afterEach(() => t.dispose());

describe("restaurant commands", () => {
  it("creates, updates, publishes and shows a restaurant", async () => {
    const created = await t.json("restaurant", "create", "--name", "Bistro Lumen", "--slug", "bistro-lumen", "--timezone", "Europe/Paris");
    expect(created.restaurant).toMatchObject({ slug: "bistro-lumen", timezone: "Europe/Paris", published: false });

    await t.json(
      "restaurant",
      "update",
      "bistro-lumen",
      "--set",
      "maxPartySize=10",
      "--set",
      "embed_max_items=30",
      "--set",
      "termsUrl=https://b.example/terms",
      "--set",
      "maxCoversPerSlot=40",
    );
    await t.json("restaurant", "publish", "bistro-lumen");
    const shown = await t.json("restaurant", "show", "bistro-lumen");
    expect(shown.restaurant).toMatchObject({ maxPartySize: 10, embedMaxItems: 30, termsUrl: "https://b.example/terms", published: true });
  });

  it("creates a restaurant in its country, so local phone numbers are read there from the start", async () => {
    const created = await t.json(
      "restaurant",
      "create",
      "--name",
      "Krone",
      "--slug",
      "krone",
      "--timezone",
      "Europe/Vienna",
      "--country",
      "at",
    );
    expect(created.restaurant).toMatchObject({ slug: "krone", country: "AT" });
    const wrong = await t.cli("restaurant", "create", "--name", "X", "--slug", "x", "--timezone", "Europe/Vienna", "--country", "Austria");
    expect([wrong.exitCode, wrong.stdout]).toEqual([1, ""]);
    expect(wrong.stderr).toContain("Expected an ISO 3166-1 alpha-2 country code such as DE");
    expect((await t.json("restaurant", "list")).restaurants.map((r: { slug: string }) => r.slug)).toEqual(["krone"]);
  });

  it("refuses an invalid update whole and keeps the stored settings", async () => {
    await t.json("restaurant", "create", "--name", "B", "--slug", "b", "--timezone", "Europe/Berlin");
    const result = await t.cli("restaurant", "update", "b", "--set", "maxPartySize=6", "--set", "minPartySize=9");
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain("minPartySize");
    expect((await t.json("restaurant", "show", "b")).restaurant.maxPartySize).toBe(12);
  });

  it("rejects unknown settings, bad zones and taken slugs with a message", async () => {
    await t.json("restaurant", "create", "--name", "B", "--slug", "b", "--timezone", "Europe/Berlin");
    expect((await t.cli("restaurant", "update", "b", "--set", "colour=red")).stderr).toContain('Unknown setting "colour"');
    expect((await t.cli("restaurant", "create", "--name", "C", "--slug", "c", "--timezone", "Mars/Olympus")).stderr).toContain("IANA");
    expect((await t.cli("restaurant", "create", "--name", "B2", "--slug", "b", "--timezone", "Europe/Berlin")).stderr).toContain(
      "exists already",
    );
  });

  it("takes only named zones, in their canonical spelling: not the server's own zone or a bare offset", async () => {
    await t.json("restaurant", "create", "--name", "D", "--slug", "d", "--timezone", "Europe/Berlin");
    for (const zone of ["system", "local", "UTC+5", "+05:00"]) {
      expect((await t.cli("restaurant", "create", "--name", "C", "--slug", "c", "--timezone", zone)).stderr, zone).toContain("IANA");
      expect((await t.cli("restaurant", "update", "d", "--set", `timezone=${zone}`)).stderr, zone).toContain("IANA");
    }
    expect((await t.json("restaurant", "create", "--name", "C", "--slug", "c", "--timezone", "europe/paris")).restaurant.timezone).toBe(
      "Europe/Paris",
    );
    expect((await t.json("restaurant", "update", "c", "--set", "timezone=america/new_york")).restaurant.timezone).toBe("America/New_York");
    expect((await t.json("restaurant", "show", "d")).restaurant.timezone).toBe("Europe/Berlin");
  });

  it("refuses a terms URL that could leave its attribute, and stores the parser's spelling of a good one", async () => {
    await t.json("restaurant", "create", "--name", "B", "--slug", "b", "--timezone", "Europe/Berlin");
    for (const url of ['https://b.example/terms" onmouseover="alert(1)', "https://b.example/<terms>", "https://b.example/a b"]) {
      const result = await t.cli("restaurant", "update", "b", "--set", `termsUrl=${url}`);
      expect(result.exitCode, url).toBe(1);
      expect(result.stderr, url).toContain("termsUrl");
    }
    expect((await t.json("restaurant", "update", "b", "--set", "termsUrl=HTTPS://B.Example")).restaurant.termsUrl).toBe(
      "https://b.example/",
    );
  });

  it("takes the notification settings in the spelling they are stored in, and refuses bad ones whole", async () => {
    const created = await t.json("restaurant", "create", "--name", "B", "--slug", "b", "--timezone", "Europe/Berlin");
    expect(created.restaurant).toMatchObject({
      confirmationMode: "auto",
      remindersEnabled: true,
      notificationEmails: [],
      webhookUrl: null,
    });
    const updated = await t.json(
      "restaurant",
      "update",
      "b",
      "--set",
      "address=Lindenstraße 5, 10969 Berlin",
      "--set",
      "phone=+49 (30) 123 4567",
      "--set",
      "country=de",
      "--set",
      "website=https://B.example",
      "--set",
      "manageUrl=https://b.example/booking",
      "--set",
      "notificationEmails=owner@b.example, host@b.example,owner@b.example",
      "--set",
      "webhookUrl=https://till.example/couvert",
      "--set",
      "confirmationMode=manual",
      "--set",
      "remindersEnabled=false",
    );
    expect(updated.restaurant).toMatchObject({
      address: "Lindenstraße 5, 10969 Berlin",
      phone: "+49301234567",
      country: "DE",
      website: "https://b.example/",
      manageUrl: "https://b.example/booking",
      notificationEmails: ["owner@b.example", "host@b.example"],
      webhookUrl: "https://till.example/couvert",
      confirmationMode: "manual",
      remindersEnabled: false,
    });
    for (const [setting, field] of [
      ["country=XX", "country"],
      ["country=Germany", "country"],
      ["phone=call us", "phone"],
      ["notificationEmails=owner@b.example,not-an-address", "notificationEmails"],
      ["confirmationMode=sometimes", "confirmationMode"],
      ["manageUrl=ftp://b.example", "manageUrl"],
      ["address=line one\nline two", "address"],
    ] as const) {
      const result = await t.cli("restaurant", "update", "b", "--set", setting);
      expect(result.exitCode, setting).toBe(1);
      expect(result.stderr, setting).toContain(field);
    }
    expect((await t.json("restaurant", "show", "b")).restaurant.country).toBe("DE");
  });

  it("sets hours from a file and names the bad element of a bad one", async () => {
    await t.json("restaurant", "create", "--name", "B", "--slug", "b", "--timezone", "Europe/Berlin");
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hours-"));
    const day = { closed: false, open: "12:00", close: "22:00" };
    const week = Object.fromEntries(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((d) => [d, day]));
    const good = path.join(dir, "good.json");
    fs.writeFileSync(
      good,
      JSON.stringify({ weeklyHours: week, dateExceptions: [{ date: "2026-12-24", closed: true, open: null, close: null, note: "Xmas" }] }),
    );
    expect((await t.json("hours", "set", "b", good)).dateExceptions).toHaveLength(1);

    const bad = path.join(dir, "bad.json");
    fs.writeFileSync(
      bad,
      JSON.stringify({ weeklyHours: { ...week, friday: { closed: false, open: "25:00", close: "22:00" } }, dateExceptions: [] }),
    );
    const result = await t.cli("hours", "set", "b", bad);
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain("weeklyHours.friday.open");
    expect((await t.json("restaurant", "show", "b")).restaurant.dateExceptions).toHaveLength(1);
  });
});

describe("key commands", () => {
  it("shows a key once, lists only prefixes, and revokes", async () => {
    await t.json("restaurant", "create", "--name", "B", "--slug", "b", "--timezone", "Europe/Berlin");
    const issued = await t.json("key", "create", "--restaurant", "b", "--modules", "reservation,events", "--origins", "https://b.example");
    expect(issued.key).toMatch(/^ck_[0-9A-Za-z]{38}$/);
    expect(issued.prefix).toBe(`${issued.key.slice(0, 7)}…`);

    const listed = await t.cli("key", "list", "--restaurant", "b", "--json");
    expect(listed.stdout).not.toContain(issued.key);
    expect(JSON.parse(listed.stdout).keys[0]).toMatchObject({
      id: issued.id,
      modules: ["reservation", "events"],
      allowedOrigins: ["https://b.example"],
    });

    expect(await t.json("key", "revoke", issued.id)).toEqual({ id: issued.id, revoked: true });
    expect((await t.cli("key", "revoke", issued.id)).stderr).toContain("revoked already");
  });

  it("refuses unknown modules and malformed origins", async () => {
    await t.json("restaurant", "create", "--name", "B", "--slug", "b", "--timezone", "Europe/Berlin");
    expect((await t.cli("key", "create", "--restaurant", "b", "--modules", "reservation,bar")).stderr).toContain("unknown module(s) bar");
    expect(
      (await t.cli("key", "create", "--restaurant", "b", "--modules", "menu", "--origins", "https://b.example/path")).stderr,
    ).toContain("not an origin");
    expect((await t.cli("key", "create", "--restaurant", "b", "--modules", "menu", "--origins", "https://*.b.example")).stderr).toContain(
      "has a wildcard; browsers send one exact origin",
    );
    expect((await t.cli("key", "create", "--restaurant", "b", "--modules", "menu", "--origins", "https://b_x.example")).stderr).toContain(
      "not an origin",
    );
    const issued = await t.json(
      "key",
      "create",
      "--restaurant",
      "b",
      "--modules",
      "menu",
      "--origins",
      "HTTPS://B.Example:443,http://[::1]:8080",
    );
    expect((await t.json("key", "list", "--restaurant", "b")).keys.find((k: { id: string }) => k.id === issued.id).allowedOrigins).toEqual([
      "https://b.example",
      "http://[::1]:8080",
    ]);
  });

  it("changes a key's origins by the same rules, and never lists the console's preview keys", async () => {
    await t.json("restaurant", "create", "--name", "B", "--slug", "b", "--timezone", "Europe/Berlin");
    const issued = await t.json("key", "create", "--restaurant", "b", "--modules", "events", "--origins", "https://b.example");
    const changed = await t.json("key", "origins", issued.id, "--origins", "HTTPS://WWW.B.Example/, https://b.example:8443");
    expect(changed).toMatchObject({ id: issued.id, allowedOrigins: ["https://www.b.example", "https://b.example:8443"] });
    expect((await t.cli("key", "origins", issued.id, "--origins", "https://*.b.example")).stderr).toContain("has a wildcard");
    expect((await t.cli("key", "origins", issued.id)).stderr).toContain("either --origins URL,... or --any-origin");
    expect((await t.json("key", "origins", issued.id, "--any-origin")).allowedOrigins).toBeNull();
    expect((await t.cli("key", "origins", "no-such-key", "--any-origin")).stderr).toContain("No key with id no-such-key");

    const restaurant = (await t.ctx.restaurants.findBySlug("b"))!;
    await t.ctx.services.apiKeys.issuePreviewKey(restaurant.id, "https://console.example");
    const listed = (await t.json("key", "list", "--restaurant", "b")).keys;
    expect(listed.map((k: { id: string }) => k.id)).toEqual([issued.id]);
    expect(Object.keys(listed[0]).sort()).toEqual(
      ["allowedOrigins", "createdAt", "id", "label", "lastUsedAt", "modules", "prefix", "revokedAt", "test"].sort(),
    );
  });

  it("a revoked key answers 401 at once, while its replacement works", async () => {
    const server = await startTestServer();
    try {
      const { runCli } = await import("./run.ts");
      const { COMMANDS } = await import("./registry.ts");
      const run = async (...argv: string[]) => JSON.parse((await runCli([...argv, "--json"], server.ctx, COMMANDS)).stdout);
      const demo = await run("demo");
      const next = await run("key", "create", "--restaurant", demo.restaurant.slug, "--modules", "opening_hours,reservation");
      const oldId = (await run("key", "list", "--restaurant", demo.restaurant.slug)).keys.find((k: { id: string }) => k.id !== next.id).id;
      await run("key", "revoke", oldId);
      expect((await server.request("/api/v1/health", { key: demo.key })).status).toBe(200);
      const probe = "/api/v1/reservation";
      expect((await server.request(probe, { key: demo.key })).json.error.code).toBe("invalid_api_key");
      expect((await server.request(probe, { key: next.key })).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe("the couvert process", () => {
  const BIN = fileURLToPath(new URL("../../bin/couvert.mjs", import.meta.url));
  let dir: string;
  let database: TestDatabase;
  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "couvert-bin-"));
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await database.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /**
   * Runs the `couvert` bin from an unrelated folder, as an owner's script would, on the run's
   * engine, with the servers' COUVERT_SECRET (on PostgreSQL the command line needs it).
   */
  function couvert(args: string[], env: Record<string, string> = {}): { status: number; stdout: string; stderr: string } {
    const result = spawnSync(process.execPath, [BIN, ...args], {
      cwd: dir,
      env: { ...process.env, COUVERT_DB: database.url, COUVERT_SECRET: "cli-secret-0123456789abcdef0123456789abcdef", ...env },
      encoding: "utf8",
    });
    return { status: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
  }

  // Three processes, each loading the sources: seconds, not milliseconds.
  it(
    "prints exactly one JSON document with --json, and on failure nothing on stdout and one line on stderr, exit 1",
    { timeout: 60_000 },
    () => {
      const made = couvert(["demo", "--json"]);
      expect(made.status).toBe(0);
      const doc = JSON.parse(made.stdout);
      expect(doc.restaurant.slug).toBe("trattoria-lumen");
      expect(doc.key).toMatch(/^ck_/);

      const missing = couvert(["restaurant", "show", "nope", "--json"]);
      expect([missing.status, missing.stdout]).toEqual([1, ""]);
      expect(missing.stderr).toContain('No restaurant with slug "nope"');

      // a configuration error: one clear line, no stack trace
      const badSecret = couvert(["restaurant", "list", "--json"], { COUVERT_SECRET: "short" });
      expect([badSecret.status, badSecret.stdout]).toEqual([1, ""]);
      expect(badSecret.stderr).toBe("couvert: Invalid configuration: COUVERT_SECRET: COUVERT_SECRET must have at least 32 characters\n");
    },
  );
});

describe("runCommandLine", () => {
  it("turns a bad setting or a database that will not open into one line on stderr and exit 1", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "couvert-run-"));
    const database = await createTestDatabase();
    // A fixed secret, so that only the database can fail to open (and no secret file lands in this process's folder).
    const env = (COUVERT_DB: string, more: Record<string, string> = {}) => ({ COUVERT_DB, COUVERT_SECRET: "s".repeat(32), ...more });
    try {
      const bad = await runCommandLine(["restaurant", "list"], env(database.url, { COUVERT_READS_PER_MIN: "many" }), COMMANDS);
      expect(bad).toEqual({
        exitCode: 1,
        stdout: "",
        stderr: 'couvert: Invalid configuration: COUVERT_READS_PER_MIN: expected a whole number, got "many"\n',
      });
      const unopenable = await runCommandLine(["restaurant", "list"], env(await unopenableDatabase(dir)), COMMANDS);
      expect(unopenable.exitCode).toBe(1);
      expect(unopenable.stderr).toMatch(/^couvert: [^\n]+\n$/);
      const ok = await runCommandLine(["restaurant", "list", "--json"], env(database.url), COMMANDS);
      expect([ok.exitCode, JSON.parse(ok.stdout)]).toEqual([0, { restaurants: [] }]);
    } finally {
      await database.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** A COUVERT_DB of the run's engine that cannot be opened: an SQLite file below a file, or a database the server does not have. */
async function unopenableDatabase(dir: string): Promise<string> {
  if (TEST_ENGINE === "sqlite") {
    fs.writeFileSync(path.join(dir, "not-a-folder"), "");
    return path.join(dir, "not-a-folder", "c.db");
  }
  const gone = await createTestDatabase();
  await gone.drop();
  return gone.url;
}
