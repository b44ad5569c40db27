import type { Membership } from "../../core/accounts/schemas.ts";
import { LANGS, type Lang } from "../../core/locale.ts";
import type { Role } from "../../core/accounts/roles.ts";
import type { Tx } from "../db/transactions.ts";

export interface UserRecord {
  id: string;
  email: string;
  /** Null until the person has followed their setup link. */
  passwordHash: string | null;
  createdAt: string;
  /** The console language they chose, for their e-mails; null until they choose one. */
  lang: Lang | null;
}

export interface Member {
  userId: string;
  email: string;
  role: Role;
  /** Whether they took up the invitation and can sign in: until then they are "invited". */
  active: boolean;
}

/**
 * People with console accounts and their role at each restaurant (docs/api.md §16). A membership
 * gives access only once accepted; a pending one (an invitation not yet taken up) gives none.
 */
export class UserRepository {
  private readonly db: Tx;

  constructor(db: Tx) {
    this.db = db;
  }

  async findByEmail(email: string): Promise<UserRecord | null> {
    const row = await this.db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();
    return row ? toUser(row) : null;
  }

  async findById(id: string): Promise<UserRecord | null> {
    const row = await this.db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
    return row ? toUser(row) : null;
  }

  async insert(user: { id: string; email: string; createdAt: string }): Promise<void> {
    await this.db.insertInto("users").values({ id: user.id, email: user.email, created_at: user.createdAt }).execute();
  }

  async setPassword(id: string, passwordHash: string, at: string): Promise<void> {
    await this.db.updateTable("users").set({ password_hash: passwordHash, password_changed_at: at }).where("id", "=", id).execute();
  }

  async clearPassword(id: string, at: string): Promise<void> {
    await this.db.updateTable("users").set({ password_hash: null, password_changed_at: at }).where("id", "=", id).execute();
  }

  async setLang(id: string, lang: Lang | null): Promise<void> {
    // Only a change: an unchanged choice must not make every server drop the languages it keeps.
    await this.db
      .updateTable("users")
      .set({ lang })
      .where("id", "=", id)
      .where((eb) => (lang === null ? eb("lang", "is not", null) : eb.or([eb("lang", "is", null), eb("lang", "!=", lang)])))
      .execute();
  }

  /** The language of each person at the restaurant who chose one, by their (lower-cased) address. */
  async languagesAt(restaurantId: string): Promise<Map<string, Lang>> {
    const rows = await this.db
      .selectFrom("memberships")
      .innerJoin("users", "users.id", "memberships.user_id")
      .select(["users.email", "users.lang"])
      .where("memberships.restaurant_id", "=", restaurantId)
      .where("users.lang", "is not", null)
      .execute();
    return new Map(rows.flatMap((r) => (isLang(r.lang) ? [[r.email, r.lang] as const] : [])));
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom("users").where("id", "=", id).execute();
  }

  /** Every restaurant the person works at (accepted invitations only), by name. */
  async memberships(userId: string): Promise<Membership[]> {
    const rows = await this.db
      .selectFrom("memberships")
      .innerJoin("restaurants", "restaurants.id", "memberships.restaurant_id")
      .select([
        "memberships.role",
        "restaurants.id",
        "restaurants.slug",
        "restaurants.name",
        "restaurants.accent_hex",
        "restaurants.timezone",
        "restaurants.published",
      ])
      .where("memberships.user_id", "=", userId)
      .where("memberships.accepted_at", "is not", null)
      .orderBy("restaurants.name")
      .orderBy("restaurants.slug")
      .execute();
    return rows.map((r) => ({
      role: r.role as Role,
      restaurant: { id: r.id, slug: r.slug, name: r.name, accentHex: r.accent_hex, timezone: r.timezone, published: r.published === 1 },
    }));
  }

  /** The person's role at the restaurant: null unless they accepted its invitation. */
  async roleAt(userId: string, restaurantId: string): Promise<Role | null> {
    const membership = await this.membershipAt(userId, restaurantId);
    return membership?.accepted ? membership.role : null;
  }

  async membershipAt(userId: string, restaurantId: string): Promise<{ role: Role; accepted: boolean } | null> {
    const row = await this.db
      .selectFrom("memberships")
      .select(["role", "accepted_at"])
      .where("user_id", "=", userId)
      .where("restaurant_id", "=", restaurantId)
      .executeTakeFirst();
    return row ? { role: row.role as Role, accepted: row.accepted_at !== null } : null;
  }

  /**
   * Adds the person to the restaurant (accepted at `acceptedAt`, or pending when null), or gives
   * them `role` there if they are already in; an accepted membership stays accepted.
   */
  async setMembership(userId: string, restaurantId: string, role: Role, at: string, acceptedAt: string | null): Promise<void> {
    await this.db
      .insertInto("memberships")
      .values({ user_id: userId, restaurant_id: restaurantId, role, created_at: at, accepted_at: acceptedAt })
      .onConflict((c) =>
        c.columns(["user_id", "restaurant_id"]).doUpdateSet((eb) => ({
          role,
          accepted_at: eb.fn.coalesce("memberships.accepted_at", eb.ref("excluded.accepted_at")),
        })),
      )
      .execute();
  }

  async accept(userId: string, restaurantId: string, at: string): Promise<void> {
    await this.db
      .updateTable("memberships")
      .set({ accepted_at: at })
      .where("user_id", "=", userId)
      .where("restaurant_id", "=", restaurantId)
      .where("accepted_at", "is", null)
      .execute();
  }

  /** Whether the person took up an invitation of a restaurant other than `restaurantId`. */
  async acceptedElsewhere(userId: string, restaurantId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom("memberships")
      .select("restaurant_id")
      .where("user_id", "=", userId)
      .where("restaurant_id", "!=", restaurantId)
      .where("accepted_at", "is not", null)
      .executeTakeFirst();
    return row !== undefined;
  }

  async removeMembership(userId: string, restaurantId: string): Promise<void> {
    await this.db.deleteFrom("memberships").where("user_id", "=", userId).where("restaurant_id", "=", restaurantId).execute();
  }

  async countMemberships(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom("memberships")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async members(restaurantId: string): Promise<Member[]> {
    const rows = await this.db
      .selectFrom("memberships")
      .innerJoin("users", "users.id", "memberships.user_id")
      .select(["users.id", "users.email", "users.password_hash", "memberships.role", "memberships.accepted_at"])
      .where("memberships.restaurant_id", "=", restaurantId)
      .orderBy("users.email")
      .execute();
    return rows.map((r) => ({
      userId: r.id,
      email: r.email,
      role: r.role as Role,
      active: r.accepted_at !== null && r.password_hash !== null,
    }));
  }
}

const isLang = (value: string | null): value is Lang => (LANGS as readonly (string | null)[]).includes(value);

const toUser = (row: { id: string; email: string; password_hash: string | null; created_at: string; lang: string | null }): UserRecord => ({
  id: row.id,
  email: row.email,
  passwordHash: row.password_hash,
  createdAt: row.created_at,
  lang: isLang(row.lang) ? row.lang : null,
});
