import { loaderHandover } from "../shared/script.ts";

/** One GET the loader sent before the bundle ran, and how many elements it was sent for. */
export interface EarlyAnswer {
  response: Promise<Response>;
  left: number;
}

/** The loader's requests by `apiKey + " " + url` (server/site/widget-loader.ts), in `window.couvertLoaded`. */
export type EarlyAnswers = Record<string, EarlyAnswer>;

/** How long an answer the loader asked for may be taken: only the widgets' first loads, not a reload minutes on. */
const EARLY_ANSWERS_KEPT_MS = 10_000;

let early: EarlyAnswers | null = loaderHandover?.early ?? null;
if (early) setTimeout(() => (early = null), EARLY_ANSWERS_KEPT_MS);

/**
 * The answer to `GET url` with `apiKey` that the loader already asked for, once per element that
 * it asked for (each gets its own copy of the response), else null: the caller fetches itself.
 */
export function takeEarlyAnswer(apiKey: string, url: string, answers: EarlyAnswers | null = early): Promise<Response> | null {
  const entry = answers?.[`${apiKey} ${url}`];
  if (!entry) return null;
  entry.left -= 1;
  if (entry.left > 0) return entry.response.then((response) => response.clone());
  delete answers![`${apiKey} ${url}`];
  return entry.response;
}
