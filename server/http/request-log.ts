import type { RequestHandler } from "express";
import type { Logger } from "../logger.ts";

/**
 * One line per request: method, path (without the query), status, milliseconds. Nothing else of
 * the request is read here, so no header, key or PIN can reach the log.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info("request", {
        method: req.method,
        path: req.originalUrl.split("?")[0],
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
      });
    });
    next();
  };
}
