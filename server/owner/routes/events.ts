import type { Request } from "express";
import * as z from "zod/mini";
import { EVENT_STATUSES } from "../../../core/events/schemas.ts";
import type { OwnerEventsView, OwnerEventView } from "../../../core/owner/views.ts";
import type { AppContext } from "../../context.ts";
import type { OwnerRoute } from "../owner-api.ts";
import { parseInput } from "../parse-input.ts";

const ListQuerySchema = z.object({ status: z.optional(z.enum(EVENT_STATUSES)) });
const PinBodySchema = z.object({ pinned: z.boolean() });
const StatusBodySchema = z.object({ status: z.enum(EVENT_STATUSES) });

const idOf = (req: Request): string => String(req.params.id);

/**
 * The Events screen's API (docs/api.md §16.7): owners list every event, write drafts and edit the
 * content of their own events, and pin, publish, archive or delete any. The service checks it all.
 */
export function eventRoutes(ctx: AppContext): OwnerRoute[] {
  const { events } = ctx.services;
  const now = () => ctx.clock.now();
  return [
    {
      method: "GET",
      path: "/events",
      area: "restaurant",
      handler: async (req, _res, { restaurant }): Promise<OwnerEventsView> => ({
        timezone: restaurant.timezone,
        accentHex: restaurant.accentHex,
        viewMode: restaurant.viewMode,
        eventsGraceMinutes: restaurant.eventsGraceMinutes,
        events: await events.list(restaurant.id, parseInput(ListQuerySchema, req.query).status),
      }),
    },
    {
      method: "POST",
      path: "/events",
      area: "restaurant",
      handler: async (req, _res, { restaurant }): Promise<OwnerEventView> => ({
        event: await events.createDraft(restaurant.id, req.body, now()),
      }),
    },
    {
      method: "POST",
      path: "/events/:id",
      area: "restaurant",
      handler: async (req, _res, { restaurant }): Promise<OwnerEventView> => ({
        event: await events.edit(restaurant.id, idOf(req), req.body, now()),
      }),
    },
    {
      method: "POST",
      path: "/events/:id/pin",
      area: "restaurant",
      handler: async (req, _res, { restaurant }): Promise<OwnerEventView> => ({
        event: await events.setPinned(restaurant.id, idOf(req), parseInput(PinBodySchema, req.body).pinned),
      }),
    },
    {
      method: "POST",
      path: "/events/:id/status",
      area: "restaurant",
      handler: async (req, _res, { restaurant }): Promise<OwnerEventView> => ({
        event: await events.setStatus(restaurant.id, idOf(req), parseInput(StatusBodySchema, req.body).status, now()),
      }),
    },
    {
      method: "POST",
      path: "/events/:id/delete",
      area: "restaurant",
      handler: async (req, _res, { restaurant }) => {
        await events.delete(restaurant.id, idOf(req));
        return { id: idOf(req), deleted: true };
      },
    },
  ];
}
