import { afterEach, describe, expect, it } from "vitest";
import { startWebhookReceiver, type WebhookReceiver } from "../../testing/webhook-receiver.ts";
import { checkedDestination, type Resolve } from "./destination.ts";
import { postSigned } from "./signed-post.ts";

const PRIVATE = /private address .*COUVERT_WEBHOOK_ALLOW_PRIVATE/;

let hooks: WebhookReceiver | null = null;
afterEach(async () => {
  await hooks?.close();
  hooks = null;
});

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
      "http://[::]/hook",
      "http://[fd00::1]/hook",
      "http://[::ffff:127.0.0.1]/hook",
      "http://0.0.0.0/hook",
    ]) {
      await expect(checkedDestination(url), url).rejects.toThrow(PRIVATE);
    }
  });

  it("refuse benchmarking, multicast and reserved IPv4 networks, and IPv6 multicast and Teredo", async () => {
    for (const url of [
      "http://198.18.0.1/hook",
      "http://198.19.255.254/hook",
      "http://224.0.0.1/hook",
      "http://239.255.255.250/hook",
      "http://240.0.0.1/hook",
      "http://255.255.255.255/hook",
      "http://[ff02::1]/hook",
      "http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/hook",
    ]) {
      await expect(checkedDestination(url), url).rejects.toThrow(PRIVATE);
    }
  });

  it("judge an IPv6 address that carries an IPv4 one (NAT64, 6to4, IPv4-compatible) by that IPv4 address", async () => {
    for (const url of [
      "http://[64:ff9b::127.0.0.1]/hook",
      "http://[64:ff9b::a9fe:a9fe]/hook", // 169.254.169.254
      "http://[2002:7f00:1::1]/hook", // 6to4 of 127.0.0.1
      "http://[2002:c0a8:10a::]/hook", // 6to4 of 192.168.1.10
      "http://[::127.0.0.1]/hook",
      "http://[::a00:1]/hook", // 10.0.0.1
    ]) {
      await expect(checkedDestination(url), url).rejects.toThrow(PRIVATE);
    }
    for (const url of ["http://[64:ff9b::93.184.215.14]/hook", "http://[2002:5db8:d70e::1]/hook", "http://[::ffff:5db8:d70e]/hook"]) {
      await expect(checkedDestination(url), url).resolves.toMatchObject({ family: 6 });
    }
  });

  it("let a public address through, and name it as the address to connect to", async () => {
    await expect(checkedDestination("https://93.184.215.14/hook")).resolves.toEqual({ address: "93.184.215.14", family: 4 });
    await expect(checkedDestination("https://[2606:2800:21f:cb07:6820:80da:af6b:8b2c]/hook")).resolves.toMatchObject({ family: 6 });
  });

  it("refuse a name when any of its addresses is private", async () => {
    const resolve: Resolve = async () => [
      { address: "93.184.215.14", family: 4 },
      { address: "10.0.0.5", family: 4 },
    ];
    await expect(checkedDestination("https://till.example/hook", resolve)).rejects.toThrow(
      /till\.example is a private address \(10\.0\.0\.5\)/,
    );
  });

  it("a DNS answer that changes after the check cannot redirect the request: the connection goes to the checked address", async () => {
    hooks = await startWebhookReceiver();
    const url = `${hooks.url.replace("127.0.0.1", "localhost")}/till`; // the system's DNS says 127.0.0.1: the receiver
    const lookups: string[] = [];
    // The check's answer: public (TEST-NET-1, which nothing answers).
    const rebinding: Resolve = async (host) => {
      lookups.push(host);
      return [{ address: "192.0.2.1", family: 4 }];
    };
    const connectTo = await checkedDestination(url, rebinding);
    await expect(postSigned(url, "whsec_test", "{}", new Date(), { connectTo, connectTimeoutMs: 1_000 })).rejects.toThrow();
    expect(hooks.requests, "the request reached the address DNS gave after the check").toEqual([]);
    expect(lookups).toEqual(["localhost"]);
  });
});
