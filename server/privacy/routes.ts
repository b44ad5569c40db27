import { privacyContract as api } from "../../core/owner/contract/privacy.ts";
import type { AppContext } from "../context.ts";
import { handle, type OwnerRoute } from "../owner/owner-api.ts";

/** The Privacy screen's routes (docs/api.md §20): owners only, by their contract's area. */
export function privacyRoutes(ctx: AppContext): OwnerRoute[] {
  const { privacy } = ctx.services;
  return [
    handle(api.privacy, async (_req, _res, { restaurant }) => privacy.view(restaurant)),
    handle(api.exportGuest, async (_req, _res, { restaurant }, { body }) => privacy.export(restaurant, body)),
    // The audit names the console user by id: who erased, never whose data.
    handle(api.eraseGuest, async (_req, _res, { restaurant, signedIn }, { body: { confirm: _, ...contact } }) =>
      privacy.erase(restaurant, contact, `user:${signedIn.userId}`),
    ),
  ];
}
