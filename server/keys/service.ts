import { randomUUID } from "node:crypto";
import type { ModuleId } from "../../core/modules.ts";
import { toUtcIso } from "../../core/time.ts";
import { displayPrefix, generateApiKey, hashApiKey } from "../security/api-keys.ts";
import type { ApiKeyRecord, ApiKeyRepository } from "./repository.ts";

export interface IssuedKey {
  id: string;
  /** The clear key: shown to the owner once, never stored or logged. */
  key: string;
  prefix: string;
}

/** An origin as browsers send it: scheme, host and port only. */
export function normalizeOrigin(raw: string): string | null {
  try {
    const url = new URL(raw);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    if (url.pathname !== "/" || url.search || url.hash || url.username) return null;
    // A host name or an IP address: no wildcard or other character that a browser never sends.
    if (!/^([a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/.test(url.hostname)) return null;
    return url.origin;
  } catch {
    return null;
  }
}

export async function issueKey(
  keys: ApiKeyRepository,
  input: { restaurantId: string; modules: ModuleId[]; allowedOrigins: string[] | null; label?: string | null },
  now: Date,
): Promise<IssuedKey> {
  const key = generateApiKey();
  const record: Omit<ApiKeyRecord, "lastUsedAt" | "revokedAt"> & { keyHash: string } = {
    id: randomUUID(),
    restaurantId: input.restaurantId,
    keyHash: hashApiKey(key),
    prefix: displayPrefix(key),
    label: input.label ?? null,
    modules: input.modules,
    allowedOrigins: input.allowedOrigins,
    createdAt: toUtcIso(now),
  };
  await keys.insert(record);
  return { id: record.id, key, prefix: record.prefix };
}
