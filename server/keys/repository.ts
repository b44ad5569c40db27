import type { Space } from "../../core/keys/space.ts";
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
  /** A console preview key (docs/api.md §2.4): reads only, also while the restaurant is unpublished. */
  preview: boolean;
  /** A test key (`ck_test_…`, docs/api.md §2.5): its bookings go to the test space. */
  test: boolean;
  /** Refused like an unknown key from this instant on; null: never. */
  expiresAt: string | null;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** What is stored of a new key: the record, and the hash of the key in place of the key. */
export type NewApiKey = Omit<ApiKeyRecord, "lastUsedAt" | "revokedAt"> & { keyHash: string };

type ApiKeyRow = Selectable<ApiKeysTable>;

/** The space a key's bookings live in. */
export const spaceOf = (key: Pick<ApiKeyRecord, "test">): Space => (key.test ? "test" : "live");

/** last_used_at is refreshed at most this often, so reads do not each cost a write. */
export const TOUCH_INTERVAL_MS = 60_000;

/** Whether `key`'s last_used_at is old enough to be written again: decided from the row just read, without a write. */
export const isTouchDue = (key: Pick<ApiKeyRecord, "lastUsedAt">, now: Date): boolean =>
  key.lastUsedAt === null || Date.parse(key.lastUsedAt) <= now.getTime() - TOUCH_INTERVAL_MS;

export class ApiKeyRepository {
  private readonly db: Tx;

  constructor(db: Tx) {
    this.db = db;
  }

  async insert(key: NewApiKey): Promise<void> {
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
        preview: key.preview ? 1 : 0,
        test: key.test ? 1 : 0,
        expires_at: key.expiresAt,
        created_at: key.createdAt,
      })
      .execute();
  }

  /** The key with this hash if it exists, is not revoked and has not expired by `now`. */
  async findActiveByHash(keyHash: string, now: Date): Promise<ApiKeyRecord | null> {
    const row = await this.db
      .selectFrom("api_keys")
      .selectAll()
      .where("key_hash", "=", keyHash)
      .where("revoked_at", "is", null)
      .where((eb) => eb.or([eb("expires_at", "is", null), eb("expires_at", ">", toUtcIso(now))]))
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  async findById(id: string): Promise<ApiKeyRecord | null> {
    const row = await this.db.selectFrom("api_keys").selectAll().where("id", "=", id).executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  /** The restaurant's keys, oldest first; preview keys are the console's own and not among them. */
  async listByRestaurant(restaurantId: string): Promise<ApiKeyRecord[]> {
    const rows = await this.db
      .selectFrom("api_keys")
      .selectAll()
      .where("restaurant_id", "=", restaurantId)
      .where("preview", "=", 0)
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

  async setAllowedOrigins(id: string, origins: string[] | null): Promise<void> {
    await this.db
      .updateTable("api_keys")
      .set({ allowed_origins: origins ? JSON.stringify(origins) : null })
      .where("id", "=", id)
      .execute();
  }

  /** Removes the restaurant's preview keys that expired by `now`; returns how many. */
  async deleteExpiredPreviewKeys(restaurantId: string, now: Date): Promise<number> {
    const result = await this.db
      .deleteFrom("api_keys")
      .where("restaurant_id", "=", restaurantId)
      .where("preview", "=", 1)
      .where("expires_at", "<=", toUtcIso(now))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
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
    preview: Number(row.preview) === 1,
    test: Number(row.test) === 1,
    expiresAt: row.expires_at,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
  };
}
