import { consoleUrl } from "../../core/owner/console-address.ts";
import { createHmac, randomUUID } from "node:crypto";
import { PASSWORD_PROBLEM_MESSAGES, passwordProblem } from "../../core/accounts/password.ts";
import type { Issuer, Role } from "../../core/accounts/roles.ts";
import { normalizeEmail, type SessionView, type SetupLinkView } from "../../core/accounts/schemas.ts";
import { CouvertError, errorMessageOf } from "../../core/errors.ts";
import { toUtcIso } from "../../core/time.ts";
import { languageOfCountry, type Lang } from "../../core/locale.ts";
import type { Clock } from "../clock.ts";
import type { Limits } from "../config.ts";
import { lockNames } from "../db/transactions.ts";
import type { Restaurant } from "../restaurants/settings.ts";
import { clientTag, pseudonymTag } from "../security/client-tag.ts";
import { assertUnderLockout } from "../security/lockout.ts";
import { checkNoPassword, checkPassword, hashPassword, PASSWORD_COST, type PasswordCost } from "../security/passwords.ts";
import { digestOf, newBearerToken } from "../security/tokens.ts";
import type { Repositories, Store } from "../store.ts";
import { breachedPasswords } from "./breached-passwords.ts";
import { invitationMail } from "./invitation-mail.ts";
import type { SetupLink } from "./setup-link-repository.ts";
import type { Member, UserRecord } from "./user-repository.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** docs/api.md §16.1: a setup link works once, for a day. */
export const SETUP_LINK_HOURS = 24;
/** docs/api.md §16.3: a session unused this long has ended. */
export const SESSION_IDLE_HOURS = 12;

export interface Invitation {
  email: string;
  role: Role;
  /**
   * The one-time link that takes up this restaurant's invitation; null when the person had
   * accepted it already (the invitation only changed their role). Whether the address has an
   * account elsewhere changes nothing here (docs/api.md §16.1).
   */
  setupUrl: string | null;
  expiresAt: string | null;
  /** Whether the link is on its way to the person by e-mail (the server sends e-mail). */
  emailed: boolean;
}

/** The HMAC tag an address's sign-in attempts are counted under. */
type AccountTag = string;

/** A signed-in person, as each console request finds them. */
export interface SignedIn {
  userId: string;
  email: string;
  /** Digest of the session id: what signing out deletes. */
  sessionHash: string;
  csrfToken: string;
  /** The console language they chose, null until they choose one. */
  lang: Lang | null;
}

export interface NewSession {
  /** The clear session id, for the cookie only: never stored or logged. */
  sessionId: string;
  view: SessionView;
}

/**
 * Console accounts (docs/api.md §16): invitations, setup links, sign-in with its lockouts, and
 * sessions. Used alike by the console's API and the command line (`couvert user …`).
 */
export class AccountService {
  private readonly store: Store;
  private readonly secret: string;
  private readonly clock: Clock;
  private readonly limits: Pick<
    Limits,
    "signInFailuresPerAccount" | "signInFailuresPerIp" | "signInsPerAccount" | "signInsPerIp" | "pinWindowMinutes"
  >;
  private readonly publicUrl: string;
  private readonly passwordCost: PasswordCost;
  private readonly emailsInvitations: boolean;

  constructor(
    store: Store,
    secret: string,
    clock: Clock,
    limits: Pick<Limits, "signInFailuresPerAccount" | "signInFailuresPerIp" | "signInsPerAccount" | "signInsPerIp" | "pinWindowMinutes">,
    publicUrl: string,
    passwordCost: PasswordCost = PASSWORD_COST,
    options: { emailsInvitations: boolean } = { emailsInvitations: false },
  ) {
    this.store = store;
    this.secret = secret;
    this.clock = clock;
    this.limits = limits;
    this.publicUrl = publicUrl;
    this.passwordCost = passwordCost;
    this.emailsInvitations = options.emailsInvitations;
  }

