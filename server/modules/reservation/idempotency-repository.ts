import type { Tx } from "../../db/transactions.ts";

export interface IdempotencyRecord {
  bodyHash: string;
  state: "in_progress" | "done";
  statusCode: number | null;
  responseSealed: string | null;
  createdAt: number;
}

/** Idempotency-Key records (docs/api.md §7), per API key; times in epoch milliseconds. */
export class IdempotencyRepository {
  constructor(private readonly db: Tx) {}

  async find(apiKeyId: string, key: string): Promise<IdempotencyRecord | null> {
    const row = await this.db
      .selectFrom("idempotency_keys")
      .selectAll()
      .where("api_key_id", "=", apiKeyId)
      .where("idempotency_key", "=", key)
      .executeTakeFirst();
    return row
      ? {
          bodyHash: row.body_hash,
          state: row.state as IdempotencyRecord["state"],
          statusCode: row.status_code,
          responseSealed: row.response_encrypted,
          createdAt: row.created_at,
        }
      : null;
  }

  /** Takes the key for a new attempt (inserting, or replacing an expired or abandoned record). */
  async claim(apiKeyId: string, key: string, bodyHash: string, at: number): Promise<void> {
    const attempt = { body_hash: bodyHash, state: "in_progress", status_code: null, response_encrypted: null, created_at: at };
    await this.db
      .insertInto("idempotency_keys")
      .values({ api_key_id: apiKeyId, idempotency_key: key, ...attempt })
      .onConflict((oc) => oc.columns(["api_key_id", "idempotency_key"]).doUpdateSet(attempt))
      .execute();
  }

  /** False when the claim made at `claimedAt` is no longer the key's (a retry took it over). */
  async complete(apiKeyId: string, key: string, claimedAt: number, statusCode: number, responseSealed: string): Promise<boolean> {
    const result = await this.db
      .updateTable("idempotency_keys")
      .set({ state: "done", status_code: statusCode, response_encrypted: responseSealed })
      .where("api_key_id", "=", apiKeyId)
      .where("idempotency_key", "=", key)
      .where("state", "=", "in_progress")
      .where("created_at", "=", claimedAt)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Frees a key whose attempt (claimed at `claimedAt`) failed; a finished or taken-over record is never released. */
  async release(apiKeyId: string, key: string, claimedAt: number): Promise<void> {
    await this.db
      .deleteFrom("idempotency_keys")
      .where("api_key_id", "=", apiKeyId)
      .where("idempotency_key", "=", key)
      .where("created_at", "=", claimedAt)
      .where("state", "=", "in_progress")
      .execute();
  }

  async purgeUntil(until: number): Promise<void> {
    await this.db.deleteFrom("idempotency_keys").where("created_at", "<=", until).execute();
  }
}
