import type { WaitlistStatus } from "../../core/waitlist/schemas.ts";
import type { WaitlistJoin } from "../../core/waitlist/validate.ts";
import type { Lang } from "../../core/locale.ts";
import type { Selectable } from "kysely";
import type { WaitlistEntriesTable, WaitlistOffersTable } from "../db/schema.ts";
import type { Tx } from "../db/transactions.ts";

/** A waiting guest (migration 022). */
export interface WaitlistEntryRecord {
  id: number;
  restaurantId: string;
  date: string;
  partySize: number;
  windowStart: string;
  windowEnd: string;
  firstName: string | null;
  lastName: string;
  email: string;
  phone: string | null;
  lang: Lang;
  status: WaitlistStatus;
  reservationId: number | null;
  createdAt: string;
}

export type OfferState = "open" | "claimed" | "expired" | "gone" | "withdrawn";

/** An offer of a freed start to one waiting guest; the claim link's token is kept only as its hash. */
export interface WaitlistOfferRecord {
  id: number;
  entryId: number;
  restaurantId: string;
  startsAt: string;
  expiresAt: string;
  state: OfferState;
  createdAt: string;
}

/** The waitlist's SQL: entries in order of joining, offers by the hash of their claim token. */
export class WaitlistRepository {
  private readonly db: Tx;

  constructor(db: Tx) {
    this.db = db;
  }