  /**
   * Invites `email` to the restaurant as `role`, creating the account if there is none, with a
   * one-time link that takes the invitation up (docs/api.md §16.1). Until then the person has no
   * access there. Re-inviting someone who accepted changes their role only.
   *
   * An owner's link is handed to that owner, who may use it themselves: so it vouches for their own
   * restaurant alone, and sets a password only on an account that no other restaurant accepted.
   * The command line (`by: "operator"`), run by whoever hosts every restaurant, is trusted with
   * accounts that have no password yet: its invitation of one is accepted at once, and its link
   * sets the password whatever the account's other restaurants. An account with a password takes
   * its invitation up with that password, however it was invited: whoever knows it may not be the
   * person the host meant.
   */
  invite(restaurant: Restaurant, input: { email: string; role: Role; lang?: Lang }, by: Issuer = "owner"): Promise<Invitation> {
    const email = normalizeEmail(input.email);
    const now = this.clock.now();
    const at = toUtcIso(now);
    return this.store.write([lockNames.restaurant(restaurant.id), lockNames.account(email)], async (tx) => {
      let user = await tx.users.findByEmail(email);
      if (!user) {
        await tx.users.insert({ id: randomUUID(), email, createdAt: at });
        user = (await tx.users.findByEmail(email))!;
      }
      const current = await tx.users.membershipAt(user.id, restaurant.id);
      if (current?.accepted && current.role === "owner" && input.role !== "owner") await assertAnotherOwner(tx.users, restaurant, user.id);
      const trusted = by === "operator" && user.passwordHash === null;
      await tx.users.setMembership(user.id, restaurant.id, input.role, at, trusted ? at : null);
      const noLink = { email: user.email, role: input.role, setupUrl: null, expiresAt: null, emailed: false };
      if (current?.accepted && user.passwordHash !== null) return noLink;

      const token = newBearerToken();
      const expiresAt = toUtcIso(new Date(now.getTime() + SETUP_LINK_HOURS * HOUR));
      await tx.setupLinks.purgeExpired(at);
      await tx.setupLinks.replace({
        tokenHash: digestOf(token),
        userId: user.id,
        restaurantId: restaurant.id,
        issuedBy: by,
        expiresAt,
        createdAt: at,
      });
      const invitation = { ...noLink, setupUrl: setupUrl(this.publicUrl, token), expiresAt, emailed: this.emailsInvitations };
      if (invitation.emailed) {
        // Someone who chose a language in the console reads it; else the inviter's console's.
        const lang = user.lang ?? input.lang ?? languageOfCountry(restaurant.country);
        await tx.outbox.enqueue([invitationMail(this.secret, restaurant, { ...invitation, lang }, at)], at);
      }
      return invitation;
    });
  }

  members(restaurant: Restaurant): Promise<Member[]> {
    return this.store.read.users.members(restaurant.id);
  }

  /**
   * Takes the person off the restaurant, or withdraws their invitation there with its link; an
   * account left with no restaurant is deleted with its sessions. The last owner cannot be
   * removed: nobody could run the restaurant's settings then.
   */
  remove(restaurant: Restaurant, rawEmail: string): Promise<void> {
    const email = normalizeEmail(rawEmail);
    return this.store.write([lockNames.restaurant(restaurant.id), lockNames.account(email)], async (tx) => {
      const user = await tx.users.findByEmail(email);
      const membership = user ? await tx.users.membershipAt(user.id, restaurant.id) : null;
      if (!user || !membership)
        throw new CouvertError("not_found", { field: "email", message: `${email} does not work at ${restaurant.name}.` });
      if (membership.accepted && membership.role === "owner") await assertAnotherOwner(tx.users, restaurant, user.id);
      await tx.users.removeMembership(user.id, restaurant.id);
      await tx.setupLinks.deleteFor(user.id, restaurant.id);
      if ((await tx.users.countMemberships(user.id)) === 0) await tx.users.delete(user.id);
    });
  }

  /**
   * Takes the password off an account and ends its sessions and links (the host's `couvert user
   * reset`): for an address someone else signed up. Inviting it again then makes a link that sets a
   * new password.
   */
  async resetPassword(rawEmail: string): Promise<void> {
    const email = normalizeEmail(rawEmail);
    await this.store.write([lockNames.account(email)], async (tx) => {
      const user = await tx.users.findByEmail(email);
      if (!user) throw new CouvertError("not_found", { field: "email", message: `There is no account for ${email}.` });
      await tx.users.clearPassword(user.id, toUtcIso(this.clock.now()));
      await tx.setupLinks.deleteForUser(user.id);
      await tx.sessions.deleteForUser(user.id);
    });
  }

  /** Whose link it is and which restaurant invites them; nothing of the account's other restaurants. */
  async checkSetupLink(token: string): Promise<SetupLinkView> {
    const { link, user } = await this.validLink(digestOf(token));
    return { email: user.email, restaurants: [link.restaurantName] };
  }

  private async validLink(tokenHash: string): Promise<{ link: SetupLink; user: UserRecord }> {
    const link = await this.store.read.setupLinks.findValid(tokenHash, toUtcIso(this.clock.now()));
    const user = link ? await this.store.read.users.findById(link.userId) : null;
    if (!link || !user) throw expiredLink();
    return { link, user };
  }

