import type { Membership } from "../../core/accounts/schemas.ts";
import type { Role } from "../../core/accounts/roles.ts";
import type { Tx } from "../db/transactions.ts";

export interface UserRecord {
  id: string;
  email: string;
  /** Null until the person has followed their setup link. */
  passwordHash: string | null;
  createdAt: string;
}

export interface Member {
  userId: string;
  email: string;
  role: Role;
  /** Whether they have set a password (followed their setup link). */
  active: boolean;
}

/** People with console accounts and their role at each restaurant (docs/api.md §16). */
export class UserRepository {
  constructor(private readonly db: Tx) {}

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

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom("users").where("id", "=", id).execute();
  }

  /** Every restaurant the person works at, by name. */
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
      .orderBy("restaurants.name")
      .orderBy("restaurants.slug")
      .execute();
    return rows.map((r) => ({
      role: r.role as Role,
      restaurant: { id: r.id, slug: r.slug, name: r.name, accentHex: r.accent_hex, timezone: r.timezone, published: r.published === 1 },
    }));
  }

  async roleAt(userId: string, restaurantId: string): Promise<Role | null> {
    const row = await this.db
      .selectFrom("memberships")
      .select("role")
      .where("user_id", "=", userId)
      .where("restaurant_id", "=", restaurantId)
      .executeTakeFirst();
    return (row?.role as Role | undefined) ?? null;
  }

  /** Adds the person to the restaurant, or gives them `role` there if they already work there. */
  async setMembership(userId: string, restaurantId: string, role: Role, at: string): Promise<void> {
    await this.db
      .insertInto("memberships")
      .values({ user_id: userId, restaurant_id: restaurantId, role, created_at: at })
      .onConflict((c) => c.columns(["user_id", "restaurant_id"]).doUpdateSet({ role }))
      .execute();
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
      .select(["users.id", "users.email", "users.password_hash", "memberships.role"])
      .where("memberships.restaurant_id", "=", restaurantId)
      .orderBy("users.email")
      .execute();
    return rows.map((r) => ({ userId: r.id, email: r.email, role: r.role as Role, active: r.password_hash !== null }));
  }
}

const toUser = (row: { id: string; email: string; password_hash: string | null; created_at: string }): UserRecord => ({
  id: row.id,
  email: row.email,
  passwordHash: row.password_hash,
  createdAt: row.created_at,
});
