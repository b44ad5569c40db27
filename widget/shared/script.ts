import { API_BASE_PATH } from "../../core/api-path.ts";
import type { EarlyAnswers } from "../api/early-answers.ts";

/** What the loader (server/site/widget-loader.ts) leaves for the elements' chunks, as `window.couvertLoaded`. */
export interface LoaderHandover {
  /** The first GETs, sent while the chunks downloaded (api/early-answers.ts). */
  answers?: EarlyAnswers;
  /** Settled once its worker built the date formatters off the main thread, or failed to (shared/format.ts); null without a worker. */
  intl?: Promise<void> | null;
}

declare global {
  interface Window {
    couvertLoaded?: LoaderHandover;
  }
}

/** The loader's handover, or null (tests, and chunks imported without the loader). */
export const loaderHandover: LoaderHandover | null = (typeof window !== "undefined" && window.couvertLoaded) || null;

/**
 * The API the elements talk to unless `api-base` says otherwise: the origin of the chunk's own
 * URL (the Couvert server, whatever site embeds it) + /api/v1.
 */
export const defaultApiBase: string = (() => {
  try {
    return new URL(API_BASE_PATH, import.meta.url).href;
  } catch {
    return API_BASE_PATH;
  }
})();
