import { createHash } from "node:crypto";
import { IDEMPOTENCY_KEY_MAX_LENGTH, IDEMPOTENCY_TTL_HOURS } from "../../../core/limits.ts";
import { CouvertError } from "../../../core/errors.ts";
import { IdempotencyKeySchema } from "../../../core/reservation/schemas.ts";
import { open, seal } from "../../security/sealed-box.ts";
import { lockNames } from "../../db/transactions.ts";
import type { Repositories, Store } from "../../store.ts";

const TTL_MS = IDEMPOTENCY_TTL_HOURS * 60 * 60_000;
/**
 * An `in_progress` record older than this belongs to an attempt that died with its process (a
 * booking is handled in milliseconds); a new attempt may take the key over instead of answering
 * 409 for the rest of the day.
 */
export const ABANDONED_AFTER_MS = 60_000;
/** Expired records are deleted at most this often per process; until then, a lookup ignores them. */
const PURGE_EVERY_MS = 60_000;

/** A key taken for one attempt; hand it to `complete` or `release`. */
export interface IdempotencyClaim {
  apiKeyId: string;
  key: string;
  /** When this attempt claimed the key: it tells this claim from a retry's that took the key over. */
  claimedAt: number;
}

/** A final response as sent: its status and its body (`{data}` or `{error}`). */
export interface StoredResponse {
  status: number;
  body: unknown;
}

export type IdempotencyStart = { kind: "replay"; response: StoredResponse } | { kind: "claimed"; claim: IdempotencyClaim };

/** The `Idempotency-Key` header (docs/api.md §7): absent → null; 1–255 visible ASCII characters. */
export function parseIdempotencyKey(header: string | undefined): string | null {
  if (header === undefined) return null;
  if (!IdempotencyKeySchema.safeParse(header).success) {
    throw new CouvertError("invalid_request", {
      field: "Idempotency-Key",
      message: `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} printable ASCII characters.`,
    });
  }
  return header;
}

/** JSON with object keys sorted at every depth, so key order and whitespace do not change the hash. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

export const bodyHashOf = (body: unknown): string => createHash("sha256").update(canonicalJson(body)).digest("hex");

/**
 * Idempotent booking, scoped to the API key (docs/api.md §7), as Stripe does it: every final response
 * is remembered for 24 hours — a booking, and a refusal too — and replayed with its status for a
 * retry with the same body; the same key with another body is 422 `idempotency_key_reused`. Not
 * final, so not remembered (the key is released for a retry): a failure of ours (5xx), a 429, and
 * the 409 of a key still in use. A client that corrects a refused body sends a new key.
 *
 * A response is sealed (a booking's holds the guest's PIN); a booking's is stored in the same
 * transaction that inserts the reservation. An expired record counts as absent; expired records are
 * deleted when a key is used, at most once a minute (not a statement more for every booking).
 * The claim holds the key's lock, so two server processes that get the same key at once cannot
 * both claim it: the second sees it in progress.
 */
export class IdempotencyStore {
  private purgedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly store: Store,
    private readonly secret: string,
  ) {}

  /** Replays the stored response, refuses (409, 422), or claims the key for this attempt. */
  begin(apiKeyId: string, key: string, body: unknown, now: Date): Promise<IdempotencyStart> {
    const bodyHash = bodyHashOf(body);
    const at = now.getTime();
    return this.store.write([lockNames.idempotencyKey(apiKeyId, key)], async ({ idempotency }) => {
      const expiredUntil = at - TTL_MS;
      if (at - this.purgedAt >= PURGE_EVERY_MS) {
        await idempotency.purgeUntil(expiredUntil);
        this.purgedAt = at;
      }
      const found = await idempotency.find(apiKeyId, key);
      const existing = found && found.createdAt > expiredUntil ? found : null;
      if (existing) {
        if (existing.bodyHash !== bodyHash) throw new CouvertError("idempotency_key_reused", { field: "Idempotency-Key" });
        if (existing.state === "done" && existing.statusCode !== null && existing.responseSealed !== null) {
          const member: unknown = JSON.parse(open(this.secret, sealContext(apiKeyId, key), existing.responseSealed));
          const status = existing.statusCode;
          return { kind: "replay", response: { status, body: status < 400 ? { data: member } : { error: member } } } as const;
        }
        const abandonedIn = existing.createdAt + ABANDONED_AFTER_MS - at;
        if (abandonedIn > 0) throw new CouvertError("idempotency_in_progress", { retryAfterSeconds: Math.ceil(abandonedIn / 1000) });
      }
      await idempotency.claim(apiKeyId, key, bodyHash, at);
      return { kind: "claimed", claim: { apiKeyId, key, claimedAt: at } } as const;
    });
  }

  /**
   * Stores the final response of the claimed attempt; for a booking, call it with the repositories
   * of the transaction that inserted the reservation. Only the body's `data` or `error` member is
   * kept, beside the status.
   */
  async complete(repositories: Pick<Repositories, "idempotency">, claim: IdempotencyClaim, response: StoredResponse): Promise<void> {
    const { data, error } = response.body as { data?: unknown; error?: unknown };
    const member = JSON.stringify(response.status < 400 ? data : error);
    const sealed = seal(this.secret, sealContext(claim.apiKeyId, claim.key), member);
    const stored = await repositories.idempotency.complete(claim.apiKeyId, claim.key, claim.claimedAt, response.status, sealed);
    // A retry took the key over while this attempt took longer than ABANDONED_AFTER_MS: its answer
    // is the one kept. Throwing rolls back what this attempt wrote with it (its booking).
    if (!stored) throw new CouvertError("idempotency_in_progress", { retryAfterSeconds: 1 });
  }

  /** Frees the key after an attempt without a final response; a no-op once the attempt completed. */
  async release(claim: IdempotencyClaim): Promise<void> {
    await this.store.read.idempotency.release(claim.apiKeyId, claim.key, claim.claimedAt);
  }
}

/** Binds a sealed response to its key, so a record copied onto another key does not open. */
const sealContext = (apiKeyId: string, key: string): string => `idempotency:${apiKeyId}:${key}`;
