import type { ErrorRequestHandler, RequestHandler } from "express";
import type { Logger } from "../logger.ts";
import { ApiError } from "./api-error.ts";
import { noStore } from "./respond.ts";

/** Unknown path under /api/v1 (CONTRACT §1). */
export const notFound: RequestHandler = (_req, _res, next) => next(new ApiError("not_found"));

/** The one place that writes an error body, whatever threw. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const apiError = toApiError(error);
    if (apiError.status >= 500) {
      logger.error("request failed", { method: req.method, path: req.path, error: errorName(error), detail: errorMessage(error) });
    }
    if (res.headersSent) return;
    noStore(res);
    res.set(apiError.headers);
    res.status(apiError.status).json(apiError.toBody());
  };
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const { type, status } = (error ?? {}) as { type?: string; status?: number };
  if (type === "entity.too.large") return new ApiError("payload_too_large");
  if (type === "entity.parse.failed") return new ApiError("invalid_request", { message: "The body is not valid JSON.", field: "body" });
  if (type === "encoding.unsupported" || type === "charset.unsupported") return new ApiError("unsupported_media_type");
  if (status === 404) return new ApiError("not_found"); // a missing static file
  return new ApiError("internal_error");
}

const errorName = (error: unknown) => (error instanceof Error ? error.name : typeof error);
const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));
