import { reservationContract } from "../../../core/owner/contract/reservations.ts";
import type { AppContext } from "../../context.ts";
import { handle, type OwnerRoute } from "../owner-api.ts";

/** A comment line now and then keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

/**
 * GET …/live (docs/api.md §16.5): a Server-Sent Events stream with one `reservation` event per
 * write on the restaurant's reservations, from any server process on the database. The feed ends
 * the stream when its lifetime is over, or once the person signed out or was removed from the
 * restaurant, before any later write reaches it (live-feed.ts).
 */
export function liveRoutes(ctx: AppContext): OwnerRoute[] {
  return [
    handle(reservationContract.live, async (req, res, { restaurant, signedIn }) => {
      // Subscribed before the stream opens (its headers sent): a console that sees it open misses no write after it.
      // A refusal (too_many_streams) is still an ordinary JSON error then.
      const unsubscribe = await ctx.services.live.subscribe({
        restaurantId: restaurant.id,
        userId: signedIn.userId,
        sessionHash: signedIn.sessionHash,
        send: (event) => {
          const data = { number: event.reservationNumber, kind: event.kind, at: new Date(event.at).toISOString() };
          res.write(`id: ${event.id}\nevent: reservation\ndata: ${JSON.stringify(data)}\n\n`);
        },
        end: () => res.end(),
      });
      res.status(200).set({
        "Content-Type": "text/event-stream; charset=utf-8",
        "Cache-Control": "no-store",
        // nginx and similar proxies would otherwise hold events back to fill a buffer.
        "X-Accel-Buffering": "no",
      });
      res.flushHeaders();
      res.write("retry: 3000\n\n");
      const heartbeat = setInterval(() => res.write(": still here\n\n"), HEARTBEAT_MS);
      const close = () => {
        clearInterval(heartbeat);
        unsubscribe();
      };
      req.on("close", close);
      res.on("close", close);
      // Gone while subscribing: its close events have fired already.
      if (req.destroyed) close();
      return undefined;
    }),
  ];
}
