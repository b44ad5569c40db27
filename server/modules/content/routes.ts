import type { AppContext } from "../../context.ts";
import type { ApiRoute } from "../../http/api-router.ts";

/** GET /menu, /reviews, /news, /gallery (docs/api.md §9), each behind its own module. */
export function contentRoutes(ctx: AppContext): ApiRoute[] {
  const { content } = ctx.services;
  return [
    { method: "GET", path: "/menu", module: "menu", view: (r) => content.menu(r) },
    { method: "GET", path: "/reviews", module: "reviews", view: (r) => content.reviews(r) },
    { method: "GET", path: "/news", module: "news", view: (r) => content.news(r) },
    { method: "GET", path: "/gallery", module: "gallery", view: (r) => content.gallery(r) },
  ];
}
