import { openState, type OpenState } from "../../../core/bookability/open-now.ts";
import type { OpeningHoursEnvelope } from "../../../core/content/schemas.ts";
import { envelopeOf, type Restaurant } from "../../restaurants/settings.ts";

/**
 * An answer is kept at most this long, even when its next change is further away: the look-ahead
 * behind it moves on with time (for a restaurant open round the clock, the change it names does).
 */
const LONGEST_KEPT_MS = 60 * 60_000;

interface KnownState {
  /** The hours and zone it was worked out for: other hours make a new answer. */
  hours: string;
  from: number;
  until: number;
  state: OpenState;
}

/**
 * `data` of GET /opening-hours (docs/api.md §9): the restaurant's hours as stored, and whether it is
 * open at `now` in its own zone, with the instant that changes next. No storage of its own: the
 * hours live on the restaurant.
 *
 * The answer holds unchanged from the moment it is worked out until `nextChangeAt`, so it is kept
 * until then (an hour at most): working it out walks up to 400 days (a restaurant open round the
 * clock never closes), which must not be done for every request.
 */
export class OpeningHoursService {
  private readonly known = new Map<string, KnownState>();

  private readonly built = new WeakMap<Restaurant, { state: OpenState; envelope: OpeningHoursEnvelope }>();

  /** The hours' fingerprint, once per restaurant as kept (http/read-cache.ts), not once per request. */
  private readonly hoursOf = new WeakMap<Restaurant, string>();

  /** The same object while the restaurant and its state are unchanged, so it is serialised once. */
  view(restaurant: Restaurant, now: Date): OpeningHoursEnvelope {
    const state = this.openStateOf(restaurant, now);
    const built = this.built.get(restaurant);
    if (built && built.state === state) return built.envelope;
    const envelope = {
      ...envelopeOf(restaurant),
      timezone: restaurant.timezone,
      weeklyHours: restaurant.weeklyHours,
      dateExceptions: restaurant.dateExceptions,
      ...state,
    };
    this.built.set(restaurant, { state, envelope });
    return envelope;
  }

  private openStateOf(restaurant: Restaurant, now: Date): OpenState {
    const at = now.getTime();
    let hours = this.hoursOf.get(restaurant);
    if (hours === undefined)
      this.hoursOf.set(restaurant, (hours = JSON.stringify([restaurant.timezone, restaurant.weeklyHours, restaurant.dateExceptions])));
    const known = this.known.get(restaurant.id);
    if (known && known.hours === hours && known.from <= at && at < known.until) return known.state;
    const state = openState(restaurant, restaurant.timezone, now);
    const until = Math.min(state.nextChangeAt === null ? Infinity : Date.parse(state.nextChangeAt), at + LONGEST_KEPT_MS);
    this.known.set(restaurant.id, { hours, from: at, until, state });
    return state;
  }
}
