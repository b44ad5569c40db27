import { originProblem, normalizeOrigin, splitOriginList } from "../../core/keys/origins.ts";
import { KEY_ORIGINS_MAX } from "../../core/keys/schemas.ts";
import type { WebsiteMessages } from "./website-view.i18n.ts";

/**
 * An allowlist as an owner typed it, judged by core's rules before it is sent, so a mistake is
 * explained in the owner's language: the origins in browsers' spelling (none: any website), or
 * what is wrong with the first bad entry.
 */
export function readOriginList(text: string, t: WebsiteMessages): { ok: true; origins: string[] } | { ok: false; message: string } {
  const entries = splitOriginList(text);
  for (const entry of entries) {
    const problem = originProblem(entry);
    if (problem) return { ok: false, message: t.origins.problems[problem](entry) };
  }
  const origins = [...new Set(entries.map((entry) => normalizeOrigin(entry)!))];
  if (origins.length > KEY_ORIGINS_MAX) return { ok: false, message: t.origins.tooMany(KEY_ORIGINS_MAX) };
  return { ok: true, origins };
}
