import { randomUUID } from "node:crypto";
import { originProblem, normalizeOrigin } from "../../core/keys/origins.ts";
import {
  KEY_LABEL_MAX_LENGTH,
  KEY_ORIGINS_MAX,
  PREVIEW_KEY_MODULES,
  PREVIEW_KEY_TTL_MINUTES,
  type ApiKeyView,
  type PreviewKey,
} from "../../core/keys/schemas.ts";
import { CouvertError } from "../../core/errors.ts";
import { isModuleId, MODULE_IDS, type ModuleId } from "../../core/modules.ts";
import { toUtcIso } from "../../core/time.ts";
import type { Clock } from "../clock.ts";
import { lockNames } from "../db/transactions.ts";
import { displayPrefix, generateApiKey, hashApiKey } from "../security/api-keys.ts";
import type { Store } from "../store.ts";
import type { ApiKeyRecord, ApiKeyRepository } from "./repository.ts";

export interface IssuedKey {
  id: string;
  /** The clear key: shown to the owner once, never stored or logged. */
  key: string;
  prefix: string;
}

/** A new key as an owner asks for it, from the command line or the console, before the rules judged it. */
export interface KeyRequest {
  modules: readonly string[];
  /** null, absent or empty: any origin. */
  allowedOrigins?: readonly string[] | null;
  label?: string | null;
  /** A test key (docs/api.md §2.5): its bookings go to the test space. */
  test?: boolean;
}

/**
 * Stores a key whose inputs are already checked (the demo's, the tests'): owners' requests go
 * through ApiKeyService, which judges them first.
 */
export async function issueKey(
  keys: ApiKeyRepository,
  input: {
    restaurantId: string;
    modules: ModuleId[];
    allowedOrigins: string[] | null;
    label?: string | null;
    preview?: boolean;
    test?: boolean;
    expiresAt?: string | null;
    /** A key chosen by the caller (the demo pages' is derived from the secret) and its id; by default new random ones. */
    chosen?: { id: string; key: string };
  },
  now: Date,
): Promise<IssuedKey> {
  const key = input.chosen?.key ?? generateApiKey({ test: input.test });
  const id = input.chosen?.id ?? randomUUID();
  const prefix = displayPrefix(key);
  await keys.insert({
    id,
    restaurantId: input.restaurantId,
    keyHash: hashApiKey(key),
    prefix,
    label: input.label ?? null,
    modules: input.modules,
    allowedOrigins: input.allowedOrigins,
    preview: input.preview ?? false,
    test: input.test ?? false,
    expiresAt: input.expiresAt ?? null,
    createdAt: toUtcIso(now),
  });
  return { id, key, prefix };
}

/** A key as owners see it listed: never its hash (the record holds none) and never the key. */
export const toKeyView = (key: ApiKeyRecord): ApiKeyView => ({
  id: key.id,
  prefix: key.prefix,
  label: key.label,
  modules: key.modules,
  allowedOrigins: key.allowedOrigins,
  test: key.test,
  createdAt: key.createdAt,
  lastUsedAt: key.lastUsedAt,
  revokedAt: key.revokedAt,
});

/**
 * A restaurant's API keys as owners manage them (docs/api.md §2, §16.8), from the command line and
 * the console alike: the rules for modules, origins and labels, revoking, changing the origin
 * allowlist, and the console's short-lived preview keys. A key is always looked up within the
 * restaurant asked about, so no owner can touch another restaurant's key by its id. A request that
 * breaks a rule throws CouvertError `invalid_request` naming the field; nothing is written then.
 */
export class ApiKeyService {
  private readonly store: Store;
  private readonly clock: Clock;

  constructor(store: Store, clock: Clock) {
    this.store = store;
    this.clock = clock;
  }

  /** The restaurant's keys, oldest first, revoked ones included; never preview keys. */
  list(restaurantId: string): Promise<ApiKeyRecord[]> {
    return this.store.read.keys.listByRestaurant(restaurantId);
  }

  async create(restaurantId: string, request: KeyRequest): Promise<{ issued: IssuedKey; key: ApiKeyRecord }> {
    const input = {
      restaurantId,
      modules: checkedModules(request.modules),
      allowedOrigins: checkedOrigins(request.allowedOrigins ?? null),
      label: checkedLabel(request.label ?? null),
      test: request.test === true,
    };
    const issued = await issueKey(this.store.read.keys, input, this.clock.now());
    return { issued, key: await owned(this.store.read.keys, restaurantId, issued.id) };
  }

  /**
   * Revokes the key at once; `revokedNow` is false when it was revoked already (nothing changes then).
   * Under the restaurant's lock, like an origin change, so neither can undo or outlive the other.
   */
  revoke(restaurantId: string, keyId: string): Promise<{ key: ApiKeyRecord; revokedNow: boolean }> {
    return this.store.write([lockNames.restaurant(restaurantId)], async ({ keys }) => {
      await owned(keys, restaurantId, keyId);
      const revokedNow = await keys.revoke(keyId, this.clock.now());
      return { key: await owned(keys, restaurantId, keyId), revokedNow };
    });
  }

