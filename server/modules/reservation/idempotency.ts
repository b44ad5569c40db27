import { createHash } from "node:crypto";
import { IDEMPOTENCY_KEY_MAX_LENGTH, IDEMPOTENCY_TTL_HOURS } from "../../../core/limits.ts";
import { compareText } from "../../../core/compare.ts";
import { CouvertError } from "../../../core/errors.ts";
import { IdempotencyKeySchema } from "../../../core/reservation/schemas.ts";
import { open, seal } from "../../security/sealed-box.ts";
import type { Repositories } from "../../store.ts";
import type { IdempotencyRecord } from "./idempotency-repository.ts";

const TTL_MS = IDEMPOTENCY_TTL_HOURS * 60 * 60_000;
/**
 * An `in_progress` record older than this belongs to an attempt that died with its process (a
 * booking is handled in milliseconds); a new attempt may take the key over instead of answering
 * 409 for the rest of the day. Only earlier versions of Couvert wrote such records (see below).
 */
export const ABANDONED_AFTER_MS = 60_000;
/** Expired records are deleted at most this often per process; until then, a lookup ignores them. */
const PURGE_EVERY_MS = 60_000;

/** One attempt at a key, begun by `IdempotencyStore.begin`; hand it to `finish` on the way out. */
export interface IdempotencyAttempt {
  apiKeyId: string;
  key: string;
  bodyHash: string;
  /** When this attempt began: its record, once stored, lasts 24 hours from here. */
  at: number;
}

/** A final response as sent: its status and its body (`{data}` or `{error}`). */
export interface StoredResponse {
  status: number;
  body: unknown;
}

export type IdempotencyStart = { kind: "replay"; response: StoredResponse } | { kind: "attempt"; attempt: IdempotencyAttempt };

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
      .sort(([a], [b]) => compareText(a, b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

export const bodyHashOf = (body: unknown): string => createHash("sha256").update(canonicalJson(body)).digest("hex");

/**
 * Idempotent booking, scoped to the API key (docs/api.md §7.6), as Stripe does it: every final
 * response is remembered for 24 hours — a booking, and a refusal too — and replayed with its status
 * for a retry with the same body; the same key with another body is 422 `idempotency_key_reused`.
 * Not final, so not remembered: a failure of ours (5xx), a 429, and the 409 of a key still in use.
 * A client that corrects a refused body sends a new key.
 *
 * No claim is written ahead of the work: the answer is stored in the very transaction that makes
 * the booking (or refuses it), under the restaurant's lock, which every key of that restaurant's
 * API keys shares. So an attempt that dies with its process leaves nothing behind, and a
 * transaction first asks again (`recheck`) whether another process stored an answer for the key
 * meanwhile. While an attempt runs in this process, a second one with the same key is answered
 * 409 at once. A record `in_progress` (written by an earlier version of Couvert, which claimed
 * keys ahead) holds its key for ABANDONED_AFTER_MS from its claim.
 *
 * A response is sealed (a booking's holds the guest's PIN). An expired record counts as absent;
 * expired records are deleted when a key is used, at most once a minute.
 */
export class IdempotencyStore {
  private purgedAt = Number.NEGATIVE_INFINITY;
  /** The attempts running in this process, by API key and key: their body hash and start. */
  private readonly running = new Map<string, { bodyHash: string; at: number }>();

  private readonly secret: string;

  constructor(secret: string) {
    this.secret = secret;
  }

  /**
   * Replays the stored response, refuses (409, 422), or begins an attempt: a plain read, outside
   * any transaction. Every attempt begun must be handed to `finish`.
   */
  async begin(repository: Repositories["idempotency"], apiKeyId: string, key: string, body: unknown, now: Date): Promise<IdempotencyStart> {
    const attempt: IdempotencyAttempt = { apiKeyId, key, bodyHash: bodyHashOf(body), at: now.getTime() };
    const running = this.running.get(runningName(attempt));
    if (running) {
      if (running.bodyHash !== attempt.bodyHash) throw new CouvertError("idempotency_key_reused", { field: "Idempotency-Key" });
      throw inProgress(running.at + ABANDONED_AFTER_MS - attempt.at);
    }
    // Running from here, before the read: a second request with the key meanwhile answers 409.
    this.running.set(runningName(attempt), { bodyHash: attempt.bodyHash, at: attempt.at });
    try {
      const stored = this.judge(attempt, await repository.find(apiKeyId, key));
      if (stored) {
        this.finish(attempt);
        return { kind: "replay", response: stored };
      }
    } catch (error) {
      this.finish(attempt);
      throw error;
    }
    return { kind: "attempt", attempt };
  }

  /**
   * Inside the transaction that will store the attempt's answer, holding the restaurant's lock:
   * the response another process stored for the key since `begin` (replay it), or null (go on);
   * 409 or 422 as `begin` would answer now.
   */
  async recheck(repository: Repositories["idempotency"], attempt: IdempotencyAttempt): Promise<StoredResponse | null> {
    if (attempt.at - this.purgedAt >= PURGE_EVERY_MS) {
      await repository.purgeUntil(attempt.at - TTL_MS);
      this.purgedAt = attempt.at;
    }
    return this.judge(attempt, await repository.find(attempt.apiKeyId, attempt.key));
  }

  /**
   * Stores the attempt's final response, in the transaction `recheck` ran in. Only the body's
   * `data` or `error` member is kept, beside the status.
   */
  async record(repository: Repositories["idempotency"], attempt: IdempotencyAttempt, response: StoredResponse): Promise<void> {
    const { data, error } = response.body as { data?: unknown; error?: unknown };
    const member = JSON.stringify(response.status < 400 ? data : error);
    const sealed = seal(this.secret, sealContext(attempt.apiKeyId, attempt.key), member);
    await repository.store(attempt.apiKeyId, attempt.key, attempt.bodyHash, attempt.at, response.status, sealed);
  }

  /** The attempt is over, whatever became of it: the key is free in this process again. */
  finish(attempt: IdempotencyAttempt): void {
    this.running.delete(runningName(attempt));
  }

  /** What a found record means for `attempt`: its response to replay, a refusal thrown, or null (the key is free). */
  private judge(attempt: IdempotencyAttempt, found: IdempotencyRecord | null): StoredResponse | null {
    if (!found || found.createdAt <= attempt.at - TTL_MS) return null;
    if (found.bodyHash !== attempt.bodyHash) throw new CouvertError("idempotency_key_reused", { field: "Idempotency-Key" });
    if (found.state === "done" && found.statusCode !== null && found.responseSealed !== null) {
      const member: unknown = JSON.parse(open(this.secret, sealContext(attempt.apiKeyId, attempt.key), found.responseSealed));
      const status = found.statusCode;
      return { status, body: status < 400 ? { data: member } : { error: member } };
    }
    const abandonedIn = found.createdAt + ABANDONED_AFTER_MS - attempt.at;
    if (abandonedIn > 0) throw inProgress(abandonedIn);
    return null;
  }
}

/** 409 `idempotency_in_progress`, with the whole seconds (1–60) until the key can be taken over. */
const inProgress = (ms: number): CouvertError =>
  new CouvertError("idempotency_in_progress", { retryAfterSeconds: Math.min(60, Math.max(1, Math.ceil(ms / 1000))) });

const runningName = (attempt: Pick<IdempotencyAttempt, "apiKeyId" | "key">): string => `${attempt.apiKeyId}\n${attempt.key}`;

/** Binds a sealed response to its key, so a record copied onto another key does not open. */
const sealContext = (apiKeyId: string, key: string): string => `idempotency:${apiKeyId}:${key}`;
