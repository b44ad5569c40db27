import type { Request, Response } from "express";
import type { AppContext } from "../../context.ts";
import type { ApiRoute } from "../../http/api-router.ts";
import { authOf } from "../../http/auth.ts";
import { sendData } from "../../http/respond.ts";
import type { Restaurant } from "../../restaurants/settings.ts";

/** GET /menu, /reviews, /news, /gallery (docs/api.md §9), each behind its own module. */
export function contentRoutes(ctx: AppContext): ApiRoute[] {
  const { content } = ctx.services;
  const read = (view: (restaurant: Restaurant) => Promise<unknown>) => async (req: Request, res: Response) =>
    sendData(req, res, await view(authOf(res).restaurant));
  return [
    { method: "GET", path: "/menu", module: "menu", handlers: [read((r) => content.menu(r))] },
    { method: "GET", path: "/reviews", module: "reviews", handlers: [read((r) => content.reviews(r))] },
    { method: "GET", path: "/news", module: "news", handlers: [read((r) => content.news(r))] },
    { method: "GET", path: "/gallery", module: "gallery", handlers: [read((r) => content.gallery(r))] },
  ];
}
