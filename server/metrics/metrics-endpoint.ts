import { hash, timingSafeEqual } from "node:crypto";
import type { RequestHandler } from "express";
import { CouvertError } from "../../core/errors.ts";
import type { Metrics } from "./metrics.ts";

/**
 * GET /metrics (docs/api.md §17): the exposition text for a request that brings
 * `Authorization: Bearer <COUVERT_METRICS_TOKEN>`, else 401 `invalid_credentials`. The token is
 * compared through its SHA-256, in constant time, so neither its content nor its length shows in
 * the answer's timing; it is never logged (the request log holds no header).
 */
export function metricsEndpoint(metrics: Metrics, token: string): RequestHandler {
  const expected = digest(token);
  return async (req, res) => {
    const sent = /^Bearer +(\S+) *$/i.exec(req.headers.authorization ?? "")?.[1] ?? "";
    if (!timingSafeEqual(digest(sent), expected)) {
      res.setHeader("WWW-Authenticate", 'Bearer realm="metrics"');
      throw new CouvertError("invalid_credentials", {
        message: "GET /metrics needs Authorization: Bearer and the server's metrics token.",
      });
    }
    const { contentType, body } = await metrics.scrape();
    res.setHeader("Cache-Control", "no-store");
    res.type(contentType).send(body);
  };
}

const digest = (value: string): Buffer => hash("sha256", value, "buffer");
