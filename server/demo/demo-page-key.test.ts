import { afterEach, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../testing/test-server.ts";
import { DEMO_PAGE_KEY_LABEL, demoPageKeyForStart, demoRestaurantForStart } from "./seed-demo.ts";

const servers: TestServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0).reverse()) await server.close();
});

it("a second start on the same database keeps the first server's demo pages working", async () => {
  const first = await startTestServer();
  servers.push(first);
  const demo = (await demoRestaurantForStart(first.ctx))!;
  const firstKey = await demoPageKeyForStart(first.ctx, demo);
  expect((await first.request("/api/v1/menu", { key: firstKey.key })).status).toBe(200);

  const second = await startTestServer({ database: first.database });
  servers.push(second);
  const secondKey = await demoPageKeyForStart(second.ctx, (await demoRestaurantForStart(second.ctx))!);

  expect(secondKey.key).toBe(firstKey.key);
  expect((await first.request("/api/v1/menu", { key: firstKey.key })).status).toBe(200);
  expect((await second.request("/api/v1/menu", { key: secondKey.key })).status).toBe(200);
  const active = (await first.ctx.keys.listByRestaurant(demo.id)).filter((k) => k.label === DEMO_PAGE_KEY_LABEL && !k.revokedAt);
  expect(active.map((k) => k.id)).toEqual([firstKey.id]);
});

it("a demo-page key this secret cannot derive (a copied database) is revoked and replaced", async () => {
  const elsewhere = await startTestServer({ secret: "another-secret-0123456789abcdef0123456789abcdef" });
  servers.push(elsewhere);
  const demo = (await demoRestaurantForStart(elsewhere.ctx))!;
  const copied = await demoPageKeyForStart(elsewhere.ctx, demo);

  const here = await startTestServer({ database: elsewhere.database });
  servers.push(here);
  const own = await demoPageKeyForStart(here.ctx, demo);

  expect(own.key).not.toBe(copied.key);
  expect((await here.request("/api/v1/menu", { key: copied.key })).status).toBe(401);
  expect((await here.request("/api/v1/menu", { key: own.key })).status).toBe(200);
});
