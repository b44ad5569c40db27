import { timingSafeEqual } from "node:crypto";
import { parse as parseCookies } from "cookie";
import type { Request, RequestHandler, Response } from "express";
import { CSRF_HEADER } from "../../core/accounts/schemas.ts";
import { CouvertError } from "../../core/errors.ts";
import type { AccountService, SignedIn } from "../accounts/account-service.ts";

/**
 * The console's session cookie (docs/api.md §16.3). Over HTTPS (directly, or behind a proxy that
 * TRUST_PROXY trusts to say so in X-Forwarded-Proto) it is `Secure` and carries the `__Host-`
 * prefix, which the browser only accepts from this exact host, on `/`, over HTTPS.
 */
const cookieName = (req: Request) => (req.secure ? "__Host-couvert_session" : "couvert_session");
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

export function setSessionCookie(req: Request, res: Response, sessionId: string): void {
  res.cookie(cookieName(req), sessionId, { httpOnly: true, sameSite: "lax", secure: req.secure, path: "/" });
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(cookieName(req), { httpOnly: true, sameSite: "lax", secure: req.secure, path: "/" });
}

function sessionIdOf(req: Request): string | null {
  const value = parseCookies(req.headers.cookie ?? "")[cookieName(req)];
  return value && SESSION_ID.test(value) ? value : null;
}

/** Who is signed in, once `requireSession` has run. */
export const signedInOf = (res: Response): SignedIn => res.locals.signedIn as SignedIn;

/** 401 `sign_in_required` without a live session; otherwise the person is in `res.locals`. */
export function requireSession(accounts: AccountService): RequestHandler {
  return async (req, res, next) => {
    const sessionId = sessionIdOf(req);
    const signedIn = sessionId ? await accounts.resume(sessionId) : null;
    if (!signedIn) {
      if (sessionId) clearSessionCookie(req, res);
      throw new CouvertError("sign_in_required");
    }
    res.locals.signedIn = signedIn;
    next();
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses a state-changing request that a page of another origin could have sent (docs/api.md
 * §16.3): its `Origin` must be this server's (the public address, or the address the request
 * was sent to), and, once signed in, it must carry the session's CSRF token in `X-CSRF-Token`.
 * SameSite=Lax already keeps the cookie off cross-site POSTs; these two hold without it.
 */
export function refuseCrossSite(publicUrl: string): RequestHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get("origin");
    if (!origin || (origin !== publicOrigin && origin !== `${req.protocol}://${req.get("host")}`)) {
      throw new CouvertError("csrf_rejected", { message: "This request came from another site's page, or without an Origin header." });
    }
    const signedIn = res.locals.signedIn as SignedIn | undefined;
    if (signedIn && !tokensMatch(req.get(CSRF_HEADER) ?? "", signedIn.csrfToken)) {
      throw new CouvertError("csrf_rejected", { message: `The ${CSRF_HEADER} header is missing or wrong; reload the console.` });
    }
    next();
  };
}

function tokensMatch(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
