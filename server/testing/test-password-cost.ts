import type { PasswordCost } from "../security/passwords.ts";

/**
 * scrypt at 1 MiB instead of the server's 64 MiB (security/passwords.ts): a sign-in in a test takes
 * a millisecond instead of most of a second. Only test servers (test-server.ts, cli-context.ts, the
 * end-to-end server) hand it to `createContext`; a real server never sees it.
 */
export const TEST_PASSWORD_COST: PasswordCost = { N: 2 ** 10, r: 8, p: 1 };
