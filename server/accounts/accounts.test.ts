import { randomBytes, scryptSync } from "node:crypto";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import type { Role } from "../../core/accounts/roles.ts";
import { SessionViewSchema } from "../../core/accounts/schemas.ts";
import { book, codeOf } from "../modules/reservation/test-support.ts";
import type { Restaurant } from "../restaurants/settings.ts";
import { seedRestaurant } from "../testing/fixtures.ts";
import { bootstrap } from "../bootstrap.ts";
import { loadConfig } from "../config.ts";
import { silentLogger } from "../logger.ts";
import { PASSWORD_COST } from "../security/passwords.ts";
import { createMigratedTestDatabase } from "../testing/test-database.ts";
import { TEST_PASSWORD_COST } from "../testing/test-password-cost.ts";
import { expectOwnerConforms } from "../testing/owner-openapi-conformance.ts";
import { testServers } from "../testing/file-servers.ts";
import type { TestResponse, TestServer, TestServerOptions } from "../testing/test-server.ts";

/**
 * The owner console's accounts over real HTTP (docs/api.md §16): setup links, sign-in and its
 * lockouts, sessions, the same-origin and CSRF checks, roles and restaurants kept apart, and no
 * secret stored in clear. `fetch` keeps no cookies and sends no Origin: each request says both.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const PASSWORD = "correct horse battery staple";

let server: TestServer;
/**
 * The file's one server, behind a trusted loopback proxy: each test signs in from a client address
 * of its own and its people have e-mail addresses of their own, so the per-client and per-account
 * sign-in limits, and every account row, are the test's alone, as on a server of its own.
 */
const startServer = testServers({ env: { TRUST_PROXY: "loopback" } });
let tests = 0;
let domain = "";
let client = "";
/** The file's server, or one of the test's own when it needs other limits or the production password cost. */
async function start(options?: TestServerOptions): Promise<TestServer> {
  server = await startServer(options);
  tests += 1;
  domain = `bistro-${tests}.example`;
  client = `198.18.${tests >> 8}.${tests & 255}`;
  return server;
}

/** An address of this test's own. */
const mail = (name: string) => `${name}@${domain}`;
/** This test's client address, sent on each of its requests (the server trusts the proxy header on loopback). */
const fromClient = () => ({ "x-forwarded-for": client });
/** This test's accounts: the file's other tests leave theirs in the same tables. */
const ours = () => sql`email LIKE ${`%@${domain}`}`;

/** A signed-in browser tab: the cookie it sends and the token its writes carry. */
interface Tab {
  cookie: string;
  sessionId: string;
  csrf: string;
}

