import { ConsoleApiError } from "../api.ts";
import { de } from "./de.ts";
import { en, type ConsoleMessages } from "./en.ts";

export type { ConsoleMessages };
export type ConsoleLang = ConsoleMessages["lang"];

const CATALOGS: Record<ConsoleLang, ConsoleMessages> = { en, de };
const STORAGE_KEY = "couvert-console-lang";

/** The language the person chose here before, else the browser's first one we speak. */
export function preferredLang(): ConsoleLang {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (stored === "en" || stored === "de") return stored;
  const first = navigator.languages.map((l) => l.slice(0, 2).toLowerCase()).find((l) => l === "en" || l === "de");
  return first === "de" ? "de" : "en";
}

export function rememberLang(lang: ConsoleLang): void {
  localStorage.setItem(STORAGE_KEY, lang);
}

export const messagesFor = (lang: ConsoleLang): ConsoleMessages => CATALOGS[lang];

/** What to tell the person about a failed call: our text for the codes we know, else the server's sentence. */
export function errorText(m: ConsoleMessages, error: unknown): string {
  if (!(error instanceof ConsoleApiError)) return m.errors.internal_error!;
  if (error.code === "network_error") return m.networkError;
  if (error.code === "rate_limit_exceeded") return m.wait(error.retryAfterSeconds ?? 60);
  return m.errors[error.code] ?? error.message;
}
