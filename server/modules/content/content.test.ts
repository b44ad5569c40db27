import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import {
  GalleryContentSchema,
  MenuContentSchema,
  NewsContentSchema,
  ReviewsContentSchema,
  type ContentModule,
} from "../../../core/content/schemas.ts";
import { MODULE_IDS, type ModuleId } from "../../../core/modules.ts";
import { seedRestaurant } from "../../testing/fixtures.ts";
import { startTestServer, type TestServer } from "../../testing/test-server.ts";
import { averageRating, type ContentDocument } from "./service.ts";

const NOW = "2026-06-10T18:00:00Z";

let server: TestServer;
// One server for the file (each test seeds a restaurant of its own); every test starts at NOW.
beforeAll(async () => {
  server = await startTestServer({ now: NOW });
});
beforeEach(() => server.clock.set(NOW));
afterAll(() => server.close());

const load = (restaurantId: string, module: ContentModule, document: ContentDocument) =>
  server.ctx.services.content.import(restaurantId, module, document, server.clock.now());
const envelope = (r: { id: string; name: string; slug: string; accentHex: string }) => ({
  restaurantId: r.id,
  name: r.name,
  slug: r.slug,
  accentHex: r.accentHex,
});

const MENU = {
  sections: [
    {
      id: "antipasti",
      title: "Antipasti",
      description: null,
      items: [
        {
          id: "burrata",
          name: "Burrata",
          description: "Tomatoes, basil",
          price: { amount: "12.50", currency: "EUR" },
          tags: ["vegetarian"],
          allergens: ["milk"],
        },
        { id: "bread", name: "Focaccia", description: null, price: null, tags: [], allergens: ["gluten"] },
      ],
    },
    { id: "dolci", title: "Dolci", description: "Made in house", items: [] },
  ],
};

describe("GET /menu", () => {
  it("answers the imported sections in the owner's order", async () => {
    const { restaurant, key } = await seedRestaurant(server.ctx);
    await load(restaurant.id, "menu", MENU);
    const res = await server.request("/api/v1/menu", { key });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ ...envelope(restaurant), ...MENU });
    expect(MenuContentSchema.safeParse(res.json.data).success).toBe(true);
  });

  it("answers an empty menu before anything is imported", async () => {
    const { restaurant, key } = await seedRestaurant(server.ctx);
    expect((await server.request("/api/v1/menu", { key })).json.data).toEqual({ ...envelope(restaurant), sections: [] });
  });
});

describe("GET /reviews", () => {
  const review = (id: string, rating: number, createdAt: string) => ({
    id,
    author: `Guest ${id}`,
    rating,
    text: "Lovely.",
    source: "native",
    createdAt,
  });

  it("answers newest first with the count and the average to one decimal", async () => {
    const { restaurant, key } = await seedRestaurant(server.ctx);
    await load(restaurant.id, "reviews", {
      items: [review("a", 5, "2026-05-01T12:00:00Z"), review("b", 4, "2026-06-01T14:00:00+02:00"), review("c", 4, "2026-05-20T09:00:00Z")],
    });
    const res = await server.request("/api/v1/reviews", { key });
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data).toMatchObject({ ...envelope(restaurant), averageRating: 4.3, count: 3 });
    expect(data.items.map((r: { id: string }) => r.id)).toEqual(["b", "c", "a"]);
    expect(data.items[0].createdAt).toBe("2026-06-01T12:00:00Z");
    expect(ReviewsContentSchema.safeParse(data).success).toBe(true);
  });

  it("answers no average and a count of 0 before anything is imported", async () => {
    const { restaurant, key } = await seedRestaurant(server.ctx);
    const data = (await server.request("/api/v1/reviews", { key })).json.data;
    expect(data).toEqual({ ...envelope(restaurant), averageRating: null, count: 0, items: [] });
  });

  it("rounds the average half up without floating-point surprises", () => {
    expect(averageRating([])).toBeNull();
    expect(averageRating([5])).toBe(5);
    expect(averageRating([4, 5])).toBe(4.5);
    expect(averageRating([5, 4, 4, 4, 5, 5, 4, 4, 4, 5, 4, 4, 4, 5, 4, 4, 5, 4, 4, 5])).toBe(4.4); // 87 / 20 = 4.35
    expect(averageRating([1, 2, 2])).toBe(1.7);
  });
});

