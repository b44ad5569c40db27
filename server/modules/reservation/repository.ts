import type { Statement } from "better-sqlite3";
import type { ChangeRequestStatus, ReservationChanges, ReservationDetails } from "../../../core/reservation/schemas.ts";
import { OCCUPYING_STATUSES, type ReservationStatus } from "../../../core/reservation/status.ts";
import type { Db } from "../../db/connection.ts";

/** A stored reservation. `pinHmac` never leaves the module: views are built without it. */
export interface ReservationRecord extends ReservationDetails {
  id: number;
  restaurantId: string;
  reservationNumber: number;
  pinHmac: string;
  status: ReservationStatus;
  createdAt: string;
  updatedAt: string;
}

export interface ChangeRequestRecord {
  reservationId: number;
  status: ChangeRequestStatus;
  changes: ReservationChanges;
  submittedAt: string;
  decidedAt: string | null;
}

interface ReservationRow {
  id: number;
  restaurant_id: string;
  reservation_number: number;
  pin_hmac: string;
  status: ReservationStatus;
  guest_first_name: string | null;
  guest_last_name: string;
  guest_phone: string | null;
  guest_email: string | null;
  party_size: number;
  starts_at: string;
  ends_at: string;
  notify_email: number;
  notify_whatsapp: number;
  created_at: string;
  updated_at: string;
}

interface ChangeRequestRow {
  reservation_id: number;
  status: ChangeRequestStatus;
  changes: string;
  submitted_at: string;
  decided_at: string | null;
}

/**
 * Timestamps are stored as `toUtcIso` strings (`2026-06-02T18:00:00Z`). Queries compare them as
 * instants, not as text, so a row from before timestamps were cut to whole seconds still compares right.
 */
export class ReservationRepository {
  private readonly statements: {
    numberTaken: Statement<[string, number]>;
    insert: Statement<Record<string, unknown>>;
    byNumber: Statement<[string, number]>;
    byId: Statement<[number]>;
    covers: Statement<Record<string, unknown>>;
    updateDetails: Statement<Record<string, unknown>>;
    updateStatus: Statement<[ReservationStatus, string, number]>;
    list: Statement<Record<string, unknown>>;
    changeRequest: Statement<[number]>;
    upsertChangeRequest: Statement<[number, string, string]>;
    decideChangeRequest: Statement<[ChangeRequestStatus, string, number]>;
    withdrawChangeRequest: Statement<[number]>;
  };

