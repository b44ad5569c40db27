import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cliContext } from "../../testing/cli-context.ts";

const NOW = "2026-06-10T18:00:00Z";
const R = ["--restaurant", "b"];
const PUBLIC_URL = "https://couvert.bistro.example";
const LINK = /^https:\/\/couvert\.bistro\.example\/owner\/#setup=([A-Za-z0-9_-]{43})$/;

let t: Awaited<ReturnType<typeof cliContext>>;
beforeEach(async () => {
  t = await cliContext(NOW, { COUVERT_PUBLIC_URL: PUBLIC_URL });
  await t.json("restaurant", "create", "--name", "Bistro", "--slug", "b", "--timezone", "Europe/Berlin");
});
afterEach(async () => {
  await t.dispose();
});

/** The link's code, after checking the whole link's shape. */
function tokenOf(link: unknown): string {
  expect(link).toMatch(LINK);
  return LINK.exec(link as string)![1]!;
}

describe("user invite", () => {
  it("says so when COUVERT_PUBLIC_URL is unset: the link's address is then only this command's HOST and PORT", async () => {
    const elsewhere = await cliContext(NOW, { PORT: "3000" });
    try {
      await elsewhere.json("restaurant", "create", "--name", "Bistro", "--slug", "b", "--timezone", "Europe/Berlin");
      for (const json of [[], ["--json"]]) {
        const result = await elsewhere.cli("user", "invite", ...R, "--email", "chef@bistro.example", ...json);
        expect(result.exitCode).toBe(0);
        expect(result.stdout).toContain("http://127.0.0.1:3000/owner/#setup=");
        expect(result.stderr).toBe(
          "couvert user invite: COUVERT_PUBLIC_URL is not set, so the link assumes the server answers at http://127.0.0.1:3000. " +
            "Set COUVERT_PUBLIC_URL to the address people open (the server's own setting) and run this again.\n",
        );
      }
    } finally {
      await elsewhere.dispose();
    }
  });

  it("prints a one-time setup link, valid 24 hours, that opens the setup for that address", async () => {
    const result = await t.cli("user", "invite", ...R, "--email", "  Chef@Bistro.Example ");
    expect(result).toMatchObject({ exitCode: 0, stderr: "" });
    const lines = result.stdout.trimEnd().split("\n");
    expect(lines).toEqual([
      "chef@bistro.example is owner at Bistro.",
      "Setup link (send it to them; it works once, until 2026-06-11T18:00:00Z):",
      expect.stringMatching(LINK),
    ]);
    const token = tokenOf(lines[2]);
    expect(await t.ctx.services.accounts.checkSetupLink(token)).toEqual({ email: "chef@bistro.example", restaurants: ["Bistro"] });
  });

  it("--json prints exactly the invitation; a new invitation replaces the link, and none is made once a password is set", async () => {
    const first = await t.json("user", "invite", ...R, "--email", "waiter@bistro.example", "--role", "staff");
    expect(Object.keys(first)).toEqual(["invitation"]);
    expect(first.invitation).toEqual({
      email: "waiter@bistro.example",
      role: "staff",
      setupUrl: expect.stringMatching(LINK),
      expiresAt: "2026-06-11T18:00:00Z",
      emailed: false,
    });

    t.clock.advance(60 * 60_000);
    const second = (await t.json("user", "invite", ...R, "--email", "waiter@bistro.example", "--role", "staff")).invitation;
    expect(second).toMatchObject({ expiresAt: "2026-06-11T19:00:00Z" });
    await expect(t.ctx.services.accounts.checkSetupLink(tokenOf(first.invitation.setupUrl))).rejects.toMatchObject({ code: "not_found" });
    await t.ctx.services.accounts.completeSetup(tokenOf(second.setupUrl), "correct horse battery staple", "127.0.0.1");

    const third = await t.cli("user", "invite", ...R, "--email", "waiter@bistro.example", "--role", "staff");
    expect(third.stdout).toBe(
      "waiter@bistro.example is staff at Bistro. They have a password already and sign in at https://couvert.bistro.example/owner/\n",
    );
    expect((await t.json("user", "invite", ...R, "--email", "waiter@bistro.example", "--role", "staff")).invitation).toEqual({
      email: "waiter@bistro.example",
      role: "staff",
      setupUrl: null,
      expiresAt: null,
      emailed: false,
    });
  });

  it("refuses an unknown role, a bad address, a missing restaurant, and demoting the last owner", async () => {
    const role = await t.cli("user", "invite", ...R, "--email", "chef@bistro.example", "--role", "chef");
    expect(role.exitCode).toBe(1);
    expect(role.stdout).toBe("");
    expect(role.stderr).toContain('--role "chef" is not a role; choose owner or staff');
    const email = await t.cli("user", "invite", ...R, "--email", "not-an-address");
    expect(email.exitCode).toBe(1);
    expect(email.stderr).toContain("--email is not valid");
    expect((await t.cli("user", "invite", "--restaurant", "nowhere", "--email", "chef@bistro.example")).exitCode).toBe(1);
    expect((await t.json("user", "list", ...R)).members).toEqual([]);

    await t.json("user", "invite", ...R, "--email", "chef@bistro.example");
    const demoted = await t.cli("user", "invite", ...R, "--email", "chef@bistro.example", "--role", "staff");
    expect(demoted.exitCode).toBe(1);
    expect(demoted.stderr).toContain("last owner");
    expect((await t.json("user", "list", ...R)).members.map((m: { role: string }) => m.role)).toEqual(["owner"]);
  });
});

