import { describe, expect, it } from 'vitest';
import { isPublicAddress, normalizeHostname } from './public-address.ts';

const PRIVATE = [
  // IPv4: this network, private, CGNAT (and Alibaba's metadata in it), loopback, link-local and the metadata address
  '0.0.0.0',
  '0.1.2.3',
  '10.0.0.1',
  '10.255.255.255',
  '100.64.0.1',
  '100.100.100.200',
  '127.0.0.1',
  '127.8.9.10',
  '169.254.169.254',
  '169.254.0.1',
  '172.16.0.1',
  '172.31.255.254',
  '192.0.0.192',
  '192.168.1.1',
  '198.18.0.1',
  '192.0.2.1',
  '224.0.0.251',
  '239.255.255.250',
  '240.0.0.1',
  '255.255.255.255',
  // IPv6: unspecified, loopback, link-local, unique-local (AWS metadata), site-local, multicast, documentation
  '::',
  '::1',
  'fe80::1',
  'febf::1',
  'fc00::1',
  'fd00:ec2::254',
  'fec0::1',
  'ff02::1',
  '2001:db8::1',
  '100::1',
  // IPv4 inside IPv6: mapped, compatible, NAT64, 6to4, Teredo
  '::ffff:127.0.0.1',
  '::ffff:7f00:1',
  '::ffff:169.254.169.254',
  '::ffff:a00:1',
  '::ffff:8.8.8.8',
  '::127.0.0.1',
  '64:ff9b::a00:1',
  '64:ff9b:1::1',
  '2002:a00:1::1',
  '2001::1',
  // Not an address at all, or one with a zone
  'localhost',
  '',
  '1.2.3',
  'fe80::1%eth0',
];
const PUBLIC = [
  '8.8.8.8',
  '142.250.80.10',
  '172.32.0.1',
  '100.128.0.1',
  '2607:f8b0:4004:c07::5f',
  '2a00:1450::1',
];

describe('a public address', () => {
  it('is none of the private, loopback, link-local, CGNAT, unique-local, mapped, multicast or metadata ranges', () => {
    for (const address of PRIVATE) expect(isPublicAddress(address), address).toBe(false);
    for (const address of PUBLIC) expect(isPublicAddress(address), address).toBe(true);
  });

  it('is loopback too only where tests allow it; everything else private stays refused', () => {
    const test = { allowLoopback: true };
    for (const address of ['127.0.0.1', '127.0.0.2', '::1'])
      expect(isPublicAddress(address, test)).toBe(true);
    for (const address of ['10.0.0.1', '169.254.169.254', '::ffff:127.0.0.1', 'fd00::1', '0.0.0.0']) {
      expect(isPublicAddress(address, test), address).toBe(false);
    }
  });
});

describe('a hostname', () => {
  it('is compared lowercased, without brackets or trailing dots', () => {
    expect(normalizeHostname('Push.Example.COM.')).toBe('push.example.com');
    expect(normalizeHostname('LOCALHOST..')).toBe('localhost');
    expect(normalizeHostname('[::1]')).toBe('::1');
    expect(normalizeHostname('[FD00:EC2::254]')).toBe('fd00:ec2::254');
  });
});
