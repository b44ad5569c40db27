/**
 * What makes a password acceptable for an owner-console account (docs/api.md §16.1), checked by
 * the console as the person types and by the server, which decides.
 *
 * NIST SP 800-63B's shape: a minimum length and a blocklist, no composition rules (they make
 * passwords harder to remember, not harder to guess).
 */
export const PASSWORD_MIN_LENGTH = 10;
/** Long enough for any passphrase; short enough that hashing one costs nothing unusual. */
export const PASSWORD_MAX_LENGTH = 256;

export type PasswordProblem = "too_short" | "too_long" | "too_common" | "contains_email";

/**
 * The most common passwords that are long enough to pass the length rule (from public breach
 * lists), plus the words a restaurant's staff reach for first. Compared lower-cased.
 */
const COMMON_PASSWORDS = new Set([
  "1234567890",
  "0123456789",
  "12345678910",
  "123456789a",
  "1234567891",
  "123456789012",
  "9876543210",
  "0987654321",
  "1111111111",
  "0000000000",
  "11111111111",
  "123123123123",
  "123456123456",
  "1234512345",
  "qwertyuiop",
  "qwerty1234",
  "qwerty12345",
  "qwerty123456",
  "1q2w3e4r5t",
  "1q2w3e4r5t6y",
  "q1w2e3r4t5",
  "1qaz2wsx3edc",
  "1qazxsw23edc",
  "qazwsxedcrfv",
  "zaq12wsxcde3",
  "123qweasdzxc",
  "1234qwerasdf",
  "qwer123456",
  "asdfghjkl1",
  "asdf123456",
  "zxcvbnm123",
  "zxcvbnmasd",
  "abc1234567",
  "abcd123456",
  "a1b2c3d4e5",
  "abcdefghij",
  "aaaaaaaaaa",
  "password12",
  "password123",
  "password1234",
  "password12345",
  "passwordpassword",
  "password01",
  "p@ssword123",
  "p@ssw0rd123",
  "passw0rd123",
  "password1!",
  "administrator",
  "admin12345",
  "admin123456",
  "welcome123",
  "welcome1234",
  "letmein123",
  "changeme123",
  "sunshine123",
  "football123",
  "baseball123",
  "princess123",
  "superman123",
  "iloveyou12",
  "iloveyou123",
  "trustno1234",
  "monkey12345",
  "dragon12345",
  "starwars123",
  "whatever123",
  "computer123",
  "internet123",
  "michael123",
  "jennifer123",
  "charlie123",
  "qwertyqwerty",
  "1q2w3e4r5t6y7u",
  "google1234",
  "samsung123",
  "master1234",
  "summer2024",
  "summer2025",
  "summer2026",
  "winter2025",
  "winter2026",
  "spring2026",
  "autumn2026",
  "herbst2026",
  "sommer2026",
  "passwort123",
  "passwort1234",
  "hallo12345",
  "schatz1234",
  "restaurant",
  "restaurant1",
  "restaurant123",
  "restaurant2026",
  "reservation",
  "reservations",
  "reservierung",
  "bistro1234",
  "bistro12345",
  "kitchen123",
  "couvert123",
  "couvert1234",
  "couvertcouvert",
]);

/** Passwords from breach corpora, lower-cased: the server has one (server/accounts/breached-passwords.ts), the console does not. */
export interface PasswordList {
  has(lowerCased: string): boolean;
}

const AFFIX_BEFORE = /^[\p{N}\p{P}\p{S}\s]{1,6}(?=\p{L})/u;
const AFFIX_AFTER = /(?<=\p{L})[\p{N}\p{P}\p{S}\s]{1,6}$/u;
const MARKS_AFTER = /(?<=[\p{L}\p{N}])[\p{P}\p{S}\s]{1,6}$/u;

/**
 * `lower`, and it without up to six digits, marks or symbols at its start, its end or both: NIST's
 * "common variations" (`Summer2027!` is `summer`, `Kitchen123!` is `kitchen123`). What is left
 * keeps at least four characters.
 */
function lookupForms(lower: string): string[] {
  const forms = new Set<string>();
  for (const form of [lower, lower.replace(AFFIX_BEFORE, "")]) {
    forms.add(form).add(form.replace(MARKS_AFTER, "")).add(form.replace(AFFIX_AFTER, ""));
  }
  return [...forms].filter((form) => [...form].length >= 4);
}

/**
 * The first problem with `password`, or null when it is acceptable. `email`: the account's
 * address; `breached`: a list to refuse too, beside the short one every caller has.
 */
export function passwordProblem(password: string, email: string, breached?: PasswordList): PasswordProblem | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return "too_short";
  if (password.length > PASSWORD_MAX_LENGTH) return "too_long";
  const lower = password.toLowerCase();
  if (/^(.)\1+$/u.test(password) || lookupForms(lower).some((form) => COMMON_PASSWORDS.has(form) || breached?.has(form)))
    return "too_common";
  const address = email.trim().toLowerCase();
  const localPart = address.split("@")[0] ?? "";
  const compact = lower.replace(/\s+/gu, "");
  // The whole address anywhere in it, or its name part with too little else to guess.
  if (compact.includes(address) || (localPart.length >= 4 && compact.includes(localPart) && compact.length - localPart.length < 6))
    return "contains_email";
  return null;
}

/** English sentences for the server's error bodies; the console has its own translations. */
export const PASSWORD_PROBLEM_MESSAGES: Record<PasswordProblem, string> = {
  too_short: `The password must have at least ${PASSWORD_MIN_LENGTH} characters.`,
  too_long: `The password must have at most ${PASSWORD_MAX_LENGTH} characters.`,
  too_common: "This password is one of the most common ones; choose another.",
  contains_email: "The password must not be your e-mail address or close to it.",
};
