import type { Request } from "express";
import { ipKeyGenerator } from "express-rate-limit";

const CLIENT = Symbol("client");

/**
 * The client a limit counts: the address Express trusted (TRUST_PROXY), an IPv6 address widened
 * to its /56, since one household or server holds a whole subnet of them. Worked out once per
 * request: `req.ip` walks the forwarded chain on every read.
 */
export const clientOf = (req: Request): string => {
  const known = req as Request & { [CLIENT]?: string };
  return (known[CLIENT] ??= ipKeyGenerator(req.ip ?? ""));
};