describe("user list and remove", () => {
  it("lists who works there with role and status, and removes people but never the last owner", async () => {
    expect((await t.cli("user", "list", ...R)).stdout).toBe("(none)\n");
    const chef = (await t.json("user", "invite", ...R, "--email", "chef@bistro.example")).invitation;
    await t.json("user", "invite", ...R, "--email", "waiter@bistro.example", "--role", "staff");
    await t.ctx.services.accounts.completeSetup(tokenOf(chef.setupUrl), "correct horse battery staple", "127.0.0.1");

    expect((await t.cli("user", "list", ...R)).stdout).toBe(
      [
        "email                  role   status",
        "---------------------  -----  -------",
        "chef@bistro.example    owner  active",
        "waiter@bistro.example  staff  invited",
        "",
      ].join("\n"),
    );
    const listed = (await t.json("user", "list", ...R)).members;
    expect(listed).toEqual([
      { userId: expect.any(String), email: "chef@bistro.example", role: "owner", active: true },
      { userId: expect.any(String), email: "waiter@bistro.example", role: "staff", active: false },
    ]);

    const last = await t.cli("user", "remove", ...R, "--email", "chef@bistro.example");
    expect(last.exitCode).toBe(1);
    expect(last.stderr).toBe("couvert user remove: This is the last owner of Bistro; make someone else owner first.\n");

    const removed = await t.cli("user", "remove", ...R, "--email", "Waiter@Bistro.example");
    expect(removed).toEqual({ exitCode: 0, stdout: "waiter@bistro.example no longer works at Bistro.\n", stderr: "" });
    expect((await t.json("user", "list", ...R)).members.map((m: { email: string }) => m.email)).toEqual(["chef@bistro.example"]);
    // The account went with its only restaurant.
    expect(await t.ctx.store.read.users.findByEmail("waiter@bistro.example")).toBeNull();

    const again = await t.cli("user", "remove", ...R, "--email", "waiter@bistro.example", "--json");
    expect(again.exitCode).toBe(1);
    expect(again.stdout).toBe("");
    expect(again.stderr).toContain("waiter@bistro.example does not work at Bistro.");

    const partner = (await t.json("user", "invite", ...R, "--email", "partner@bistro.example")).invitation;
    // An owner who has not set a password yet cannot run anything: the chef is still the last one.
    expect((await t.cli("user", "remove", ...R, "--email", "chef@bistro.example")).exitCode).toBe(1);
    await t.ctx.services.accounts.completeSetup(tokenOf(partner.setupUrl), "a second horse battery", "127.0.0.1");
    expect(await t.json("user", "remove", ...R, "--email", "chef@bistro.example")).toEqual({ removed: "chef@bistro.example" });
    expect((await t.json("user", "list", ...R)).members.map((m: { email: string }) => m.email)).toEqual(["partner@bistro.example"]);
  });

  it("keeps an account that still works at another restaurant", async () => {
    await t.json("restaurant", "create", "--name", "Second", "--slug", "s", "--timezone", "Europe/Berlin");
    await t.json("user", "invite", ...R, "--email", "chef@bistro.example");
    await t.json("user", "invite", ...R, "--email", "both@bistro.example", "--role", "staff");
    await t.json("user", "invite", "--restaurant", "s", "--email", "both@bistro.example", "--role", "staff");
    await t.json("user", "remove", ...R, "--email", "both@bistro.example");
    const account = await t.ctx.store.read.users.findByEmail("both@bistro.example");
    expect(account).not.toBeNull();
    expect((await t.ctx.store.read.users.memberships(account!.id)).map((m) => m.restaurant.slug)).toEqual(["s"]);
  });
});

describe("user reset", () => {
  it("takes the password off an account and its sessions, so a new invitation's link sets one", async () => {
    const first = (await t.json("user", "invite", ...R, "--email", "host@bistro.example", "--role", "staff")).invitation;
    await t.ctx.services.accounts.completeSetup(tokenOf(first.setupUrl), "a squatter's passphrase", "127.0.0.1");

    const reset = await t.cli("user", "reset", "--email", "Host@Bistro.example");
    expect(reset.exitCode).toBe(0);
    expect(reset.stdout).toBe(
      "host@bistro.example has no password and no session now. Invite them again: the link lets them choose a password.\n",
    );
    const read = t.ctx.store.read;
    expect((await read.users.findByEmail("host@bistro.example"))?.passwordHash).toBeNull();
    expect(await t.ctx.store.db.kysely.selectFrom("sessions").select("id_hash").execute()).toEqual([]);

    const again = (await t.json("user", "invite", ...R, "--email", "host@bistro.example", "--role", "staff")).invitation;
    await t.ctx.services.accounts.completeSetup(tokenOf(again.setupUrl), "the real person's passphrase", "127.0.0.1");
    const unknown = await t.cli("user", "reset", "--email", "nobody@bistro.example");
    expect(unknown.exitCode).toBe(1);
    expect(unknown.stderr).toContain("There is no account for nobody@bistro.example.");
  });
});