const tokenOf = (setupUrl: string | null): string => {
  expect(setupUrl).toMatch(/\/owner\/#setup=[A-Za-z0-9_-]{43}$/);
  return setupUrl!.split("#setup=")[1]!;
};

async function invite(restaurant: Restaurant, email: string, role: Role = "owner"): Promise<string> {
  return tokenOf((await server.ctx.services.accounts.invite(restaurant, { email, role })).setupUrl);
}

/** A POST from the console's own page: this server's Origin, unless told otherwise. */
function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<TestResponse> {
  return server.request(`/owner/api${path}`, { method: "POST", body, headers: { origin: server.url, ...fromClient(), ...headers } });
}

const setUp = (token: string, password = PASSWORD) => post("/setup", { token, password });
const signIn = (email: string, password = PASSWORD, headers: Record<string, string> = {}) => post("/session", { email, password }, headers);

/** The session cookie a response sets, as `name=value`; fails the test when there is none. */
function cookieOf(res: TestResponse): string {
  const set = res.headers.getSetCookie().find((c) => c.includes("couvert_session="));
  expect(set, "a session cookie").toBeDefined();
  return set!.split(";")[0]!;
}

function tabOf(res: TestResponse): Tab {
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const cookie = cookieOf(res);
  return { cookie, sessionId: cookie.split("=")[1]!, csrf: res.json.data.csrfToken };
}

/** Invites `email` and follows the setup link: the person, signed in. */
async function enroll(restaurant: Restaurant, email: string, role: Role = "owner"): Promise<Tab> {
  return tabOf(await setUp(await invite(restaurant, email, role)));
}

const get = (tab: Tab | null, path: string) =>
  server.request(`/owner/api${path}`, { headers: tab ? { cookie: tab.cookie, ...fromClient() } : fromClient() });
/** A write as the console sends it: cookie, Origin and CSRF token. */
const write = (tab: Tab, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  server.request(`/owner/api${path}`, {
    method: "POST",
    body,
    headers: { cookie: tab.cookie, origin: server.url, "x-csrf-token": tab.csrf, ...fromClient(), ...headers },
  });

const sessionRows = () =>
  server.rows<{ id_hash: string; user_id: string }>(
    sql`SELECT id_hash, user_id FROM sessions WHERE user_id IN (SELECT id FROM users WHERE ${ours()})`,
  );

describe("setup links", () => {
  it("show whose link it is, refuse weak passwords, set the password once and sign the person in", async () => {
    await start();
    const { restaurant } = await seedRestaurant(server.ctx);
    const token = await invite(restaurant, mail("chef"));

    const checked = await post("/setup/check", { token });
    expect(checked.status).toBe(200);
    expect(checked.json.data).toEqual({ email: mail("chef"), restaurants: [restaurant.name] });
    expectOwnerConforms("checkSetupLink", checked);

    for (const weak of ["short1", "password123", "Restaurant2026", mail("chef"), `Chef@${domain.toUpperCase()}`, "aaaaaaaaaaaa"]) {
      const res = await setUp(token, weak);
      expect(res.status, weak).toBe(400);
      expect(res.json.error, weak).toMatchObject({ code: "invalid_request", field: "password" });
      expect(res.headers.getSetCookie(), weak).toEqual([]);
      expectOwnerConforms("setUp", res);
    }
    expect((await server.rows(sql`SELECT password_hash FROM users WHERE password_hash IS NOT NULL AND ${ours()}`)).length).toBe(0);

    const done = await setUp(token);
    expect(done.status).toBe(200);
    expectOwnerConforms("setUp", done);
    const set = done.headers.getSetCookie();
    expect(set).toHaveLength(1);
    const attributes = set[0]!.split(";").map((a) => a.trim());
    expect(attributes[0]).toMatch(/^couvert_session=[A-Za-z0-9_-]{43}$/);
    expect(attributes).toEqual(expect.arrayContaining(["HttpOnly", "SameSite=Lax", "Path=/"]));
    expect(attributes.some((a) => /^secure$/i.test(a))).toBe(false);
    expect(attributes.some((a) => /^(expires|max-age)=/i.test(a))).toBe(false);
    const view = SessionViewSchema.parse(done.json.data);
    expect(view.user.email).toBe(mail("chef"));
    expect(view.memberships).toEqual([
      { role: "owner", restaurant: expect.objectContaining({ id: restaurant.id, slug: restaurant.slug }) },
    ]);

    const tab = tabOf(done);
    const session = await get(tab, "/session");
    expect(session.status).toBe(200);
    expect(session.json.data).toEqual(done.json.data);
    expectOwnerConforms("session", session);

    // Used: neither the setup nor its check work again, and the password stays the one chosen.
    const again = await setUp(token, "another long passphrase");
    expect(again.status).toBe(404);
    expect(again.json.error).toMatchObject({ code: "not_found", field: "token" });
    expectOwnerConforms("setUp", again);
    expect((await post("/setup/check", { token })).status).toBe(404);
    expect((await signIn(mail("chef"), "another long passphrase")).status).toBe(401);
    expect((await signIn(mail("chef"))).status).toBe(200);
  });

  it("expire 24 hours after the invitation", async () => {
    await start();
    const { restaurant } = await seedRestaurant(server.ctx);
    const token = await invite(restaurant, mail("chef"));
    server.clock.advance(24 * HOUR - MINUTE);
    expect((await post("/setup/check", { token })).status).toBe(200);
    server.clock.advance(MINUTE);
    expect(codeOf(await post("/setup/check", { token }))).toBe("not_found");
    const late = await setUp(token);
    expect(late.status).toBe(404);
    expect(late.headers.getSetCookie()).toEqual([]);
    expect(await server.rows(sql`SELECT id FROM users WHERE password_hash IS NOT NULL AND ${ours()}`)).toEqual([]);
  });

  it("stop working when a newer invitation makes a new link; a person who took it up gets none", async () => {
    await start();
    const { restaurant } = await seedRestaurant(server.ctx);
    const first = await invite(restaurant, mail("chef"));
    const second = await invite(restaurant, mail("chef"));
    expect(second).not.toBe(first);
    expect(codeOf(await setUp(first))).toBe("not_found");
    tabOf(await setUp(second));

    const again = await server.ctx.services.accounts.invite(restaurant, { email: mail("chef"), role: "owner" });
    expect(again).toEqual({ email: mail("chef"), role: "owner", setupUrl: null, expiresAt: null, emailed: false });
    expect(await server.rows(sql`SELECT token_hash FROM setup_links WHERE user_id IN (SELECT id FROM users WHERE ${ours()})`)).toEqual([]);
  });

  it("set the password once when the same link is sent twice at once", async () => {
    await start();
    const { restaurant } = await seedRestaurant(server.ctx);
    const token = await invite(restaurant, mail("chef"));
    const [a, b] = await Promise.all([setUp(token, "first long passphrase"), setUp(token, "second long passphrase")]);
    expect([a.status, b.status].sort()).toEqual([200, 404]);
    const winner = a.status === 200 ? "first long passphrase" : "second long passphrase";
    const loser = a.status === 200 ? "second long passphrase" : "first long passphrase";
    expect((await signIn(mail("chef"), loser)).status).toBe(401);
    expect((await signIn(mail("chef"), winner)).status).toBe(200);
    expect((await sessionRows()).length).toBe(2);
  });

  it("refuse a code that is not a link's", async () => {
    await start();
    const res = await setUp("A".repeat(43));
    expect(res.status).toBe(404);
    expect(codeOf(await setUp("not-a-token"))).toBe("invalid_request");
  });
});

describe("sign-in", () => {
  it("answers the session view with memberships and a CSRF token, and a new session id each time", async () => {
    await start();
    const { restaurant } = await seedRestaurant(server.ctx);
    const other = (await seedRestaurant(server.ctx)).restaurant;
    const fromSetup = await enroll(restaurant, mail("chef"));
    expect((await setUp(await invite(other, mail("chef"), "staff"))).status).toBe(200);

    const first = await signIn(`  Chef@${domain.toUpperCase()} `);
    const view = SessionViewSchema.parse(first.json.data);
    expect(view.user.email).toBe(mail("chef"));
    expect(view.memberships.map((m) => [m.restaurant.slug, m.role]).sort()).toEqual(
      [
        [restaurant.slug, "owner"],
        [other.slug, "staff"],
      ].sort(),
    );
    const second = tabOf(await signIn(mail("chef")));
    const one = tabOf(first);
    expect(new Set([fromSetup.sessionId, one.sessionId, second.sessionId]).size).toBe(3);
    expect(new Set([fromSetup.csrf, one.csrf, second.csrf]).size).toBe(3);
    expect((await sessionRows()).length).toBe(4);
    for (const tab of [fromSetup, one, second]) expect((await get(tab, "/session")).json.data.csrfToken).toBe(tab.csrf);
  });

  it("answers a wrong password, an unknown address and an account without password alike", async () => {
    await start();
    const { restaurant } = await seedRestaurant(server.ctx);
    await enroll(restaurant, mail("chef"));
    await invite(restaurant, mail("invited"));
    const wrong = await signIn(mail("chef"), "not the password at all");
    const unknown = await signIn(mail("nobody"));
    const invited = await signIn(mail("invited"));
    for (const res of [wrong, unknown, invited]) {
      expect(res.status).toBe(401);
      expect(res.text).toBe(wrong.text);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    expect(wrong.json.error.code).toBe("invalid_credentials");
    expectOwnerConforms("signIn", wrong);
  });

  it("locks an account after COUVERT_SIGN_IN_FAILURES wrong passwords, even for the right one and another client, until the window passes", async () => {
    await start();
    const { restaurant } = await seedRestaurant(server.ctx);
    await enroll(restaurant, mail("chef"));
    expect(server.ctx.config.limits.signInFailuresPerAccount).toBe(5);
    for (let i = 0; i < 5; i++) expect((await signIn(mail("chef"), `wrong password ${i}`)).status).toBe(401);

    const locked = await signIn(mail("chef"));
    expect(locked.status).toBe(429);
    expect(codeOf(locked)).toBe("rate_limit_exceeded");
    expect(locked.headers.get("retry-after")).toBe("900");
    expect(locked.headers.getSetCookie()).toEqual([]);
    expect((await signIn(mail("chef"), PASSWORD, { "x-forwarded-for": "203.0.113.7" })).status).toBe(429);
    // Another address is not locked with it.
    expect((await signIn(mail("nobody"), "some wrong password")).status).toBe(401);

    server.clock.advance(10 * MINUTE);
    expect((await signIn(mail("chef"))).headers.get("retry-after")).toBe("300");
    server.clock.advance(5 * MINUTE);
    expect((await signIn(mail("chef"))).status).toBe(200);
  });

  it("caps sign-ins of any outcome per account at COUVERT_SIGN_INS in the window: each costs a password hash", async () => {
    await start();
    const { restaurant } = await seedRestaurant(server.ctx);
    await enroll(restaurant, mail("chef"));
    await enroll(restaurant, mail("other"));
    expect(server.ctx.config.limits.signInsPerAccount).toBe(10);
    // Choosing the password from the link was the first of the ten.
    for (let i = 1; i < 10; i++) expect((await signIn(mail("chef"))).status).toBe(200);
    const capped = await signIn(mail("chef"));
    expect(capped.status).toBe(429);
    expect(codeOf(capped)).toBe("rate_limit_exceeded");
    expect(capped.headers.get("retry-after")).toBe("900");
    expect(capped.headers.getSetCookie()).toEqual([]);
    expect((await signIn(mail("other"))).status).toBe(200);

    server.clock.advance(15 * MINUTE);
    expect((await signIn(mail("chef"))).status).toBe(200);
  });

  it("counts wrong attempts sent at once: no more than the limit get past", async () => {
    await start();
    const { restaurant } = await seedRestaurant(server.ctx);
    await enroll(restaurant, mail("chef"));
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => signIn(mail("chef"), `wrong password ${i}`)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(5).fill(429)]);
    expect((await signIn(mail("chef"))).status).toBe(429);
  });

  it("refuses a sign-in from another site's page or without Origin", async () => {
    await start();
    const { restaurant } = await seedRestaurant(server.ctx);
    await enroll(restaurant, mail("chef"));
    for (const origin of [undefined, "https://evil.example", "null"]) {
      const res = await server.request("/owner/api/session", {
        body: { email: mail("chef"), password: PASSWORD },
        headers: origin ? { origin, ...fromClient() } : fromClient(),
      });
      expect(res.status, origin).toBe(403);
      expect(codeOf(res)).toBe("csrf_rejected");
      expect(res.headers.getSetCookie()).toEqual([]);
    }
  });

  it("sets a Secure __Host- cookie over HTTPS behind a trusted proxy", async () => {
    await start();
    const { restaurant } = await seedRestaurant(server.ctx);
    const token = await invite(restaurant, mail("chef"));
    const res = await post(
      "/setup",
      { token, password: PASSWORD },
      { "x-forwarded-proto": "https", origin: server.url.replace("http:", "https:") },
    );
    expect(res.status).toBe(200);
    const attributes = res.headers
      .getSetCookie()[0]!
      .split(";")
      .map((a) => a.trim());
    expect(attributes[0]).toMatch(/^__Host-couvert_session=/);
    expect(attributes).toEqual(expect.arrayContaining(["Secure", "HttpOnly", "SameSite=Lax", "Path=/"]));
    expect(attributes.some((a) => /^domain=/i.test(a))).toBe(false);
  });
});

describe("sign-in, on a server of its own (other per-client limits, or the production password cost)", () => {
  it("caps sign-ins of any outcome per client at COUVERT_SIGN_INS_PER_IP", async () => {
    await start({ env: { COUVERT_SIGN_INS_PER_IP: "6", TRUST_PROXY: "loopback" } });
    const { restaurant } = await seedRestaurant(server.ctx);
    // Two of the six: each password chosen from a link counts as a sign-in.
    for (const name of ["a", "b"]) await enroll(restaurant, mail(name));
    for (let i = 0; i < 4; i++) expect((await signIn(mail("ab"[i % 2]!))).status).toBe(200);
    expect((await signIn(mail("a"))).status).toBe(429);
    expect((await signIn(mail("a"), PASSWORD, { "x-forwarded-for": "203.0.113.7" })).status).toBe(200);
  });

  it("locks a client after signInFailuresPerIp wrong sign-ins on any addresses, and only that client", async () => {
    await start({ env: { TRUST_PROXY: "loopback" }, limits: { signInFailuresPerIp: 3 } });
    const { restaurant } = await seedRestaurant(server.ctx);
    await enroll(restaurant, mail("chef"));
    const from = (ip: string) => ({ "x-forwarded-for": ip });
    for (const email of [mail("a"), mail("b"), mail("c")]) {
      expect((await signIn(email, PASSWORD, from("198.51.100.1"))).status).toBe(401);
    }
    const locked = await signIn(mail("chef"), PASSWORD, from("198.51.100.1"));
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);

    expect((await signIn(mail("chef"), PASSWORD, from("198.51.100.2"))).status).toBe(200);
    server.clock.advance(15 * MINUTE);
    expect((await signIn(mail("chef"), PASSWORD, from("198.51.100.1"))).status).toBe(200);
  });

  it("re-hashes a password stored with older scrypt parameters at the next sign-in", async () => {
    await start({ productionPasswordCost: true });
    const { restaurant } = await seedRestaurant(server.ctx);
    await enroll(restaurant, mail("chef"));
    const salt = randomBytes(16);
    const old = scryptSync(PASSWORD, salt, 32, { N: 2 ** 14, r: 8, p: 1 });
    const oldHash = ["scrypt", 2 ** 14, 8, 1, salt.toString("base64url"), old.toString("base64url")].join("$");
    await server.rows(sql`UPDATE users SET password_hash = ${oldHash}`);

    expect((await signIn(mail("chef"), "not the password at all")).status).toBe(401);
    expect((await server.rows<{ password_hash: string }>(sql`SELECT password_hash FROM users`))[0]!.password_hash).toBe(oldHash);
    expect((await signIn(mail("chef"))).status).toBe(200);
    const rehashed = (await server.rows<{ password_hash: string }>(sql`SELECT password_hash FROM users`))[0]!.password_hash;
    expect(rehashed).toMatch(/^scrypt\$65536\$8\$2\$/);
    expect((await signIn(mail("chef"))).status).toBe(200);
  });
});

