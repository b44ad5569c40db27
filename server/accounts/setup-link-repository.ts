import type { Tx } from "../db/transactions.ts";

/** One-time links that let a person set their password (docs/api.md §16.1), by digest. */
export class SetupLinkRepository {
  constructor(private readonly db: Tx) {}

  async insert(link: { tokenHash: string; userId: string; expiresAt: string; createdAt: string }): Promise<void> {
    await this.db
      .insertInto("setup_links")
      .values({ token_hash: link.tokenHash, user_id: link.userId, expires_at: link.expiresAt, created_at: link.createdAt })
      .execute();
  }

  /** The user a link that has not expired at `now` belongs to. */
  async userOfValid(tokenHash: string, now: string): Promise<string | null> {
    const row = await this.db
      .selectFrom("setup_links")
      .select("user_id")
      .where("token_hash", "=", tokenHash)
      .where("expires_at", ">", now)
      .executeTakeFirst();
    return row?.user_id ?? null;
  }

  /** Every link of the person: once one is used, or a new one is made, the others are worthless. */
  async deleteForUser(userId: string): Promise<void> {
    await this.db.deleteFrom("setup_links").where("user_id", "=", userId).execute();
  }

  async purgeExpired(now: string): Promise<void> {
    await this.db.deleteFrom("setup_links").where("expires_at", "<=", now).execute();
  }
}
