import type { RequestHandler, Router } from "express";
import { sessionContract as api } from "../../../core/owner/contract/session.ts";
import type { AppContext } from "../../context.ts";
import { clientOf } from "../../http/client-ip.ts";
import { deliverableChannels } from "../../notifications/deliverable-channels.ts";
import { jsonBody } from "../../http/json-body.ts";
import { handleSession } from "../owner-api.ts";
import { clearSessionCookie, setSessionCookie, signedInOf } from "../session.ts";

/**
 * Signing in and out, and setting a password from a setup link (docs/api.md §16.1–16.3), each
 * body read and each answer typed by its contract entry (core/owner/contract/session.ts).
 */
export function sessionRoutes(
  router: Router,
  ctx: AppContext,
  checks: { session: RequestHandler; crossSite: RequestHandler; writeLimit: RequestHandler },
): void {
  const { accounts, languages } = ctx.services;
  const { session, crossSite, writeLimit } = checks;
  // Every answer that starts or shows a session says which channels guests are offered.
  const withChannels = <View extends object>(view: View) => ({ ...view, notifyChannels: deliverableChannels(ctx.config.notifications) });

  router.post(
    api.signIn.path,
    crossSite,
    ...jsonBody,
    handleSession(api.signIn, async (req, res, { body }) => {
      const started = await accounts.signIn(body.email, body.password, clientOf(req));
      setSessionCookie(req, res, started.sessionId);
      return withChannels(started.view);
    }),
  );

  router.get(
    api.session.path,
    session,
    handleSession(api.session, async (_req, res) => withChannels(await accounts.view(signedInOf(res)))),
  );

  router.post(
    api.chooseLanguage.path,
    session,
    crossSite,
    writeLimit,
    ...jsonBody,
    handleSession(api.chooseLanguage, async (_req, res, { body }) => {
      await languages.choose(signedInOf(res).userId, body.lang);
      return { lang: body.lang };
    }),
  );

  router.post(
    api.signOut.path,
    session,
    crossSite,
    handleSession(api.signOut, async (req, res) => {
      await accounts.signOut(signedInOf(res).sessionHash);
      clearSessionCookie(req, res);
      return { signedOut: 1 };
    }),
  );

  router.post(
    api.signOutEverywhere.path,
    session,
    crossSite,
    handleSession(api.signOutEverywhere, async (req, res) => {
      const ended = await accounts.signOutEverywhere(signedInOf(res).userId);
      clearSessionCookie(req, res);
      return { signedOut: ended };
    }),
  );

  router.post(
    api.checkSetupLink.path,
    crossSite,
    ...jsonBody,
    handleSession(api.checkSetupLink, async (_req, _res, { body }) => accounts.checkSetupLink(body.token)),
  );

  router.post(
    api.setUp.path,
    crossSite,
    ...jsonBody,
    handleSession(api.setUp, async (req, res, { body }) => {
      const started = await accounts.completeSetup(body.token, body.password, clientOf(req));
      setSessionCookie(req, res, started.sessionId);
      return withChannels(started.view);
    }),
  );
}
