import { randomUUID } from "node:crypto";
import { OpeningHoursSchema, type OpeningHours } from "../../core/hours.ts";
import { toUtcIso, WEEKDAYS } from "../../core/time.ts";
import type { Platform, ViewMode } from "../../core/events/schemas.ts";
import type { Db } from "../db/connection.ts";
import type { Restaurant, RestaurantSettings } from "./settings.ts";

interface RestaurantRow {
  id: string;
  slug: string;
  name: string;
  timezone: string;
  accent_hex: string;
  published: number;
  default_dwell_minutes: number;
  booking_lead_time_hours: number;
  min_minutes_before_closing: number;
  embed_form_footer_text: string | null;
  min_party_size: number;
  max_party_size: number;
  slot_interval_minutes: number;
  booking_horizon_days: number;
  terms_url: string | null;
  max_covers_per_slot: number | null;
  weekly_hours: string;
  date_exceptions: string;
  embed_max_items: number;
  events_view_mode: string;
  connected_platforms: string;
  show_all_platform_filter: number;
  events_grace_minutes: number;
  created_at: string;
  updated_at: string;
}

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
};

/** A new restaurant opens nowhere until its owner sets hours: every day closed. */
export const CLOSED_WEEK: OpeningHours["weeklyHours"] = Object.fromEntries(
  WEEKDAYS.map((d) => [d, { closed: true, open: "00:00", close: "00:00" }]),
) as OpeningHours["weeklyHours"];

export class RestaurantRepository {
  constructor(private readonly db: Db) {}

  findById(id: string): Restaurant | null {
    const row = this.db.prepare("SELECT * FROM restaurants WHERE id = ?").get(id) as RestaurantRow | undefined;
    return row ? toRestaurant(row) : null;
  }

  findBySlug(slug: string): Restaurant | null {
    const row = this.db.prepare("SELECT * FROM restaurants WHERE slug = ?").get(slug) as RestaurantRow | undefined;
    return row ? toRestaurant(row) : null;
  }

  count(): number {
    return this.db.prepare("SELECT COUNT(*) FROM restaurants").pluck().get() as number;
  }

  list(): Restaurant[] {
    return (this.db.prepare("SELECT * FROM restaurants ORDER BY created_at").all() as RestaurantRow[]).map(toRestaurant);
  }

  create(input: { slug: string; name: string; timezone: string }, now: Date): Restaurant {
    const id = randomUUID();
    const at = toUtcIso(now);
    this.db
      .prepare(
        `INSERT INTO restaurants (id, slug, name, timezone, weekly_hours, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(id, input.slug, input.name, input.timezone, JSON.stringify(CLOSED_WEEK), at, at);
    return this.findById(id)!;
  }

  /**
   * Writes validated settings; the caller has merged and checked them as a whole. Column names come
   * from COLUMN_OF alone: a key that is not a setting is a programming error, never SQL.
   */
  updateSettings(id: string, settings: Partial<RestaurantSettings>, now: Date): void {
    const entries = Object.entries(settings) as [keyof RestaurantSettings, unknown][];
    const unknown = entries.find(([key]) => !Object.hasOwn(COLUMN_OF, key));
    if (unknown) throw new Error(`Not a restaurant setting: ${JSON.stringify(unknown[0])}`);
    if (entries.length === 0) return;
    const assignments = entries.map(([key]) => `${COLUMN_OF[key]} = ?`).join(", ");
    const values = entries.map(([, value]) => toColumnValue(value));
    this.db.prepare(`UPDATE restaurants SET ${assignments}, updated_at = ? WHERE id = ?`).run(...values, toUtcIso(now), id);
  }

  setHours(id: string, hours: OpeningHours, now: Date): void {
    const valid = OpeningHoursSchema.parse(hours);
    this.db
      .prepare("UPDATE restaurants SET weekly_hours = ?, date_exceptions = ?, updated_at = ? WHERE id = ?")
      .run(JSON.stringify(valid.weeklyHours), JSON.stringify(valid.dateExceptions), toUtcIso(now), id);
  }

  setPublished(id: string, published: boolean, now: Date): void {
    this.db.prepare("UPDATE restaurants SET published = ?, updated_at = ? WHERE id = ?").run(published ? 1 : 0, toUtcIso(now), id);
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
    embedMaxItems: row.embed_max_items,
    viewMode: row.events_view_mode as ViewMode,
    connectedPlatforms: JSON.parse(row.connected_platforms) as Platform[],
    showAllPlatformFilter: row.show_all_platform_filter === 1,
    eventsGraceMinutes: row.events_grace_minutes,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