  /**
   * Takes up the link's invitation and signs the person in. An account that may take a first
   * password (`mayChoosePassword`) gets this one; any other proves it is theirs with its password.
   * Either way the password must pass the rules first, and the attempt counts as a sign-in (§16.2):
   * so a password that breaks them answers alike whether or not the account exists, and a link
   * cannot be sent again and again to keep the processors hashing.
   */
  async completeSetup(token: string, password: string, client: string): Promise<NewSession> {
    const tokenHash = digestOf(token);
    const { link, user } = await this.validLink(tokenHash);
    const problem = passwordProblem(password, user.email, breachedPasswords());
    if (problem) throw new CouvertError("invalid_request", { field: "password", message: PASSWORD_PROBLEM_MESSAGES[problem] });
    const account = await this.recordAttempt(user.email, client);
    if (await mayChoosePassword(this.store.read, user, link)) {
      const hash = await hashPassword(password, this.passwordCost);
      await this.takeUp(tokenHash, user.email, async (tx, owner) => {
        // Checked again under the lock: two tabs sending the same link set the password once.
        if (!(await mayChoosePassword(tx, owner, link))) throw wrongCredentials();
        await tx.users.setPassword(owner.id, hash, toUtcIso(this.clock.now()));
        await tx.signInFailures.forgiveAccount(account);
      });
    } else {
      const check = user.passwordHash
        ? await checkPassword(password, user.passwordHash, this.passwordCost)
        : await checkNoPassword(password, this.passwordCost);
      if (!check.matches) throw wrongCredentials();
      await this.takeUp(tokenHash, user.email, (tx) => tx.signInFailures.forgiveAccount(account));
    }
    return this.startSession(user.id);
  }

  /** Spends the link and accepts its invitation, after `first`, in one transaction under the account's lock. */
  private async takeUp(tokenHash: string, email: string, first: (tx: Repositories, user: UserRecord) => Promise<void>): Promise<void> {
    const at = toUtcIso(this.clock.now());
    await this.store.write([lockNames.account(email)], async (tx) => {
      const link = await tx.setupLinks.findValid(tokenHash, at);
      const user = link ? await tx.users.findById(link.userId) : null;
      if (!link || !user) throw expiredLink();
      await first(tx, user);
      await tx.users.accept(user.id, link.restaurantId, at);
      await tx.setupLinks.deleteFor(user.id, link.restaurantId);
    });
  }

  /**
   * Sets a new password for an existing account (the demo's owner at each start) and ends its
   * sessions and setup links: whoever knew the old password is signed out everywhere.
   */
  async setPassword(rawEmail: string, password: string): Promise<void> {
    const email = normalizeEmail(rawEmail);
    const problem = passwordProblem(password, email, breachedPasswords());
    if (problem) throw new CouvertError("invalid_request", { field: "password", message: PASSWORD_PROBLEM_MESSAGES[problem] });
    const hash = await hashPassword(password, this.passwordCost);
    await this.store.write([lockNames.account(email)], async (tx) => {
      const user = await tx.users.findByEmail(email);
      if (!user) throw new CouvertError("not_found", { field: "email", message: `There is no account for ${email}.` });
      await tx.users.setPassword(user.id, hash, toUtcIso(this.clock.now()));
      await tx.setupLinks.deleteForUser(user.id);
      await tx.sessions.deleteForUser(user.id);
    });
  }

  /**
   * docs/api.md §16.2. An unknown address and a wrong password get the same answer, in about the
   * same time.
   */
  async signIn(email: string, password: string, client: string): Promise<NewSession> {
    const account = await this.recordAttempt(email, client);
    const user = await this.store.read.users.findByEmail(email);
    const check = user?.passwordHash
      ? await checkPassword(password, user.passwordHash, this.passwordCost)
      : await checkNoPassword(password, this.passwordCost);
    if (!user || !check.matches) throw wrongCredentials();
    await this.store.write([lockNames.signInAccount(account)], (tx) => tx.signInFailures.forgiveAccount(account));
    if (check.needsRehash)
      await this.store.read.users.setPassword(user.id, await hashPassword(password, this.passwordCost), toUtcIso(this.clock.now()));
    return this.startSession(user.id);
  }

  /**
   * Every attempt is first recorded as a failure, in a short transaction that checks the lockouts;
   * only a right password forgives it. So attempts sent at once cannot all slip past a
   * lockout, and the slow password check runs outside any lock. Each attempt costs a password
   * hash, so the attempts are capped too, whatever their outcome: a right password cannot be used
   * to keep the processors busy.
   */
  private async recordAttempt(email: string, client: string): Promise<AccountTag> {
    const now = this.clock.now();
    const account = pseudonymTag(this.secret, "account", email);
    const from = clientTag(this.secret, client);
    const windowMs = this.limits.pinWindowMinutes * MINUTE;
    const { signInFailuresPerIp, signInFailuresPerAccount, signInsPerIp, signInsPerAccount } = this.limits;
    await this.store.write([lockNames.signInAccount(account), lockNames.signInClient(from)], async (tx) => {
      const since = now.getTime() - windowMs;
      const message = "Too many wrong sign-ins; try again later.";
      assertUnderLockout(await tx.signInFailures.forClient(from, since), signInFailuresPerIp, windowMs, now, message);
      assertUnderLockout(await tx.signInFailures.forAccount(account, since), signInFailuresPerAccount, windowMs, now, message);
      const busy = "Too many sign-ins; try again later.";
      assertUnderLockout(await tx.signInFailures.forClient(from, since, "attempts"), signInsPerIp, windowMs, now, busy);
      assertUnderLockout(await tx.signInFailures.forAccount(account, since, "attempts"), signInsPerAccount, windowMs, now, busy);
      await tx.signInFailures.purgeUntil(since);
      await tx.signInFailures.record(account, from, now.getTime());
    });
    return account;
  }

