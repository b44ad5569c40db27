import { isIPv6 } from "node:net";
import type { Request } from "express";
import { ipKeyGenerator } from "express-rate-limit";

const CLIENT = Symbol("client");

/** IPv6 addresses already widened: parsing one is dear, and a client sends many requests. */
const widened = new Map<string, string>();

/**
 * The client a limit counts: the address Express trusted (TRUST_PROXY), an IPv6 address widened
 * to its /56, since one household or server holds a whole subnet of them. Worked out once per
 * request: `req.ip` walks the forwarded chain on every read.
 */
export const clientOf = (req: Request): string => {
  const known = req as Request & { [CLIENT]?: string };
  return (known[CLIENT] ??= widen(req.ip ?? ""));
};

function widen(ip: string): string {
  if (!isIPv6(ip)) return ip;
  let client = widened.get(ip);
  if (client === undefined) {
    if (widened.size >= 10_000) widened.clear();
    widened.set(ip, (client = ipKeyGenerator(ip)));
  }
  return client;
}
