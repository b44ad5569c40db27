import type { OpeningHours, ServiceSchedule } from "../hours.ts";
import type { NotifyChannel } from "../reservation/channels.ts";
import type { DwellStep } from "../tables/dwell.ts";

/** Everything bookability needs to know about a restaurant (a subset of the booking configuration). */
export interface BookingRules extends OpeningHours {
  /**
   * The services and their periods (docs/api.md §4). Absent in hours of the seed's shape: then
   * `weeklyHours` and `dateExceptions` are the one `main` service's periods.
   */
  services?: ServiceSchedule | undefined;
  timezone: string;
  defaultDwellMinutes: number;
  /** Stays by party size (issue 27); absent or null: every party stays `defaultDwellMinutes`. */
  dwellMinutesByPartySize?: readonly DwellStep[] | null | undefined;
  bookingLeadTimeHours: number;
  bookingHorizonDays: number;
  minMinutesBeforeClosing: number;
  slotIntervalMinutes: number;
  minPartySize: number;
  maxPartySize: number;
  /** The terms a guest must accept; null when the restaurant has none, and then nothing to accept. */
  termsUrl: string | null;
  /** The guest channels the server can deliver (docs/api.md §4 `notifyChannels`); absent: every one. */
  notifyChannels?: readonly NotifyChannel[] | undefined;
}
