import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Request, Response } from "express";
import { parse as parseCookies } from "cookie";

/**
 * CSRF protection of the hosted page's plain forms (docs/api.md §18.3), a signed double-submit
 * token checked with the request's origin:
 * - the page sets a random value in an HttpOnly, SameSite=Strict cookie, and writes into each
 *   form a hidden `form_token`, the HMAC of that value under the server secret;
 * - a POST passes only when its `Sec-Fetch-Site` (if sent) is `same-origin`, its `Origin` (if
 *   sent) is this server's (the public address, or the address the request was sent to), and its
 *   `form_token` is the HMAC of the cookie it carries.
 * Another site can neither read the cookie nor set one for this host, so it cannot forge a pair.
 */
export class FormGuard {
  private readonly secret: string;
  private readonly publicOrigin: string;

  constructor(secret: string, publicUrl: string) {
    this.secret = secret;
    this.publicOrigin = new URL(publicUrl).origin;
  }

  /** The token for this browser's forms, setting the cookie first when it has none. */
  tokenFor(req: Request, res: Response): string {
    let value = cookieOf(req);
    if (!value) {
      value = randomBytes(24).toString("base64url");
      res.cookie(cookieName(req), value, { httpOnly: true, sameSite: "strict", secure: req.secure, path: "/" });
    }
    return this.sign(value);
  }

  /** Whether this POST came from one of our own forms in this browser. */
  accepts(req: Request, token: unknown): boolean {
    const site = req.get("sec-fetch-site");
    if (site !== undefined && site !== "same-origin") return false;
    const origin = req.get("origin");
    if (origin !== undefined && origin !== this.publicOrigin && origin !== `${req.protocol}://${req.get("host")}`) return false;
    const value = cookieOf(req);
    if (!value || typeof token !== "string") return false;
    const expected = Buffer.from(this.sign(value));
    const sent = Buffer.from(token);
    return sent.length === expected.length && timingSafeEqual(sent, expected);
  }

  private sign(value: string): string {
    return createHmac("sha256", this.secret).update(`hosted-form:${value}`).digest("base64url");
  }
}

/** `__Host-` over HTTPS: no subdomain can then plant its own value. */
const cookieName = (req: Request) => (req.secure ? "__Host-couvert_form" : "couvert_form");
const cookieOf = (req: Request): string | undefined => parseCookies(req.headers.cookie ?? "")[cookieName(req)];
