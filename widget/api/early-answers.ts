import { loaderHandover } from "../shared/script.ts";

/** What the client reads of an answer: its status, `Retry-After` and body text. */
export interface ReadAnswer {
  status: number;
  retryAfter: string | null;
  body: string;
}

/** One GET the loader sent before the bundle ran, read as it arrived, and how many elements it was sent for. */
export interface EarlyAnswer {
  answer: Promise<ReadAnswer>;
  left: number;
}

/** The loader's requests by `apiKey + " " + url` (server/site/widget-loader.ts), in `window.couvertLoaded`. */
export type EarlyAnswers = Record<string, EarlyAnswer>;

/** How long an answer the loader asked for may be taken: only the widgets' first loads, not a reload minutes on. */
const EARLY_ANSWERS_KEPT_MS = 10_000;

let early: EarlyAnswers | null = loaderHandover?.answers ?? null;
if (early) setTimeout(() => (early = null), EARLY_ANSWERS_KEPT_MS);

/**
 * The answer to `GET url` with `apiKey` that the loader already asked for, once per element that
 * it asked for (all share its text), else null: the caller fetches itself.
 */
export function takeEarlyAnswer(apiKey: string, url: string, answers: EarlyAnswers | null = early): Promise<ReadAnswer> | null {
  const key = `${apiKey} ${url}`;
  const entry = answers?.[key];
  if (!entry) return null;
  entry.left -= 1;
  if (entry.left <= 0) delete answers![key];
  return entry.answer;
}