  constructor(db: Db) {
    const occupying = OCCUPYING_STATUSES.map((s) => `'${s}'`).join(", ");
    this.statements = {
      numberTaken: db.prepare("SELECT 1 FROM reservations WHERE restaurant_id = ? AND reservation_number = ?"),
      insert: db.prepare(
        `INSERT INTO reservations (restaurant_id, reservation_number, pin_hmac, status, guest_first_name, guest_last_name,
           guest_phone, guest_email, party_size, starts_at, ends_at, notify_email, notify_whatsapp, created_at, updated_at)
         VALUES (@restaurant_id, @reservation_number, @pin_hmac, @status, @guest_first_name, @guest_last_name,
           @guest_phone, @guest_email, @party_size, @starts_at, @ends_at, @notify_email, @notify_whatsapp, @created_at, @created_at)`,
      ),
      byNumber: db.prepare("SELECT * FROM reservations WHERE restaurant_id = ? AND reservation_number = ?"),
      byId: db.prepare("SELECT * FROM reservations WHERE id = ?"),
      // [starts_at, ends_at) overlaps [from, to) iff starts_at < to and ends_at > from, compared as
      // instants (epoch seconds): a row written with fractional seconds must not sort as text.
      covers: db.prepare(
        `SELECT COALESCE(SUM(party_size), 0) FROM reservations
         WHERE restaurant_id = @restaurant_id AND status IN (${occupying})
           AND unixepoch(starts_at, 'subsec') < @ends_at AND unixepoch(ends_at, 'subsec') > @starts_at AND id IS NOT @exclude_id`,
      ),
      updateDetails: db.prepare(
        `UPDATE reservations SET guest_first_name = @guest_first_name, guest_last_name = @guest_last_name,
           guest_phone = @guest_phone, guest_email = @guest_email, party_size = @party_size, starts_at = @starts_at,
           ends_at = @ends_at, notify_email = @notify_email, notify_whatsapp = @notify_whatsapp, updated_at = @updated_at
         WHERE id = @id`,
      ),
      updateStatus: db.prepare("UPDATE reservations SET status = ?, updated_at = ? WHERE id = ?"),
      list: db.prepare(
        `SELECT * FROM reservations
         WHERE restaurant_id = @restaurant_id
           AND (@status IS NULL OR status = @status)
           AND (@from IS NULL OR unixepoch(starts_at, 'subsec') >= @from)
           AND (@to IS NULL OR unixepoch(starts_at, 'subsec') < @to)
         ORDER BY unixepoch(starts_at, 'subsec'), reservation_number`,
      ),
      changeRequest: db.prepare("SELECT * FROM change_requests WHERE reservation_id = ?"),
      // One request per reservation: a newer one replaces whatever was there.
      upsertChangeRequest: db.prepare(
        `INSERT INTO change_requests (reservation_id, status, changes, submitted_at, decided_at) VALUES (?, 'open', ?, ?, NULL)
         ON CONFLICT (reservation_id) DO UPDATE SET status = 'open', changes = excluded.changes,
           submitted_at = excluded.submitted_at, decided_at = NULL`,
      ),
      decideChangeRequest: db.prepare("UPDATE change_requests SET status = ?, decided_at = ? WHERE reservation_id = ? AND status = 'open'"),
      withdrawChangeRequest: db.prepare("DELETE FROM change_requests WHERE reservation_id = ? AND status = 'open'"),
    };
    this.statements.covers.pluck();
  }

  isNumberTaken(restaurantId: string, reservationNumber: number): boolean {
    return this.statements.numberTaken.get(restaurantId, reservationNumber) !== undefined;
  }

  insert(input: { restaurantId: string; reservationNumber: number; pinHmac: string; status: ReservationStatus; details: ReservationDetails; now: string }): void {
    this.statements.insert.run({
      restaurant_id: input.restaurantId,
      reservation_number: input.reservationNumber,
      pin_hmac: input.pinHmac,
      status: input.status,
      ...detailColumns(input.details),
      created_at: input.now,
    });
  }

  findByNumber(restaurantId: string, reservationNumber: number): ReservationRecord | null {
    const row = this.statements.byNumber.get(restaurantId, reservationNumber) as ReservationRow | undefined;
    return row ? toRecord(row) : null;
  }

  findById(id: number): ReservationRecord | null {
    const row = this.statements.byId.get(id) as ReservationRow | undefined;
    return row ? toRecord(row) : null;
  }

  /** Guests of still-occupying reservations whose stay overlaps `[startsAt, endsAt)` (ISO instants). */
  coversOverlapping(restaurantId: string, startsAt: string, endsAt: string, excludeId: number | null = null): number {
    return this.statements.covers.get({
      restaurant_id: restaurantId,
      starts_at: epochSeconds(startsAt),
      ends_at: epochSeconds(endsAt),
      exclude_id: excludeId,
    }) as number;
  }

  updateDetails(id: number, details: ReservationDetails, now: string): void {
    this.statements.updateDetails.run({ id, ...detailColumns(details), updated_at: now });
  }

  updateStatus(id: number, status: ReservationStatus, now: string): void {
    this.statements.updateStatus.run(status, now, id);
  }

  list(restaurantId: string, filter: { status?: ReservationStatus | null; from?: string | null; to?: string | null } = {}): ReservationRecord[] {
    const rows = this.statements.list.all({
      restaurant_id: restaurantId,
      status: filter.status ?? null,
      from: filter.from ? epochSeconds(filter.from) : null,
      to: filter.to ? epochSeconds(filter.to) : null,
    }) as ReservationRow[];
    return rows.map(toRecord);
  }