  /**
   * The person behind a session id, or null when the session is unknown or has been idle too
   * long (it is deleted then). Records activity at most once a minute.
   */
  async resume(sessionId: string): Promise<SignedIn | null> {
    const now = this.clock.now();
    const hash = digestOf(sessionId);
    const { sessions, users } = this.store.read;
    const session = await sessions.find(hash);
    if (!session) return null;
    const idleMs = now.getTime() - Date.parse(session.lastSeenAt);
    if (idleMs >= SESSION_IDLE_HOURS * HOUR) {
      await sessions.delete(hash);
      return null;
    }
    const user = await users.findById(session.userId);
    if (!user) return null;
    if (idleMs >= MINUTE) await sessions.touch(hash, toUtcIso(now));
    return { userId: user.id, email: user.email, sessionHash: hash, csrfToken: this.csrfToken(sessionId), lang: user.lang };
  }

  async view(signedIn: Pick<SignedIn, "userId" | "email" | "csrfToken" | "lang">): Promise<SessionView> {
    return {
      user: { id: signedIn.userId, email: signedIn.email, ...(signedIn.lang && { lang: signedIn.lang }) },
      memberships: await this.store.read.users.memberships(signedIn.userId),
      csrfToken: signedIn.csrfToken,
    };
  }

  roleAt(userId: string, restaurantId: string): Promise<Role | null> {
    return this.store.read.users.roleAt(userId, restaurantId);
  }

  async signOut(sessionHash: string): Promise<void> {
    await this.store.read.sessions.delete(sessionHash);
  }

  /** Ends every session of the person, on every device; returns how many. */
  signOutEverywhere(userId: string): Promise<number> {
    return this.store.read.sessions.deleteForUser(userId);
  }

  private async startSession(userId: string): Promise<NewSession> {
    const sessionId = newBearerToken();
    const now = this.clock.now();
    const at = toUtcIso(now);
    await this.store.write([], async (tx) => {
      await tx.sessions.purgeIdleSince(toUtcIso(new Date(now.getTime() - SESSION_IDLE_HOURS * HOUR)));
      await tx.sessions.insert(digestOf(sessionId), userId, at);
    });
    const user = (await this.store.read.users.findById(userId))!;
    return { sessionId, view: await this.view({ userId, email: user.email, csrfToken: this.csrfToken(sessionId), lang: user.lang }) };
  }

  /** Derived from the session id, so it needs no storage and dies with the session. */
  private csrfToken(sessionId: string): string {
    return createHmac("sha256", this.secret).update(`csrf:${sessionId}`).digest("base64url");
  }
}

/** The console's address that opens the setup screen; the code rides in the fragment, which no server or log sees. */
export const setupUrl = (publicUrl: string, token: string): string => consoleUrl(publicUrl, `#setup=${token}`);

const wrongCredentials = () => new CouvertError("invalid_credentials", { message: errorMessageOf("invalid_credentials", "owner") });

/**
 * Whether using this link may set the account's first password: only where it has none, and no
 * restaurant but the link's own (or the operator, who hosts them all) vouched for whoever sets it.
 */
async function mayChoosePassword(
  read: Pick<Repositories, "users">,
  user: UserRecord,
  link: { restaurantId: string; issuedBy: Issuer },
): Promise<boolean> {
  if (user.passwordHash !== null) return false;
  return link.issuedBy === "operator" || !(await read.users.acceptedElsewhere(user.id, link.restaurantId));
}

const expiredLink = () =>
  new CouvertError("not_found", {
    field: "token",
    message: "This setup link is unknown, used already or expired; ask the restaurant's owner for a new one.",
  });

async function assertAnotherOwner(users: Store["read"]["users"], restaurant: Restaurant, userId: string): Promise<void> {
  // Only an owner who can sign in counts: one still holding an unused setup link cannot run anything yet.
  const owners = (await users.members(restaurant.id)).filter((m) => m.role === "owner" && m.active && m.userId !== userId);
  if (owners.length === 0) {
    throw new CouvertError("invalid_request", {
      field: "role",
      message: `This is the last owner of ${restaurant.name}; make someone else owner first.`,
    });
  }
}
