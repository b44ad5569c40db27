import type { Tx } from "../../db/transactions.ts";

/** Failed manage attempts (docs/api.md §7): times in epoch milliseconds. */
export class ManageFailureRepository {
  private readonly db: Tx;

  constructor(db: Tx) {
    this.db = db;
  }

  async record(restaurantId: string, reservationNumber: number, clientTag: string, at: number): Promise<void> {
    await this.db
      .insertInto("manage_failures")
      .values({ restaurant_id: restaurantId, reservation_number: reservationNumber, client_tag: clientTag, failed_at: at })
      .execute();
  }

  /** Failure times after `since`, oldest first. */
  async forNumber(restaurantId: string, reservationNumber: number, since: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom("manage_failures")
      .select("failed_at")
      .where("restaurant_id", "=", restaurantId)
      .where("reservation_number", "=", reservationNumber)
      .where("failed_at", ">", since)
      .orderBy("failed_at")
      .execute();
    return rows.map((r) => r.failed_at);
  }

  async forClient(clientTag: string, since: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom("manage_failures")
      .select("failed_at")
      .where("client_tag", "=", clientTag)
      .where("failed_at", ">", since)
      .orderBy("failed_at")
      .execute();
    return rows.map((r) => r.failed_at);
  }

  async resetNumber(restaurantId: string, reservationNumber: number): Promise<void> {
    await this.db
      .deleteFrom("manage_failures")
      .where("restaurant_id", "=", restaurantId)
      .where("reservation_number", "=", reservationNumber)
      .execute();
  }

  async purgeUntil(until: number): Promise<void> {
    await this.db.deleteFrom("manage_failures").where("failed_at", "<=", until).execute();
  }
}