describe("sessions", () => {
  it("are needed: no cookie, an unknown one or a malformed one answer 401 sign_in_required", async () => {
    await start();
    for (const cookie of [null, `couvert_session=${"A".repeat(43)}`, "couvert_session=nonsense"]) {
      const res = await get(cookie ? { cookie, sessionId: "", csrf: "" } : null, "/session");
      expect(res.status, String(cookie)).toBe(401);
      expect(codeOf(res)).toBe("sign_in_required");
    }
  });

  it("end after 12 idle hours, and are deleted then", async () => {
    await start();
    const { restaurant } = await seedRestaurant(server.ctx);
    const tab = await enroll(restaurant, mail("chef"));
    server.clock.advance(12 * HOUR - MINUTE);
    expect((await get(tab, "/session")).status).toBe(200);
    server.clock.advance(12 * HOUR);
    const res = await get(tab, "/session");
    expect(res.status).toBe(401);
    expect(codeOf(res)).toBe("sign_in_required");
    // The browser is told to forget the cookie.
    expect(res.headers.getSetCookie()[0]).toMatch(/^couvert_session=;.*Expires=Thu, 01 Jan 1970/);
    expect(await sessionRows()).toEqual([]);
    server.clock.advance(-12 * HOUR);
    expect((await get(tab, "/session")).status).toBe(401);
  });

  it("stay alive while used within 12 hours", async () => {
    await start();
    const { restaurant } = await seedRestaurant(server.ctx);
    const tab = await enroll(restaurant, mail("chef"));
    for (let i = 0; i < 3; i++) {
      server.clock.advance(11 * HOUR);
      expect((await get(tab, "/session")).status).toBe(200);
    }
    server.clock.advance(12 * HOUR);
    expect((await get(tab, "/session")).status).toBe(401);
  });

  it("sign-out ends that session only; end-all ends every session of the person and no one else's", async () => {
    await start();
    const { restaurant } = await seedRestaurant(server.ctx);
    const first = await enroll(restaurant, mail("chef"));
    const second = tabOf(await signIn(mail("chef")));
    const third = tabOf(await signIn(mail("chef")));
    const colleague = await enroll(restaurant, mail("sous"), "staff");

    const out = await write(first, "/session/end");
    expect(out.status).toBe(200);
    expectOwnerConforms("signOut", out);
    expect(out.headers.getSetCookie()[0]).toMatch(/^couvert_session=;/);
    expect((await get(first, "/session")).status).toBe(401);
    expect((await get(second, "/session")).status).toBe(200);

    const all = await write(second, "/session/end-all");
    expect(all.status).toBe(200);
    expect(all.json.data).toEqual({ signedOut: 2 });
    expectOwnerConforms("signOutEverywhere", all);
    for (const tab of [first, second, third]) expect((await get(tab, "/session")).status).toBe(401);
    expect((await get(colleague, "/session")).status).toBe(200);
    expect((await sessionRows()).length).toBe(1);
  });

  it("sign-out needs the CSRF token: a cross-site POST cannot end a session", async () => {
    await start();
    const { restaurant } = await seedRestaurant(server.ctx);
    const tab = await enroll(restaurant, mail("chef"));
    expect(codeOf(await write(tab, "/session/end", undefined, { "x-csrf-token": "" }))).toBe("csrf_rejected");
    expect(codeOf(await write(tab, "/session/end-all", undefined, { origin: "https://evil.example" }))).toBe("csrf_rejected");
    expect((await get(tab, "/session")).status).toBe(200);
  });
});

