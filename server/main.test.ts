import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AppContext } from "./context.ts";
import { DEMO_PAGE_KEY_LABEL, demoRestaurantForStart, demoPageKeyForStart } from "./demo/seed-demo.ts";
import { SAFETY_NET_PAGES } from "./db/sqlite-checkpoints.ts";
import { listen } from "./main.ts";
import { cliContext } from "./testing/cli-context.ts";

let t: Awaited<ReturnType<typeof cliContext>>;
beforeEach(async () => {
  t = await cliContext();
});
afterEach(() => t.dispose());

const on = (ctx: AppContext, port: number): AppContext => ({ ...ctx, config: { ...ctx.config, host: "127.0.0.1", port } });
const activeDemoKeys = async (ctx: AppContext, restaurantId: string) =>
  (await ctx.keys.listByRestaurant(restaurantId)).filter((k) => k.label === DEMO_PAGE_KEY_LABEL && !k.revokedAt);

describe("listen", () => {
  it("rejects on a taken port with a message naming it, and leaves the running server's demo key alone", async () => {
    const demo = (await demoRestaurantForStart(t.ctx))!;
    const running = await demoPageKeyForStart(t.ctx, demo); // the key of the server that holds the port
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, "127.0.0.1", resolve));
    const { port } = holder.address() as AddressInfo;
    const prepare = vi.fn(async () => ({ demoApiKey: (await demoPageKeyForStart(t.ctx, demo)).key }));
    try {
      await expect(listen(on(t.ctx, port), prepare)).rejects.toThrow(`port ${port} is in use; set PORT`);
      expect(prepare).not.toHaveBeenCalled();
      expect((await activeDemoKeys(t.ctx, demo.id)).map((k) => k.id)).toEqual([running.id]);
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  });

  it("prepares the app once the port is taken, and serves it", async () => {
    const prepare = vi.fn(async () => ({ demoApiKey: null }));
    const server = await listen(on(t.ctx, 0), prepare);
    try {
      expect(prepare).toHaveBeenCalledTimes(1);
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
      expect(await res.json()).toEqual({ data: { ok: true } });
      // Serving: SQLite's checkpoints are the background thread's now (db/sqlite-checkpoints.ts).
      const { db } = t.ctx.store;
      if (db.engine === "sqlite") expect(db.sqlite.pragma("wal_autocheckpoint", { simple: true })).toBe(SAFETY_NET_PAGES);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("the demo restaurant npm start serves", () => {
  it("is created on an empty database, and found again on the next start", async () => {
    const first = await demoRestaurantForStart(t.ctx);
    expect(first).toMatchObject({ slug: "trattoria-lumen", published: true });
    expect((await demoRestaurantForStart(t.ctx))?.id).toBe(first!.id);
    expect(await t.ctx.restaurants.count()).toBe(1);
  });

  it("is not created on a database that holds other restaurants: then there is none", async () => {
    await t.json("restaurant", "create", "--name", "Bistro Lumen", "--slug", "bistro-lumen", "--timezone", "Europe/Paris");
    expect(await demoRestaurantForStart(t.ctx)).toBeNull();
    expect((await t.ctx.restaurants.list()).map((r) => r.slug)).toEqual(["bistro-lumen"]);
    // once the owner makes one (`couvert demo`), it is served
    const made = await t.json("demo");
    expect((await demoRestaurantForStart(t.ctx))?.id).toBe(made.restaurant.id);
  });
});
