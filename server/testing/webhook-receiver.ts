import http from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The raw body, as a signature is computed over it. */
  body: string;
}

/** A real HTTP server that records every request and answers with the status it is told, or never. */
export interface WebhookReceiver {
  url: string;
  requests: ReceivedRequest[];
  answerWith(status: number): void;
  /** Records requests and never answers them, as a receiver that hangs; `close` ends them. */
  hang(): void;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const requests: ReceivedRequest[] = [];
  let status: number | null = 200;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      requests.push({ path: req.url ?? "/", headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      if (status !== null) res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    answerWith: (next) => {
      status = next;
    },
    hang: () => {
      status = null;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
