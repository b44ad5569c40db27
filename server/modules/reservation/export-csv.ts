import { DateTime, formatDateTime } from "../../../core/time.ts";
import type { ExportFormat } from "../../../core/owner/requests.ts";
import { toCsv, UTF8_BOM, type CsvCell, type CsvSeparator } from "../../csv.ts";
import { phoneForDisplay } from "./guest-phone.ts";
import type { GuestSummary } from "../../../core/guests/schemas.ts";
import type { ReservationRecord } from "./reservation-repository.ts";

/** The export's columns (docs/api.md §16.6): every field of a reservation an owner keeps books with. */
export const CSV_COLUMNS = [
  "number",
  "status",
  "date",
  "time",
  "end",
  "party",
  "first_name",
  "last_name",
  "phone",
  "email",
  "occasion",
  "special_requests",
  "language",
  "notify_email",
  "notify_whatsapp",
  "created_at",
  "updated_at",
  "source",
  /** Tables mode: the table's name, or a combination's names joined by `+`. */
  "tables",
  /** The guest's profile (docs/api.md §16.12): completed visits and no-shows over their other bookings, allergy tags joined by `+`, VIP. */
  "guest_visits",
  "guest_no_shows",
  "guest_allergies",
  "guest_vip",
] as const;

/**
 * How the file is written: `csv` is plain RFC 4180 (comma, UTF-8, phones in E.164); `excel` opens
 * as it should in Excel: a byte-order mark so it reads UTF-8, the separator its language's Excel
 * splits on, and phones as the restaurant's staff write them, kept as text.
 */
export interface CsvDialect {
  format: ExportFormat;
  separator: CsvSeparator;
  /** The restaurant's country: phones from it are written in national form (excel only). */
  country: string | null;
  /** The room's table names by id. */
  tableNames: ReadonlyMap<string, string>;
}

export const csvHeader = (dialect: CsvDialect): string =>
  (dialect.format === "excel" ? UTF8_BOM : "") + toCsv([CSV_COLUMNS], dialect.separator);

export const csvRows = (
  records: readonly ReservationRecord[],
  zone: string,
  dialect: CsvDialect,
  guests: ReadonlyMap<number, GuestSummary> = new Map(),
): string =>
  toCsv(
    records.map((r) => csvRecord(r, zone, dialect, guests.get(r.id) ?? null)),
    dialect.separator,
  );

const yesNo = (value: boolean): string => (value ? "yes" : "no");

function csvRecord(r: ReservationRecord, zone: string, dialect: CsvDialect, guest: GuestSummary | null): CsvCell[] {
  const at = (instant: string) => DateTime.fromISO(instant, { zone });
  const start = at(r.starts_at);
  const phone = dialect.format === "excel" ? phoneForDisplay(r.guest_phone, dialect.country) : r.guest_phone;
  return [
    String(r.reservationNumber),
    r.status,
    formatDateTime(start, "yyyy-MM-dd"),
    formatDateTime(start, "HH:mm"),
    formatDateTime(at(r.ends_at), "HH:mm"),
    String(r.party_size),
    r.guest_first_name ?? "",
    r.guest_last_name,
    phone === null ? "" : dialect.format === "excel" ? { excelText: phone } : phone,
    r.guest_email ?? "",
    r.occasion ?? "",
    r.guest_notes ?? "",
    r.guestLang,
    yesNo(r.notify_email),
    yesNo(r.notify_whatsapp),
    formatDateTime(at(r.createdAt), "yyyy-MM-dd HH:mm:ss"),
    formatDateTime(at(r.updatedAt), "yyyy-MM-dd HH:mm:ss"),
    r.source,
    r.tableIds.map((id) => dialect.tableNames.get(id) ?? id).join("+"),
    guest ? String(guest.visits) : "",
    guest ? String(guest.noShows) : "",
    guest ? guest.allergies.join("+") : "",
    guest ? yesNo(guest.vip) : "",
  ];
}
