import type { Tx } from "../db/transactions.ts";

export interface SessionRecord {
  userId: string;
  createdAt: string;
  lastSeenAt: string;
}

/** Console sessions (docs/api.md §16.3), found by the digest of their id, never the id itself. */
export class SessionRepository {
  private readonly db: Tx;

  constructor(db: Tx) {
    this.db = db;
  }

  async insert(idHash: string, userId: string, at: string): Promise<void> {
    await this.db.insertInto("sessions").values({ id_hash: idHash, user_id: userId, created_at: at, last_seen_at: at }).execute();
  }

  async find(idHash: string): Promise<SessionRecord | null> {
    const row = await this.db.selectFrom("sessions").selectAll().where("id_hash", "=", idHash).executeTakeFirst();
    return row ? { userId: row.user_id, createdAt: row.created_at, lastSeenAt: row.last_seen_at } : null;
  }

  async touch(idHash: string, at: string): Promise<void> {
    await this.db.updateTable("sessions").set({ last_seen_at: at }).where("id_hash", "=", idHash).execute();
  }

  async delete(idHash: string): Promise<void> {
    await this.db.deleteFrom("sessions").where("id_hash", "=", idHash).execute();
  }

  /** Returns how many sessions ended. */
  async deleteForUser(userId: string): Promise<number> {
    const result = await this.db.deleteFrom("sessions").where("user_id", "=", userId).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async purgeIdleSince(before: string): Promise<void> {
    await this.db.deleteFrom("sessions").where("last_seen_at", "<", before).execute();
  }
}
