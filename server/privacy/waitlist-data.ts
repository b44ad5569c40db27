import type { Tx } from "../db/transactions.ts";
import type { GuestLookup } from "./privacy-repository.ts";

/**
 * The waitlist's part of a guest's data (issue 30), which names no booking: entries by the guest's
 * address or number, their messages by recipient (an address, or a number for an offer by
 * messaging). Erasure and retention use it
 * beside the registry (personal-data.ts), which erases what these find.
 */
export class WaitlistData {
  private readonly db: Tx;

  constructor(db: Tx) {
    this.db = db;
  }

  /**
   * The addresses and numbers the guest's entries give (an erasure by one still reaches the messages
   * sent to the other), and the starts of their open offers.
   */
  async ofGuest(lookup: GuestLookup): Promise<{ emails: string[]; phones: string[]; openOfferStarts: string[] }> {
    const entries = await this.db
      .selectFrom("waitlist_entries")
      .select(["id", "guest_email", "guest_phone"])
      .where("restaurant_id", "=", lookup.restaurantId)
      .where((eb) =>
        lookup.email !== null ? eb(eb.fn("lower", ["guest_email"]), "=", lookup.email.toLowerCase()) : eb("guest_phone", "=", lookup.phone),
      )
      .execute();
    if (!entries.length) return { emails: [], phones: [], openOfferStarts: [] };
    const offers = await this.db
      .selectFrom("waitlist_offers")
      .select("starts_at")
      .where(
        "entry_id",
        "in",
        entries.map((e) => e.id),
      )
      .where("state", "=", "open")
      .execute();
    return {
      emails: [...new Set(entries.map((e) => e.guest_email.toLowerCase()))],
      phones: [...new Set(entries.flatMap((e) => (e.guest_phone ? [e.guest_phone] : [])))],
      openOfferStarts: offers.map((o) => o.starts_at),
    };
  }

  /** Queued waitlist messages to `recipients` (addresses, lower case, and numbers): skipped, never sent (their sealed content is erased with them). */
  async skipQueuedTo(restaurantId: string, recipients: readonly string[], reason: string): Promise<number> {
    if (!recipients.length) return 0;
    const result = await this.db
      .updateTable("outbox")
      .set({ status: "skipped", leased_until: null, lease_token: null, last_error: reason })
      .where("restaurant_id", "=", restaurantId)
      .where("topic", "like", "waitlist.%")
      .where("status", "=", "queued")
      .where((eb) => eb(eb.fn("lower", ["recipient"]), "in", [...recipients]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /**
   * Retention: entries for dates before `today` serve no one any more; they go, and the e-mails
   * that went to them lose their address and content. `today` is the date whose list runs now: in
   * the small hours of a night past midnight, the night's own. Returns the rows changed.
   */
  async dropPast(restaurantId: string, today: string): Promise<number> {
    const past = await this.db
      .selectFrom("waitlist_entries")
      .select(["guest_email", "guest_phone"])
      .where("restaurant_id", "=", restaurantId)
      .where("date", "<", today)
      .execute();
    if (!past.length) return 0;
    const current = await this.db
      .selectFrom("waitlist_entries")
      .select("guest_email")
      .where("restaurant_id", "=", restaurantId)
      .where("date", ">=", today)
      .execute();
    // An address still waiting for a later date keeps its messages until that date passes too.
    const stillWaiting = new Set(current.map((e) => e.guest_email.toLowerCase()));
    const goneEmails = [...new Set(past.map((e) => e.guest_email.toLowerCase()))].filter((email) => !stillWaiting.has(email));
    // An offer by messaging went to the number the entry gave.
    const gone = [
      ...goneEmails,
      ...past.flatMap((e) => (e.guest_phone && goneEmails.includes(e.guest_email.toLowerCase()) ? [e.guest_phone] : [])),
    ];
    let changed = 0;
    if (gone.length) {
      const blanked = await this.db
        .updateTable("outbox")
        .set({ recipient: "", payload_sealed: null, last_error: null })
        .where("restaurant_id", "=", restaurantId)
        .where("topic", "like", "waitlist.%")
        .where("status", "!=", "queued")
        .where((eb) => eb(eb.fn("lower", ["recipient"]), "in", gone))
        .executeTakeFirst();
      changed += Number(blanked.numUpdatedRows);
    }
    const deleted = await this.db
      .deleteFrom("waitlist_entries")
      .where("restaurant_id", "=", restaurantId)
      .where("date", "<", today)
      .executeTakeFirst();
    return changed + Number(deleted.numDeletedRows);
  }
}
