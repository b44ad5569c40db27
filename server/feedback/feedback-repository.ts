import { sql } from "kysely";
import type { Tx } from "../db/transactions.ts";

/** A guest's answer with what the owner and GET /reviews show beside it (the booking's name and start). */
export interface FeedbackRecord {
  id: string;
  restaurantId: string;
  reservationId: number;
  reservationNumber: number;
  guestFirstName: string | null;
  guestLastName: string;
  /** As stored: read it with core/locale.ts `langOf`. */
  guestLang: string;
  bookingStartsAt: string;
  expiresAt: string;
  rating: number | null;
  comment: string | null;
  answeredAt: string | null;
  publishedAt: string | null;
}

/** The only SQL of feedback (migration 020). */
export class FeedbackRepository {
  private readonly db: Tx;

  constructor(db: Tx) {
    this.db = db;
  }

  /** The one request of a booking; false when it was asked already (a booking is asked once). */
  async insertRequest(input: {
    id: string;
    restaurantId: string;
    reservationId: number;
    tokenHash: string;
    expiresAt: string;
    now: string;
  }): Promise<boolean> {
    const result = await this.db
      .insertInto("feedback")
      .values({
        id: input.id,
        restaurant_id: input.restaurantId,
        reservation_id: input.reservationId,
        token_hash: input.tokenHash,
        expires_at: input.expiresAt,
        created_at: input.now,
      })
      .onConflict((oc) => oc.column("reservation_id").doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async findByTokenHash(tokenHash: string): Promise<FeedbackRecord | null> {
    return (await this.selectRecords().where("feedback.token_hash", "=", tokenHash).executeTakeFirst()) ?? null;
  }

  async findByReservation(reservationId: number): Promise<FeedbackRecord | null> {
    return (await this.selectRecords().where("feedback.reservation_id", "=", reservationId).executeTakeFirst()) ?? null;
  }

  async findById(restaurantId: string, id: string): Promise<FeedbackRecord | null> {
    return (
      (await this.selectRecords().where("feedback.restaurant_id", "=", restaurantId).where("feedback.id", "=", id).executeTakeFirst()) ??
      null
    );
  }

  /** The guest's one answer: false when the link was answered already or has expired (one statement, so two posts cannot both count). */
  async answer(tokenHash: string, rating: number, comment: string | null, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable("feedback")
      .set({ rating, comment, answered_at: now })
      .where("token_hash", "=", tokenHash)
      .where("answered_at", "is", null)
      .where("expires_at", ">", now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Answered feedback of one restaurant, newest answer first. */
  async listAnswered(restaurantId: string, limit: number): Promise<FeedbackRecord[]> {
    return this.selectRecords()
      .where("feedback.restaurant_id", "=", restaurantId)
      .where("feedback.answered_at", "is not", null)
      .orderBy("feedback.answered_at", "desc")
      .orderBy("feedback.id")
      .limit(limit)
      .execute();
  }

  /** What GET /reviews adds to the imported reviews: the answers the owner published. */
  async listPublished(restaurantId: string): Promise<FeedbackRecord[]> {
    return this.selectRecords()
      .where("feedback.restaurant_id", "=", restaurantId)
      .where("feedback.published_at", "is not", null)
      .orderBy("feedback.answered_at", "desc")
      .execute();
  }

  /** Publishes (`at`) or unpublishes (null) an answered one; false when there is no such answer. */
  async setPublished(restaurantId: string, id: string, at: string | null): Promise<boolean> {
    const result = await this.db
      .updateTable("feedback")
      .set({ published_at: at })
      .where("restaurant_id", "=", restaurantId)
      .where("id", "=", id)
      .where("answered_at", "is not", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  private selectRecords() {
    return this.db
      .selectFrom("feedback")
      .innerJoin("reservations", "reservations.id", "feedback.reservation_id")
      .select([
        "feedback.id as id",
        "feedback.restaurant_id as restaurantId",
        "feedback.reservation_id as reservationId",
        "reservations.reservation_number as reservationNumber",
        "reservations.guest_first_name as guestFirstName",
        "reservations.guest_last_name as guestLastName",
        "reservations.starts_at as bookingStartsAt",
        // Migration 024: the booking's language, beyond en/de, is in guest_language.
        sql<string>`coalesce(reservations.guest_language, reservations.guest_lang)`.as("guestLang"),
        "feedback.expires_at as expiresAt",
        "feedback.rating as rating",
        "feedback.comment as comment",
        "feedback.answered_at as answeredAt",
        "feedback.published_at as publishedAt",
      ]);
  }
}
