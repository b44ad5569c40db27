import { afterEach, describe, expect, it } from "vitest";
import { codeOf, manage } from "../modules/reservation/test-support.ts";
import { seedRestaurant } from "../testing/fixtures.ts";
import { startTestServer, type TestServer } from "../testing/test-server.ts";

let server: TestServer;
afterEach(async () => {
  await server.close();
});

/** A wrong PIN for a number that does not exist: one failure for the client's IP. */
const guess = (key: string, n: number, headers: Record<string, string>) =>
  manage(server, key, { action: "load", reservation_number: 200_000 + n, pin: "ABC234" }, headers);

describe("which address is the client's (TRUST_PROXY)", () => {
  it("with one proxy hop, counts the address the proxy appended, whatever the client put before it", async () => {
    server = await startTestServer({ env: { TRUST_PROXY: "1" }, limits: { pinFailuresPerIp: 3 } });
    const { key } = await seedRestaurant(server.ctx);
    // The proxy appends the address it saw; the client controls only what comes before it.
    const via = (client: string, spoofed: string) => ({ "x-forwarded-for": `${spoofed}, ${client}` });
    for (let i = 0; i < 3; i += 1) {
      expect(codeOf(await guess(key, i, via("203.0.113.7", `10.0.0.${i + 1}`)))).toBe("invalid_credentials");
    }
    // a new spoofed address every time, and still locked out
    expect(codeOf(await guess(key, 3, via("203.0.113.7", "10.0.0.99")))).toBe("rate_limit_exceeded");
    // another client behind the same proxy is counted apart: the header is read, just not trusted further
    expect(codeOf(await guess(key, 4, via("198.51.100.1", "203.0.113.7")))).toBe("invalid_credentials");
  });

  it("by default, ignores X-Forwarded-For altogether", async () => {
    server = await startTestServer({ limits: { pinFailuresPerIp: 3 } });
    const { key } = await seedRestaurant(server.ctx);
    for (let i = 0; i < 3; i += 1) await guess(key, i, { "x-forwarded-for": `203.0.113.${i + 1}` });
    expect(codeOf(await guess(key, 3, { "x-forwarded-for": "198.51.100.1" }))).toBe("rate_limit_exceeded");
  });
});
