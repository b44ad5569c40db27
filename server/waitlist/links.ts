import { createHmac, timingSafeEqual } from "node:crypto";

/** Where the claim and leave pages live on the Couvert server (server-rendered, no script needed). */
export const CLAIM_PATH = "/waitlist/claim/";
export const LEAVE_PATH = "/waitlist/leave/";

export const claimLink = (publicUrl: string, token: string): string => `${publicUrl.replace(/\/$/, "")}${CLAIM_PATH}${token}`;

/**
 * A guest's leave code: the entry's id and an HMAC of it under the server secret, so nothing is
 * stored for it and no other entry's code can be made from one.
 */
export const leaveCode = (secret: string, entryId: number): string => `${entryId}.${leaveMac(secret, entryId)}`;

export const leaveLink = (publicUrl: string, secret: string, entryId: number): string =>
  `${publicUrl.replace(/\/$/, "")}${LEAVE_PATH}${leaveCode(secret, entryId)}`;

/** The entry a leave code names, or null when the code is not one of ours. */
export function entryOfLeaveCode(secret: string, code: string): number | null {
  const match = /^(\d{1,15})\.([\w-]{32})$/.exec(code);
  if (!match) return null;
  const id = Number(match[1]);
  const expected = Buffer.from(leaveMac(secret, id));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

const leaveMac = (secret: string, entryId: number): string =>
  createHmac("sha256", secret).update(`waitlist-leave:${entryId}`).digest("base64url").slice(0, 32);
