import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EventSchema } from "../../../core/events/schemas.ts";
import { cliContext } from "../../testing/cli-context.ts";
import { seedRestaurant } from "../../testing/fixtures.ts";
import { startTestServer } from "../../testing/test-server.ts";
import { COMMANDS } from "../registry.ts";
import { runCli } from "../run.ts";

const NOW = "2026-06-10T18:00:00Z";

let t: Awaited<ReturnType<typeof cliContext>>;
let dir: string;
beforeEach(async () => {
  t = await cliContext(NOW);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "couvert-events-"));
  await t.json("restaurant", "create", "--name", "Bistro", "--slug", "b", "--timezone", "Europe/Berlin");
});
afterEach(async () => {
  await t.dispose();
  fs.rmSync(dir, { recursive: true, force: true });
});

const R = ["--restaurant", "b"];
const list = async () => (await t.json("event", "list", ...R)).events as Array<Record<string, any>>;
function file(name: string, content: unknown): string {
  const p = path.join(dir, name);
  fs.writeFileSync(p, typeof content === "string" ? content : JSON.stringify(content));
  return p;
}

describe("event create, update, pin, unpin, delete, list", () => {
  it("runs an event's whole life, printing one JSON document each time", async () => {
    const created = await t.cli(
      "event",
      "create",
      ...R,
      "--title",
      "Jazz on the terrace",
      "--start",
      "2026-07-03T19:30:00+02:00",
      "--end",
      "2026-07-03T23:00:00+02:00",
      "--description",
      "The Lumen Trio plays standards.",
      "--cover-url",
      "https://img.example/jazz.svg",
      "--ticket-url",
      "https://tickets.example/1",
      "--location",
      "Terrace",
      "--external-url",
      "https://social.example/e/1",
      "--platform",
      "social_network",
      "--event-id",
      "sn-1",
      "--json",
    );
    expect(created.exitCode).toBe(0);
    const event = JSON.parse(created.stdout).event;
    expect(EventSchema.parse(event)).toEqual(event);
    expect(event).toMatchObject({
      title: "Jazz on the terrace",
      platform: "social_network",
      source: "social_network",
      eventId: "sn-1",
      startAt: "2026-07-03T17:30:00Z",
      endAt: "2026-07-03T21:00:00Z",
      location: "Terrace",
      status: "published",
      isPinned: false,
      canEdit: false,
      canDelete: true,
      createdAt: NOW,
      publishedAt: "2026-06-10T18:00:00Z",
    });

    const updated = await t.json(
      "event",
      "update",
      ...R,
      event.id,
      "--set",
      "title=Jazz & wine",
      "--set",
      "location=null",
      "--set",
      "endAt=2026-07-04T00:30",
    );
    expect(updated.event).toMatchObject({
      id: event.id,
      title: "Jazz & wine",
      location: null,
      endAt: "2026-07-03T22:30:00Z",
      eventId: "sn-1",
    });

    expect((await t.json("event", "pin", ...R, event.id)).event.isPinned).toBe(true);
    expect((await list())[0]).toMatchObject({ id: event.id, isPinned: true });
    expect((await t.json("event", "unpin", ...R, event.id)).event.isPinned).toBe(false);

    expect(await t.json("event", "delete", ...R, event.id)).toEqual({ id: event.id, deleted: true });
    expect(await list()).toEqual([]);
    expect((await t.cli("event", "delete", ...R, event.id)).stderr).toContain(`No event ${event.id} in b`);
  });

  it("reads a time without an offset as the restaurant's wall time, and defaults to a published native event", async () => {
    const { event } = await t.json("event", "create", ...R, "--title", "Aperitivo", "--start", "2026-12-05T18:00");
    expect(event).toMatchObject({
      startAt: "2026-12-05T17:00:00Z",
      platform: "native",
      source: "native",
      canEdit: true,
      status: "published",
      description: "",
    });
    expect((await t.cli("event", "create", ...R, "--title", "Gap", "--start", "2026-03-29T02:30")).stderr).toContain(
      "does not exist in Europe/Berlin",
    );
  });

  it("stamps publishedAt when a draft is first published, and keeps the stamp afterwards", async () => {
    const { event } = await t.json(
      "event",
      "create",
      ...R,
      "--title",
      "Truffle dinner",
      "--start",
      "2026-10-01T19:00",
      "--status",
      "draft",
      "--pinned",
    );
    expect(event).toMatchObject({ status: "draft", publishedAt: null, isPinned: true });
    t.clock.set("2026-06-11T08:00:00Z");
    expect((await t.json("event", "update", ...R, event.id, "--set", "status=published")).event.publishedAt).toBe("2026-06-11T08:00:00Z");
    t.clock.set("2026-06-12T08:00:00Z");
    expect((await t.json("event", "update", ...R, event.id, "--set", "status=archived")).event).toMatchObject({
      status: "archived",
      publishedAt: "2026-06-11T08:00:00Z",
    });
    expect((await t.json("event", "list", ...R, "--status", "archived")).events).toHaveLength(1);
    expect((await t.json("event", "list", ...R, "--status", "published")).events).toHaveLength(0);
  });

  it("refuses bad input with a message and changes nothing", async () => {
    const { event } = await t.json("event", "create", ...R, "--title", "Quiz", "--start", "2026-07-01T19:00");
    const cases: [string[], string][] = [
      [["event", "create", ...R, "--start", "2026-07-01T19:00"], "--title is required"],
      [["event", "create", ...R, "--title", "   ", "--start", "2026-07-01T19:00"], "title"],
      [["event", "create", ...R, "--title", "X", "--start", "tomorrow"], "startAt"],
      [
        ["event", "create", ...R, "--title", "X", "--start", "2026-07-01T19:00", "--end", "2026-07-01T18:00"],
        "endAt must be after startAt",
      ],
      [["event", "create", ...R, "--title", "X", "--start", "2026-07-01T19:00", "--platform", "fax"], "platform"],
      [["event", "create", ...R, "--title", "X", "--start", "2026-07-01T19:00", "--status", "live"], "status"],
      [["event", "create", ...R, "--title", "X", "--start", "2026-07-01T19:00", "--cover-url", "javascript:alert(1)"], "coverUrl"],
      [
        [
          "event",
          "create",
          ...R,
          "--title",
          "X",
          "--start",
          "2026-07-01T19:00",
          "--cover-url",
          'https://img.example/a.svg" onerror="alert(1)',
        ],
        "coverUrl must be a well-formed http(s) URL, without spaces, quotes or angle brackets",
      ],
      [["event", "update", ...R, event.id, "--set", "ticketUrl=https://t.example/<script>"], "ticketUrl"],
      [["event", "update", ...R, event.id, "--set", "colour=red"], 'Unknown event field "colour"'],
      [["event", "update", ...R, event.id, "--set", "endAt=2026-07-01T18:00"], "endAt must be after startAt"],
      [["event", "update", ...R, event.id, "--set", "isPinned=yes"], "isPinned=true"],
      [["event", "update", ...R, event.id], "nothing to change"],
      [["event", "pin", ...R, "no-such-id"], "No event no-such-id"],
      [["event", "list", "--restaurant", "nope"], 'No restaurant with slug "nope"'],
    ];
    for (const [argv, message] of cases) {
      const result = await t.cli(...argv);
      expect(result.exitCode, argv.join(" ")).toBe(1);
      expect(result.stdout).toBe("");
      expect(result.stderr).toContain(message);
    }
    expect(await list()).toHaveLength(1);
    expect((await list())[0]).toMatchObject({ id: event.id, title: "Quiz", endAt: null, isPinned: false });
  });

  it("stores a URL in the parser's spelling, so what the widget links to is what was checked", async () => {
    const { event } = await t.json(
      "event",
      "create",
      ...R,
      "--title",
      "Quiz",
      "--start",
      "2026-07-01T19:00",
      "--cover-url",
      "HTTPS://IMG.Example/Quiz.svg",
      "--ticket-url",
      "https://tickets.example",
    );
    expect(event).toMatchObject({ coverUrl: "https://img.example/Quiz.svg", ticketUrl: "https://tickets.example/" });
  });

  it("refuses a second event with the same platform and eventId", async () => {
    await t.json("event", "create", ...R, "--title", "A", "--start", "2026-07-01T19:00", "--event-id", "x-1");
    const { event } = await t.json("event", "create", ...R, "--title", "B", "--start", "2026-07-02T19:00", "--event-id", "x-2");
    expect((await t.cli("event", "create", ...R, "--title", "C", "--start", "2026-07-03T19:00", "--event-id", "x-1")).stderr).toContain(
      'eventId "x-1"',
    );
    expect((await t.cli("event", "update", ...R, event.id, "--set", "eventId=x-1")).stderr).toContain('eventId "x-1"');
    await t.json(
      "event",
      "create",
      ...R,
      "--title",
      "Same id, other platform",
      "--start",
      "2026-07-03T19:00",
      "--event-id",
      "x-1",
      "--platform",
      "business_listing",
    );
    expect(await list()).toHaveLength(3);
  });

  it("prints readable text without --json", async () => {
    const created = await t.cli("event", "create", ...R, "--title", "Pasta class", "--start", "2026-07-01T11:00");
    expect(created.stdout).toMatch(/^Created event .+: "Pasta class" \(published, starts 2026-07-01T09:00:00Z\)\.\n$/);
    const table = (await t.cli("event", "list", ...R)).stdout;
    expect(table).toContain("Pasta class");
    expect(table.split("\n")[0]).toMatch(/^id\s+status\s+isPinned\s+startAt/);
  });
});

