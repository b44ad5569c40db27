import { lookup as dnsLookup } from "node:dns/promises";
import { BlockList, isIP, type LookupFunction } from "node:net";

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
  // Benchmarking, multicast, and reserved up to the broadcast address.
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  PRIVATE.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
  // Teredo hides its IPv4 address (XORed): refused whole.
  ["2001::", 32],
] as const) {
  PRIVATE.addSubnet(network, prefix, "ipv6");
}

/** An address a host name resolved to, which the connection then uses (never resolving again). */
export interface Destination {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to all its addresses, as `dns.promises.lookup(host, { all: true })` does. */
export type Resolve = (host: string) => Promise<{ address: string; family: number }[]>;

const resolveAll: Resolve = (host) => dnsLookup(host, { all: true });

/**
 * Resolves the host of a restaurant's webhook URL once and refuses it when any of its addresses
 * is private: an owner's setting must not make the server call its own network (a database, the
 * cloud metadata service). The address returned is the one to connect to (`pinnedLookup`), so a DNS
 * answer that changes after this check cannot redirect the request. The operator of a self-hosted
 * installation with a receiver on its own network turns this off with COUVERT_WEBHOOK_ALLOW_PRIVATE.
 */
export async function checkedDestination(url: string, resolve: Resolve = resolveAll): Promise<Destination> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
  const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await resolve(host);
  if (addresses.length === 0) throw new Error(`${new URL(url).host} has no address`);
  const refused = addresses.find(({ address, family }) => isPrivate(address, family === 6 ? 6 : 4));
  if (refused)
    throw new Error(`${new URL(url).host} is a private address (${refused.address}); set COUVERT_WEBHOOK_ALLOW_PRIVATE=true to allow it`);
  const [first] = addresses;
  return { address: first!.address, family: first!.family === 6 ? 6 : 4 };
}

/** A `lookup` for a connection that answers `destination` whatever the name, so the connection goes where the check looked. */
export function pinnedLookup(destination: Destination): LookupFunction {
  return (_host, options, callback) => {
    if (options.all) (callback as (error: null, addresses: Destination[]) => void)(null, [destination]);
    else callback(null, destination.address, destination.family);
  };
}

/** Private by its own prefix or, for the forms that carry an IPv4 address (mapped, compatible, NAT64, 6to4), by that address. */
export function isPrivate(address: string, family: 4 | 6): boolean {
  if (family === 4) return PRIVATE.check(address, "ipv4");
  const embedded = embeddedIpv4(ipv6Words(address));
  return embedded === null ? PRIVATE.check(address, "ipv6") : PRIVATE.check(embedded, "ipv4");
}

/** The IPv4 address inside `::ffff:a.b.c.d`, `::a.b.c.d` (with `::` and `::1`), `64:ff9b::a.b.c.d` and `2002:AABB:CCDD::/48`. */
function embeddedIpv4(words: number[]): string | null {
  const zeroes = (from: number, to: number) => words.slice(from, to).every((word) => word === 0);
  const dotted = (high: number, low: number) => [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  if (zeroes(0, 5) && (words[5] === 0 || words[5] === 0xffff)) return dotted(words[6]!, words[7]!);
  if (words[0] === 0x64 && words[1] === 0xff9b && zeroes(2, 6)) return dotted(words[6]!, words[7]!);
  if (words[0] === 0x2002) return dotted(words[1]!, words[2]!);
  return null;
}

/** The eight 16-bit words of an IPv6 address (one `isIP` accepts), a trailing dotted IPv4 part included. */
function ipv6Words(address: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const hex = dotted
    ? address.slice(0, dotted.index) + [0, 2].map((i) => ((+dotted[i + 1]! << 8) | +dotted[i + 2]!).toString(16)).join(":")
    : address;
  const [head, tail] = hex.split("::") as [string, string | undefined];
  const words = (part: string | undefined) => (part ? part.split(":").map((word) => parseInt(word, 16)) : []);
  if (tail === undefined) return words(head);
  const [before, after] = [words(head), words(tail)];
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}
