import { randomUUID } from "node:crypto";
import {
  hoursFromSchedule,
  OpeningHoursSchema,
  scheduleFromHours,
  ServiceScheduleSchema,
  type OpeningHours,
  type ServiceSchedule,
} from "../../core/hours.ts";
import { toUtcIso, WEEKDAYS } from "../../core/time.ts";
import type { Platform, ViewMode } from "../../core/events/schemas.ts";
import type { ConfirmationMode } from "../../core/reservation/schemas.ts";
import type { CapacityMode } from "../../core/tables/settings.ts";
import type { DwellStep } from "../../core/tables/dwell.ts";
import type { Selectable } from "kysely";
import type { RestaurantsTable } from "../db/schema.ts";
import type { Tx } from "../db/transactions.ts";
import type { Restaurant, RestaurantSettings } from "./settings.ts";

type RestaurantRow = Selectable<RestaurantsTable>;

const COLUMN_OF: Record<keyof RestaurantSettings, keyof RestaurantRow> = {
  name: "name",
  timezone: "timezone",
  accentHex: "accent_hex",
  defaultDwellMinutes: "default_dwell_minutes",
  bookingLeadTimeHours: "booking_lead_time_hours",
  minMinutesBeforeClosing: "min_minutes_before_closing",
  embedFormFooterText: "embed_form_footer_text",
  minPartySize: "min_party_size",
  maxPartySize: "max_party_size",
  slotIntervalMinutes: "slot_interval_minutes",
  bookingHorizonDays: "booking_horizon_days",
  termsUrl: "terms_url",
  maxCoversPerSlot: "max_covers_per_slot",
  embedMaxItems: "embed_max_items",
  viewMode: "events_view_mode",
  connectedPlatforms: "connected_platforms",
  showAllPlatformFilter: "show_all_platform_filter",
  eventsGraceMinutes: "events_grace_minutes",
  address: "address",
  phone: "phone",
  country: "country",
  website: "website",
  manageUrl: "manage_url",
  notificationEmails: "notification_emails",
  webhookUrl: "webhook_url",
  confirmationMode: "confirmation_mode",
  remindersEnabled: "reminders_enabled",
  autoApproveChanges: "auto_approve_changes",
  feedbackEmails: "feedback_emails",
  capacityMode: "capacity_mode",
  dwellMinutesByPartySize: "dwell_minutes_by_party_size",
  maxCoversStartingPerSlot: "max_covers_starting_per_slot",
  waitlistOfferMinutes: "waitlist_offer_minutes",
  guestDataRetentionMonths: "guest_data_retention_months",
};

/** A new restaurant opens nowhere until its owner sets hours: every day closed. */
export const CLOSED_WEEK: OpeningHours["weeklyHours"] = Object.fromEntries(
  WEEKDAYS.map((d) => [d, { closed: true, open: "00:00", close: "00:00" }]),
) as OpeningHours["weeklyHours"];

export class RestaurantRepository {
  private readonly db: Tx;

  constructor(db: Tx) {
    this.db = db;
  }

  async findById(id: string): Promise<Restaurant | null> {
    const row = await this.db.selectFrom("restaurants").selectAll().where("id", "=", id).executeTakeFirst();
    return row ? toRestaurant(row) : null;
  }

  async findBySlug(slug: string): Promise<Restaurant | null> {
    const row = await this.db.selectFrom("restaurants").selectAll().where("slug", "=", slug).executeTakeFirst();
    return row ? toRestaurant(row) : null;
  }

  async count(): Promise<number> {
    const { n } = await this.db
      .selectFrom("restaurants")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(n);
  }

  async list(): Promise<Restaurant[]> {
    const rows = await this.db.selectFrom("restaurants").selectAll().orderBy("created_at").orderBy("slug").execute();
    return rows.map(toRestaurant);
  }