describe("event import", () => {
  const feed = [
    {
      platform: "social_network",
      eventId: "sn-100",
      title: "Wine tasting: Piedmont",
      description: "Six wines.",
      startAt: "2026-07-10T19:00:00+02:00",
      endAt: "2026-07-10T22:00:00+02:00",
      externalUrl: "https://social.example/e/100",
    },
    { platform: "business_listing", eventId: "bl-7", title: "Sunday brunch", description: "", startAt: "2026-07-12T11:00:00+02:00" },
    {
      id: "ignored",
      canEdit: true,
      canDelete: false,
      createdAt: "2020-01-01T00:00:00Z",
      platform: "native",
      source: "native",
      eventId: "n-1",
      title: "Opera night",
      description: "Arias with dinner.",
      coverUrl: null,
      coverStoragePath: null,
      startAt: "2026-06-01T19:00:00Z",
      endAt: null,
      ticketUrl: "https://tickets.example/opera",
      location: "Main room",
      status: "published",
      externalUrl: null,
      publishedAt: "2026-05-01T10:00:00Z",
      isPinned: true,
    },
  ];

  it("creates on the first import and updates, without duplicates, on the second", async () => {
    const first = await t.json("event", "import", ...R, file("feed.json", feed));
    expect(first).toMatchObject({ created: 3, updated: 0 });
    expect(first.events).toHaveLength(3);
    const opera = first.events[2];
    expect(opera).toMatchObject({
      eventId: "n-1",
      canEdit: true,
      canDelete: true,
      createdAt: "2026-06-10T18:00:00Z",
      publishedAt: "2026-05-01T10:00:00Z",
      isPinned: true,
      location: "Main room",
    });
    expect(opera.id).not.toBe("ignored");
    expect(first.events[0]).toMatchObject({
      source: "social_network",
      status: "published",
      publishedAt: "2026-06-10T18:00:00Z",
      coverUrl: null,
      location: null,
      isPinned: false,
    });

    // The owner archives the brunch and pins the tasting by hand; then the feed comes again, changed.
    await t.json("event", "update", ...R, first.events[1].id, "--set", "status=archived");
    await t.json("event", "pin", ...R, first.events[0].id);
    t.clock.set("2026-06-11T09:00:00Z");
    const changed = structuredClone(feed);
    changed[0]!.title = "Wine tasting: Piedmont & Langhe";
    changed[2]!.isPinned = false;
    const second = await t.json("event", "import", ...R, file("feed2.json", changed));
    expect(second).toMatchObject({ created: 0, updated: 3 });
    expect(second.events.map((e: { id: string }) => e.id)).toEqual(first.events.map((e: { id: string }) => e.id));

    const events = await list();
    expect(events).toHaveLength(3);
    const byEventId = Object.fromEntries(events.map((e) => [e.eventId, e]));
    expect(byEventId["sn-100"]).toMatchObject({
      title: "Wine tasting: Piedmont & Langhe",
      isPinned: true,
      createdAt: "2026-06-10T18:00:00Z",
    });
    expect(byEventId["bl-7"]).toMatchObject({ status: "archived" });
    expect(byEventId["n-1"]).toMatchObject({ isPinned: false });

    // A third, identical import changes nothing either.
    expect(await t.json("event", "import", ...R, file("feed2.json", changed))).toMatchObject({ created: 0, updated: 3 });
    expect(await list()).toEqual(events);
  });

  it("refuses a bad file whole, naming the bad element, and keeps what was stored", async () => {
    await t.json("event", "import", ...R, file("feed.json", feed));
    const before = await list();
    const cases: [unknown, string][] = [
      [[...feed.slice(0, 2), { ...feed[1], eventId: "bl-8", startAt: "next friday" }], "[2].startAt"],
      [
        [
          { ...feed[0], title: "Changed" },
          { ...feed[1], eventId: undefined },
        ],
        "[1].eventId: an imported event needs an eventId",
      ],
      [
        [
          { ...feed[0], title: "Changed" },
          { ...feed[0], title: "Twice" },
        ],
        "[1].eventId: same platform and eventId as element [0]",
      ],
      [[feed[0], { ...feed[1], platform: "fax" }], "[1].platform"],
      [[feed[0], { ...feed[1], endAt: "2026-07-12T10:00:00+02:00" }], "[1].endAt: endAt must be after startAt"],
      [{ events: feed }, "bad.json must be a list."],
      ["[{ not json", "is not valid JSON"],
    ];
    for (const [content, message] of cases) {
      const result = await t.cli("event", "import", ...R, file("bad.json", content));
      expect(result.exitCode, message).toBe(1);
      expect(result.stderr).toContain(message);
      expect(await list()).toEqual(before);
    }
    expect((await t.cli("event", "import", ...R, path.join(dir, "missing.json"))).stderr).toContain("Cannot read");
  });

  it("takes back the elements GET /events serves, into another restaurant", async () => {
    const server = await startTestServer({ now: NOW });
    try {
      const run = async (...argv: string[]) => {
        const result = await runCli([...argv, "--json"], server.ctx, COMMANDS);
        expect(result.stderr).toBe("");
        return JSON.parse(result.stdout);
      };
      const source = await seedRestaurant(server.ctx);
      const target = await seedRestaurant(server.ctx);
      await run(
        "event",
        "create",
        "--restaurant",
        source.restaurant.slug,
        "--title",
        "Upcoming",
        "--start",
        "2026-07-01T19:00",
        "--event-id",
        "u-1",
        "--pinned",
      );
      await run(
        "event",
        "create",
        "--restaurant",
        source.restaurant.slug,
        "--title",
        "Past",
        "--start",
        "2026-05-01T19:00",
        "--event-id",
        "p-1",
        "--platform",
        "business_listing",
      );
      const served = (await server.request("/api/v1/events", { key: source.key })).json.data;
      const exported = file("export.json", [...served.items, ...served.pastItems]);
      expect(await run("event", "import", "--restaurant", target.restaurant.slug, exported)).toMatchObject({ created: 2 });
      const copy = (await server.request("/api/v1/events", { key: target.key })).json.data;
      const strip = ({ id: _i, createdAt: _c, ...rest }: Record<string, unknown>) => rest;
      expect(copy.items.map(strip)).toEqual(served.items.map(strip));
      expect(copy.pastItems.map(strip)).toEqual(served.pastItems.map(strip));
    } finally {
      await server.close();
    }
  });
});
