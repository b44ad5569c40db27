import http, { type Server } from "node:http";
import { createApp, type AppOptions } from "./app.ts";
import type { ServerConfig } from "./config.ts";
import type { AppContext } from "./context.ts";

/**
 * Takes `PORT` on `HOST`, then builds the app and serves it. Rejects, with a message an operator
 * can act on, when the port cannot be had. `prepare` runs only once the port is ours: work such as
 * rotating the demo key (which revokes the key of a server already running) must not happen for a
 * start that fails.
 */
export function listen(ctx: AppContext, prepare: () => AppOptions = () => ({})): Promise<Server> {
  const { port, host } = ctx.config;
  return new Promise((resolve, reject) => {
    const server = http.createServer();
    server.once("error", (error) => reject(listenError(error, ctx.config)));
    server.listen(port, host, () => {
      try {
        server.on("request", createApp(ctx, prepare()));
        resolve(server);
      } catch (error) {
        server.close();
        reject(error);
      }
    });
  });
}

/** On SIGINT/SIGTERM: finish open requests, close the database, exit. */
export function stopOnSignals(server: Server, ctx: AppContext): void {
  const shutdown = () => {
    server.close(() => {
      ctx.db.close();
      process.exit(0);
    });
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}

function listenError(error: NodeJS.ErrnoException, config: Pick<ServerConfig, "port" | "host">): Error {
  switch (error.code) {
    case "EADDRINUSE":
      return new Error(`port ${config.port} is in use; set PORT`);
    case "EACCES":
      return new Error(`no permission to listen on port ${config.port}; set PORT (1024 or above)`);
    case "EADDRNOTAVAIL":
    case "ENOTFOUND":
      return new Error(`cannot listen on host ${config.host}: it is not an address of this machine; set HOST`);
    default:
      return new Error(`cannot listen on ${config.host}:${config.port}: ${error.message}`);
  }
}
