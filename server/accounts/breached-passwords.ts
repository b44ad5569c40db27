import { readFileSync } from "node:fs";

/** @zxcvbn-ts/language-common's list of passwords from breach corpora (MIT, breached-passwords.LICENSE.txt). */
const LIST_FILE = new URL("./breached-passwords.txt", import.meta.url);

let loaded: ReadonlySet<string> | null = null;

/** The list, read from its file at the first look-up (some 400 kB; the console never loads it). */
export function breachedPasswords(): ReadonlySet<string> {
  loaded ??= new Set(readFileSync(LIST_FILE, "utf8").split("\n").filter(Boolean));
  return loaded;
}
