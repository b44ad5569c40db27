import type { RequestHandler, Router } from "express";
import { sessionContract as api } from "../../../core/owner/contract/session.ts";
import type { AppContext } from "../../context.ts";
import { clientOf } from "../../http/client-ip.ts";
import { jsonBody } from "../../http/json-body.ts";
import { inputOf } from "../owner-api.ts";
import { clearSessionCookie, setSessionCookie, signedInOf } from "../session.ts";

/**
 * Signing in and out, and setting a password from a setup link (docs/api.md §16.1–16.3), each
 * body read by its contract entry (core/owner/contract/session.ts).
 */
export function sessionRoutes(router: Router, ctx: AppContext, checks: { session: RequestHandler; crossSite: RequestHandler }): void {
  const { accounts } = ctx.services;
  const { session, crossSite } = checks;

  router.post(api.signIn.path, crossSite, ...jsonBody, async (req, res) => {
    const { body } = inputOf(api.signIn, req);
    const started = await accounts.signIn(body.email, body.password, clientOf(req));
    setSessionCookie(req, res, started.sessionId);
    res.json({ data: started.view });
  });

  router.get(api.session.path, session, async (_req, res) => {
    res.json({ data: await accounts.view(signedInOf(res)) });
  });

  router.post(api.signOut.path, session, crossSite, async (req, res) => {
    await accounts.signOut(signedInOf(res).sessionHash);
    clearSessionCookie(req, res);
    res.json({ data: { signedOut: 1 } });
  });

  router.post(api.signOutEverywhere.path, session, crossSite, async (req, res) => {
    const ended = await accounts.signOutEverywhere(signedInOf(res).userId);
    clearSessionCookie(req, res);
    res.json({ data: { signedOut: ended } });
  });

  router.post(api.checkSetupLink.path, crossSite, ...jsonBody, async (req, res) => {
    const { body } = inputOf(api.checkSetupLink, req);
    res.json({ data: await accounts.checkSetupLink(body.token) });
  });

  router.post(api.setUp.path, crossSite, ...jsonBody, async (req, res) => {
    const { body } = inputOf(api.setUp, req);
    const started = await accounts.completeSetup(body.token, body.password, clientOf(req));
    setSessionCookie(req, res, started.sessionId);
    res.json({ data: started.view });
  });
}
