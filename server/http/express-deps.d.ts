/** The parts used of three packages Express itself runs on (installed with it; they ship no types). */
declare module "fresh" {
  import type { IncomingHttpHeaders } from "node:http";
  /** Whether a conditional GET's validators match the response's: answer 304. */
  export default function fresh(requestHeaders: IncomingHttpHeaders, responseHeaders: Record<string, unknown>): boolean;
}

declare module "proxy-addr" {
  import type { IncomingMessage } from "node:http";
  /** The client's address as `req.ip` gives it, with Express's compiled `trust proxy fn`. */
  export default function proxyaddr(req: IncomingMessage, trust: (address: string, index: number) => boolean): string;
}

declare module "vary" {
  import type { ServerResponse } from "node:http";
  /** Adds `field` to the response's Vary header, as Express's `res.vary` does. */
  export default function vary(res: ServerResponse, field: string): void;
}
