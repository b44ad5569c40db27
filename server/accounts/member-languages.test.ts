import { afterEach, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../config.ts";
import { openDatabase, type Db } from "../db/database.ts";
import { localWriteGeneration } from "../db/local-writes.ts";
import { seedRestaurant } from "../testing/fixtures.ts";
import { startTestServer, type TestServer } from "../testing/test-server.ts";

let server: TestServer | null = null;
let other: Db | null = null;
afterEach(async () => {
  await other?.close();
  await server?.close();
  other = server = null;
});

/** Once the change watch heard of another process's write to `table` (no TTL can stand in for it). */
async function heardOf(table: string, before: number): Promise<void> {
  await vi.waitFor(() => expect(localWriteGeneration([table])).toBeGreaterThan(before), { timeout: 10_000, interval: 20 });
}

describe("each member's language, kept by every server (docs/api.md §3.4, §16.1a)", () => {
  it("follows a choice or a team change made by another process", async () => {
    server = await startTestServer();
    server.ctx.store.db.watchChanges(() => {});
    const { restaurant } = await seedRestaurant(server.ctx, { settings: { country: "DE" } });
    await server.ctx.services.accounts.invite(restaurant, { email: "anna@bistro.example", role: "staff" }, "operator");
    const { languages } = server.ctx.services;
    expect((await languages.at(restaurant)).of("anna@bistro.example")).toBe("de");

    // Another process: a connection of its own, whose writes this one does not note itself.
    other = await openDatabase(loadConfig({ COUVERT_DB: server.database.url }).database);
    const elsewhere = other.kysely.withoutPlugins();
    const users = localWriteGeneration(["users"]);
    await elsewhere.updateTable("users").set({ lang: "nl" }).where("email", "=", "anna@bistro.example").execute();
    await heardOf("users", users);
    expect((await languages.at(restaurant)).of(" Anna@Bistro.example")).toBe("nl");

    const memberships = localWriteGeneration(["memberships"]);
    await elsewhere.deleteFrom("memberships").where("restaurant_id", "=", restaurant.id).execute();
    await heardOf("memberships", memberships);
    expect((await languages.at(restaurant)).of("anna@bistro.example")).toBe("de");
  });
});
