import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../site/paths.ts";
import { generateSigningSecret, signatureHeader, verifySignature } from "./signature.ts";

const body = JSON.stringify({ id: "evt_1", type: "reservation.created", data: { reservation: { party_size: 2 } } });
const at = new Date("2026-06-01T10:00:00Z");

describe("webhook signatures", () => {
  it("verify with the secret, and fail for another secret, a changed body, or a time more than 5 minutes away", () => {
    const secret = generateSigningSecret();
    const header = signatureHeader(secret, body, at);
    expect(header).toMatch(/^t=1780308000,v1=[0-9a-f]{64}$/);
    expect(verifySignature(secret, body, header, new Date(at.getTime() + 299_000))).toBe(true);
    expect(verifySignature(generateSigningSecret(), body, header, at)).toBe(false);
    expect(verifySignature(secret, body.replace("2", "3"), header, at)).toBe(false);
    expect(verifySignature(secret, body, header, new Date(at.getTime() + 301_000))).toBe(false);
    expect(verifySignature(secret, body, header.replace(/v1=\w+/, "v1=00"), at)).toBe(false);
    expect(verifySignature(secret, body, "garbage", at)).toBe(false);
  });

  it("the README's ten-line check agrees", async () => {
    const readme = fs.readFileSync(path.join(PROJECT_ROOT, "README.md"), "utf8");
    const snippet = /```js\n(import \{ createHmac[\s\S]*?)```/.exec(readme)![1]!;
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "couvert-readme-")), "verify.mjs");
    fs.writeFileSync(file, snippet);
    const { isFromCouvert } = (await import(pathToFileURL(file).href)) as {
      isFromCouvert: (raw: string, header: string, secret: string, now?: number) => boolean;
    };
    const secret = generateSigningSecret();
    const header = signatureHeader(secret, body, at);
    expect(isFromCouvert(body, header, secret, at.getTime())).toBe(true);
    expect(isFromCouvert(body.replace("2", "3"), header, secret, at.getTime())).toBe(false);
    expect(isFromCouvert(body, header, secret, at.getTime() + 6 * 60_000)).toBe(false);
    expect(isFromCouvert(body, header, "whsec_other", at.getTime())).toBe(false);
  });
});
