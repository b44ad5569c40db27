import type { Tx } from "../db/transactions.ts";

/** Failed sign-ins (docs/api.md §16.2), by HMAC tags of the address tried and of the client; times in epoch ms. */
export class SignInFailureRepository {
  constructor(private readonly db: Tx) {}

  /** Returns the row's id, so an attempt that succeeds can take its own row back. */
  async record(accountTag: string, clientTag: string, at: number): Promise<number> {
    const row = await this.db
      .insertInto("sign_in_failures")
      .values({ account_tag: accountTag, client_tag: clientTag, failed_at: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async remove(id: number): Promise<void> {
    await this.db.deleteFrom("sign_in_failures").where("id", "=", id).execute();
  }

  /** Failure times after `since`, oldest first. */
  async forAccount(accountTag: string, since: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom("sign_in_failures")
      .select("failed_at")
      .where("account_tag", "=", accountTag)
      .where("failed_at", ">", since)
      .orderBy("failed_at")
      .execute();
    return rows.map((r) => Number(r.failed_at));
  }

  async forClient(clientTag: string, since: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom("sign_in_failures")
      .select("failed_at")
      .where("client_tag", "=", clientTag)
      .where("failed_at", ">", since)
      .orderBy("failed_at")
      .execute();
    return rows.map((r) => Number(r.failed_at));
  }

  async resetAccount(accountTag: string): Promise<void> {
    await this.db.deleteFrom("sign_in_failures").where("account_tag", "=", accountTag).execute();
  }

  async purgeUntil(until: number): Promise<void> {
    await this.db.deleteFrom("sign_in_failures").where("failed_at", "<=", until).execute();
  }
}
