import { afterEach, describe, expect, it } from "vitest";
import { PASSWORD_PROBLEM_MESSAGES } from "../../core/accounts/password.ts";
import { CouvertError } from "../../core/errors.ts";
import { seedRestaurant } from "../testing/fixtures.ts";
import { startTestServer, type TestServer } from "../testing/test-server.ts";
import { breachedPasswords } from "./breached-passwords.ts";

/**
 * NIST SP 800-63B §5.1.1.2: a new password is compared with passwords of breach corpora, after
 * case-folding and with a trailing year or `!` taken off (docs/api.md §16.1), on the server.
 */

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const WEAK = ["Password1234!", "12345678901", "Summer2027!"];

describe("the breached-password list", () => {
  it("holds the 49,233 passwords it claims, lower-cased and each once", () => {
    const list = breachedPasswords();
    expect(list.size).toBe(49_233);
    expect(list.has("password")).toBe(true);
    expect(list.has("12345678901")).toBe(true);
    expect(list.has("summer")).toBe(true);
  });

  it("makes the server refuse a breached password, or one with a year or ! added, as too common", async () => {
    server = await startTestServer();
    const { restaurant } = await seedRestaurant(server.ctx);
    const accounts = server.ctx.services.accounts;
    await accounts.invite(restaurant, { email: "anna@bistro.example", role: "owner" });
    for (const weak of [...WEAK, "Dragonfly1987", "!!Sunshine2026"]) {
      const refusal = await accounts.setPassword("anna@bistro.example", weak).catch((error: unknown) => error);
      expect(refusal, weak).toBeInstanceOf(CouvertError);
      expect(refusal, weak).toMatchObject({ code: "invalid_request", field: "password", message: PASSWORD_PROBLEM_MESSAGES.too_common });
    }
    await accounts.setPassword("anna@bistro.example", "plum orchard under a violet moon");
    await accounts.setPassword("anna@bistro.example", "Summer of '69 at the lake house");
  });
});
