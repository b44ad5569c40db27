import { catalog } from "../../../ui-shared/lazy-catalog.ts";

const en = {
  lastSeating: "Last seating",
  lastSeatingOn: (day: string, n: number) => `Last seating, ${day}, period ${n} (optional)`,
  staysPastClosing: "Stays may run past closing",
  staysPastClosingOf: (n: number) => `Service ${n}: stays may run past closing`,
  /** The weekday's bookable times, as the server will offer them. */
  arrivals: (first: string, last: string, count: number) =>
    count === 1 ? `Guests can book ${first}` : `Guests can book ${first}–${last} (${count} times)`,
  noTimes: "No time can be booked: a stay does not fit before closing.",
};

const de: typeof en = {
  lastSeating: "Letzter Einlass",
  lastSeatingOn: (day: string, n: number) => `Letzter Einlass, ${day}, Zeitraum ${n} (optional)`,
  staysPastClosing: "Aufenthalt darf über Schließzeit gehen",
  staysPastClosingOf: (n: number) => `Service ${n}: Aufenthalt darf über Schließzeit gehen`,
  arrivals: (first: string, last: string, count: number) =>
    count === 1 ? `Buchbar um ${first}` : `Buchbar ${first}–${last} (${count} Uhrzeiten)`,
  noTimes: "Keine Uhrzeit buchbar: ein Aufenthalt passt nicht vor die Schließzeit.",
};

/** The hours editor's last seating and preview; German is typed as English's shape. */
export const lastSeatingTexts = catalog("last-seating", { en, de });
export type LastSeatingTexts = typeof en;
