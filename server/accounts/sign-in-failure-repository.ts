import type { Tx } from "../db/transactions.ts";

type Counted = "failures" | "attempts";

/**
 * Sign-in attempts (docs/api.md §16.2), by HMAC tags of the address tried and of the client; times
 * in epoch ms. Each is written as a failure first; a right password forgives it.
 */
export class SignInFailureRepository {
  private readonly db: Tx;

  constructor(db: Tx) {
    this.db = db;
  }

  async record(accountTag: string, clientTag: string, at: number): Promise<void> {
    await this.db.insertInto("sign_in_failures").values({ account_tag: accountTag, client_tag: clientTag, failed_at: at }).execute();
  }

  /** Times after `since`, oldest first, of the failures only or of every attempt. */
  forAccount(accountTag: string, since: number, which: Counted = "failures"): Promise<number[]> {
    return this.times("account_tag", accountTag, since, which);
  }

  forClient(clientTag: string, since: number, which: Counted = "failures"): Promise<number[]> {
    return this.times("client_tag", clientTag, since, which);
  }

  /**
   * A right password forgives the account's failures, its own row and those of attempts still
   * being checked among them; they all still count as attempts.
   */
  async forgiveAccount(accountTag: string): Promise<void> {
    await this.db
      .updateTable("sign_in_failures")
      .set({ forgiven: 1 })
      .where("account_tag", "=", accountTag)
      .where("forgiven", "=", 0)
      .execute();
  }

  private async times(column: "account_tag" | "client_tag", tag: string, since: number, which: Counted): Promise<number[]> {
    let query = this.db.selectFrom("sign_in_failures").select("failed_at").where(column, "=", tag).where("failed_at", ">", since);
    if (which === "failures") query = query.where("forgiven", "=", 0);
    const rows = await query.orderBy("failed_at").execute();
    return rows.map((r) => Number(r.failed_at));
  }

  async purgeUntil(until: number): Promise<void> {
    await this.db.deleteFrom("sign_in_failures").where("failed_at", "<=", until).execute();
  }
}
