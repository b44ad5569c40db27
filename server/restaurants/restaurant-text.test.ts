import { afterEach, describe, expect, it } from "vitest";
import { seedRestaurant, TEST_HOURS } from "../testing/fixtures.ts";
import { cliContext } from "../testing/cli-context.ts";
import { consoleGet, consolePost, signedInTab } from "../testing/console-session.ts";
import { startTestServer, type TestServer } from "../testing/test-server.ts";

/**
 * A restaurant's name, address and footer follow the rule of every other text field (core's
 * CONTROL_CHARACTERS): no terminal escapes, no reading-order overrides, no NUL (a 500 on
 * PostgreSQL), and no line break in a one-line text. Refused as 400 `invalid_request` with its
 * field, from the console and the command line alike.
 */

const BAD = { CR: "Bistro\rLumen", LF: "Bistro\nLumen", ESC: "Bistro\u001b[2JLumen", RLO: "Bistro\u202eLumen", NUL: "Bistro\u0000Lumen" };
const LEGITIMATE = "L'Étoile d'Or — Café 🍷";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe("restaurant text in the console's Settings", () => {
  it("refuses a control character in the name or address naming the field, and keeps the stored value", async () => {
    server = await startTestServer();
    const { restaurant } = await seedRestaurant(server.ctx);
    const owner = await signedInTab(server, restaurant, "owner@bistro.example", "owner");
    for (const [label, text] of Object.entries(BAD)) {
      for (const field of ["name", "address"]) {
        const res = await consolePost(server, owner, restaurant, "/settings", { [field]: text });
        expect(res.status, `${field} with ${label}`).toBe(400);
        expect(res.json.error, `${field} with ${label}`).toMatchObject({ code: "invalid_request", field });
        expect(res.json.error.message).toMatch(/control characters/);
      }
    }
    const stored = (await consoleGet(server, owner, restaurant, "/settings")).json.data.settings;
    expect(stored.name).toBe(restaurant.name);

    const saved = await consolePost(server, owner, restaurant, "/settings", { name: LEGITIMATE });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json.data.settings).toMatchObject({ name: LEGITIMATE });
  });
});

describe("restaurant text in the opening hours", () => {
  it("refuses a control character in a date's note or a service's name, naming the field", async () => {
    server = await startTestServer();
    const { restaurant } = await seedRestaurant(server.ctx);
    const owner = await signedInTab(server, restaurant, "owner@bistro.example", "owner");
    const closedDay = (note: string) => ({ date: "2026-12-24", closed: true, open: null, close: null, note });
    const services = (name: string) => ({
      services: {
        definitions: [{ id: "main", name, maxCoversPerSlot: null }],
        weekly: Object.fromEntries(
          Object.keys(TEST_HOURS.weeklyHours).map((day) => [day, [{ service: "main", open: "12:00", close: "22:00" }]]),
        ),
        exceptions: [],
      },
    });
    for (const label of ["ESC", "RLO", "NUL"] as const) {
      const noted = await consolePost(server, owner, restaurant, "/hours", { ...TEST_HOURS, dateExceptions: [closedDay(BAD[label])] });
      expect(noted.json.error, `note with ${label}`).toMatchObject({ code: "invalid_request", field: "dateExceptions.0.note" });
      expect(noted.json.error.message).toMatch(/control characters/);
      const named = await consolePost(server, owner, restaurant, "/hours", services(BAD[label]));
      expect(named.json.error, `service name with ${label}`).toMatchObject({
        code: "invalid_request",
        field: "services.definitions.0.name",
      });
      expect(named.json.error.message).toMatch(/control characters/);
    }
    expect(
      (await consolePost(server, owner, restaurant, "/hours", { ...TEST_HOURS, dateExceptions: [closedDay(LEGITIMATE)] })).status,
    ).toBe(200);
    expect((await consolePost(server, owner, restaurant, "/hours", services("Dîner 🍷"))).status).toBe(200);
  });
});

describe("restaurant text on the command line", () => {
  it("refuses a control character in the name of restaurant create and update, and in the footer, with a message and exit 1", async () => {
    const t = await cliContext();
    try {
      await t.json("restaurant", "create", "--name", "B", "--slug", "b", "--timezone", "Europe/Berlin");
      for (const [label, text] of Object.entries(BAD)) {
        const created = await t.cli("restaurant", "create", "--name", text, "--slug", "c", "--timezone", "Europe/Berlin");
        expect(created.exitCode, `create with ${label}: ${created.stderr}`).toBe(1);
        expect(created.stderr, `create with ${label}`).toMatch(/name must not contain control characters/);
        const updated = await t.cli("restaurant", "update", "b", "--set", `name=${text}`);
        expect(updated.exitCode, `update with ${label}: ${updated.stderr}`).toBe(1);
        expect(updated.stderr, `update with ${label}`).toMatch(/name must not contain control characters/);
      }
      for (const label of ["ESC", "RLO", "NUL"] as const) {
        const footer = await t.cli("restaurant", "update", "b", "--set", `embedFormFooterText=${BAD[label]}`);
        expect(footer.stderr, `footer with ${label}`).toMatch(/embedFormFooterText must not contain control characters/);
      }
      expect(await t.ctx.restaurants.findBySlug("c")).toBeNull();
      expect((await t.json("restaurant", "show", "b")).restaurant.name).toBe("B");

      expect(
        (await t.json("restaurant", "create", "--name", ` ${LEGITIMATE} `, "--slug", "c", "--timezone", "Europe/Berlin")).restaurant.name,
      ).toBe(LEGITIMATE);
      const updated = await t.json(
        "restaurant",
        "update",
        "b",
        "--set",
        `name=${LEGITIMATE}`,
        "--set",
        "embedFormFooterText=Line one\nline two",
      );
      expect(updated.restaurant).toMatchObject({ name: LEGITIMATE, embedFormFooterText: "Line one\nline two" });
    } finally {
      await t.dispose();
    }
  });
});
