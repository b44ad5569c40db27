import type { Server } from "node:http";
import type { AppContext } from "./context.ts";
import { createApp, type AppOptions } from "./app.ts";

/** Listens until SIGINT/SIGTERM, then finishes open requests and closes the database. */
export function listen(ctx: AppContext, options: AppOptions = {}): Promise<Server> {
  const app = createApp(ctx, options);
  return new Promise((resolve) => {
    const server = app.listen(ctx.config.port, ctx.config.host, () => resolve(server));
    const shutdown = () => {
      server.close(() => {
        ctx.db.close();
        process.exit(0);
      });
    };
    process.once("SIGINT", shutdown);
    process.once("SIGTERM", shutdown);
  });
}
