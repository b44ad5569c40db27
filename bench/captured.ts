/** One answer of Couvert's, byte for byte, as the reference servers replay it. */
export interface CapturedResponse {
  path: string;
  status: number;
  /** Couvert's headers, less those that describe one connection or one moment (`date`, `connection`, `keep-alive`). */
  headers: Record<string, string>;
  /** The body, base64. */
  body: string;
}

const PER_CONNECTION = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

/** GETs `path` from Couvert and keeps what a reference server needs to answer the very same bytes. */
export async function capture(origin: string, path: string, headers: Record<string, string>): Promise<CapturedResponse> {
  const response = await fetch(`${origin}${path}`, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}: ${body.toString("utf8").slice(0, 300)}`);
  const kept: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!PER_CONNECTION.has(name)) kept[name] = value;
  });
  return { path, status: response.status, headers: kept, body: body.toString("base64") };
}
