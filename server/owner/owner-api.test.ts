import { afterEach, describe, expect, it } from "vitest";
import { seedRestaurant } from "../testing/fixtures.ts";
import { consoleGet, signedInTab } from "../testing/console-session.ts";
import { startTestServer, type TestServer } from "../testing/test-server.ts";

/** What every /owner/api answer carries, whichever route or error produced it (docs/api.md §16.3). */

let server: TestServer;
afterEach(async () => {
  await server?.close();
});

describe("/owner/api's headers", () => {
  it("sends X-Content-Type-Options: nosniff with JSON, errors and the CSV export", async () => {
    server = await startTestServer();
    const { restaurant } = await seedRestaurant(server.ctx);
    const staff = await signedInTab(server, restaurant, "staff@bistro.example", "staff");
    const owner = await signedInTab(server, restaurant, "owner@bistro.example", "owner");
    const answers = {
      json: await consoleGet(server, staff, restaurant, "/day?date=2026-06-02"),
      forbidden: await consoleGet(server, staff, restaurant, "/settings"),
      signedOut: await server.request(`/owner/api/restaurants/${restaurant.slug}/day?date=2026-06-02`),
      unknownPath: await server.request("/owner/api/nothing-here"),
      // Every guest's contacts are the owner's to export (docs/api.md §20.5).
      csv: await consoleGet(server, owner, restaurant, "/export.csv?from=2026-06-01&to=2026-06-30"),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([name, res]) => [name, res.status]))).toEqual({
      json: 200,
      forbidden: 403,
      signedOut: 401,
      unknownPath: 404,
      csv: 200,
    });
    for (const [name, res] of Object.entries(answers)) expect(res.headers.get("x-content-type-options"), name).toBe("nosniff");
  });
});