  findChangeRequest(reservationId: number): ChangeRequestRecord | null {
    const row = this.statements.changeRequest.get(reservationId) as ChangeRequestRow | undefined;
    return row
      ? {
          reservationId: row.reservation_id,
          status: row.status,
          changes: JSON.parse(row.changes) as ReservationChanges,
          submittedAt: row.submitted_at,
          decidedAt: row.decided_at,
        }
      : null;
  }

  saveOpenChangeRequest(reservationId: number, changes: ReservationChanges, now: string): void {
    this.statements.upsertChangeRequest.run(reservationId, JSON.stringify(changes), now);
  }

  /** Returns false when the reservation has no open request. */
  decideChangeRequest(reservationId: number, status: "approved" | "declined", now: string): boolean {
    return this.statements.decideChangeRequest.run(status, now, reservationId).changes > 0;
  }

  /** The guest took their open request back; a decided one stays as the record of the decision. */
  withdrawOpenChangeRequest(reservationId: number): void {
    this.statements.withdrawChangeRequest.run(reservationId);
  }
}

/** Failed manage attempts (CONTRACT §7): times in epoch milliseconds. */
export class ManageFailureRepository {
  private readonly statements: {
    insert: Statement<[string, number, string, number]>;
    byNumber: Statement<[string, number, number]>;
    byClient: Statement<[string, number]>;
    resetNumber: Statement<[string, number]>;
    purge: Statement<[number]>;
  };

  constructor(db: Db) {
    this.statements = {
      insert: db.prepare("INSERT INTO manage_failures (restaurant_id, reservation_number, client_tag, failed_at) VALUES (?, ?, ?, ?)"),
      byNumber: db.prepare(
        "SELECT failed_at FROM manage_failures WHERE restaurant_id = ? AND reservation_number = ? AND failed_at > ? ORDER BY failed_at",
      ),
      byClient: db.prepare("SELECT failed_at FROM manage_failures WHERE client_tag = ? AND failed_at > ? ORDER BY failed_at"),
      resetNumber: db.prepare("DELETE FROM manage_failures WHERE restaurant_id = ? AND reservation_number = ?"),
      purge: db.prepare("DELETE FROM manage_failures WHERE failed_at <= ?"),
    };
    this.statements.byNumber.pluck();
    this.statements.byClient.pluck();
  }

  record(restaurantId: string, reservationNumber: number, clientTag: string, at: number): void {
    this.statements.insert.run(restaurantId, reservationNumber, clientTag, at);
  }

  /** Failure times after `since`, oldest first. */
  forNumber(restaurantId: string, reservationNumber: number, since: number): number[] {
    return this.statements.byNumber.all(restaurantId, reservationNumber, since) as number[];
  }

  forClient(clientTag: string, since: number): number[] {
    return this.statements.byClient.all(clientTag, since) as number[];
  }

  resetNumber(restaurantId: string, reservationNumber: number): void {
    this.statements.resetNumber.run(restaurantId, reservationNumber);
  }

  purgeUntil(until: number): void {
    this.statements.purge.run(until);
  }
}

export interface IdempotencyRecord {
  bodyHash: string;
  state: "in_progress" | "done";
  statusCode: number | null;
  responseSealed: string | null;
  createdAt: number;
}

interface IdempotencyRow {
  body_hash: string;
  state: "in_progress" | "done";
  status_code: number | null;
  response_encrypted: string | null;
  created_at: number;
}

/** Idempotency-Key records (CONTRACT §7), per API key; times in epoch milliseconds. */
export class IdempotencyRepository {
  private readonly statements: {
    find: Statement<[string, string]>;
    claim: Statement<[string, string, string, number]>;
    complete: Statement<[number, string, string, string]>;
    release: Statement<[string, string, string]>;
    purge: Statement<[number]>;
  };

