import type { IncomingMessage, ServerResponse } from "node:http";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import type { AppContext } from "../context.ts";
import type { ApiCounters } from "./api-router.ts";
import { fastLane } from "./fast-lane.ts";

describe("the fast lane when a check throws", () => {
  it("leaves the request to Express, which answers a failure as one, instead of throwing out of node:http's request event", () => {
    const lane = fastLane({} as AppContext, {
      basePath: "/api/v1",
      routes: [],
      counters: {} as ApiCounters,
      trust: () => {
        throw new Error("the proxy setting cannot be read");
      },
      logger: pino({ enabled: false }),
    });
    const req = { method: "GET", url: "/api/v1/health", headers: {}, socket: { remoteAddress: "127.0.0.1" } } as unknown as IncomingMessage;
    expect(lane(req, {} as ServerResponse)).toBe(false);
  });
});
