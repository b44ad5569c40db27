import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

/** Where a receiver must not be, unless the operator allows it: this host, private networks, cloud metadata. */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
] as const) {
  PRIVATE.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
] as const) {
  PRIVATE.addSubnet(network, prefix, "ipv6");
}

/**
 * Refuses a restaurant's webhook URL whose host resolves to a private address: an owner's setting
 * must not make the server call its own network (a database, the cloud metadata service). The
 * operator of a self-hosted installation with a receiver on its own network turns this off with
 * COUVERT_WEBHOOK_ALLOW_PRIVATE. Checked before each attempt.
 */
export async function assertPublicDestination(url: string): Promise<void> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
  const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true });
  const refused = addresses.find(({ address, family }) => PRIVATE.check(address, family === 6 ? "ipv6" : "ipv4"));
  if (refused)
    throw new Error(`${new URL(url).host} is a private address (${refused.address}); set COUVERT_WEBHOOK_ALLOW_PRIVATE=true to allow it`);
}
