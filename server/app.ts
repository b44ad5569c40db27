import type { IncomingMessage, ServerResponse } from "node:http";
import express, { type Express } from "express";
import { API_BASE_PATH } from "../core/api.ts";
import type { AppContext } from "./context.ts";
import { apiCounters, apiRouter } from "./http/api-router.ts";
import { fastLane } from "./http/fast-lane.ts";
import { errorHandler } from "./http/error-handler.ts";
import { requestLog } from "./http/request-log.ts";
import { allRoutes } from "./modules/index.ts";
import { siteRouter } from "./site/site-routes.ts";
import { hostedRouter } from "./hosted/hosted-routes.ts";
import { consoleSite } from "./owner/console-site.ts";
import { ownerApi } from "./owner/owner-api.ts";
import { allOwnerRoutes } from "./owner/routes/index.ts";
import { metricsEndpoint } from "./metrics/metrics-endpoint.ts";

export interface AppOptions {
  /** The key the demo pages embed; null serves no demo site (only the API and the widget file). */
  demoApiKey?: string | null;
  /** Off, every request goes through Express: the fast lane's differential test compares the two (docs/api.md §3.4). */
  fastLane?: boolean;
  /** Told of every request whether the fast lane answered it (its tests, which must see it did). */
  onFastLane?: (answered: boolean, req: IncomingMessage) => void;
}

/** The whole HTTP server, apart from `listen()`, so tests can build one on a temporary database. */
export function createApp(ctx: AppContext, options: AppOptions = {}): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", "strong");
  app.set("trust proxy", ctx.config.trustProxy);
  app.set("json spaces", 0);

  const routes = allRoutes(ctx);
  const counters = apiCounters(ctx);
  app.use(requestLog(ctx.logger));
  const { metrics, config } = ctx;
  if (metrics && config.metricsToken !== null) {
    app.use((req, res, next) => {
      metrics.watch(req, res);
      next();
    });
    // Without a token there is no such path: a 404 like any other (docs/api.md §17).
    app.get("/metrics", metricsEndpoint(metrics, config.metricsToken));
  }
  app.use(API_BASE_PATH, apiRouter(ctx, routes, counters));
  app.use("/owner/api", ownerApi(ctx, allOwnerRoutes(ctx)));
  app.use("/owner", consoleSite());
  app.use(hostedRouter(ctx, counters));
  app.use(siteRouter({ demoApiKey: options.demoApiKey ?? null, publicUrl: ctx.config.publicUrl }));
  app.use(errorHandler(ctx.logger));
  if (options.fastLane !== false) {
    const lane = fastLane(ctx, { basePath: API_BASE_PATH, routes, counters, trust: app.get("trust proxy fn"), logger: ctx.logger });
    // In front of `app.handle`, which the app function itself calls (so `listen` and any server's
    // `request` event go through the lane); Express's types leave the method out.
    const entry = app as unknown as { handle: (req: IncomingMessage, res: ServerResponse, next?: unknown) => void };
    const handle = entry.handle.bind(app);
    const watch = options.onFastLane;
    entry.handle = (req, res, next) => {
      const answered = lane(req, res);
      watch?.(answered, req);
      if (!answered) handle(req, res, next);
    };
  }
  return app;
}
