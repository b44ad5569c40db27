import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { DateTime } from "luxon";
import { afterEach, describe, expect, it } from "vitest";
import { seedRestaurant } from "../testing/fixtures.ts";
import { spawnServer } from "../testing/server-process.ts";
import { createMigratedTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { startTestServer } from "../testing/test-server.ts";
import { runDbCommand } from "./db-commands.ts";

const SECRET = "backup-secret-0123456789abcdef0123456789abcdef";
const cleanups: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "couvert-backup-"));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A migrated SQLite database with a published restaurant and its key; the seeding server closed again. */
async function seededDatabase(): Promise<{ database: TestDatabase; file: string; key: string }> {
  const database = await createMigratedTestDatabase("sqlite");
  cleanups.push(() => database.drop());
  const seeder = await startTestServer({ database, secret: SECRET });
  const { key } = await seedRestaurant(seeder.ctx, { settings: { maxCoversPerSlot: 100_000, confirmationMode: "auto" } });
  await seeder.close();
  return { database, file: database.file!, key };
}

/** Reservation numbers in the SQLite file `file`, after `PRAGMA integrity_check` passed. */
function reservationNumbersIn(file: string): Set<number> {
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
    return new Set(db.prepare("SELECT reservation_number FROM reservations").pluck().all() as number[]);
  } finally {
    db.close();
  }
}

/** An open evening (TEST_HOURS: every day but Monday) two to twenty days ahead of the real clock, where a spawned server books. */
function evening(i: number): string {
  let day = DateTime.now()
    .setZone("Europe/Berlin")
    .plus({ days: 2 + (i % 18) })
    .set({ hour: 18 + (i % 3), minute: 0, second: 0, millisecond: 0 });
  if (day.weekday === 1) day = day.plus({ days: 1 });
  return day.toUTC().toISO({ suppressMilliseconds: true })!;
}

describe("couvert db backup", () => {
  it("copies a live database while a server takes bookings: the copy passes integrity_check and holds every booking acknowledged before it began", async () => {
    const { file, key } = await seededDatabase();
    const env = { COUVERT_DB: file, COUVERT_SECRET: SECRET };
    const server = await spawnServer({
      ...env,
      COUVERT_BOOKINGS_PER_HOUR: "100000",
      COUVERT_WRITES_PER_MIN: "100000",
      COUVERT_IP_REQUESTS_PER_MIN: "100000",
    });
    cleanups.push(() => server.stop());

    const acknowledged: number[] = [];
    let booking = 0;
    let failed: string | null = null;
    const bookOne = async () => {
      const i = booking++;
      const res = await fetch(`${server.url}/api/v1/reservation`, {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: JSON.stringify({
          guest_last_name: `Guest ${i}`,
          guest_email: `guest${i}@example.org`,
          party_size: 2,
          starts_at: evening(i),
          notify_email: true,
          terms_accepted: true,
        }),
      });
      const body = await res.json();
      if (res.status === 200) acknowledged.push(body.data.reservation_number as number);
      else failed = `${res.status} ${JSON.stringify(body)}`;
    };
    const client = async () => {
      while (failed === null && !stop) await bookOne();
    };
    let stop = false;
    const load = Promise.all([client(), client(), client(), client()]);
    /** Until `count` bookings are acknowledged; a refused booking ends the test with its answer. */
    const acknowledgedUpTo = async (count: number) => {
      while (acknowledged.length < count && failed === null) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(failed).toBeNull();
    };
    try {
      await acknowledgedUpTo(40);
      const before = [...acknowledged];
      const target = path.join(tempDir(), "couvert-backup.db");
      const result = await runDbCommand(["backup", "--to", target, "--json"], env);
      const during = acknowledged.length - before.length;
      expect(result.stderr).toBe("");
      expect(result.exitCode).toBe(0);
      const report = JSON.parse(result.stdout);
      expect(report).toMatchObject({ file: target, secret: { source: "COUVERT_SECRET", file: null } });
      // The load went on: the server was writing while the copy was taken, and afterwards.
      await acknowledgedUpTo(before.length + during + 10);

      const copied = reservationNumbersIn(target);
      expect(before.filter((n) => !copied.has(n))).toEqual([]);
      expect(report.reservations).toBe(copied.size);
      expect(fs.existsSync(`${target}-wal`)).toBe(false);
      expect(fs.readdirSync(path.dirname(target))).toEqual(["couvert-backup.db"]);
    } finally {
      stop = true;
      await load;
    }
  }, 120_000);

  it("refuses a file that exists unless --force, says where the secret is, and names pg_dump on PostgreSQL", async () => {
    const { file } = await seededDatabase();
    const target = path.join(tempDir(), "nightly.db");
    fs.writeFileSync(target, "an older backup");
    const refused = await runDbCommand(["backup", "--to", target], { COUVERT_DB: file });
    expect([refused.exitCode, refused.stderr]).toEqual([1, `couvert db backup: ${target} exists; add --force to replace it\n`]);
    const forced = await runDbCommand(["backup", "--to", target, "--force"], { COUVERT_DB: file });
    expect(forced.exitCode).toBe(0);
    const secretFile = path.join(path.dirname(file), "couvert.secret");
    expect(forced.stdout).toContain(`COUVERT_SECRET is not set here, and there is no ${secretFile}`);
    fs.writeFileSync(secretFile, SECRET);
    const withFile = await runDbCommand(["backup", "--to", target, "--force", "--json"], { COUVERT_DB: file });
    expect(JSON.parse(withFile.stdout).secret).toMatchObject({ source: "file", file: secretFile });
    expect(JSON.parse(withFile.stdout).secret.note).toContain(`keep a copy of ${secretFile} with it`);
    expect(reservationNumbersIn(target).size).toBe(0);

    const postgres = { COUVERT_DB: "postgres://couvert:hunter2@db.internal:5432/couvert" };
    const pgBackup = await runDbCommand(["backup", "--to", target], postgres);
    expect(pgBackup.exitCode).toBe(1);
    expect(pgBackup.stderr).toMatch(
      /^couvert db backup: COUVERT_DB is PostgreSQL \(postgres:\/\/couvert@db\.internal:5432\/couvert\); use its own tools: pg_dump /,
    );
    const pgRestore = await runDbCommand(["restore", "--from", target], postgres);
    expect(pgRestore.stderr).toMatch(/pg_restore /);
    expect(pgBackup.stderr + pgRestore.stderr).not.toContain("hunter2");
  });
});

