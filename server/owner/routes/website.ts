import type { Request } from "express";
import { restaurantContract as api } from "../../../core/owner/contract/restaurant.ts";
import { languageOfCountry } from "../../../core/locale.ts";
import type { AppContext } from "../../context.ts";
import { toKeyView } from "../../keys/service.ts";
import { hostedPageViews } from "../../hosted/hosted-qr.ts";
import { publicAddresses, widgetSnippet } from "../../keys/snippet.ts";
import { testMessagesOf } from "../../notifications/test-messages.ts";
import { handle, type OwnerRoute } from "../owner-api.ts";

/**
 * The Website screen (docs/api.md §16.8): the restaurant's API keys — created (the key in clear in
 * this one answer, with the snippet to paste), revoked, their origins changed — and the preview key
 * the console shows the widgets with, and the test space's recorded messages and purge (§2.5). Owners only.
 */
export function websiteRoutes(ctx: AppContext): OwnerRoute[] {
  const { apiKeys } = ctx.services;
  const addresses = publicAddresses(ctx.config.publicUrl);
  const keyId = (req: Request) => String(req.params.id);
  const hostedPage = hostedPageViews(ctx.config.publicUrl);
  return [
    handle(api.website, async (_req, _res, { restaurant }) => ({
      keys: (await apiKeys.list(restaurant.id)).map(toKeyView),
      ...addresses,
      hostedPage: await hostedPage(restaurant.slug),
      manageUrl: restaurant.manageUrl,
    })),
    handle(api.createKey, async (_req, _res, { restaurant }, { body }) => {
      const { issued, key } = await apiKeys.create(restaurant.id, body);
      return {
        key: toKeyView(key),
        clearKey: issued.key,
        snippet: widgetSnippet(issued.key, key.modules, addresses.widgetScriptUrl, {
          manageUrl: restaurant.manageUrl,
          lang: languageOfCountry(restaurant.country),
        }),
      };
    }),
    handle(api.revokeKey, async (req, _res, { restaurant }) => ({
      key: toKeyView((await apiKeys.revoke(restaurant.id, keyId(req))).key),
    })),
    handle(api.setKeyOrigins, async (req, _res, { restaurant }, { body }) => ({
      key: toKeyView(await apiKeys.setAllowedOrigins(restaurant.id, keyId(req), body.allowedOrigins)),
    })),
    // The Origin is the console's own: the same-origin check (session.ts) refused any other before this ran.
    handle(api.previewKey, async (req, _res, { restaurant }) => apiKeys.issuePreviewKey(restaurant.id, req.get("origin") ?? "")),
    handle(api.testSpace, async (_req, _res, { restaurant }) => ({
      messages: await testMessagesOf(ctx.store.read, ctx.secret, restaurant.id, ctx.clock.now()),
    })),
    handle(api.purgeTestSpace, async (_req, _res, { restaurant }) => ({
      deleted: await ctx.services.reservations.testSpace.purge(restaurant.id),
    })),
  ];
}
