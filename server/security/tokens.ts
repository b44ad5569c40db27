import { hash, randomBytes } from "node:crypto";

/** A bearer secret (session id, setup link code): 32 random bytes, 43 base64url characters. */
export const newBearerToken = (): string => randomBytes(32).toString("base64url");

/** What is stored and looked up in place of a bearer token: never the token itself. */
export const digestOf = (token: string): string => hash("sha256", token, "hex");
