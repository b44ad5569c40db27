/** One calendar event for an .ics file. */
export interface CalendarEvent {
  /** Globally unique, stable for the same reservation (a re-download updates, not duplicates). */
  uid: string;
  /** Instants, ISO 8601 (any offset; written in UTC). */
  start: string;
  end: string;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  /** The event is called off: the file tells calendars that hold it (same `uid`) to remove it. */
  cancelled?: boolean;
  /** Not yet confirmed (a booking the restaurant still has to accept): `STATUS:TENTATIVE`. */
  tentative?: boolean;
  /** RFC 5546 §3.2.1/§3.2.5: PUBLISH and CANCEL name their organizer; a `mailto:` address and a name. */
  organizer?: { name: string; address: string };
  /**
   * RFC 5545 §3.8.7.4: a later version of the same event must carry a higher number, or calendars
   * keep the version they have. Left out, it is 0.
   */
  sequence?: number;
}

/**
 * The manage page's address for the event's URL: absolute (a calendar has no page to resolve
 * `#manage` against), or null when there is none or it is not a URL.
 */
export function calendarUrl(manageUrl: string | null | undefined, pageUrl: string): string | null {
  if (!manageUrl) return null;
  try {
    return new URL(manageUrl, pageUrl).href;
  } catch {
    return null;
  }
}

/** 20260306T180000Z */
const utc = (instant: string | Date): string =>
  new Date(instant)
    .toISOString()
    .replace(/\.\d{3}/, "")
    .replace(/[-:]/g, "");

/** RFC 5545 §3.3.11: backslash, semicolon, comma and newlines escaped in TEXT values. */
export const escapeText = (text: string): string =>
  text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");

const encoder = new TextEncoder();

/**
 * RFC 5545 §3.1: lines longer than 75 octets are folded with CRLF + space, never inside a UTF-8
 * sequence (continuation lines count the leading space).
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length ? 74 : 75;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/**
 * RFC 5545 §3.2: the name a quoted CN parameter (which cannot hold a DQUOTE; a restaurant's name is
 * one line already), the address a `mailto:` URI.
 */
const organizerLine = ({ name, address }: { name: string; address: string }): string =>
  `ORGANIZER;CN="${name.replace(/"/g, "")}":mailto:${address.replace(/[\s"]/g, "")}`;

/** An RFC 5545 calendar with one event, CRLF line endings, times in UTC. */
export function buildIcs(event: CalendarEvent, now: Date): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Couvert//Reservations//EN",
    "CALSCALE:GREGORIAN",
    event.cancelled ? "METHOD:CANCEL" : "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    ...(event.sequence === undefined ? [] : [`SEQUENCE:${event.sequence}`]),
    ...(event.cancelled ? ["STATUS:CANCELLED"] : event.tentative ? ["STATUS:TENTATIVE"] : ["STATUS:CONFIRMED"]),
    ...(event.organizer ? [organizerLine(event.organizer)] : []),
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
