import express, { type Express } from "express";
import { API_BASE_PATH } from "../core/api.ts";
import type { AppContext } from "./context.ts";
import { apiRouter } from "./http/api-router.ts";
import { errorHandler } from "./http/error-handler.ts";
import { requestLog } from "./http/request-log.ts";
import { allRoutes } from "./modules/index.ts";
import { siteRouter } from "./site/site-routes.ts";
import { consoleSite } from "./owner/console-site.ts";
import { ownerApi } from "./owner/owner-api.ts";
import { allOwnerRoutes } from "./owner/routes/index.ts";

export interface AppOptions {
  /** The key the demo pages embed; null serves no demo site (only the API and the widget file). */
  demoApiKey?: string | null;
}

/** The whole HTTP server, apart from `listen()`, so tests can build one on a temporary database. */
export function createApp(ctx: AppContext, options: AppOptions = {}): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", "strong");
  app.set("trust proxy", ctx.config.trustProxy);
  app.set("json spaces", 0);

  app.use(requestLog(ctx.logger));
  app.use(API_BASE_PATH, apiRouter(ctx, allRoutes(ctx)));
  app.use("/owner/api", ownerApi(ctx, allOwnerRoutes(ctx)));
  app.use("/owner", consoleSite());
  app.use(siteRouter({ demoApiKey: options.demoApiKey ?? null, publicUrl: ctx.config.publicUrl }));
  app.use(errorHandler(ctx.logger));
  return app;
}
