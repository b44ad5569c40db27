import type { AppContext } from "../context.ts";

/** How often a server looks for restaurants whose retention run of the day is still to do. */
export const RETENTION_CHECK_MS = 60 * 60_000;

/**
 * Starts this process's retention timer (docs/api.md §20.1): every hour it asks the privacy
 * service for the day's runs, which the audit table and the restaurant's lock make happen once a
 * day per restaurant however many servers ask. The first check comes at once. Returns the stop.
 */
export function startRetention(ctx: AppContext, everyMs = RETENTION_CHECK_MS): () => void {
  const check = () =>
    void ctx.services.privacy.runRetention().catch((error: unknown) => ctx.logger.error({ err: error }, "guest data retention run failed"));
  const first = setTimeout(check, 0).unref();
  const timer = setInterval(check, everyMs).unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
