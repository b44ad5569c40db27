/**
 * A person's role at one restaurant (docs/api.md §16): an `owner` runs everything, `staff` run the
 * reservations only (the day, requests, booking for a guest). The server enforces it per route;
 * the console only hides what the server would refuse.
 */
export const ROLES = ["owner", "staff"] as const;
export type Role = (typeof ROLES)[number];

/** What a route or a screen needs: reservations work, or the restaurant's settings, keys and team. */
export type Area = "reservations" | "restaurant";

export const roleAllows = (role: Role, area: Area): boolean => role === "owner" || area === "reservations";

/** Who makes an invitation (docs/api.md §16.1): a restaurant's owner in the console, or the host on the command line. */
export type Issuer = "owner" | "operator";
