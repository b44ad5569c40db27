/** One `reservation` event of the console's live stream (docs/api.md §16.5). */
export interface LiveMessage {
  id: string;
  number: number;
  kind: string;
  at: string;
}

/** An open `GET …/live` stream, read as the console's EventSource reads it. */
export interface LiveStreamReader {
  status: number;
  /** The body of a refused stream (JSON), else null. */
  refusal: any;
  /** Every `reservation` event received so far, in order. */
  received: LiveMessage[];
  /** The first event (received already or yet to come) that `matches`; fails if the stream ends before. */
  next(matches: (message: LiveMessage) => boolean): Promise<LiveMessage>;
  /** Settles once the stream has ended, by the server or by close(). */
  ended: Promise<void>;
  /** Closes the stream as a closed tab would; settles once it is closed. */
  close(): Promise<void>;
}

/**
 * Opens the live stream of the restaurant `slug` on `baseUrl` with a session `cookie`, and resolves
 * once the server has sent its headers (EventSource's `open`): from then on no write is missed.
 */
export async function openLiveStream(baseUrl: string, cookie: string, slug: string): Promise<LiveStreamReader> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/owner/api/restaurants/${slug}/live`, {
    headers: { cookie, accept: "text/event-stream" },
    signal: abort.signal,
  });
  const received: LiveMessage[] = [];
  const waiting = new Set<() => void>();
  let done = false;
  const notify = () => waiting.forEach((wake) => wake());

  if (response.status !== 200) {
    return {
      status: response.status,
      refusal: await response.json(),
      received,
      next: () => Promise.reject(new Error(`the stream was refused with ${response.status}`)),
      ended: Promise.resolve(),
      close: () => Promise.resolve(),
    };
  }

  const ended = (async () => {
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const message = reservationOf(block);
          if (message) received.push(message);
          notify();
        }
      }
    } catch {
      // Aborted by close().
    } finally {
      done = true;
      notify();
    }
  })();

  return {
    status: 200,
    refusal: null,
    received,
    next(matches) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find(matches);
          if (!found && !done) return;
          waiting.delete(check);
          if (found) resolve(found);
          else reject(new Error(`the stream ended before the event; it received ${JSON.stringify(received)}`));
        };
        waiting.add(check);
        check();
      });
    },
    ended,
    close: () => {
      abort.abort();
      return ended;
    },
  };
}

function reservationOf(block: string): LiveMessage | null {
  const fields = new Map<string, string>();
  for (const line of block.split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
  }
  if (fields.get("event") !== "reservation") return null;
  return { id: fields.get("id") ?? "", ...(JSON.parse(fields.get("data") ?? "{}") as Omit<LiveMessage, "id">) };
}
