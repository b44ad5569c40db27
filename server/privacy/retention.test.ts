import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "../logger.ts";
import { phonesInMemoryForTesting } from "../modules/reservation/guest-phone.ts";
import { book, berlin, owner, ownerJson } from "../modules/reservation/test-support.ts";
import { seedRestaurant } from "../testing/fixtures.ts";
import { startTestServer, type TestServer } from "../testing/test-server.ts";
import { monthsBefore } from "./privacy-service.ts";

/** Retention (docs/api.md §20.1) and the `couvert guest` commands, on the test clock, on both engines. */

const servers: TestServer[] = [];
afterEach(async () => {
  // The second server shares the first one's database, which the first drops: close it first.
  for (const server of servers.reverse()) await server.close();
  servers.length = 0;
});

const AUGUSTA = {
  guest_first_name: "Augusta",
  guest_last_name: "Kingsbyrne",
  guest_email: "augusta.kingsbyrne@example.org",
  guest_phone: "+49 30 23125678",
};
/** Her number among those this process keeps read and shown (guest-phone.ts). */
const herPhoneInMemory = () => phonesInMemoryForTesting().filter((kept) => kept.replace(/\D/g, "").includes("23125678"));

async function withStay(retentionMonths: string) {
  const logLines: string[] = [];
  const server = await startTestServer({ logger: createLogger("debug", { write: (line: string) => void logLines.push(line) }) });
  servers.push(server);
  const { restaurant, key } = await seedRestaurant(server.ctx);
  await ownerJson(server, "restaurant", "update", restaurant.slug, "--set", `guestDataRetentionMonths=${retentionMonths}`);
  // A stay of 2 June, 19:00–21:00 in Berlin: it ends at 19:00 UTC.
  const booked = await book(server, key, AUGUSTA);
  const named = () => server.rows(sql`SELECT guest_last_name FROM reservations WHERE reservation_number = ${booked.reservation_number}`);
  return { server, restaurant, named, logLines };
}

describe("guest data retention", () => {
  it("anonymises a stay the day after it is N months old and not the day before, and logs the run without her", async () => {
    const { server, named, logLines } = await withStay("1");
    expect(await server.rows(sql`SELECT value FROM guest_contacts ORDER BY value`)).toEqual([
      { value: "+493023125678" },
      { value: AUGUSTA.guest_email },
    ]);
    server.clock.set("2026-07-01T20:00:00Z");
    expect(await server.ctx.services.privacy.runRetention()).toEqual([expect.objectContaining({ bookings: 0, rowsChanged: 0 })]);
    expect(await named()).toEqual([{ guest_last_name: "Kingsbyrne" }]);
    expect(herPhoneInMemory()).not.toEqual([]);

    server.clock.set("2026-07-03T20:00:00Z");
    const [run] = await server.ctx.services.privacy.runRetention();
    expect(run).toMatchObject({ bookings: 1 });
    expect(run!.rowsChanged).toBeGreaterThan(1);
    expect(await named()).toEqual([{ guest_last_name: "" }]);
    const kept = await server.rows(sql`SELECT status, party_size, starts_at FROM reservations`);
    expect(kept).toEqual([{ status: "pending", party_size: 2, starts_at: berlin("2026-06-02", "19:00") }]);
    // Her profile lived as long as a booking of hers kept her details: it goes with its contacts.
    expect(await server.rows(sql`SELECT id FROM guest_profiles`)).toEqual([]);
    expect(await server.rows(sql`SELECT value FROM guest_contacts`)).toEqual([]);
    // Nor does this process keep her number in memory (docs/api.md §20.4).
    expect(herPhoneInMemory()).toEqual([]);

    const runs = logLines.filter((line) => line.includes("guest data retention run"));
    expect(runs).toHaveLength(2);
    expect(JSON.parse(runs[1]!)).toMatchObject({ bookings: 1, rowsChanged: run!.rowsChanged, retentionMonths: 1 });
    expect(logLines.join("\n")).not.toMatch(/augusta|kingsbyrne|23125678/i);
  });

  it("runs once a day per restaurant however many servers ask, each run in the audit", async () => {
    const { server, restaurant } = await withStay("24");
    const second = await startTestServer({ database: server.database, now: "2026-06-05T09:00:00Z" });
    servers.push(second);
    server.clock.set("2026-06-05T08:00:00Z");
    const both = await Promise.all([server.ctx.services.privacy.runRetention(), second.ctx.services.privacy.runRetention()]);
    expect(both.flat()).toHaveLength(1);
    server.clock.set("2026-06-06T08:00:00Z");
    expect(await server.ctx.services.privacy.runRetention()).toHaveLength(1);
    const audit = await server.rows(sql`SELECT action, actor, at FROM privacy_audit WHERE restaurant_id = ${restaurant.id} ORDER BY id`);
    expect(audit).toEqual([
      { action: "retention", actor: "retention", at: expect.stringMatching(/^2026-06-05T0[89]/) },
      { action: "retention", actor: "retention", at: "2026-06-06T08:00:00Z" },
    ]);
  });

  it("keeps at least one month", async () => {
    const server = await startTestServer();
    servers.push(server);
    const { restaurant } = await seedRestaurant(server.ctx);
    const refused = await owner(server, "restaurant", "update", restaurant.slug, "--set", "guestDataRetentionMonths=0");
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toMatch(/guestDataRetentionMonths/);
  });

  it("counts calendar months, on the month's last day when it is shorter", () => {
    expect(monthsBefore(new Date("2026-03-31T10:00:00Z"), 1).toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(monthsBefore(new Date("2026-01-15T00:00:00Z"), 24).toISOString()).toBe("2024-01-15T00:00:00.000Z");
  });
});

describe("couvert guest export|erase", () => {
  it("prints one JSON document, erases once, and says so the second time", async () => {
    const { server, restaurant } = await withStay("24");
    const R = ["--restaurant", restaurant.slug];
    const exported = await owner(server, "guest", "export", ...R, "--email", AUGUSTA.guest_email);
    expect(exported.exitCode, exported.stderr).toBe(0);
    const document = JSON.parse(exported.stdout);
    expect(document).toMatchObject({ restaurant: restaurant.slug, guest: { email: AUGUSTA.guest_email, phone: null } });
    expect(document.bookings).toEqual([expect.objectContaining({ guest_last_name: "Kingsbyrne", party_size: 2 })]);

    const erased = await ownerJson(server, "guest", "erase", ...R, "--email", AUGUSTA.guest_email);
    expect(erased).toMatchObject({ bookingsFound: 1, bookingsCancelled: 1 });
    const again = await owner(server, "guest", "erase", ...R, "--email", AUGUSTA.guest_email);
    expect(again.stdout).toMatch(/Nothing to erase/);
    const after = JSON.parse((await owner(server, "guest", "export", ...R, "--email", AUGUSTA.guest_email)).stdout);
    expect(after.bookings).toEqual([]);
    const audit = await server.rows(sql`SELECT actor, rows_changed FROM privacy_audit ORDER BY id`);
    expect(audit).toEqual([
      { actor: "command line", rows_changed: erased.rowsChanged },
      { actor: "command line", rows_changed: 0 },
    ]);
  });

  it("wants exactly one of --email and --phone", async () => {
    const { server, restaurant } = await withStay("24");
    const neither = await owner(server, "guest", "erase", "--restaurant", restaurant.slug);
    expect(neither.exitCode).toBe(1);
    expect(neither.stderr).toMatch(/email or phone/);
  });
});
