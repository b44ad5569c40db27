import type { IncomingMessage, ServerResponse } from "node:http";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import type { AppContext } from "../context.ts";
import type { ApiCounters } from "./api-router.ts";
import { fastLane } from "./fast-lane.ts";

describe("the fast and write lanes when a check throws", () => {
  it("leaves the request to Express, which answers a failure as one, instead of throwing out of node:http's request event", () => {
    const lane = fastLane({} as AppContext, {
      basePath: "/api/v1",
      routes: [{ method: "POST", path: "/reservation", module: "reservation", write: async () => {} }],
      counters: {} as ApiCounters,
      trust: () => {
        throw new Error("the proxy setting cannot be read");
      },
      logger: pino({ enabled: false }),
    });
    const socket = { remoteAddress: "127.0.0.1" };
    const read = { method: "GET", url: "/api/v1/health", headers: {}, socket } as unknown as IncomingMessage;
    expect(lane(read, {} as ServerResponse)).toBe(false);
    const headers = { "content-type": "application/json", "content-length": "2" };
    const write = { method: "POST", url: "/api/v1/reservation", headers, socket } as unknown as IncomingMessage;
    expect(lane(write, {} as ServerResponse)).toBe(false);
  });
});
