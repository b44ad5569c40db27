import type { Request } from "express";
import {
  KeyOriginsBodySchema,
  NewKeyBodySchema,
  type CreatedKey,
  type TestSpaceView,
  type WebsiteView,
} from "../../../core/keys/schemas.ts";
import type { AppContext } from "../../context.ts";
import { toKeyView } from "../../keys/service.ts";
import { publicAddresses, widgetSnippet } from "../../keys/snippet.ts";
import { testMessagesOf } from "../../notifications/test-messages.ts";
import type { OwnerRoute } from "../owner-api.ts";
import { parseInput } from "../parse-input.ts";

/**
 * The Website screen (docs/api.md §16.8): the restaurant's API keys — created (the key in clear in
 * this one answer, with the snippet to paste), revoked, their origins changed — and the preview key
 * the console shows the widgets with, and the test space's recorded messages and purge (§2.5). Owners only.
 */
export function websiteRoutes(ctx: AppContext): OwnerRoute[] {
  const { apiKeys } = ctx.services;
  const addresses = publicAddresses(ctx.config.publicUrl);
  const keyId = (req: Request) => String(req.params.id);
  return [
    {
      method: "GET",
      path: "/website",
      area: "restaurant",
      handler: async (_req, _res, { restaurant }): Promise<WebsiteView> => ({
        keys: (await apiKeys.list(restaurant.id)).map(toKeyView),
        ...addresses,
      }),
    },
    {
      method: "POST",
      path: "/keys",
      area: "restaurant",
      handler: async (req, _res, { restaurant }): Promise<CreatedKey> => {
        const { issued, key } = await apiKeys.create(restaurant.id, parseInput(NewKeyBodySchema, req.body));
        return { key: toKeyView(key), clearKey: issued.key, snippet: widgetSnippet(issued.key, key.modules, addresses.widgetScriptUrl) };
      },
    },
    {
      method: "POST",
      path: "/keys/:id/revoke",
      area: "restaurant",
      handler: async (req, _res, { restaurant }) => ({ key: toKeyView((await apiKeys.revoke(restaurant.id, keyId(req))).key) }),
    },
    {
      method: "POST",
      path: "/keys/:id/origins",
      area: "restaurant",
      handler: async (req, _res, { restaurant }) => {
        const { allowedOrigins } = parseInput(KeyOriginsBodySchema, req.body);
        return { key: toKeyView(await apiKeys.setAllowedOrigins(restaurant.id, keyId(req), allowedOrigins)) };
      },
    },
    {
      method: "POST",
      path: "/website/preview-key",
      area: "restaurant",
      // The Origin is the console's own: the same-origin check (session.ts) refused any other before this ran.
      handler: async (req, _res, { restaurant }) => apiKeys.issuePreviewKey(restaurant.id, req.get("origin") ?? ""),
    },
    {
      method: "GET",
      path: "/website/test-space",
      area: "restaurant",
      handler: async (_req, _res, { restaurant }): Promise<TestSpaceView> => ({
        messages: await testMessagesOf(ctx.store.read, ctx.secret, restaurant.id, ctx.clock.now()),
      }),
    },
    {
      method: "POST",
      path: "/website/test-space/purge",
      area: "restaurant",
      handler: async (_req, _res, { restaurant }) => ({ deleted: await ctx.services.reservations.testSpace.purge(restaurant.id) }),
    },
  ];
}
