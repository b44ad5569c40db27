import { consoleUrl } from "../../../core/owner/console-address.ts";
import { ROLES, type Role } from "../../../core/accounts/roles.ts";
import { AccountEmailSchema } from "../../../core/accounts/schemas.ts";
import { CliError, requireString, table, type CliCommand } from "../command.ts";
import { RESTAURANT_OPTION, parseOrFail, restaurantFrom } from "../lookup.ts";

/** Owner-console accounts (README "Owner console", docs/api.md §16.1). */
export const userCommands: CliCommand[] = [
  {
    path: ["user", "invite"],
    usage: "couvert user invite --restaurant SLUG --email EMAIL [--role owner|staff] [--json]",
    summary: "give a person a role (owner by default) and print their one-time setup link, valid 24 hours",
    options: { ...RESTAURANT_OPTION, email: { type: "string" }, role: { type: "string" } },
    async run(input, ctx) {
      const restaurant = await restaurantFrom(ctx, input);
      const email = parseOrFail(AccountEmailSchema, requireString(input, "email"), "--email");
      const role = parseRole(typeof input.values.role === "string" ? input.values.role : "owner");
      const invitation = await ctx.services.accounts.invite(restaurant, { email, role }, "operator");
      const what = `${invitation.email} is ${role} at ${restaurant.name}.`;
      return {
        json: { invitation },
        text: invitation.setupUrl
          ? `${what}\nSetup link (send it to them; it works once, until ${invitation.expiresAt}):\n${invitation.setupUrl}`
          : `${what} They have a password already and sign in at ${consoleUrl(ctx.config.publicUrl)}`,
        ...(ctx.config.publicUrlSet ? {} : { warning: guessedAddress(ctx.config.publicUrl) }),
      };
    },
  },
  {
    path: ["user", "list"],
    usage: "couvert user list --restaurant SLUG [--json]",
    summary: "who works at the restaurant, with their role",
    options: RESTAURANT_OPTION,
    async run(input, ctx) {
      const restaurant = await restaurantFrom(ctx, input);
      const members = await ctx.services.accounts.members(restaurant);
      const rows = members.map((m) => ({ email: m.email, role: m.role, status: m.active ? "active" : "invited" }));
      return { json: { members }, text: table(rows, ["email", "role", "status"]) };
    },
  },
  {
    path: ["user", "reset"],
    usage: "couvert user reset --email EMAIL [--json]",
    summary: "take the password off an account someone else signed up, and sign it out everywhere; invite it again for a link",
    options: { email: { type: "string" } },
    async run(input, ctx) {
      const email = parseOrFail(AccountEmailSchema, requireString(input, "email"), "--email");
      await ctx.services.accounts.resetPassword(email);
      return {
        json: { reset: email },
        text: `${email} has no password and no session now. Invite them again: the link lets them choose a password.`,
      };
    },
  },
  {
    path: ["user", "remove"],
    usage: "couvert user remove --restaurant SLUG --email EMAIL [--json]",
    summary: "take a person off the restaurant, or withdraw their invitation; their account goes with its last restaurant",
    options: { ...RESTAURANT_OPTION, email: { type: "string" } },
    async run(input, ctx) {
      const restaurant = await restaurantFrom(ctx, input);
      const email = parseOrFail(AccountEmailSchema, requireString(input, "email"), "--email");
      await ctx.services.accounts.remove(restaurant, email);
      return { json: { removed: email }, text: `${email} no longer works at ${restaurant.name}.` };
    },
  },
];

function parseRole(raw: string): Role {
  if (!(ROLES as readonly string[]).includes(raw)) throw new CliError(`--role "${raw}" is not a role; choose ${ROLES.join(" or ")}`);
  return raw as Role;
}

/** The link's address is a guess from this command's HOST and PORT, which need not be the server's. */
const guessedAddress = (publicUrl: string): string =>
  `COUVERT_PUBLIC_URL is not set, so the link assumes the server answers at ${publicUrl}. ` +
  "Set COUVERT_PUBLIC_URL to the address people open (the server's own setting) and run this again.";
