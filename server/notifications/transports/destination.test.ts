import { describe, expect, it } from "vitest";
import { assertPublicDestination } from "./destination.ts";

describe("webhook destinations", () => {
  it("refuse this host, private networks and the cloud metadata address", async () => {
    for (const url of [
      "http://127.0.0.1:8080/hook",
      "http://localhost/hook",
      "https://10.1.2.3/hook",
      "https://172.20.0.1/hook",
      "https://192.168.1.10/hook",
      "http://169.254.169.254/latest/meta-data",
      "https://100.64.0.1/hook",
      "http://[::1]/hook",
      "http://[fd00::1]/hook",
      "http://[::ffff:127.0.0.1]/hook",
      "http://0.0.0.0/hook",
    ]) {
      await expect(assertPublicDestination(url), url).rejects.toThrow(/private address .*COUVERT_WEBHOOK_ALLOW_PRIVATE/);
    }
  });

  it("let a public address through", async () => {
    await expect(assertPublicDestination("https://93.184.215.14/hook")).resolves.toBeUndefined();
    await expect(assertPublicDestination("https://[2606:2800:21f:cb07:6820:80da:af6b:8b2c]/hook")).resolves.toBeUndefined();
  });
});
