import { afterEach, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../testing/test-server.ts";
import { rebased } from "./demo-address.ts";
import { demoPageKeyForStart, demoRestaurantForStart } from "./seed-demo.ts";

const servers: TestServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0).reverse()) await server.close();
});

describe("rebased", () => {
  it("moves the address and the paths below it, nothing else, and keeps what did not move", () => {
    const from = "http://127.0.0.1:8787";
    const to = "https://demo.example";
    const value = { a: [`${from}/img/x.svg`, "plain text", `${from}0/other`, null], b: { c: from, d: 3 } };
    expect(rebased(value, from, to)).toEqual({ a: [`${to}/img/x.svg`, "plain text", `${from}0/other`, null], b: { c: to, d: 3 } });
    const untouched = { a: ["https://elsewhere.example/x.svg"], b: 2 };
    expect(rebased(untouched, from, to)).toBe(untouched);
  });
});

it("a start at another address moves the demo's links and pictures there, and the pages serve them", async () => {
  const before = await startTestServer({ env: { COUVERT_PUBLIC_URL: "http://127.0.0.1:8787" } });
  servers.push(before);
  await demoRestaurantForStart(before.ctx);

  const after = await startTestServer({ database: before.database, env: { COUVERT_PUBLIC_URL: "https://demo.example" } });
  servers.push(after);
  const demo = (await demoRestaurantForStart(after.ctx))!;
  expect([demo.website, demo.manageUrl]).toEqual(["https://demo.example/", "https://demo.example/"]);
  expect(demo.termsUrl).toBe("https://trattoria-lumen.example/terms");

  const { key } = await demoPageKeyForStart(after.ctx, demo);
  const urls = async (path: string, pick: (data: any) => (string | null)[]) => pick((await after.request(path, { key })).json.data);
  const covers = await urls("/api/v1/events", (d) => [...d.items, ...d.pastItems].map((e: { coverUrl: string | null }) => e.coverUrl));
  const gallery = await urls("/api/v1/gallery", (d) => d.items.map((i: { url: string }) => i.url));
  const pictures = [...covers, ...gallery].filter((url): url is string => url !== null);
  expect(pictures.length).toBeGreaterThan(5);
  for (const url of pictures) expect(url).toMatch(/^https:\/\/demo\.example\/img\//);
});
