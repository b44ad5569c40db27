/**
 * How a guest is recognised across bookings of one restaurant (docs/api.md §16.12): by the e-mail
 * address trimmed and in lower case, or by the phone number in E.164 (reservations store phones
 * so already: core/reservation/phone.ts and the server's reader).
 */
export const emailKey = (email: string | null): string | null => {
  const key = email?.trim().toLowerCase();
  return key ? key : null;
};

export const phoneKey = (phone: string | null): string | null => {
  const key = phone?.trim();
  return key ? key : null;
};

export type ContactKind = "email" | "phone";

/** The contacts a booking names, e-mail first: the one recognition tries first. */
export function contactsOf(guest: { guest_email: string | null; guest_phone: string | null }): { kind: ContactKind; value: string }[] {
  const email = emailKey(guest.guest_email);
  const phone = phoneKey(guest.guest_phone);
  return [...(email ? [{ kind: "email" as const, value: email }] : []), ...(phone ? [{ kind: "phone" as const, value: phone }] : [])];
}
