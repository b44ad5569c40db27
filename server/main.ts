import type { Server } from "node:http";
import { createApp, type AppOptions } from "./app.ts";
import type { ServerConfig } from "./config.ts";
import type { AppContext } from "./context.ts";
import { http } from "./http/node-http.ts";
import type { OutboxWorker } from "./notifications/delivery.ts";

/**
 * Takes `PORT` on `HOST`, then builds the app and serves it. Rejects, with a message an operator
 * can act on, when the port cannot be had. `prepare` runs only once the port is ours: work such as
 * rotating the demo key (which revokes the key of a server already running) must not happen for a
 * start that fails.
 */
export function listen(ctx: AppContext, prepare: () => Promise<AppOptions> = async () => ({})): Promise<Server> {
  const { port, host } = ctx.config;
  return new Promise((resolve, reject) => {
    const server = keepingConnectionsAlive(http.createServer());
    server.once("error", (error) => reject(listenError(error, ctx.config)));
    server.listen(port, host, () => {
      prepare()
        .then((options) => {
          // Serving from here on: SQLite's checkpoints leave the event loop (db/sqlite-checkpoints.ts).
          if (ctx.store.db.engine === "sqlite") {
            ctx.store.db.checkpointInBackground((error) =>
              ctx.logger.warn({ err: error }, "SQLite's checkpoint thread failed: the connection checkpoints by itself again"),
            );
          }
          // Every server sees other processes' changes within 1 s (db/change-watch.ts).
          ctx.store.db.watchChanges((error) =>
            ctx.logger.warn({ err: error }, "lost the connection that hears of other processes' changes: connecting again"),
          );
          server.on("request", createApp(ctx, options));
          resolve(server);
        })
        .catch((error: unknown) => {
          server.close();
          reject(error);
        });
    });
  });
}

export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * Longer than a load balancer's idle timeout (60 s on the common ones), so the balancer, not the
 * server, closes an idle connection: never one the balancer (or any client) is just reusing, which
 * it would see reset (a 502, ECONNRESET).
 */
export function keepingConnectionsAlive(server: Server): Server {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
  return server;
}

/** How long a stop waits for open requests before it cuts the connections that still hold them. */
export const SHUTDOWN_DEADLINE_MS = 10_000;

/**
 * On SIGINT/SIGTERM: stop taking connections, let open requests finish, and close idle keep-alive
 * connections at once; after SHUTDOWN_DEADLINE_MS cut whatever is left (a slow client must not
 * hold a deploy forever), then stop the outbox worker, close the database and exit.
 */
export function stopOnSignals(server: Server, ctx: AppContext, worker: OutboxWorker): void {
  const shutdown = () => {
    const deadline = setTimeout(() => server.closeAllConnections(), SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    server.close(() => {
      clearTimeout(deadline);
      // The message being sent goes out (or is recorded as failed) before the database closes.
      void worker
        .stop()
        .then(() => ctx.store.close())
        .finally(() => process.exit(0));
    });
    server.closeIdleConnections();
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
