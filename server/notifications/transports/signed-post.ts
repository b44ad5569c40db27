import { http, https } from "../../http/node-http.ts";
import { SIGNATURE_HEADER, signatureHeader } from "../webhooks/signature.ts";
import { pinnedLookup, type Destination } from "./destination.ts";

/** A receiver that has not accepted the connection after this long is down: the message goes again later. */
export const CONNECT_TIMEOUT_MS = 3_000;
/** A receiver that has not answered after this long counts as down too. */
export const TIMEOUT_MS = 10_000;

export interface PostOptions {
  /** The address the destination check resolved: connect there, never resolving the name again. */
  connectTo?: Destination | undefined;
  connectTimeoutMs?: number;
  timeoutMs?: number;
}

/** POSTs `body` signed with `secret`; anything but a 2xx answer (a redirect too) is a failed attempt. */
export async function postSigned(url: string, secret: string, body: string, now: Date, options: PostOptions = {}): Promise<void> {
  const target = new URL(url);
  // Named without any user:password or query the URL may hold: this text is logged and stored.
  const where = `${target.origin}${target.pathname}`;
  const { connectTimeoutMs = CONNECT_TIMEOUT_MS, timeoutMs = TIMEOUT_MS } = options;
  const status = await new Promise<number>((resolve, reject) => {
    const request = (target.protocol === "https:" ? https : http).request(
      target,
      {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          "user-agent": "Couvert-Webhooks/1",
          [SIGNATURE_HEADER]: signatureHeader(secret, body, now),
        },
        // A connection of its own: a pooled one may have been opened to another address.
        agent: false,
        ...(options.connectTo ? { lookup: pinnedLookup(options.connectTo) } : {}),
      },
      (response) => {
        clearTimeout(answer);
        response.destroy();
        resolve(response.statusCode ?? 0);
      },
    );
    const giveUp = (why: string) => request.destroy(new Error(`${where} ${why}`));
    const answer = setTimeout(() => giveUp(`did not answer within ${timeoutMs / 1000} s`), timeoutMs);
    const connect = setTimeout(() => giveUp(`did not accept a connection within ${connectTimeoutMs / 1000} s`), connectTimeoutMs);
    request.on("socket", (socket) => socket.once("connect", () => clearTimeout(connect)));
    request.on("error", (error) => {
      clearTimeout(answer);
      clearTimeout(connect);
      reject(error);
    });
    request.end(body);
  });
  if (status < 200 || status > 299) throw new Error(`${where} answered ${status}`);
}
