import { afterEach, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../testing/test-server.ts";

let server: TestServer;
afterEach(async () => {
  await server.close();
});

describe("the owner console's page", () => {
  it("names its icon, which the server serves, so that no browser asks for a /favicon.ico that is not there", async () => {
    server = await startTestServer();
    const page = await fetch(`${server.url}/owner/`);
    expect(page.status).toBe(200);
    const href = /<link rel="icon" href="([^"]+)"/.exec(await page.text())?.[1];
    expect(href).toBe("/owner/icon.svg");
    const icon = await fetch(new URL(href!, server.url));
    expect(icon.status).toBe(200);
    expect(icon.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(await icon.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });
});
