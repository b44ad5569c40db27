import type { Selectable } from "kysely";
import { preparedQuery } from "../../db/prepared.ts";
import type { Tx } from "../../db/transactions.ts";
import type { IdempotencyKeysTable } from "../../db/schema.ts";

export interface IdempotencyRecord {
  bodyHash: string;
  state: "in_progress" | "done";
  statusCode: number | null;
  responseSealed: string | null;
  createdAt: number;
}

/** Idempotency-Key records (docs/api.md §7), per API key; times in epoch milliseconds. */
export class IdempotencyRepository {
  private readonly db: Tx;

  constructor(db: Tx) {
    this.db = db;
  }

  async find(apiKeyId: string, key: string): Promise<IdempotencyRecord | null> {
    const [row] = (await findRecord(this.db, { apiKeyId, key })).rows;
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

  /**
   * The final response of the attempt begun at `at`, in the transaction that made it: inserted, or
   * replacing an expired record or one an abandoned attempt left `in_progress`.
   */
  async store(apiKeyId: string, key: string, bodyHash: string, at: number, statusCode: number, responseSealed: string): Promise<void> {
    await storeRecord(this.db, { apiKeyId, key, bodyHash, at, statusCode, responseSealed });
  }

  async purgeUntil(until: number): Promise<void> {
    await this.db.deleteFrom("idempotency_keys").where("created_at", "<=", until).execute();
  }
}

// Every booking with a key runs these two: compiled once (db/prepared.ts).
const findRecord = preparedQuery<{ apiKeyId: string; key: string }, Selectable<IdempotencyKeysTable>>((db, value) =>
  db.selectFrom("idempotency_keys").selectAll().where("api_key_id", "=", value("apiKeyId")).where("idempotency_key", "=", value("key")),
);

const storeRecord = preparedQuery<
  { apiKeyId: string; key: string; bodyHash: string; at: number; statusCode: number; responseSealed: string },
  unknown
>((db, value) => {
  const record = {
    body_hash: value("bodyHash"),
    state: "done",
    status_code: value("statusCode"),
    response_encrypted: value("responseSealed"),
    created_at: value("at"),
  };
  return db
    .insertInto("idempotency_keys")
    .values({ api_key_id: value("apiKeyId"), idempotency_key: value("key"), ...record })
    .onConflict((oc) => oc.columns(["api_key_id", "idempotency_key"]).doUpdateSet(record));
});
