/**
 * What makes a reservation's calendar files one event wherever they are made (the booking widget,
 * every guest e-mail): a guest who adds both keeps one entry, and a change or cancellation updates it.
 */

/** RFC 5545 §3.8.4.7: stable per reservation, the same in every file. */
export const reservationUid = (slug: string, reservationNumber: number): string => `reservation-${slug}-${reservationNumber}@couvert`;

/**
 * RFC 5545 §3.8.7.4: each later version of the event carries a higher SEQUENCE. The seconds from
 * the booking to the write the file tells of: 0 for the booking itself, rising with every change,
 * and small (a 32-bit field lasts 68 years after the booking, where Unix seconds end in 2038).
 */
export const calendarSequence = (bookedAt: string | Date, writtenAt: string | Date): number =>
  Math.max(0, Math.floor((new Date(writtenAt).getTime() - new Date(bookedAt).getTime()) / 1000));