  async create(input: { slug: string; name: string; timezone: string; country?: string | null }, now: Date): Promise<Restaurant> {
    const at = toUtcIso(now);
    const row = await this.db
      .insertInto("restaurants")
      // New restaurants confirm automatically; the migration left older ones confirming by hand.
      .values({
        id: randomUUID(),
        ...input,
        weekly_hours: JSON.stringify(CLOSED_WEEK),
        confirmation_mode: "auto",
        created_at: at,
        updated_at: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toRestaurant(row);
  }

  /**
   * Writes validated settings; the caller has merged and checked them as a whole. Column names come
   * from COLUMN_OF alone: a key that is not a setting is a programming error, never SQL.
   */
  async updateSettings(id: string, settings: Partial<RestaurantSettings>, now: Date): Promise<void> {
    const entries = Object.entries(settings) as [keyof RestaurantSettings, unknown][];
    const unknown = entries.find(([key]) => !Object.hasOwn(COLUMN_OF, key));
    if (unknown) throw new Error(`Not a restaurant setting: ${JSON.stringify(unknown[0])}`);
    if (entries.length === 0) return;
    const columns = Object.fromEntries(entries.map(([key, value]) => [COLUMN_OF[key], toColumnValue(value)]));
    await this.db
      .updateTable("restaurants")
      .set({ ...columns, updated_at: toUtcIso(now) })
      .where("id", "=", id)
      .execute();
  }

  /** Hours in the seed's shape: the restaurant has the one `main` service again (docs/api.md §4). */
  async setHours(id: string, hours: OpeningHours, now: Date): Promise<void> {
    const valid = OpeningHoursSchema.parse(hours);
    await this.db
      .updateTable("restaurants")
      .set({
        weekly_hours: JSON.stringify(valid.weeklyHours),
        date_exceptions: JSON.stringify(valid.dateExceptions),
        services: null,
        updated_at: toUtcIso(now),
      })
      .where("id", "=", id)
      .execute();
  }

  /** Services and their periods, with the summary in the seed's shape beside them for existing clients. */
  async setServices(id: string, schedule: ServiceSchedule, now: Date): Promise<void> {
    const valid = ServiceScheduleSchema.parse(schedule);
    const summary = hoursFromSchedule(valid);
    await this.db
      .updateTable("restaurants")
      .set({
        weekly_hours: JSON.stringify(summary.weeklyHours),
        date_exceptions: JSON.stringify(summary.dateExceptions),
        services: JSON.stringify(valid),
        updated_at: toUtcIso(now),
      })
      .where("id", "=", id)
      .execute();
  }

  /** The webhook signing secret, sealed by the caller (webhooks/signing-secret.ts). */
  async setWebhookSecret(id: string, sealed: string, now: Date): Promise<void> {
    await this.db
      .updateTable("restaurants")
      .set({ webhook_secret_sealed: sealed, updated_at: toUtcIso(now) })
      .where("id", "=", id)
      .execute();
  }

  async webhookSecretSealed(id: string): Promise<string | null> {
    const row = await this.db.selectFrom("restaurants").select("webhook_secret_sealed").where("id", "=", id).executeTakeFirst();
    return row?.webhook_secret_sealed ?? null;
  }

  async setPublished(id: string, published: boolean, now: Date): Promise<void> {
    await this.db
      .updateTable("restaurants")
      .set({ published: published ? 1 : 0, updated_at: toUtcIso(now) })
      .where("id", "=", id)
      .execute();
  }
}

function toColumnValue(value: unknown): unknown {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (Array.isArray(value)) return JSON.stringify(value);
  return value;
}

function toRestaurant(row: RestaurantRow): Restaurant {
  const hours = OpeningHoursSchema.parse({
    weeklyHours: JSON.parse(row.weekly_hours),
    dateExceptions: JSON.parse(row.date_exceptions),
  });
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    timezone: row.timezone,
    accentHex: row.accent_hex,
    published: row.published === 1,
    defaultDwellMinutes: row.default_dwell_minutes,
    bookingLeadTimeHours: row.booking_lead_time_hours,
    minMinutesBeforeClosing: row.min_minutes_before_closing,
    embedFormFooterText: row.embed_form_footer_text,
    minPartySize: row.min_party_size,
    maxPartySize: row.max_party_size,
    slotIntervalMinutes: row.slot_interval_minutes,
    bookingHorizonDays: row.booking_horizon_days,
    termsUrl: row.terms_url,
    maxCoversPerSlot: row.max_covers_per_slot,
    weeklyHours: hours.weeklyHours,
    dateExceptions: hours.dateExceptions,
    services: row.services === null ? scheduleFromHours(hours) : ServiceScheduleSchema.parse(JSON.parse(row.services)),
    embedMaxItems: row.embed_max_items,
    viewMode: row.events_view_mode as ViewMode,
    connectedPlatforms: JSON.parse(row.connected_platforms) as Platform[],
    showAllPlatformFilter: row.show_all_platform_filter === 1,
    eventsGraceMinutes: row.events_grace_minutes,
    address: row.address,
    phone: row.phone,
    country: row.country,
    website: row.website,
    manageUrl: row.manage_url,
    notificationEmails: JSON.parse(row.notification_emails) as string[],
    webhookUrl: row.webhook_url,
    confirmationMode: row.confirmation_mode as ConfirmationMode,
    remindersEnabled: row.reminders_enabled === 1,
    autoApproveChanges: row.auto_approve_changes === 1,
    feedbackEmails: row.feedback_emails === 1,
    capacityMode: row.capacity_mode as CapacityMode,
    dwellMinutesByPartySize: row.dwell_minutes_by_party_size === null ? null : (JSON.parse(row.dwell_minutes_by_party_size) as DwellStep[]),
    maxCoversStartingPerSlot: row.max_covers_starting_per_slot,
    waitlistOfferMinutes: row.waitlist_offer_minutes,
    guestDataRetentionMonths: row.guest_data_retention_months,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
