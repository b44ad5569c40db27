import { API_BASE_PATH } from "../../core/api-path.ts";
import type { EarlyAnswers } from "../api/early-answers.ts";

/** What the loader (server/site/widget-loader.ts) hands the bundle on the script tag it inserts. */
export interface LoaderHandover {
  /** The first GETs, sent while the bundle downloaded (api/early-answers.ts). */
  couvertEarly?: EarlyAnswers;
  /** Settled once its worker built the date formatters off the main thread, or failed to (shared/format.ts). */
  couvertIntl?: Promise<void>;
}

/**
 * The `<script>` that loaded this bundle, captured while the bundle is evaluated (later,
 * `document.currentScript` is null). Null in tests and when loaded as a module.
 */
export const loaderScript: (HTMLScriptElement & LoaderHandover) | null =
  typeof document !== "undefined" && document.currentScript instanceof HTMLScriptElement ? document.currentScript : null;

/** The API the elements talk to unless `api-base` says otherwise: the script's own origin + /api/v1. */
export const defaultApiBase: string = (() => {
  try {
    return new URL(API_BASE_PATH, loaderScript?.src || location.href).href;
  } catch {
    return API_BASE_PATH;
  }
})();
