import { describe, expect, it } from "vitest";
import { seedRestaurant } from "../server/testing/fixtures.ts";
import type { TestResponse, TestServer } from "../server/testing/test-server.ts";
import { serversForThisFile } from "./servers.ts";
import { reportRow } from "./report.ts";
import { SIZES } from "./size.ts";

/**
 * The red team's account takeover (docs/api.md §16.1), and a valid password used to keep the
 * processors hashing (§16.2), on one server process per engine.
 */
const serverOn = serversForThisFile();

const post = (server: TestServer, path: string, body: unknown, headers: Record<string, string> = {}) =>
  server.request(`/owner/api${path}`, { method: "POST", body, headers: { origin: server.url, ...headers } });

const cookieOf = (res: TestResponse): string => res.headers.getSetCookie()[0]!.split(";")[0]!;
const tokenOf = (setupUrl: string | null): string => setupUrl!.split("#setup=")[1]!;

describe.each(["sqlite", "postgres"] as const)("accounts on %s", (engine) => {
  it(
    "an owner who signs up an address with their own link gains nothing another restaurant later grants it",
    async () => {
      const server = await serverOn(engine);
      const { accounts } = server.ctx.services;
      const a = (await seedRestaurant(server.ctx)).restaurant;
      const b = (await seedRestaurant(server.ctx)).restaurant;
      const victim = "host@bistro.example";
      const squatterPassword = "the squatter's passphrase";

      const fromA = await accounts.invite(a, { email: victim, role: "staff" });
      const setUp = await post(server, "/setup", { token: tokenOf(fromA.setupUrl), password: squatterPassword });
      const fromB = await accounts.invite(b, { email: victim, role: "owner" });
      const signIns = await Promise.all(
        Array.from({ length: 3 }, () => post(server, "/session", { email: victim, password: squatterPassword })),
      );
      const reaches = await Promise.all(
        [setUp, ...signIns].map((res) => server.request(`/owner/api/restaurants/${b.slug}/team`, { headers: { cookie: cookieOf(res) } })),
      );
      const reset = await post(server, "/setup", { token: tokenOf(fromB.setupUrl), password: "the real person's passphrase" });
      const memberships = (signIns[0]!.json.data.memberships as { restaurant: { slug: string } }[]).map((m) => m.restaurant.slug);

      const statuses = reaches.map((r) => r.status);
      reportRow({
        scenario: `11 account takeover, ${engine}`,
        sent: "A sets an address's password via its own link; B invites it; 4 sessions try B; B's link resets",
        seen: `B's team: ${statuses.join(",")}; reset ${reset.status}; sessions see ${memberships.length} restaurant(s)`,
        bound: "every try at B 403; reset 401; only A",
        pass: statuses.every((s) => s === 403) && reset.status === 401 && memberships.join() === a.slug,
      });
      expect(statuses).toEqual([403, 403, 403, 403]);
      expect(reset.status).toBe(401);
      expect(memberships).toEqual([a.slug]);
    },
    SIZES.timeoutMs,
  );

  it(
    "a right password sent many times at once is hashed at most COUVERT_SIGN_INS times",
    async () => {
      const server = await serverOn(engine);
      const { restaurant } = await seedRestaurant(server.ctx);
      const email = "chef@bistro.example";
      const password = "correct horse battery staple";
      await server.ctx.services.accounts.invite(restaurant, { email, role: "owner" }, "operator");
      await server.ctx.services.accounts.setPassword(email, password);
      const sent = 40;
      const statuses = (await Promise.all(Array.from({ length: sent }, () => post(server, "/session", { email, password })))).map(
        (r) => r.status,
      );
      const signedIn = statuses.filter((s) => s === 200).length;
      const refused = statuses.filter((s) => s === 429).length;
      const limit = server.ctx.config.limits.signInsPerAccount;

      reportRow({
        scenario: `12 right-password sign-ins, ${engine}`,
        sent: `${sent} sign-ins with the right password at once`,
        seen: `${signedIn} signed in, ${refused} refused (429)`,
        bound: `signed in ≤ ${limit}; the rest 429`,
        pass: signedIn <= limit && signedIn + refused === sent,
      });
      expect(signedIn).toBeLessThanOrEqual(limit);
      expect(signedIn + refused).toBe(sent);
    },
    SIZES.timeoutMs,
  );
});
