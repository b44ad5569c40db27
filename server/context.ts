import type { Logger } from "pino";
import { FeedbackService } from "./feedback/feedback-service.ts";
import type { Clock } from "./clock.ts";
import type { ServerConfig } from "./config.ts";
import type { Db } from "./db/database.ts";
import type { ApiKeyRepository } from "./keys/repository.ts";
import { ApiKeyService } from "./keys/service.ts";
import { ContentService } from "./modules/content/service.ts";
import { EventService } from "./modules/events/service.ts";
import { OpeningHoursService } from "./modules/opening-hours/service.ts";
import { ReservationOwnerService } from "./modules/reservation/owner.ts";
import { OwnerDeskService } from "./modules/reservation/owner-desk.ts";
import { ReservationEditService } from "./modules/reservation/owner-edit.ts";
import { ReservationService } from "./modules/reservation/service.ts";
import type { RestaurantRepository } from "./restaurants/repository.ts";
import { RestaurantSettingsService } from "./restaurants/settings-service.ts";
import { deliverableChannels } from "./notifications/deliverable-channels.ts";
import { ReservationNotifier } from "./notifications/reservation-notifier.ts";
import { Store } from "./store.ts";
import { AccountService } from "./accounts/account-service.ts";
import { MemberLanguages } from "./accounts/member-languages.ts";
import type { PasswordCost } from "./security/passwords.ts";
import { LiveAccess } from "./owner/live-access.ts";
import { LiveFeed } from "./owner/live-feed.ts";
import type { Metrics } from "./metrics/metrics.ts";
import { TablesService } from "./tables/tables-service.ts";
import { WaitlistService } from "./waitlist/waitlist-service.ts";
import { PrivacyService } from "./privacy/privacy-service.ts";
import { GuestsService } from "./guests/guests-service.ts";

export interface Services {
  reservations: ReservationService;
  owner: ReservationOwnerService;
  desk: OwnerDeskService;
  edits: ReservationEditService;
  events: EventService;
  content: ContentService;
  openingHours: OpeningHoursService;
  accounts: AccountService;
  /** The console language each person chose, which their e-mails speak. */
  languages: MemberLanguages;
  live: LiveFeed;
  settings: RestaurantSettingsService;
  apiKeys: ApiKeyService;
  tables: TablesService;
  feedback: FeedbackService;
  waitlist: WaitlistService;
  privacy: PrivacyService;
  guests: GuestsService;
}

/** What every part of the server is built from: one per process (or per test). */
export interface AppContext {
  store: Store;
  config: ServerConfig;
  /** Keys PIN HMACs and sealed values (security/secret.ts). */
  secret: string;
  clock: Clock;
  logger: Logger;
  services: Services;
  /** Shorthands for `store.read.restaurants` and `store.read.keys`, which most callers want. */
  restaurants: RestaurantRepository;
  keys: ApiKeyRepository;
  /** Null unless `COUVERT_METRICS_TOKEN` is set: then GET /metrics serves these (docs/api.md §17). */
  metrics: Metrics | null;
}

/**
 * The composition root: the store and every service, built once and handed to the HTTP routes,
 * the command line and the demo alike.
 */
export async function createContext(input: {
  db: Db;
  config: ServerConfig;
  secret: string;
  clock: Clock;
  logger: Logger;
  /** Only the in-process test servers pass this (a cheaper scrypt); everything else uses PASSWORD_COST. */
  passwordCost?: PasswordCost;
}): Promise<AppContext> {
  const { db, passwordCost, ...rest } = input;
  const store = new Store(db);
  const languages = new MemberLanguages(store);
  const notifier = new ReservationNotifier(
    input.secret,
    input.config.publicUrl,
    deliverableChannels(input.config.notifications),
    languages,
  );
  const feedback = new FeedbackService(store, input.clock, { secret: input.secret, publicUrl: input.config.publicUrl, languages });
  const { smtpUrl, mailDir } = input.config.notifications;
  const accounts = new AccountService(store, input.secret, input.clock, input.config.limits, input.config.publicUrl, passwordCost, {
    emailsInvitations: smtpUrl !== null || mailDir !== null,
  });
  return {
    ...rest,
    store,
    restaurants: store.read.restaurants,
    keys: store.read.keys,
    // Imported only when asked for: prom-client and the ~90 modules under it cost every other start ~0.1 s CPU.
    metrics:
      input.config.metricsToken === null
        ? null
        : new (await import("./metrics/metrics.ts")).Metrics({ db, outbox: store.read.outbox, clock: input.clock }),
    services: {
      reservations: new ReservationService(store, input.secret, input.config.limits, notifier),
      owner: new ReservationOwnerService(store, input.clock, notifier),
      desk: new OwnerDeskService(store, input.clock, notifier, input.secret),
      edits: new ReservationEditService(store, input.clock, notifier),
      events: new EventService(store),
      content: new ContentService(store, (restaurantId) => feedback.publishedReviews(restaurantId)),
      openingHours: new OpeningHoursService(),
      accounts,
      languages,
      live: new LiveFeed(store, new LiveAccess(store.read.sessions, accounts), input.clock, input.logger),
      settings: new RestaurantSettingsService(store, input.clock),
      apiKeys: new ApiKeyService(store, input.clock),
      tables: new TablesService(store, input.clock, { secret: input.secret, notifier }),
      feedback,
      waitlist: new WaitlistService(store, input.secret, input.config.publicUrl, notifier, input.config.notifications.messaging !== null),
      privacy: new PrivacyService(store, input.clock, notifier, input.logger),
      guests: new GuestsService(store, input.clock),
    },
  };
}
