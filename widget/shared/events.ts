import type { ErrorCode } from "../../core/errors.ts";

/** `detail` of `couvert-ready`: the element loaded its data and is usable. */
export interface ReadyDetail {
  element: "booking" | "manage" | "events";
  restaurant: { id: string; name: string; slug: string };
  /** `<couvert-events>` only: how many upcoming and past events it received. */
  counts?: { upcoming: number; past: number };
}

/** `detail` of `couvert-booked`. The PIN is never part of an event. */
export interface BookedDetail {
  reservationNumber: number;
  startsAt: string;
  endsAt: string;
  partySize: number;
}

/** `detail` of `couvert-changed`: `changeRequest` true when the restaurant still has to confirm. */
export interface ChangedDetail {
  reservationNumber: number;
  changeRequest: boolean;
  /** Names of the fields that were changed (API spelling, e.g. `starts_at`). */
  fields: string[];
}

/** `detail` of `couvert-cancelled`. */
export interface CancelledDetail {
  reservationNumber: number;
}

/** `detail` of `couvert-error`: what went wrong, as the API's code (plus `network_error`). */
export interface ErrorDetail {
  code: ErrorCode | "network_error";
  message: string;
  status: number;
  field?: string;
}

/** Every event the Couvert elements fire: bubbling, composed, `couvert-` prefixed. */
export interface CouvertEventMap {
  "couvert-ready": CustomEvent<ReadyDetail>;
  "couvert-booked": CustomEvent<BookedDetail>;
  "couvert-changed": CustomEvent<ChangedDetail>;
  "couvert-cancelled": CustomEvent<CancelledDetail>;
  "couvert-error": CustomEvent<ErrorDetail>;
}

export type CouvertEventName = keyof CouvertEventMap;
export type CouvertEventDetail<K extends CouvertEventName> = CouvertEventMap[K]["detail"];

declare global {
  // Declaration merging: the empty body adds CouvertEventMap's events to the DOM's own map.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends CouvertEventMap {}
}

/** A bubbling, composed event that leaves the shadow root and reaches the page. */
export const couvertEvent = <K extends CouvertEventName>(type: K, detail: CouvertEventDetail<K>): CouvertEventMap[K] =>
  new CustomEvent(type, { detail, bubbles: true, composed: true }) as CouvertEventMap[K];
