import { normalizeEmail } from "../../core/accounts/schemas.ts";
import { languageOfCountry, type Lang } from "../../core/locale.ts";
import { ReadCache } from "../http/read-cache.ts";
import type { Repositories, Store } from "../store.ts";

/** Who at a restaurant speaks which language (docs/api.md §16.1a), as an owner e-mail needs it. */
export interface RecipientLanguages {
  /** `address`'s language at the restaurant: its user's choice when they work there, else the restaurant's country's. */
  of(address: string): Lang;
}

/**
 * The console language each person chose (stored on their account, migration 028), which the
 * e-mails a restaurant sends its people speak. Kept in memory per restaurant: an owner e-mail goes
 * with every booking, and a choice or membership written by any process drops what is kept
 * (db/change-watch.ts), so a booking's write costs no extra query.
 */
export class MemberLanguages {
  private readonly store: Store;
  private readonly cache = new ReadCache<ReadonlyMap<string, Lang>>(["users", "memberships"]);

  constructor(store: Store) {
    this.store = store;
  }

  /** Stores the person's choice (null: none); their next e-mail speaks it. */
  async choose(userId: string, lang: Lang | null): Promise<void> {
    await this.store.write([], (tx) => tx.users.setLang(userId, lang));
  }

  /**
   * `read`: where to read them when they are not kept, the transaction that writes the e-mails
   * (a read beside it would wait for it on SQLite's one connection).
   */
  async at(
    restaurant: { id: string; country: string | null },
    read: Pick<Repositories, "users"> = this.store.read,
  ): Promise<RecipientLanguages> {
    const load = () => read.users.languagesAt(restaurant.id);
    // A load shared with another write's transaction fails with it: this one reads for itself then.
    return recipientLanguages(restaurant, await this.cache.get(restaurant.id, load).catch(load));
  }

  /** As `at`, without a read: null when they are not kept in memory now. */
  known(restaurant: { id: string; country: string | null }): RecipientLanguages | null {
    const kept = this.cache.peek(restaurant.id);
    return kept ? recipientLanguages(restaurant, kept.value) : null;
  }
}

function recipientLanguages(restaurant: { country: string | null }, chosen: ReadonlyMap<string, Lang>): RecipientLanguages {
  const fallback = languageOfCountry(restaurant.country);
  return { of: (address) => chosen.get(normalizeEmail(address)) ?? fallback };
}

/** Everyone in the restaurant's country's language: where no member's choice is known (a notifier built for a test). */
export const countryLanguage = (restaurant: { country: string | null }): RecipientLanguages => {
  const lang = languageOfCountry(restaurant.country);
  return { of: () => lang };
};
