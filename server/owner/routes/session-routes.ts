import type { RequestHandler, Router } from "express";
import { SetupBodySchema, SetupCheckBodySchema, SignInBodySchema } from "../../../core/accounts/schemas.ts";
import type { AppContext } from "../../context.ts";
import { clientOf } from "../../http/client-ip.ts";
import { jsonBody } from "../../http/json-body.ts";
import { parseInput } from "../parse-input.ts";
import { clearSessionCookie, setSessionCookie, signedInOf } from "../session.ts";

/** Signing in and out, and setting a password from a setup link (docs/api.md §16.1–14.3). */
export function sessionRoutes(router: Router, ctx: AppContext, checks: { session: RequestHandler; crossSite: RequestHandler }): void {
  const { accounts } = ctx.services;
  const { session, crossSite } = checks;

  router.post("/session", crossSite, ...jsonBody, async (req, res) => {
    const body = parseInput(SignInBodySchema, req.body);
    const started = await accounts.signIn(body.email, body.password, clientOf(req));
    setSessionCookie(req, res, started.sessionId);
    res.json({ data: started.view });
  });

  router.get("/session", session, async (_req, res) => {
    res.json({ data: await accounts.view(signedInOf(res)) });
  });

  router.post("/session/end", session, crossSite, async (req, res) => {
    await accounts.signOut(signedInOf(res).sessionHash);
    clearSessionCookie(req, res);
    res.json({ data: { signedOut: 1 } });
  });

  router.post("/session/end-all", session, crossSite, async (req, res) => {
    const ended = await accounts.signOutEverywhere(signedInOf(res).userId);
    clearSessionCookie(req, res);
    res.json({ data: { signedOut: ended } });
  });

  router.post("/setup/check", crossSite, ...jsonBody, async (req, res) => {
    const { token } = parseInput(SetupCheckBodySchema, req.body);
    res.json({ data: await accounts.checkSetupLink(token) });
  });

  router.post("/setup", crossSite, ...jsonBody, async (req, res) => {
    const body = parseInput(SetupBodySchema, req.body);
    const started = await accounts.completeSetup(body.token, body.password, clientOf(req));
    setSessionCookie(req, res, started.sessionId);
    res.json({ data: started.view });
  });
}
