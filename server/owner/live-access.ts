import type { AccountService } from "../accounts/account-service.ts";
import type { SessionRepository } from "../accounts/session-repository.ts";

/** Who holds an open live stream, and on which restaurant. */
export interface StreamHolder {
  restaurantId: string;
  userId: string;
  sessionHash: string;
}

/**
 * Whether people may still hear their restaurants' writes (docs/api.md §16.5): their session goes
 * on (not signed out, here or everywhere) and they still have a role at the restaurant. One read
 * per session and one per person and restaurant, however many of their streams are asked about.
 */
export class LiveAccess {
  private readonly sessions: Pick<SessionRepository, "find">;
  private readonly accounts: Pick<AccountService, "roleAt">;

  constructor(sessions: Pick<SessionRepository, "find">, accounts: Pick<AccountService, "roleAt">) {
    this.sessions = sessions;
    this.accounts = accounts;
  }

  async allowed<T extends StreamHolder>(holders: Iterable<T>): Promise<Set<T>> {
    const sessionLive = new Map<string, Promise<boolean>>();
    const hasRole = new Map<string, Promise<boolean>>();
    const checks = [...holders].map(async (holder) => {
      const session = memo(
        sessionLive,
        holder.sessionHash,
        async () => (await this.sessions.find(holder.sessionHash))?.userId === holder.userId,
      );
      const role = memo(
        hasRole,
        `${holder.userId}\n${holder.restaurantId}`,
        async () => (await this.accounts.roleAt(holder.userId, holder.restaurantId)) !== null,
      );
      const [live, member] = await Promise.all([session, role]);
      return live && member ? holder : null;
    });
    return new Set((await Promise.all(checks)).filter((h): h is Awaited<T> & T => h !== null));
  }
}

function memo<V>(cache: Map<string, Promise<V>>, key: string, read: () => Promise<V>): Promise<V> {
  let value = cache.get(key);
  if (!value) cache.set(key, (value = read()));
  return value;
}