  async insert(restaurantId: string, join: WaitlistJoin, now: string): Promise<number> {
    const row = await this.db
      .insertInto("waitlist_entries")
      .values({
        restaurant_id: restaurantId,
        date: join.date,
        party_size: join.partySize,
        window_start: join.windowStart,
        window_end: join.windowEnd,
        guest_first_name: join.firstName,
        guest_last_name: join.lastName,
        guest_email: join.email,
        guest_phone: join.phone,
        guest_lang: join.lang,
        status: "waiting",
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async findEntry(id: number): Promise<WaitlistEntryRecord | null> {
    const row = await this.db.selectFrom("waitlist_entries").selectAll().where("id", "=", id).executeTakeFirst();
    return row ? toEntry(row) : null;
  }

  /** A restaurant's entries of one date, in the order guests joined. */
  async entriesOn(restaurantId: string, date: string): Promise<WaitlistEntryRecord[]> {
    const rows = await this.db
      .selectFrom("waitlist_entries")
      .selectAll()
      .where("restaurant_id", "=", restaurantId)
      .where("date", "=", date)
      .orderBy("id")
      .execute();
    return rows.map(toEntry);
  }

  /** How many guests still wait for this date ahead of entry `beforeId`. */
  async waitingAhead(restaurantId: string, date: string, beforeId: number): Promise<number> {
    const { n } = await this.db
      .selectFrom("waitlist_entries")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("restaurant_id", "=", restaurantId)
      .where("date", "=", date)
      .where("id", "<", beforeId)
      .where("status", "in", ["waiting", "offered"])
      .executeTakeFirstOrThrow();
    return Number(n);
  }

  async setStatus(id: number, status: WaitlistStatus, now: string, reservationId: number | null = null): Promise<void> {
    await this.db
      .updateTable("waitlist_entries")
      .set({ status, updated_at: now, ...(reservationId === null ? {} : { reservation_id: reservationId }) })
      .where("id", "=", id)
      .execute();
  }

  async insertOffer(
    offer: { entryId: number; restaurantId: string; tokenHash: string; startsAt: string; expiresAt: string },
    now: string,
  ): Promise<void> {
    await this.db
      .insertInto("waitlist_offers")
      .values({
        entry_id: offer.entryId,
        restaurant_id: offer.restaurantId,
        token_hash: offer.tokenHash,
        starts_at: offer.startsAt,
        expires_at: offer.expiresAt,
        state: "open",
        created_at: now,
      })
      .execute();
  }

  async findOfferByTokenHash(tokenHash: string): Promise<WaitlistOfferRecord | null> {
    const row = await this.db.selectFrom("waitlist_offers").selectAll().where("token_hash", "=", tokenHash).executeTakeFirst();
    return row ? toOffer(row) : null;
  }

  /** The open offers of a restaurant's entries on one date (expired ones included until the sweep closes them). */
  async openOffersOn(restaurantId: string, date: string): Promise<WaitlistOfferRecord[]> {
    const rows = await this.db
      .selectFrom("waitlist_offers")
      .innerJoin("waitlist_entries", "waitlist_entries.id", "waitlist_offers.entry_id")
      .selectAll("waitlist_offers")
      .where("waitlist_offers.restaurant_id", "=", restaurantId)
      .where("waitlist_entries.date", "=", date)
      .where("waitlist_offers.state", "=", "open")
      .execute();
    return rows.map(toOffer);
  }

  /** Every start an entry was ever offered: a guest who let an offer run out is not offered that start again. */
  async offeredStarts(entryIds: readonly number[]): Promise<Map<number, Set<string>>> {
    const offered = new Map<number, Set<string>>();
    if (entryIds.length === 0) return offered;
    const rows = await this.db
      .selectFrom("waitlist_offers")
      .select(["entry_id", "starts_at"])
      .where("entry_id", "in", [...entryIds])
      .execute();
    for (const row of rows) {
      const id = Number(row.entry_id);
      offered.set(id, (offered.get(id) ?? new Set()).add(row.starts_at));
    }
    return offered;
  }

  /** The restaurants that hold an open offer that ran out by `now`, for the sweep. */
  async restaurantsWithExpiredOffers(now: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom("waitlist_offers")
      .select("restaurant_id")
      .distinct()
      .where("state", "=", "open")
      .where("expires_at", "<=", now)
      .execute();
    return rows.map((r) => r.restaurant_id);
  }

  /** Closes a restaurant's open offers that ran out; answers the entries they belonged to. */
  async expireOffers(restaurantId: string, now: string): Promise<number[]> {
    const rows = await this.db
      .updateTable("waitlist_offers")
      .set({ state: "expired" })
      .where("restaurant_id", "=", restaurantId)
      .where("state", "=", "open")
      .where("expires_at", "<=", now)
      .returning("entry_id")
      .execute();
    return rows.map((r) => Number(r.entry_id));
  }

  async setOfferState(id: number, state: OfferState): Promise<void> {
    await this.db.updateTable("waitlist_offers").set({ state }).where("id", "=", id).execute();
  }

  /** Withdraws an entry's open offers (the guest left, or the owner removed them). */
  async withdrawOffersOf(entryId: number): Promise<void> {
    await this.db
      .updateTable("waitlist_offers")
      .set({ state: "withdrawn" })
      .where("entry_id", "=", entryId)
      .where("state", "=", "open")
      .execute();
  }

  /** The open offer of each of these entries. */
  async openOfferOf(entryIds: readonly number[]): Promise<Map<number, WaitlistOfferRecord>> {
    const open = new Map<number, WaitlistOfferRecord>();
    if (entryIds.length === 0) return open;
    const rows = await this.db
      .selectFrom("waitlist_offers")
      .selectAll()
      .where("entry_id", "in", [...entryIds])
      .where("state", "=", "open")
      .execute();
    for (const row of rows) open.set(Number(row.entry_id), toOffer(row));
    return open;
  }
}

type EntryRow = Selectable<WaitlistEntriesTable>;

const toEntry = (row: EntryRow): WaitlistEntryRecord => ({
  id: Number(row.id),
  restaurantId: row.restaurant_id,
  date: row.date,
  partySize: row.party_size,
  windowStart: row.window_start,
  windowEnd: row.window_end,
  firstName: row.guest_first_name,
  lastName: row.guest_last_name,
  email: row.guest_email,
  phone: row.guest_phone,
  lang: row.guest_lang as Lang,
  status: row.status as WaitlistStatus,
  reservationId: row.reservation_id === null ? null : Number(row.reservation_id),
  createdAt: row.created_at,
});

type OfferRow = Selectable<WaitlistOffersTable>;

const toOffer = (row: OfferRow): WaitlistOfferRecord => ({
  id: Number(row.id),
  entryId: Number(row.entry_id),
  restaurantId: row.restaurant_id,
  startsAt: row.starts_at,
  expiresAt: row.expires_at,
  state: row.state as OfferState,
  createdAt: row.created_at,
});
