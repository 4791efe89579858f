import { BlockList, isIP } from 'node:net';

/** Never a destination for a request whose address a user chose. */
const REFUSED = new BlockList();
const IPV4: [string, number][] = [
  ['0.0.0.0', 8], // "this network", the unspecified address
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT; Alibaba's metadata service is 100.100.100.200
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local: the cloud metadata service, 169.254.169.254
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // protocol assignments, Oracle's metadata 192.0.0.192
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
];
const IPV6: [string, number][] = [
  ['::', 96], // unspecified, loopback, IPv4-compatible
  ['64:ff9b::', 96], // NAT64: an IPv4 address behind a translator
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23], // Teredo and other protocol assignments
  ['2001:db8::', 32],
  ['2002::', 16], // 6to4: an IPv4 address inside
  ['3fff::', 20],
  ['fc00::', 7], // unique-local: AWS's metadata service is fd00:ec2::254
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
];
for (const [net, prefix] of IPV4) REFUSED.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of IPV6) REFUSED.addSubnet(net, prefix, 'ipv6');

// Kept apart: in the list above, BlockList would read this range as every IPv4 address.
const MAPPED = new BlockList();
MAPPED.addSubnet('::ffff:0:0', 96, 'ipv6');

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** A hostname as every rule compares it: lowercase, without IPv6 brackets or trailing dots (`localhost.`). */
export function normalizeHostname(hostname: string): string {
  return hostname
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.+$/, '');
}

/**
 * Whether an IP address may be connected to on a user's behalf: a public unicast address, never an IPv4 one
 * written as IPv6 (mapped). Loopback only when `allowLoopback` (NODE_ENV=test, for a local fake service).
 */
export function isPublicAddress(address: string, { allowLoopback = false } = {}): boolean {
  const family = isIP(address);
  if (family === 0 || address.includes('%')) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (type === 'ipv6' && MAPPED.check(address, 'ipv6')) return false;
  if (allowLoopback && LOOPBACK.check(address, type)) return true;
  return !REFUSED.check(address, type);
}
