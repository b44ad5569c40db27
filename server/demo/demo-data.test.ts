import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { EventsEnvelopeSchema } from "../../core/events/schemas.ts";
import { COMMANDS } from "../cli/registry.ts";
import { runCli } from "../cli/run.ts";
import { DEMO_DIR } from "../site/paths.ts";
import { startTestServer, type TestServer } from "../testing/test-server.ts";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function demoAt(now: string) {
  server = await startTestServer({ now });
  const result = await runCli(["demo", "--json"], server.ctx, COMMANDS);
  expect(result.stderr).toBe("");
  const { key, restaurant } = JSON.parse(result.stdout) as { key: string; restaurant: { slug: string } };
  const s = server;
  const get = async (p: string) => {
    const res = await s.request(`/api/v1${p}`, { key });
    expect(res.status, p).toBe(200);
    return res.json.data;
  };
  return { get, slug: restaurant.slug, ctx: server.ctx };
}

/** The file behind one of this server's demo image URLs. */
function demoFile(url: string, publicUrl: string): string {
  expect(url.startsWith(`${publicUrl}/img/`)).toBe(true);
  return path.join(DEMO_DIR, url.slice(publicUrl.length));
}

describe("the demo restaurant's events", () => {
  // A summer evening, the small hours of the spring-forward night, and New Year's Eve.
  it.each(["2026-06-10T18:00:00Z", "2026-03-29T00:30:00Z", "2026-12-31T23:30:00Z"])("make a full programme at %s", async (now) => {
    const { get, slug, ctx } = await demoAt(now);
    const data = EventsEnvelopeSchema.parse(await get("/events"));
    const nowMs = Date.parse(now);

    // Something is on right now, and pinned events lead.
    const running = data.items.filter((e) => Date.parse(e.startAt) < nowMs && e.endAt !== null && nowMs < Date.parse(e.endAt));
    expect(running.map((e) => e.title)).toContain("Photo exhibition: Rome in black and white");
    const pinned = data.items.filter((e) => e.isPinned);
    expect(pinned.length).toBeGreaterThanOrEqual(2);
    expect(data.items.slice(0, pinned.length).every((e) => e.isPinned)).toBe(true);
    expect(data.items.length).toBeGreaterThanOrEqual(10);
    expect(data.items.some((e) => Date.parse(e.startAt) > nowMs + 21 * 86_400_000)).toBe(true);

    // More past evenings than the default cap, so the cap shows.
    expect(data.pastItems).toHaveLength(24);
    const stored = await runCli(["event", "list", "--restaurant", slug, "--json"], ctx, COMMANDS);
    const all = JSON.parse(stored.stdout).events as { status: string; startAt: string }[];
    expect(all.filter((e) => e.status === "published" && Date.parse(e.startAt) < nowMs).length).toBeGreaterThan(24);
    expect(all.map((e) => e.status)).toEqual(expect.arrayContaining(["draft", "archived"]));

    // Several platforms, covers that exist, and some events without one; no event on a Monday.
    const served = [...data.items, ...data.pastItems];
    expect(new Set(served.map((e) => e.platform))).toEqual(new Set(["native", "social_network", "business_listing"]));
    expect(served.every((e) => e.canEdit === (e.platform === "native"))).toBe(true);
    expect(served.some((e) => e.coverUrl === null)).toBe(true);
    for (const e of served) if (e.coverUrl) expect(fs.existsSync(demoFile(e.coverUrl, ctx.config.publicUrl)), e.coverUrl).toBe(true);
    const weekday = (iso: string) => new Intl.DateTimeFormat("en", { weekday: "long", timeZone: "Europe/Berlin" }).format(new Date(iso));
    expect(
      served.filter((e) => !e.endAt || Date.parse(e.endAt) - Date.parse(e.startAt) < 86_400_000).map((e) => weekday(e.startAt)),
    ).not.toContain("Monday");
    expect(served.filter((e) => e.platform !== "native").every((e) => e.eventId && e.externalUrl)).toBe(true);
    expect(served.every((e) => e.publishedAt !== null && Date.parse(e.publishedAt) <= nowMs && e.createdAt === e.publishedAt)).toBe(true);
  });
});

describe("the demo restaurant's content", () => {
  it("has a menu, reviews, news, a gallery and opening hours", async () => {
    const { get, ctx } = await demoAt("2026-06-10T18:00:00Z");
    const menu = await get("/menu");
    expect(menu.sections.map((s: { id: string }) => s.id)).toEqual(["antipasti", "primi", "secondi", "dolci"]);
    const items = menu.sections.flatMap((s: { items: unknown[] }) => s.items) as { price: { currency: string }; allergens: string[] }[];
    expect(items.every((i) => i.price.currency === "EUR")).toBe(true);
    expect(items.some((i) => i.allergens.includes("gluten"))).toBe(true);

    const reviews = await get("/reviews");
    expect(reviews).toMatchObject({ count: 6, averageRating: 4.3, name: "Trattoria Lumen" });

    const news = await get("/news");
    expect(news.items).toHaveLength(2);
    expect(news.items[0].isPinned).toBe(true);

    const gallery = await get("/gallery");
    expect(gallery.items.length).toBeGreaterThanOrEqual(4);
    for (const image of gallery.items) expect(fs.existsSync(demoFile(image.url, ctx.config.publicUrl)), image.url).toBe(true);
    for (const item of news.items) if (item.imageUrl) expect(fs.existsSync(demoFile(item.imageUrl, ctx.config.publicUrl))).toBe(true);

    const hours = await get("/opening-hours");
    expect(hours).toMatchObject({ timezone: "Europe/Berlin", openNow: true }); // Wednesday 20:00 in Berlin
  });
});