  /** Replaces the key's origin allowlist; null or empty: any origin. Takes effect with the next request. */
  setAllowedOrigins(restaurantId: string, keyId: string, origins: readonly string[] | null): Promise<ApiKeyRecord> {
    const allowed = checkedOrigins(origins);
    return this.store.write([lockNames.restaurant(restaurantId)], async ({ keys }) => {
      const key = await owned(keys, restaurantId, keyId);
      if (key.revokedAt !== null) {
        throw new CouvertError("invalid_request", { field: "allowedOrigins", message: "This key is revoked; create a new key instead." });
      }
      await keys.setAllowedOrigins(keyId, allowed);
      return owned(keys, restaurantId, keyId);
    });
  }

  /**
   * A key for the console's preview of the widgets (docs/api.md §2.4): it reads the restaurant's
   * booking configuration and events, also while it is unpublished, refuses every write with
   * `preview_only`, serves only `consoleOrigin`, and expires after PREVIEW_KEY_TTL_MINUTES. The
   * restaurant's expired preview keys are deleted in the same transaction, so they never pile up.
   */
  async issuePreviewKey(restaurantId: string, consoleOrigin: string): Promise<PreviewKey> {
    const origin = normalizeOrigin(consoleOrigin);
    if (!origin) throw new CouvertError("invalid_request", { field: "Origin", message: "A preview key needs the console's origin." });
    const now = this.clock.now();
    const expiresAt = toUtcIso(new Date(now.getTime() + PREVIEW_KEY_TTL_MINUTES * 60_000));
    const issued = await this.store.write([], async (tx) => {
      await tx.keys.deleteExpiredPreviewKeys(restaurantId, now);
      return issueKey(
        tx.keys,
        { restaurantId, modules: [...PREVIEW_KEY_MODULES], allowedOrigins: [origin], preview: true, expiresAt },
        now,
      );
    });
    return { clearKey: issued.key, expiresAt };
  }
}

/** The restaurant's own key with this id; any other (unknown, another restaurant's, a preview key) is not found. */
async function owned(keys: ApiKeyRepository, restaurantId: string, keyId: string): Promise<ApiKeyRecord> {
  const key = await keys.findById(keyId);
  if (!key || key.restaurantId !== restaurantId || key.preview) {
    throw new CouvertError("not_found", { message: "This restaurant has no key with this id." });
  }
  return key;
}

function checkedModules(requested: readonly string[]): ModuleId[] {
  const modules = [...new Set(requested.map((m) => m.trim()).filter(Boolean))];
  const unknown = modules.filter((m) => !isModuleId(m));
  if (unknown.length > 0) {
    throw new CouvertError("invalid_request", {
      field: "modules",
      message: `The modules include unknown module(s) ${unknown.join(", ")}; choose from ${MODULE_IDS.join(", ")}.`,
    });
  }
  if (modules.length === 0) {
    throw new CouvertError("invalid_request", { field: "modules", message: `Choose at least one module: ${MODULE_IDS.join(", ")}.` });
  }
  return modules as ModuleId[];
}

/** The allowlist in browsers' spelling, each origin once; null when it allows any origin. */
function checkedOrigins(requested: readonly string[] | null): string[] | null {
  if (requested === null || requested.length === 0) return null;
  const origins = requested.map((raw) => {
    const entry = raw.trim();
    switch (originProblem(entry)) {
      case "wildcard":
        throw new CouvertError("invalid_request", {
          field: "allowedOrigins",
          message: `"${entry}" has a wildcard; browsers send one exact origin, so list each site (https://bistro.example, https://www.bistro.example).`,
        });
      case "not_an_origin":
        throw new CouvertError("invalid_request", {
          field: "allowedOrigins",
          message: `"${entry}" is not an origin like https://bistro.example: http or https, a host, perhaps a port, and no path.`,
        });
      case null:
        return normalizeOrigin(entry)!;
    }
  });
  const unique = [...new Set(origins)];
  if (unique.length > KEY_ORIGINS_MAX) {
    throw new CouvertError("invalid_request", { field: "allowedOrigins", message: `List at most ${KEY_ORIGINS_MAX} origins.` });
  }
  return unique;
}

function checkedLabel(label: string | null): string | null {
  const trimmed = label?.trim() ?? "";
  if (trimmed.length > KEY_LABEL_MAX_LENGTH) {
    throw new CouvertError("invalid_request", {
      field: "label",
      message: `The label must be at most ${KEY_LABEL_MAX_LENGTH} characters long.`,
    });
  }
  return trimmed || null;
}
