import type { IncomingMessage } from "node:http";
import { isIPv6 } from "node:net";
import proxyaddr from "proxy-addr";
import { ipKeyGenerator } from "express-rate-limit";

const CLIENT = Symbol("client");

/** IPv6 addresses already widened: parsing one is dear, and a client sends many requests. */
const widened = new Map<string, string>();

/**
 * The client a limit counts: the address Express trusted (TRUST_PROXY), an IPv6 address widened
 * to its /56, since one household or server holds a whole subnet of them. Worked out once per
 * request: `req.ip` walks the forwarded chain on every read.
 */
export const clientOf = (req: IncomingMessage & { ip?: string | undefined }): string => {
  const known = req as IncomingMessage & { [CLIENT]?: string };
  return (known[CLIENT] ??= widen(req.ip ?? ""));
};

/**
 * clientOf for a request Express has not taken (http/fast-lane.ts): its address as `req.ip` gives
 * it, from Express's own compiled `trust proxy fn`; remembered, so clientOf answers the same later.
 */
export const clientOfPlain = (req: IncomingMessage, trust: (address: string, index: number) => boolean): string => {
  const known = req as IncomingMessage & { [CLIENT]?: string };
  return (known[CLIENT] ??= widen(proxyaddr(req, trust)));
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
