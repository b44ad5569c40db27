import type { ModuleId } from "../../core/modules.ts";
import { toUtcIso } from "../../core/time.ts";
import type { Db } from "../db/connection.ts";

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

interface ApiKeyRow {
  id: string;
  restaurant_id: string;
  prefix: string;
  label: string | null;
  modules: string;
  allowed_origins: string | null;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** last_used_at is refreshed at most this often, so reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 60_000;

export class ApiKeyRepository {
  constructor(private readonly db: Db) {}

  insert(key: Omit<ApiKeyRecord, "lastUsedAt" | "revokedAt"> & { keyHash: string }): void {
    this.db
      .prepare(
        `INSERT INTO api_keys (id, restaurant_id, key_hash, prefix, label, modules, allowed_origins, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        key.id,
        key.restaurantId,
        key.keyHash,
        key.prefix,
        key.label,
        JSON.stringify(key.modules),
        key.allowedOrigins ? JSON.stringify(key.allowedOrigins) : null,
        key.createdAt,
      );
  }

  /** The key with this hash if it exists and is not revoked. */
  findActiveByHash(keyHash: string): ApiKeyRecord | null {
    const row = this.db.prepare("SELECT * FROM api_keys WHERE key_hash = ? AND revoked_at IS NULL").get(keyHash) as ApiKeyRow | undefined;
    return row ? toRecord(row) : null;
  }

  findById(id: string): ApiKeyRecord | null {
    const row = this.db.prepare("SELECT * FROM api_keys WHERE id = ?").get(id) as ApiKeyRow | undefined;
    return row ? toRecord(row) : null;
  }

  listByRestaurant(restaurantId: string): ApiKeyRecord[] {
    const rows = this.db.prepare("SELECT * FROM api_keys WHERE restaurant_id = ? ORDER BY created_at, id").all(restaurantId) as ApiKeyRow[];
    return rows.map(toRecord);
  }

  /** Returns false when there is no such key or it was revoked already. */
  revoke(id: string, now: Date): boolean {
    return this.db.prepare("UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL").run(toUtcIso(now), id).changes > 0;
  }

  touch(id: string, now: Date): void {
    this.db
      .prepare("UPDATE api_keys SET last_used_at = ? WHERE id = ? AND (last_used_at IS NULL OR last_used_at < ?)")
      .run(toUtcIso(now), id, toUtcIso(new Date(now.getTime() - TOUCH_INTERVAL_MS)));
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
