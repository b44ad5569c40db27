import net from "node:net";

export interface RawResponse {
  /** 0 when the connection closed without an answer. */
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
}

/**
 * One HTTP/1.1 exchange over a fresh loopback socket, written byte for byte: `fetch` and
 * `node:http` refuse to send what an attacker sends (control characters in headers, odd methods,
 * raw paths), so the suite writes requests itself. The request should carry `Connection: close`;
 * the answer is read to the end of the connection. A connection closed without an answer resolves
 * with status 0, for the caller to judge.
 */
export function rawRequest(url: string, request: Buffer | string, timeoutMs = 10_000): Promise<RawResponse> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port) });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no complete answer within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on("data", (chunk) => chunks.push(chunk));
    // A server may close right after answering while the request is still being written.
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "ECONNRESET" && error.code !== "EPIPE") {
        clearTimeout(timer);
        reject(error);
      }
    });
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(parseResponse(Buffer.concat(chunks)) ?? { status: 0, headers: {}, body: "" });
    });
    // Written without a FIN: Node's server aborts the requests of a client that half-closes
    // (`httpAllowHalfOpen` is off), which browsers and proxies never do.
    socket.write(request);
  });
}

function parseResponse(raw: Buffer): RawResponse | null {
  const end = raw.indexOf("\r\n\r\n");
  if (end < 0) return null;
  const [statusLine, ...lines] = raw.subarray(0, end).toString("latin1").split("\r\n");
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? "");
  if (!status) return null;
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = raw.subarray(end + 4);
  if (headers["transfer-encoding"]?.toLowerCase() === "chunked") body = unchunk(body);
  return { status: Number(status[1]), headers, body: body.toString("utf8") };
}

function unchunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = body.indexOf("\r\n", at);
    if (lineEnd < 0) break;
    const size = parseInt(body.subarray(at, lineEnd).toString("latin1"), 16);
    if (!size) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** A request's bytes: the head in latin1 (so any byte can be a header's), the body as given. */
export function requestBytes(method: string, target: string, headers: [string, string][], body: Buffer): Buffer {
  const head = [`${method} ${target} HTTP/1.1`, ...headers.map(([n, v]) => `${n}: ${v}`), "", ""].join("\r\n");
  return Buffer.concat([Buffer.from(head, "latin1"), body]);
}
