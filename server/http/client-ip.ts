import type { Request } from "express";
import { ipKeyGenerator } from "express-rate-limit";

/**
 * The client a limit counts: the address Express trusted (TRUST_PROXY), an IPv6 address widened
 * to its /56, since one household or server holds a whole subnet of them.
 */
export const clientOf = (req: Request): string => ipKeyGenerator(req.ip ?? "");