  constructor(db: Db) {
    this.statements = {
      find: db.prepare("SELECT * FROM idempotency_keys WHERE api_key_id = ? AND idempotency_key = ?"),
      claim: db.prepare(
        `INSERT INTO idempotency_keys (api_key_id, idempotency_key, body_hash, state, created_at) VALUES (?, ?, ?, 'in_progress', ?)
         ON CONFLICT (api_key_id, idempotency_key) DO UPDATE SET body_hash = excluded.body_hash, state = 'in_progress',
           status_code = NULL, response_encrypted = NULL, created_at = excluded.created_at`,
      ),
      complete: db.prepare(
        `UPDATE idempotency_keys SET state = 'done', status_code = ?, response_encrypted = ?
         WHERE api_key_id = ? AND idempotency_key = ? AND state = 'in_progress'`,
      ),
      release: db.prepare("DELETE FROM idempotency_keys WHERE api_key_id = ? AND idempotency_key = ? AND body_hash = ? AND state = 'in_progress'"),
      purge: db.prepare("DELETE FROM idempotency_keys WHERE created_at <= ?"),
    };
  }

  find(apiKeyId: string, key: string): IdempotencyRecord | null {
    const row = this.statements.find.get(apiKeyId, key) as IdempotencyRow | undefined;
    return row
      ? { bodyHash: row.body_hash, state: row.state, statusCode: row.status_code, responseSealed: row.response_encrypted, createdAt: row.created_at }
      : null;
  }

  /** Takes the key for a new attempt (inserting, or replacing an expired or abandoned record). */
  claim(apiKeyId: string, key: string, bodyHash: string, at: number): void {
    this.statements.claim.run(apiKeyId, key, bodyHash, at);
  }

  complete(apiKeyId: string, key: string, statusCode: number, responseSealed: string): void {
    this.statements.complete.run(statusCode, responseSealed, apiKeyId, key);
  }

  /** Frees a key whose attempt failed; a finished record is never released. */
  release(apiKeyId: string, key: string, bodyHash: string): void {
    this.statements.release.run(apiKeyId, key, bodyHash);
  }

  purgeUntil(until: number): void {
    this.statements.purge.run(until);
  }
}

/** An ISO instant as epoch seconds, the form `unixepoch(…, 'subsec')` gives in SQL. */
const epochSeconds = (iso: string): number => Date.parse(iso) / 1000;

function detailColumns(d: ReservationDetails) {
  return {
    guest_first_name: d.guest_first_name,
    guest_last_name: d.guest_last_name,
    guest_phone: d.guest_phone,
    guest_email: d.guest_email,
    party_size: d.party_size,
    starts_at: d.starts_at,
    ends_at: d.ends_at,
    notify_email: d.notify_email ? 1 : 0,
    notify_whatsapp: d.notify_whatsapp ? 1 : 0,
  };
}

function toRecord(row: ReservationRow): ReservationRecord {
  return {
    id: row.id,
    restaurantId: row.restaurant_id,
    reservationNumber: row.reservation_number,
    pinHmac: row.pin_hmac,
    status: row.status,
    guest_first_name: row.guest_first_name,
    guest_last_name: row.guest_last_name,
    guest_phone: row.guest_phone,
    guest_email: row.guest_email,
    party_size: row.party_size,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    notify_email: row.notify_email === 1,
    notify_whatsapp: row.notify_whatsapp === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The guest-editable part of a stored reservation. */
export function detailsOf(r: ReservationRecord): ReservationDetails {
  return {
    guest_first_name: r.guest_first_name,
    guest_last_name: r.guest_last_name,
    guest_phone: r.guest_phone,
    guest_email: r.guest_email,
    party_size: r.party_size,
    starts_at: r.starts_at,
    ends_at: r.ends_at,
    notify_email: r.notify_email,
    notify_whatsapp: r.notify_whatsapp,
  };
}
