import type { AppContext } from "../context.ts";

/** How often a server looks for waitlist offers that ran out, to offer their room to the next guest. */
export const WAITLIST_SWEEP_MS = 30_000;

/**
 * Runs the waitlist's sweep (WaitlistOffers.sweep) every WAITLIST_SWEEP_MS on this process. Every
 * server may run it: each restaurant's offers are closed and re-offered under its lock, once.
 */
export function startWaitlistSweep(ctx: AppContext): () => void {
  const timer = setInterval(() => {
    ctx.services.waitlist.offers.sweep(ctx.clock.now()).catch((error: unknown) => ctx.logger.warn({ err: error }, "waitlist sweep failed"));
  }, WAITLIST_SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