describe("same origin and CSRF token on writes", () => {
  it("refuses a write without Origin, from another Origin, without or with a wrong token, and changes nothing", async () => {
    await start();
    const { restaurant, key } = await seedRestaurant(server.ctx);
    const { reservation_number: number } = await book(server, key);
    const tab = await enroll(restaurant, mail("chef"));
    const other = tabOf(await signIn(mail("chef")));
    const base = `/restaurants/${restaurant.slug}`;

    const refusals: Record<string, string>[] = [
      { origin: "" },
      { origin: "https://evil.example" },
      { origin: server.url.replace("127.0.0.1", "localhost") },
      { "x-csrf-token": "" },
      { "x-csrf-token": "wrong" },
      { "x-csrf-token": other.csrf },
      { "x-csrf-token": tab.csrf.slice(0, -1) + (tab.csrf.endsWith("A") ? "B" : "A") },
    ];
    for (const headers of refusals) {
      // An empty value stands for a header left out.
      const sent = { cookie: tab.cookie, origin: server.url, "x-csrf-token": tab.csrf, ...fromClient(), ...headers };
      const without = Object.fromEntries(Object.entries(sent).filter(([, v]) => v !== ""));
      const move = await server.request(`/owner/api${base}/reservations/${number}/status`, {
        body: { status: "confirmed" },
        headers: without,
      });
      expect(move.status, JSON.stringify(headers)).toBe(403);
      expect(codeOf(move)).toBe("csrf_rejected");
      const team = await server.request(`/owner/api${base}/team`, {
        body: { email: mail("new"), role: "staff" },
        headers: without,
      });
      expect(codeOf(team), JSON.stringify(headers)).toBe("csrf_rejected");
    }
    expect((await server.ctx.services.owner.show(restaurant, number)).status).toBe("pending");
    expect((await server.ctx.services.accounts.members(restaurant)).map((m) => m.email)).toEqual([mail("chef")]);

    const moved = await write(tab, `${base}/reservations/${number}/status`, { status: "confirmed" });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    expect(moved.json.data.reservation.status).toBe("confirmed");
    const invited = await write(tab, `${base}/team`, { email: mail("new"), role: "staff" });
    expect(invited.status).toBe(200);
    expect(invited.json.data.invitation).toMatchObject({ email: mail("new"), role: "staff" });
    expectOwnerConforms("invite", invited);
    const team = await get(tab, `${base}/team`);
    expect(team.status).toBe(200);
    expectOwnerConforms("team", team);
    tokenOf(invited.json.data.invitation.setupUrl);
  });

  it("checks the session before the body: no session is 401 even with a bad Origin", async () => {
    await start();
    const { restaurant } = await seedRestaurant(server.ctx);
    const res = await server.request(`/owner/api/restaurants/${restaurant.slug}/team`, {
      body: { email: mail("new"), role: "owner" },
      headers: { origin: "https://evil.example", ...fromClient() },
    });
    expect(codeOf(res)).toBe("sign_in_required");
    expect(await server.ctx.services.accounts.members(restaurant)).toEqual([]);
  });
});

