import type { Db } from "./db/database.ts";
import { WrittenTables } from "./db/local-writes.ts";
import type { UnitOptions } from "./db/group-commit.ts";
import { takeLocks, writeTransaction, type Tx } from "./db/transactions.ts";
import { RateLimitRepository } from "./http/rate-limit-repository.ts";
import { ApiKeyRepository } from "./keys/repository.ts";
import { ContentRepository } from "./modules/content/repository.ts";
import { EventRepository } from "./modules/events/repository.ts";
import { IdempotencyRepository } from "./modules/reservation/idempotency-repository.ts";
import { ManageFailureRepository } from "./modules/reservation/manage-failure-repository.ts";
import { ReservationRepository } from "./modules/reservation/reservation-repository.ts";
import { OutboxRepository } from "./notifications/outbox-repository.ts";
import { RestaurantRepository } from "./restaurants/repository.ts";
import { SessionRepository } from "./accounts/session-repository.ts";
import { SetupLinkRepository } from "./accounts/setup-link-repository.ts";
import { SignInFailureRepository } from "./accounts/sign-in-failure-repository.ts";
import { UserRepository } from "./accounts/user-repository.ts";
import { LiveEventRepository } from "./owner/live-event-repository.ts";
import { RoomRepository } from "./tables/room-repository.ts";
import { FeedbackRepository } from "./feedback/feedback-repository.ts";
import { WaitlistRepository } from "./waitlist/waitlist-repository.ts";
import { PrivacyRepository } from "./privacy/privacy-repository.ts";
import { WaitlistData } from "./privacy/waitlist-data.ts";
import { GuestRepository } from "./guests/guest-repository.ts";

/** Every repository, over one query executor: the database itself, or one transaction. */
export interface Repositories {
  restaurants: RestaurantRepository;
  keys: ApiKeyRepository;
  reservations: ReservationRepository;
  manageFailures: ManageFailureRepository;
  idempotency: IdempotencyRepository;
  events: EventRepository;
  content: ContentRepository;
  rateLimits: RateLimitRepository;
  outbox: OutboxRepository;
  users: UserRepository;
  sessions: SessionRepository;
  setupLinks: SetupLinkRepository;
  signInFailures: SignInFailureRepository;
  liveEvents: LiveEventRepository;
  room: RoomRepository;
  feedback: FeedbackRepository;
  waitlist: WaitlistRepository;
  privacy: PrivacyRepository;
  waitlistData: WaitlistData;
  guests: GuestRepository;
}

export const repositoriesOn = (executor: Tx): Repositories => ({
  restaurants: new RestaurantRepository(executor),
  keys: new ApiKeyRepository(executor),
  reservations: new ReservationRepository(executor),
  manageFailures: new ManageFailureRepository(executor),
  idempotency: new IdempotencyRepository(executor),
  events: new EventRepository(executor),
  content: new ContentRepository(executor),
  rateLimits: new RateLimitRepository(executor),
  outbox: new OutboxRepository(executor),
  users: new UserRepository(executor),
  sessions: new SessionRepository(executor),
  setupLinks: new SetupLinkRepository(executor),
  signInFailures: new SignInFailureRepository(executor),
  liveEvents: new LiveEventRepository(executor),
  room: new RoomRepository(executor),
  feedback: new FeedbackRepository(executor),
  waitlist: new WaitlistRepository(executor),
  privacy: new PrivacyRepository(executor),
  waitlistData: new WaitlistData(executor),
  guests: new GuestRepository(executor),
});

/**
 * The database as services see it: `read` for single statements, `write` for a transaction whose
 * repositories all run inside it, holding the named locks (db/transactions.ts) throughout.
 *
 * `transaction` hands the work a Store bound to the transaction, so services built on it join
 * the transaction instead of starting their own: the demo seeds a restaurant, its events and its
 * content all or nothing through the very services the API uses.
 */
export class Store {
  readonly read: Repositories;

  readonly db: Db;
  private readonly transactionExecutor: Tx | null;

  constructor(db: Db, transactionExecutor: Tx | null = null) {
    this.db = db;
    this.transactionExecutor = transactionExecutor;

    this.read = repositoriesOn(transactionExecutor ?? db.kysely);
  }

  /** `options`: db/transactions.ts `writeTransaction`'s. */
  write<T>(locks: readonly string[], work: (tx: Repositories) => Promise<T>, options: UnitOptions = {}): Promise<T> {
    return this.transaction(locks, (inner) => work(inner.read), options);
  }

  async transaction<T>(locks: readonly string[], work: (inner: Store) => Promise<T>, options: UnitOptions = {}): Promise<T> {
    if (this.transactionExecutor) {
      // Joining a transaction: these locks come after the ones it took, not in one sorted order, so
      // nested work must only take locks no other transaction takes before the outer ones.
      await takeLocks(this.db, this.transactionExecutor, locks);
      return work(this);
    }
    const written = new WrittenTables();
    try {
      return await writeTransaction(this.db, (tx) => work(new Store(this.db, tx.withPlugin(written))), locks, options);
    } finally {
      // After the commit: the cached reads of what it wrote start over.
      written.noteEnded();
    }
  }

  close(): Promise<void> {
    return this.db.close();
  }
}
