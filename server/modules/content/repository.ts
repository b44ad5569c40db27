import type { ContentModule } from "../../../core/content/schemas.ts";
import { toUtcIso } from "../../../core/time.ts";
import type { Db } from "../../db/connection.ts";

/** The only SQL of the content modules: one JSON document per restaurant and module, replaced whole. */
export class ContentRepository {
  private readonly statements;

  constructor(db: Db) {
    this.statements = {
      get: db.prepare("SELECT document FROM content WHERE restaurant_id = ? AND module = ?").pluck(),
      replace: db.prepare(
        `INSERT INTO content (restaurant_id, module, document, updated_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (restaurant_id, module) DO UPDATE SET document = excluded.document, updated_at = excluded.updated_at`,
      ),
    };
  }

  /** The stored document (validated when it was imported), or null when nothing was imported. */
  get(restaurantId: string, module: ContentModule): unknown {
    const text = this.statements.get.get(restaurantId, module) as string | undefined;
    return text === undefined ? null : JSON.parse(text);
  }

  /** One statement: the old document stays until the new one is in. */
  replace(restaurantId: string, module: ContentModule, document: unknown, now: Date): void {
    this.statements.replace.run(restaurantId, module, JSON.stringify(document), toUtcIso(now));
  }
}
