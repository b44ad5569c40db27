import type { ModuleId } from "../../core/modules.ts";
import { toUtcIso } from "../../core/time.ts";
import type { Selectable } from "kysely";
import type { ApiKeysTable } from "../db/schema.ts";
import type { Tx } from "../db/transactions.ts";

export interface ApiKeyRecord {
  id: string;
  restaurantId: string;
  prefix: string;
  label: string | null;
  modules: ModuleId[];
  /** Exact origins (`https://bistro.example`) browsers may call from; null: any. */
  allowedOrigins: string[] | null;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

type ApiKeyRow = Selectable<ApiKeysTable>;

/** last_used_at is refreshed at most this often, so reads do not each cost a write. */
export const TOUCH_INTERVAL_MS = 60_000;

/** Whether `key`'s last_used_at is old enough to be written again: decided from the row just read, without a write. */
export const isTouchDue = (key: Pick<ApiKeyRecord, "lastUsedAt">, now: Date): boolean =>
  key.lastUsedAt === null || Date.parse(key.lastUsedAt) <= now.getTime() - TOUCH_INTERVAL_MS;

export class ApiKeyRepository {
  constructor(private readonly db: Tx) {}

  async insert(key: Omit<ApiKeyRecord, "lastUsedAt" | "revokedAt"> & { keyHash: string }): Promise<void> {
    await this.db
      .insertInto("api_keys")
      .values({
        id: key.id,
        restaurant_id: key.restaurantId,
        key_hash: key.keyHash,
        prefix: key.prefix,
        label: key.label,
        modules: JSON.stringify(key.modules),
        allowed_origins: key.allowedOrigins ? JSON.stringify(key.allowedOrigins) : null,
        created_at: key.createdAt,
      })
      .execute();
  }

  /** The key with this hash if it exists and is not revoked. */
  async findActiveByHash(keyHash: string): Promise<ApiKeyRecord | null> {
    const row = await this.db
      .selectFrom("api_keys")
      .selectAll()
      .where("key_hash", "=", keyHash)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  async findById(id: string): Promise<ApiKeyRecord | null> {
    const row = await this.db.selectFrom("api_keys").selectAll().where("id", "=", id).executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  async listByRestaurant(restaurantId: string): Promise<ApiKeyRecord[]> {
    const rows = await this.db
      .selectFrom("api_keys")
      .selectAll()
      .where("restaurant_id", "=", restaurantId)
      .orderBy("created_at")
      .orderBy("id")
      .execute();
    return rows.map(toRecord);
  }

  /** Returns false when there is no such key or it was revoked already. */
  async revoke(id: string, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable("api_keys")
      .set({ revoked_at: toUtcIso(now) })
      .where("id", "=", id)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async touch(id: string, now: Date): Promise<void> {
    await this.db
      .updateTable("api_keys")
      .set({ last_used_at: toUtcIso(now) })
      .where("id", "=", id)
      .where((eb) =>
        eb.or([eb("last_used_at", "is", null), eb("last_used_at", "<=", toUtcIso(new Date(now.getTime() - TOUCH_INTERVAL_MS)))]),
      )
      .execute();
  }
}

function toRecord(row: ApiKeyRow): ApiKeyRecord {
  return {
    id: row.id,
    restaurantId: row.restaurant_id,
    prefix: row.prefix,
    label: row.label,
    modules: JSON.parse(row.modules) as ModuleId[],
    allowedOrigins: row.allowed_origins ? (JSON.parse(row.allowed_origins) as string[]) : null,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
  };
}
