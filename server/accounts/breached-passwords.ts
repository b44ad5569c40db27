import { readFileSync } from "node:fs";
import { useBreachedPasswords, type PasswordList } from "../../core/accounts/password.ts";

/** @zxcvbn-ts/language-common's list of passwords from breach corpora (MIT, breached-passwords.LICENSE.txt). */
const LIST_FILE = new URL("./breached-passwords.txt", import.meta.url);

let loaded: ReadonlySet<string> | null = null;

/** The list, read from its file at the first look-up (some 400 kB; the console never loads it). */
export function breachedPasswords(): ReadonlySet<string> {
  loaded ??= new Set(readFileSync(LIST_FILE, "utf8").split("\n").filter(Boolean));
  return loaded;
}

/** Has core's password rule (core/accounts/password.ts) check every new password against the list. */
export function checkPasswordsAgainstBreaches(): void {
  const list: PasswordList = { has: (lowerCased) => breachedPasswords().has(lowerCased) };
  useBreachedPasswords(list);
}
