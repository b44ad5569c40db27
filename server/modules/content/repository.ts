import type { ContentModule } from "../../../core/content/schemas.ts";
import { toUtcIso } from "../../../core/time.ts";
import type { Tx } from "../../db/transactions.ts";

/** The only SQL of the content modules: one JSON document per restaurant and module, replaced whole. */
export class ContentRepository {
  private readonly db: Tx;

  constructor(db: Tx) {
    this.db = db;
  }

  /** The stored document (validated when it was imported), or null when nothing was imported. */
  async get(restaurantId: string, module: ContentModule): Promise<unknown> {
    const row = await this.db
      .selectFrom("content")
      .select("document")
      .where("restaurant_id", "=", restaurantId)
      .where("module", "=", module)
      .executeTakeFirst();
    return row === undefined ? null : JSON.parse(row.document);
  }

  /** One statement: the old document stays until the new one is in. */
  async replace(restaurantId: string, module: ContentModule, document: unknown, now: Date): Promise<void> {
    const values = { document: JSON.stringify(document), updated_at: toUtcIso(now) };
    await this.db
      .insertInto("content")
      .values({ restaurant_id: restaurantId, module, ...values })
      .onConflict((oc) => oc.columns(["restaurant_id", "module"]).doUpdateSet(values))
      .execute();
  }
}