describe("GET /news", () => {
  it("answers pinned items first, then newest first", async () => {
    const { restaurant, key } = await seedRestaurant(server.ctx);
    const item = (id: string, isPinned: boolean, publishedAt: string) => ({
      id,
      title: id,
      body: "…",
      imageUrl: null,
      isPinned,
      publishedAt,
    });
    await load(restaurant.id, "news", {
      items: [
        item("old", false, "2026-01-01T10:00:00Z"),
        item("pinned-old", true, "2025-12-01T10:00:00Z"),
        item("new", false, "2026-06-01T10:00:00Z"),
        item("pinned-new", true, "2026-03-01T10:00:00Z"),
      ],
    });
    const res = await server.request("/api/v1/news", { key });
    expect(res.status).toBe(200);
    expect(res.json.data.items.map((n: { id: string }) => n.id)).toEqual(["pinned-new", "pinned-old", "new", "old"]);
    expect(res.json.data).toMatchObject(envelope(restaurant));
    expect(NewsContentSchema.safeParse(res.json.data).success).toBe(true);
  });

  it("answers no items before anything is imported", async () => {
    const { restaurant, key } = await seedRestaurant(server.ctx);
    expect((await server.request("/api/v1/news", { key })).json.data).toEqual({ ...envelope(restaurant), items: [] });
  });
});

describe("GET /gallery", () => {
  it("answers the images in the owner's order", async () => {
    const { restaurant, key } = await seedRestaurant(server.ctx);
    const items = [
      { id: "room", url: "https://img.example/room.svg", alt: "The dining room", width: 1200, height: 800 },
      { id: "pasta", url: "https://img.example/pasta.svg", alt: "Fresh pasta", width: 800, height: 800 },
    ];
    await load(restaurant.id, "gallery", { items });
    const res = await server.request("/api/v1/gallery", { key });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ ...envelope(restaurant), items });
    expect(GalleryContentSchema.safeParse(res.json.data).success).toBe(true);
  });

  it("answers no items before anything is imported", async () => {
    const { restaurant, key } = await seedRestaurant(server.ctx);
    expect((await server.request("/api/v1/gallery", { key })).json.data).toEqual({ ...envelope(restaurant), items: [] });
  });
});

describe("the content modules", () => {
  const PATHS: [string, ModuleId][] = [
    ["/menu", "menu"],
    ["/reviews", "reviews"],
    ["/news", "news"],
    ["/gallery", "gallery"],
    ["/opening-hours", "opening_hours"],
  ];

  it.each(PATHS)("%s answers module_not_enabled to a key without %s, and only then", async (path, module) => {
    const { key: without } = await seedRestaurant(server.ctx, { modules: MODULE_IDS.filter((m) => m !== module) });
    const denied = await server.request(`/api/v1${path}`, { key: without });
    expect(denied.status).toBe(403);
    expect(denied.json.error.code).toBe("module_not_enabled");
    const { key: only } = await seedRestaurant(server.ctx, { modules: [module] });
    expect((await server.request(`/api/v1${path}`, { key: only })).status).toBe(200);
  });

  it.each(PATHS)("%s is GET only, ignores the query string and is cacheable", async (path) => {
    const { key } = await seedRestaurant(server.ctx);
    const post = await server.request(`/api/v1${path}`, { key, body: {} });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, OPTIONS");
    const plain = await server.request(`/api/v1${path}`, { key });
    const queried = await server.request(`/api/v1${path}?limit=1`, { key });
    expect(queried.json).toEqual(plain.json);
    expect(plain.headers.get("cache-control")).toBe("public, s-maxage=60, stale-while-revalidate=300");
  });

  it("keeps each restaurant's content apart", async () => {
    const a = await seedRestaurant(server.ctx);
    const b = await seedRestaurant(server.ctx);
    await load(a.restaurant.id, "menu", MENU);
    expect((await server.request("/api/v1/menu", { key: b.key })).json.data.sections).toEqual([]);
    expect((await server.request("/api/v1/menu", { key: a.key })).json.data.sections).toHaveLength(2);
  });
});

// Keep the test honest about the envelope: every module's data starts with the same four fields.
it("starts every module's data with restaurantId, name, slug, accentHex", async () => {
  const { key } = await seedRestaurant(server.ctx);
  const Envelope = z.object({ restaurantId: z.string(), name: z.string(), slug: z.string(), accentHex: z.string() });
  for (const path of ["/menu", "/reviews", "/news", "/gallery", "/opening-hours"]) {
    const data = (await server.request(`/api/v1${path}`, { key })).json.data;
    expect(Object.keys(data).slice(0, 4)).toEqual(["restaurantId", "name", "slug", "accentHex"]);
    expect(Envelope.safeParse(data).success).toBe(true);
  }
});
