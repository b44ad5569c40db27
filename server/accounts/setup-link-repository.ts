import type { Issuer } from "../../core/accounts/roles.ts";
import type { Tx } from "../db/transactions.ts";

export interface SetupLink {
  userId: string;
  restaurantId: string;
  restaurantName: string;
  issuedBy: Issuer;
}

/**
 * One-time links that take up one restaurant's invitation (docs/api.md §16.1), by digest: one per
 * person and restaurant.
 */
export class SetupLinkRepository {
  private readonly db: Tx;

  constructor(db: Tx) {
    this.db = db;
  }

  /** Replaces the restaurant's earlier link for the person, if any. */
  async replace(link: {
    tokenHash: string;
    userId: string;
    restaurantId: string;
    issuedBy: Issuer;
    expiresAt: string;
    createdAt: string;
  }): Promise<void> {
    await this.deleteFor(link.userId, link.restaurantId);
    await this.db
      .insertInto("setup_links")
      .values({
        token_hash: link.tokenHash,
        user_id: link.userId,
        restaurant_id: link.restaurantId,
        issued_by: link.issuedBy,
        expires_at: link.expiresAt,
        created_at: link.createdAt,
      })
      .execute();
  }

  /** Whose invitation, to which restaurant, a link that has not expired at `now` takes up. */
  async findValid(tokenHash: string, now: string): Promise<SetupLink | null> {
    const row = await this.db
      .selectFrom("setup_links")
      .innerJoin("restaurants", "restaurants.id", "setup_links.restaurant_id")
      .select(["setup_links.user_id", "setup_links.restaurant_id", "setup_links.issued_by", "restaurants.name"])
      .where("setup_links.token_hash", "=", tokenHash)
      .where("setup_links.expires_at", ">", now)
      .executeTakeFirst();
    return row
      ? { userId: row.user_id, restaurantId: row.restaurant_id, restaurantName: row.name, issuedBy: row.issued_by as Issuer }
      : null;
  }

  async deleteFor(userId: string, restaurantId: string): Promise<void> {
    await this.db.deleteFrom("setup_links").where("user_id", "=", userId).where("restaurant_id", "=", restaurantId).execute();
  }

  /** Every link of the person: a new password set by the operator makes them worthless. */
  async deleteForUser(userId: string): Promise<void> {
    await this.db.deleteFrom("setup_links").where("user_id", "=", userId).execute();
  }

  async purgeExpired(now: string): Promise<void> {
    await this.db.deleteFrom("setup_links").where("expires_at", "<=", now).execute();
  }
}
