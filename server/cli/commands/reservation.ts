import { DateTime } from "../../../core/time.ts";
import { RESERVATION_STATUSES, type ReservationStatus } from "../../../core/reservation/status.ts";
import { LOCAL_DATE_PATTERN } from "../../../core/time.ts";
import type { OwnerView } from "../../modules/reservation/guest-view.ts";
import type { Restaurant } from "../../restaurants/settings.ts";
import { CliError, requirePositional, table, type CliCommand, type CommandInput } from "../command.ts";
import { RESTAURANT_OPTION, restaurantFrom } from "../lookup.ts";

export const reservationCommands: CliCommand[] = [
  {
    path: ["reservation", "list"],
    usage: "couvert reservation list --restaurant SLUG [--status S] [--date YYYY-MM-DD] [--json]",
    summary: "the restaurant's reservations by start time; --date is a local date in its time zone",
    options: { ...RESTAURANT_OPTION, status: { type: "string" }, date: { type: "string" } },
    async run(input, ctx) {
      const restaurant = await restaurantFrom(ctx, input);
      const status = typeof input.values.status === "string" ? parseStatus(input.values.status, "--status") : null;
      const date = typeof input.values.date === "string" ? parseDate(input.values.date) : null;
      const reservations = await ctx.services.owner.list(restaurant, { status, date });
      const rows = reservations.map((r) => ({
        number: r.reservation_number,
        status: r.status,
        local_start: localTime(r.starts_at, restaurant),
        local_end: localTime(r.ends_at, restaurant),
        party: r.party_size,
        guest: guestName(r),
        contact: [r.guest_phone_display, r.guest_email].filter(Boolean).join(" "),
        requests: requestsSummary(r),
        change_request: r.change_request?.status ?? null,
      }));
      return {
        json: { reservations },
        text: table(rows, ["number", "status", "local_start", "local_end", "party", "guest", "contact", "requests", "change_request"]),
      };
    },
  },
  {
    path: ["reservation", "show"],
    usage: "couvert reservation show --restaurant SLUG NUMBER [--json]",
    summary: "one reservation with its change request",
    options: RESTAURANT_OPTION,
    async run(input, ctx) {
      const restaurant = await restaurantFrom(ctx, input);
      const reservation = await ctx.services.owner.show(restaurant, numberFrom(input));
      return { json: { reservation }, text: describe(reservation, restaurant) };
    },
  },
  {
    path: ["reservation", "set-status"],
    usage: "couvert reservation set-status --restaurant SLUG NUMBER STATUS [--json]",
    summary: "move a reservation: pending→confirmed|rejected|cancelled, confirmed→seated|cancelled|no_show, seated→completed",
    options: RESTAURANT_OPTION,
    async run(input, ctx) {
      const restaurant = await restaurantFrom(ctx, input);
      const number = numberFrom(input);
      const status = parseStatus(requirePositional(input, 1, "STATUS"), "STATUS");
      const reservation = await ctx.services.owner.setStatus(restaurant, number, status);
      return { json: { reservation }, text: `Reservation ${number} is now ${reservation.status}.` };
    },
  },
  {
    path: ["reservation", "purge-test"],
    usage: "couvert reservation purge-test --restaurant SLUG [--json]",
    summary: "delete every test booking of the restaurant (made with a ck_test_ key), with its recorded messages",
    options: RESTAURANT_OPTION,
    async run(input, ctx) {
      const restaurant = await restaurantFrom(ctx, input);
      const deleted = await ctx.services.reservations.testSpace.purge(restaurant.id);
      return { json: { deleted }, text: `Deleted ${deleted} test booking(s) of ${restaurant.slug}.` };
    },
  },
];

/** NUMBER, the first word after the command. */
export function numberFrom(input: CommandInput): number {
  const raw = requirePositional(input, 0, "NUMBER");
  if (!/^\d{1,9}$/.test(raw)) throw new CliError(`NUMBER must be a reservation number such as 4821937, not "${raw}"`);
  return Number(raw);
}

/** The readable form of `reservation show` (and of the change-request commands). */
export function describe(r: OwnerView, restaurant: Restaurant): string {
  const lines = [
    `Reservation ${r.reservation_number} (${r.status})`,
    `  when      ${localTime(r.starts_at, restaurant)} – ${localTime(r.ends_at, restaurant)} ${restaurant.timezone} (${r.starts_at} – ${r.ends_at})`,
    `  party     ${r.party_size}`,
    `  guest     ${guestName(r)}`,
    `  phone     ${r.guest_phone_display ?? "-"}`,
    `  e-mail    ${r.guest_email ?? "-"}`,
    `  notify    ${[r.notify_email && "e-mail", r.notify_whatsapp && "whatsapp"].filter(Boolean).join(", ") || "-"}`,
    `  occasion  ${r.occasion ?? "-"}`,
    `  notes     ${r.guest_notes?.split("\n").join("\n            ") ?? "-"}`,
    `  created   ${r.created_at}, updated ${r.updated_at}`,
  ];
  const request = r.change_request;
  if (!request) lines.push("  change request: none");
  else {
    lines.push(
      `  change request: ${request.status}, submitted ${request.submitted_at}${request.decided_at ? `, decided ${request.decided_at}` : ""}`,
    );
    for (const [field, value] of Object.entries(request.changes)) lines.push(`    ${field.padEnd(18)} → ${JSON.stringify(value)}`);
  }
  return lines.join("\n");
}

function parseStatus(raw: string, what: string): ReservationStatus {
  if (!(RESERVATION_STATUSES as readonly string[]).includes(raw)) {
    throw new CliError(`${what} "${raw}" is not a status; choose from ${RESERVATION_STATUSES.join(", ")}`);
  }
  return raw as ReservationStatus;
}

function parseDate(raw: string): string {
  if (!LOCAL_DATE_PATTERN.test(raw) || !DateTime.fromISO(raw).isValid) throw new CliError(`--date "${raw}" is not a date like 2026-06-02`);
  return raw;
}

/** The occasion and the start of the notes on one line, for the list (docs/api.md §6.1). */
function requestsSummary(r: OwnerView): string | null {
  const notes = r.guest_notes?.replace(/\s+/g, " ");
  const shortNotes = notes && notes.length > LIST_NOTES_LENGTH ? `${notes.slice(0, LIST_NOTES_LENGTH - 1)}…` : notes;
  return [r.occasion, shortNotes].filter(Boolean).join(": ") || null;
}
const LIST_NOTES_LENGTH = 40;

const guestName = (r: OwnerView) => [r.guest_first_name, r.guest_last_name].filter(Boolean).join(" ");

/** A stored UTC time as the restaurant's wall clock shows it. */
function localTime(iso: string, restaurant: Restaurant): string {
  return new Date(iso).toLocaleString("sv-SE", { timeZone: restaurant.timezone, dateStyle: "short", timeStyle: "short" });
}
