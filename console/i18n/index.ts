import { langOf, LANGS, type Lang } from "../../core/locale.ts";
import { addLanguage, catalog, hasLanguage, textsIn } from "../../ui-shared/lazy-catalog.ts";
import { ConsoleApiError } from "../api.ts";
import { de as eventsDe } from "../../ui-shared/event-card/messages.de.ts";
import { messages as events } from "../../ui-shared/event-card/messages.ts";
import { de } from "./de.ts";
import { en, type ConsoleMessages } from "./en.ts";

export type { ConsoleMessages };
export type ConsoleLang = Lang;

const CATALOGS = catalog("console", { en, de });
// German is bundled with the console, the event card's too (the widget loads it with its German pack).
events.de = eventsDe;
const STORAGE_KEY = "couvert-console-lang";
const UNSAVED_KEY = "couvert-console-lang-unsaved";

/** The language the person chose in this browser before, if they did. */
export function chosenLang(): ConsoleLang | null {
  const stored = localStorage.getItem(STORAGE_KEY);
  return stored && (LANGS as readonly string[]).includes(stored) ? (stored as ConsoleLang) : null;
}

/** The language the person chose here before, else the browser's first one we speak, else English. */
export function preferredLang(): ConsoleLang {
  const chosen = chosenLang();
  if (chosen) return chosen;
  const spoken = navigator.languages.find((tag) => (LANGS as readonly string[]).includes(tag.slice(0, 2).toLowerCase()));
  return spoken ? langOf(spoken) : "en";
}

/**
 * Keeps `lang` for this browser; `unsaved`: picked here by hand and not yet stored on an account
 * (only such a pick goes to the account that signs in next: on a shared device, a language that
 * came from one person's account must not become another's).
 */
export function rememberLang(lang: ConsoleLang, { unsaved = false } = {}): void {
  localStorage.setItem(STORAGE_KEY, lang);
  if (unsaved) localStorage.setItem(UNSAVED_KEY, "1");
  else localStorage.removeItem(UNSAVED_KEY);
}

/** The language picked here by hand and not yet stored on an account, if any. */
export const unsavedLang = (): ConsoleLang | null => (localStorage.getItem(UNSAVED_KEY) ? chosenLang() : null);

export const markLangSaved = (): void => localStorage.removeItem(UNSAVED_KEY);

/**
 * Loads a language other than English and German (a chunk of its own, console/i18n/packs): the
 * console's texts and the event card's. Resolves false when it could not (the console stays in
 * the language it was in).
 */
export async function loadLanguage(lang: ConsoleLang): Promise<boolean> {
  if (hasLanguage(lang)) return true;
  try {
    const { pack } = (await import(`./packs/${lang}.ts`)) as { pack: Record<string, unknown> };
    addLanguage(lang, pack);
    return true;
  } catch {
    return false;
  }
}

/** The console's texts in `lang`; English while that language has not loaded. */
export const messagesFor = (lang: ConsoleLang): ConsoleMessages => textsIn(CATALOGS, lang);

/** What to tell the person about a failed call: our text for the codes we know, else the server's sentence. */
export function errorText(m: ConsoleMessages, error: unknown): string {
  if (!(error instanceof ConsoleApiError)) return m.errors.internal_error!;
  if (error.code === "network_error") return m.networkError;
  if (error.code === "rate_limit_exceeded") return m.wait(error.retryAfterSeconds ?? 60);
  return m.errors[error.code] ?? error.message;
}
