import type { Request } from "express";
import { restaurantContract as api } from "../../../core/owner/contract/restaurant.ts";
import type { AppContext } from "../../context.ts";
import { handle, type OwnerRoute } from "../owner-api.ts";

const idOf = (req: Request): string => String(req.params.id);

/**
 * The Events screen's API (docs/api.md §16.7): owners list every event, write drafts and edit the
 * content of their own events, and pin, publish, archive or delete any. The service checks it all.
 */
export function eventRoutes(ctx: AppContext): OwnerRoute[] {
  const { events } = ctx.services;
  const now = () => ctx.clock.now();
  return [
    handle(api.events, async (_req, _res, { restaurant }, { query }) => ({
      timezone: restaurant.timezone,
      accentHex: restaurant.accentHex,
      viewMode: restaurant.viewMode,
      eventsGraceMinutes: restaurant.eventsGraceMinutes,
      events: await events.list(restaurant.id, query.status),
    })),
    handle(api.createEvent, async (_req, _res, { restaurant }, { body }) => ({
      event: await events.createDraft(restaurant.id, body, now()),
    })),
    handle(api.editEvent, async (req, _res, { restaurant }, { body }) => ({
      event: await events.edit(restaurant.id, idOf(req), body, now()),
    })),
    handle(api.pinEvent, async (req, _res, { restaurant }, { body }) => ({
      event: await events.setPinned(restaurant.id, idOf(req), body.pinned),
    })),
    handle(api.moveEvent, async (req, _res, { restaurant }, { body }) => ({
      event: await events.setStatus(restaurant.id, idOf(req), body.status, now()),
    })),
    handle(api.deleteEvent, async (req, _res, { restaurant }) => {
      await events.delete(restaurant.id, idOf(req));
      return { id: idOf(req), deleted: true as const };
    }),
  ];
}