describe("roles and restaurants", () => {
  it("staff reach the reservations but not the team", async () => {
    await start();
    const { restaurant, key } = await seedRestaurant(server.ctx);
    const { reservation_number: number } = await book(server, key);
    await enroll(restaurant, mail("chef"));
    const staff = await enroll(restaurant, mail("waiter"), "staff");
    const base = `/restaurants/${restaurant.slug}`;

    for (const [name, res] of [
      ["team", await get(staff, `${base}/team`)],
      ["invite", await write(staff, `${base}/team`, { email: mail("friend"), role: "owner" })],
      ["removeMember", await write(staff, `${base}/team/remove`, { email: mail("chef") })],
    ] as const) {
      expect(res.status).toBe(403);
      expect(codeOf(res)).toBe("forbidden");
      expectOwnerConforms(name, res);
    }
    expect((await server.ctx.services.accounts.members(restaurant)).map((m) => [m.email, m.role])).toEqual([
      [mail("chef"), "owner"],
      [mail("waiter"), "staff"],
    ]);

    const shown = await get(staff, `${base}/reservations/${number}`);
    expect(shown.status).toBe(200);
    expect(shown.json.data.reservation.reservation_number).toBe(number);
    expect((await get(staff, `${base}/requests`)).status).toBe(200);
    const moved = await write(staff, `${base}/reservations/${number}/status`, { status: "confirmed" });
    expect(moved.status).toBe(200);
    expect((await server.ctx.services.owner.show(restaurant, number)).status).toBe("confirmed");
  });

  it("a person of one restaurant reaches nothing of another, which answers like one that does not exist", async () => {
    await start();
    const a = (await seedRestaurant(server.ctx)).restaurant;
    const b = await seedRestaurant(server.ctx);
    const { reservation_number: number } = await book(server, b.key);
    const owner = await enroll(a, mail("chef-a"));
    await enroll(b.restaurant, mail("chef-b"));
    const base = `/restaurants/${b.restaurant.slug}`;

    const refused = [
      await get(owner, `${base}/team`),
      await get(owner, `${base}/requests`),
      await get(owner, `${base}/reservations/${number}`),
      await write(owner, `${base}/reservations/${number}/status`, { status: "confirmed" }),
      await write(owner, `${base}/team`, { email: mail("chef-a"), role: "owner" }),
      await write(owner, `${base}/team/remove`, { email: mail("chef-b") }),
    ];
    for (const res of refused) {
      expect(res.status).toBe(403);
      expect(codeOf(res)).toBe("forbidden");
    }
    const missing = await get(owner, "/restaurants/no-such-place/team");
    expect(missing.text).toBe(refused[0]!.text);
    expect((await server.ctx.services.owner.show(b.restaurant, number)).status).toBe("pending");
    expect((await server.ctx.services.accounts.members(b.restaurant)).map((m) => m.email)).toEqual([mail("chef-b")]);
  });

  it("refuses to remove or demote the last owner", async () => {
    await start();
    const { restaurant } = await seedRestaurant(server.ctx);
    const owner = await enroll(restaurant, mail("chef"));
    const base = `/restaurants/${restaurant.slug}`;
    const removed = await write(owner, `${base}/team/remove`, { email: mail("chef") });
    expect(removed.status).toBe(400);
    expect(codeOf(removed)).toBe("invalid_request");
    expect(removed.json.error.message).toMatch(/last owner/);
    expect(codeOf(await write(owner, `${base}/team`, { email: mail("chef"), role: "staff" }))).toBe("invalid_request");
    expect((await server.ctx.services.accounts.members(restaurant)).map((m) => m.role)).toEqual(["owner"]);
    expect((await get(owner, `${base}/team`)).status).toBe(200);

    // With a second owner, the first may go.
    await enroll(restaurant, mail("partner"));
    expect((await write(owner, `${base}/team/remove`, { email: mail("chef") })).json.data.members).toEqual([
      expect.objectContaining({ email: mail("partner"), role: "owner", active: true }),
    ]);
  });

  it("two owners removing each other at once leave one owner", async () => {
    await start();
    const { restaurant } = await seedRestaurant(server.ctx);
    const anna = await enroll(restaurant, mail("anna"));
    const ben = await enroll(restaurant, mail("ben"));
    const base = `/restaurants/${restaurant.slug}`;
    const answers = await Promise.all([
      write(anna, `${base}/team/remove`, { email: mail("ben") }),
      write(ben, `${base}/team/remove`, { email: mail("anna") }),
    ]);
    // The loser is refused as the last owner, or, if it came second, as someone gone (403, or 401 with the account).
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    expect([400, 401, 403]).toContain(statuses[1]);
    expect((await server.ctx.services.accounts.members(restaurant)).filter((m) => m.role === "owner")).toHaveLength(1);
  });

  it("a removed person's session no longer reaches the restaurant", async () => {
    await start();
    const a = (await seedRestaurant(server.ctx)).restaurant;
    const b = (await seedRestaurant(server.ctx)).restaurant;
    const owner = await enroll(a, mail("chef"));
    const both = await enroll(a, mail("both"), "staff");
    expect((await setUp(await invite(b, mail("both"), "staff"))).status).toBe(200);
    const onlyA = await enroll(a, mail("only"), "staff");
    for (const tab of [both, onlyA]) expect((await get(tab, `/restaurants/${a.slug}/requests`)).status).toBe(200);

    for (const email of [mail("both"), mail("only")]) {
      expect((await write(owner, `/restaurants/${a.slug}/team/remove`, { email })).status).toBe(200);
    }
    expect(codeOf(await get(both, `/restaurants/${a.slug}/requests`))).toBe("forbidden");
    expect((await get(both, `/restaurants/${b.slug}/requests`)).status).toBe(200);
    expect((await get(both, "/session")).json.data.memberships.map((m: { restaurant: { slug: string } }) => m.restaurant.slug)).toEqual([
      b.slug,
    ]);
    // The account went with its last restaurant, and its sessions with it.
    expect(codeOf(await get(onlyA, `/restaurants/${a.slug}/requests`))).toBe("sign_in_required");
    expect(await server.rows(sql`SELECT id FROM users WHERE email = ${mail("only")}`)).toEqual([]);
    expect((await signIn(mail("only"))).status).toBe(401);
  });

  it("an owner who set an address's password through their own link never gets another restaurant's access to it", async () => {
    await start();
    const a = (await seedRestaurant(server.ctx)).restaurant;
    const b = (await seedRestaurant(server.ctx)).restaurant;
    const ownerOfA = await enroll(a, mail("chef"));
    const ownerOfB = await enroll(b, mail("boss"));
    // The red team's sequence: A invites an address with no account and uses the link itself.
    const fromA = await write(ownerOfA, `/restaurants/${a.slug}/team`, { email: mail("host"), role: "staff" });
    const squatter = tabOf(await setUp(tokenOf(fromA.json.data.invitation.setupUrl), "the squatter's passphrase"));

    const fromB = await write(ownerOfB, `/restaurants/${b.slug}/team`, { email: mail("host"), role: "owner" });
    expect(fromB.status).toBe(200);
    for (const tab of [squatter, tabOf(await signIn(mail("host"), "the squatter's passphrase"))]) {
      expect(codeOf(await get(tab, `/restaurants/${b.slug}/requests`))).toBe("forbidden");
      expect((await get(tab, "/session")).json.data.memberships.map((m: { restaurant: { slug: string } }) => m.restaurant.slug)).toEqual([
        a.slug,
      ]);
    }
    // B's link, handed to the real person, cannot reset the squatter's password either.
    const bLink = tokenOf(fromB.json.data.invitation.setupUrl);
    const reset = await setUp(bLink, "the real person's passphrase");
    expect(reset.status).toBe(401);
    expect(codeOf(reset)).toBe("invalid_credentials");
    expect((await signIn(mail("host"), "the real person's passphrase")).status).toBe(401);
    expect((await get(ownerOfB, `/restaurants/${b.slug}/team`)).json.data.members).toContainEqual(
      expect.objectContaining({ email: mail("host"), active: false }),
    );
  });

  it("a link kept unused, or one from a restaurant that is not the account's first, never sets the password", async () => {
    await start();
    const a = (await seedRestaurant(server.ctx)).restaurant;
    const b = (await seedRestaurant(server.ctx)).restaurant;
    const kept = await invite(a, mail("host"), "staff");
    const fromB = await invite(b, mail("host"), "owner");
    // The person takes up B's invitation; A's link, still unused, now needs their password.
    tabOf(await setUp(fromB));
    expect(codeOf(await setUp(kept, "the squatter's passphrase"))).toBe("invalid_credentials");
    expect((await signIn(mail("host"), "the squatter's passphrase")).status).toBe(401);
    const both = tabOf(await setUp(kept));
    expect(
      (await get(both, "/session")).json.data.memberships.map((m: { restaurant: { slug: string } }) => m.restaurant.slug).sort(),
    ).toEqual([a.slug, b.slug].sort());

    // Invited by the operator at B and not signed up yet: A's link may not choose the password.
    const operator = await server.ctx.services.accounts.invite(b, { email: mail("new"), role: "staff" }, "operator");
    const fromA = await invite(a, mail("new"), "staff");
    expect(codeOf(await setUp(fromA, "the squatter's passphrase"))).toBe("invalid_credentials");
    expect(await server.rows(sql`SELECT email FROM users WHERE password_hash IS NOT NULL AND email = ${mail("new")}`)).toEqual([]);
    tabOf(await setUp(tokenOf(operator.setupUrl)));
    const later = tabOf(await setUp(fromA));
    expect((await get(later, `/restaurants/${a.slug}/requests`)).status).toBe(200);
  });

  it("inviting an address answers alike whether or not it has an account elsewhere", async () => {
    await start();
    const a = (await seedRestaurant(server.ctx)).restaurant;
    const b = (await seedRestaurant(server.ctx)).restaurant;
    await enroll(a, mail("known"), "staff");
    const owner = await enroll(b, mail("boss"));
    const answers = [];
    for (const email of [mail("known"), mail("unknown")]) {
      const res = await write(owner, `/restaurants/${b.slug}/team`, { email, role: "staff" });
      expect(res.status).toBe(200);
      const { setupUrl, expiresAt, ...rest } = res.json.data.invitation;
      tokenOf(setupUrl);
      answers.push({ ...rest, email: "…", expiresAt, keys: Object.keys(res.json.data.invitation) });
    }
    expect(answers[0]).toEqual(answers[1]);
    const members = (await get(owner, `/restaurants/${b.slug}/team`)).json.data.members.filter(
      (m: { email: string }) => m.email !== mail("boss"),
    );
    expect(members.map(({ email: _, userId: __, ...rest }: Record<string, unknown>) => rest)).toEqual([
      { role: "staff", active: false },
      { role: "staff", active: false },
    ]);
  });

  it("the command line gives access at once to an account without a password; one with a password takes it up with it", async () => {
    await start();
    const a = (await seedRestaurant(server.ctx)).restaurant;
    const b = (await seedRestaurant(server.ctx)).restaurant;
    const { accounts } = server.ctx.services;
    const fresh = await accounts.invite(a, { email: mail("new"), role: "staff" }, "operator");
    expect((await get(tabOf(await setUp(tokenOf(fresh.setupUrl))), `/restaurants/${a.slug}/requests`)).status).toBe(200);

    // The red team's sequence through the command line: A signs the address up with its own link.
    const squatter = await enroll(a, mail("host"), "staff");
    const fromHost = await accounts.invite(b, { email: mail("host"), role: "owner" }, "operator");
    expect(codeOf(await get(squatter, `/restaurants/${b.slug}/requests`))).toBe("forbidden");
    expect(codeOf(await get(tabOf(await signIn(mail("host"))), `/restaurants/${b.slug}/requests`))).toBe("forbidden");
    expect(codeOf(await setUp(tokenOf(fromHost.setupUrl), "the real person's passphrase"))).toBe("invalid_credentials");

    // The host takes the password off the address and invites it again: the real person sets one.
    await accounts.resetPassword(mail("host"));
    expect(codeOf(await get(squatter, "/session"))).toBe("sign_in_required");
    const again = await accounts.invite(b, { email: mail("host"), role: "owner" }, "operator");
    const real = tabOf(await setUp(tokenOf(again.setupUrl), "the real person's passphrase"));
    expect((await get(real, `/restaurants/${b.slug}/requests`)).status).toBe(200);
    expect((await signIn(mail("host"))).status).toBe(401);
  });

  it("an invitation not yet taken up can be withdrawn, and its link with it", async () => {
    await start();
    const a = (await seedRestaurant(server.ctx)).restaurant;
    const b = (await seedRestaurant(server.ctx)).restaurant;
    const owner = await enroll(a, mail("chef"));
    await enroll(b, mail("known"), "staff");
    for (const email of [mail("new"), mail("known")]) {
      const invited = await write(owner, `/restaurants/${a.slug}/team`, { email, role: "owner" });
      const removed = await write(owner, `/restaurants/${a.slug}/team/remove`, { email });
      expect(removed.status, email).toBe(200);
      expect(removed.json.data.members.map((m: { email: string }) => m.email)).toEqual([mail("chef")]);
      expect(codeOf(await setUp(tokenOf(invited.json.data.invitation.setupUrl)))).toBe("not_found");
    }
    expect(await server.rows(sql`SELECT email FROM users WHERE ${ours()} ORDER BY email`)).toEqual([
      { email: mail("chef") },
      { email: mail("known") },
    ]);
  });

  it("a setup link sent again and again hashes no more than a sign-in would, and a weak password answers alike either way", async () => {
    await start();
    const a = (await seedRestaurant(server.ctx)).restaurant;
    const b = (await seedRestaurant(server.ctx)).restaurant;
    await enroll(a, mail("known"), "staff");
    const known = await invite(b, mail("known"), "staff");
    const unknown = await invite(b, mail("unknown"), "staff");
    for (const token of [known, unknown]) {
      const weak = await setUp(token, "x");
      expect(weak.status).toBe(400);
      expect(weak.json.error).toMatchObject({ code: "invalid_request", field: "password" });
    }

    const sent = 30;
    const statuses = (await Promise.all(Array.from({ length: sent }, (_, i) => setUp(known, `a wrong passphrase ${i}`)))).map(
      (r) => r.status,
    );
    const checked = statuses.filter((s) => s !== 429).length;
    expect(checked).toBeLessThanOrEqual(server.ctx.config.limits.signInFailuresPerAccount);
    expect(statuses.filter((s) => s === 429).length).toBe(sent - checked);
  });
});