describe("couvert db restore", () => {
  it("puts a backup back once every server has stopped, keeping the database it replaced", async () => {
    const { database, file, key } = await seededDatabase();
    const env = { COUVERT_DB: file, COUVERT_SECRET: SECRET };
    const server = await startTestServer({ database, secret: SECRET });
    cleanups.push(() => server.close());
    const body = { guest_last_name: "Kept", guest_email: "kept@example.org", party_size: 2, notify_email: true, terms_accepted: true };
    const kept = await server.request("/api/v1/reservation", { key, body: { ...body, starts_at: "2026-06-02T17:00:00Z" } });
    expect(kept.status).toBe(200);
    const backup = path.join(tempDir(), "backup.db");
    expect((await runDbCommand(["backup", "--to", backup], env)).exitCode).toBe(0);
    const lost = await server.request("/api/v1/reservation", { key, body: { ...body, starts_at: "2026-06-02T18:00:00Z" } });
    expect(lost.status).toBe(200);

    const whileServing = await runDbCommand(["restore", "--from", backup, "--force"], env);
    expect([whileServing.exitCode, whileServing.stderr]).toEqual([
      1,
      `couvert db restore: ${file} is open in another process (a server?): stop every server on it first\n`,
    ]);
    await server.close();
    cleanups.pop();

    const unforced = await runDbCommand(["restore", "--from", backup], env);
    expect([unforced.exitCode, unforced.stderr]).toEqual([1, `couvert db restore: ${file} exists; add --force to replace it\n`]);
    const restored = await runDbCommand(["restore", "--from", backup, "--force", "--json"], env);
    expect(restored.stderr).toBe("");
    const report = JSON.parse(restored.stdout);
    expect(reservationNumbersIn(file)).toEqual(new Set([kept.json.data.reservation_number]));
    expect(reservationNumbersIn(report.replaced)).toEqual(new Set([kept.json.data.reservation_number, lost.json.data.reservation_number]));

    // The restored database serves: the booking it holds can be managed with its PIN.
    const again = await startTestServer({ database, secret: SECRET });
    cleanups.push(() => again.close());
    const managed = await again.request("/api/v1/reservation/manage", {
      key,
      body: { action: "load", reservation_number: kept.json.data.reservation_number, pin: kept.json.data.guest_pin },
    });
    expect(managed.status).toBe(200);
  });

  it("refuses a source that is not an SQLite database, or not a Couvert one, or missing, and leaves the database as it was", async () => {
    const { file } = await seededDatabase();
    const dir = tempDir();
    const garbage = path.join(dir, "garbage.db");
    fs.writeFileSync(garbage, "not a database at all, just some text".repeat(200));
    const refused = await runDbCommand(["restore", "--from", garbage, "--force"], { COUVERT_DB: file });
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toMatch(/^couvert db restore: .*garbage\.db is not an SQLite database/);

    const other = path.join(dir, "other.db");
    new SqliteDatabase(other).exec("CREATE TABLE notes (text TEXT)");
    const foreign = await runDbCommand(["restore", "--from", other, "--force"], { COUVERT_DB: file });
    expect(foreign.stderr).toMatch(/is not a Couvert database/);

    const missing = await runDbCommand(["restore", "--from", path.join(dir, "none.db")], { COUVERT_DB: file });
    expect(missing.stderr).toMatch(/none\.db does not exist/);
    expect(fs.readdirSync(path.dirname(file)).filter((name) => name.includes("replaced") || name.includes("partial"))).toEqual([]);
    expect(reservationNumbersIn(file).size).toBe(0);
  });
});