describe("secrets at rest", () => {
  it("the server as it starts (bootstrap) hashes passwords at OWASP's cost, not the test servers' cheaper one", async () => {
    const database = await createMigratedTestDatabase();
    const ctx = await bootstrap(loadConfig({ COUVERT_DB: database.url, COUVERT_SECRET: "test-secret-0123456789abcdef0123456789abcdef" }), {
      logger: silentLogger,
    });
    try {
      const { restaurant } = await seedRestaurant(ctx);
      await ctx.services.accounts.invite(restaurant, { email: "chef@bistro.example", role: "owner" });
      await ctx.services.accounts.setPassword("chef@bistro.example", PASSWORD);
      const [chef] = (await sql<{ password_hash: string }>`SELECT password_hash FROM users`.execute(ctx.store.db.kysely)).rows;
      expect(chef!.password_hash).toMatch(/^scrypt\$65536\$8\$2\$/);
      expect(PASSWORD_COST).toEqual({ N: 2 ** 16, r: 8, p: 2 });
      expect(TEST_PASSWORD_COST).not.toEqual(PASSWORD_COST);
    } finally {
      await ctx.store.close();
      await database.drop();
    }
  });

  it("no table holds a password, a session id, a setup code, or a failed sign-in's address or IP in clear", async () => {
    await start({ productionPasswordCost: true });
    const { restaurant } = await seedRestaurant(server.ctx);
    const setUpTab = await enroll(restaurant, mail("chef"));
    const signedIn = tabOf(await signIn(mail("chef")));
    const pendingToken = await invite(restaurant, mail("waiter"), "staff");
    expect((await signIn(mail("chef"), "a wrong password here")).status).toBe(401);
    expect((await signIn(mail("ghost"), "a wrong password here")).status).toBe(401);

    const tables = {
      users: await server.rows(sql`SELECT * FROM users`),
      memberships: await server.rows(sql`SELECT * FROM memberships`),
      sessions: await server.rows(sql`SELECT * FROM sessions`),
      setup_links: await server.rows(sql`SELECT * FROM setup_links`),
      sign_in_failures: await server.rows(sql`SELECT * FROM sign_in_failures`),
    };
    expect(tables.sessions).toHaveLength(2);
    expect(tables.setup_links).toHaveLength(1);
    // Two failures, and the setup's and the right password's attempts, which count towards the cap on attempts.
    expect(tables.sign_in_failures).toHaveLength(4);
    const stored = JSON.stringify(tables);
    for (const secret of [PASSWORD, setUpTab.sessionId, signedIn.sessionId, setUpTab.csrf, signedIn.csrf, pendingToken]) {
      expect(stored).not.toContain(secret);
    }
    const chef = tables.users.find((u) => u.email === mail("chef"))!;
    expect(chef.password_hash).toMatch(/^scrypt\$65536\$8\$2\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);

    const failures = JSON.stringify(tables.sign_in_failures);
    for (const clear of [mail("chef"), mail("ghost"), "chef", "ghost", "127.0.0.1"]) expect(failures).not.toContain(clear);
  });
});
