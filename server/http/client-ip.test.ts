import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-ip.ts';

describe('clientAddress', () => {
  const peer = '10.0.0.5';

  it('ignores X-Forwarded-For unless a proxy is trusted', () => {
    expect(clientAddress('203.0.113.9', peer, 0)).toBe(peer);
  });

  it('behind one appending proxy, takes the address the proxy saw, not what the client wrote before it', () => {
    // The client sent "X-Forwarded-For: 1.2.3.4"; nginx's $proxy_add_x_forwarded_for appended the real peer.
    expect(clientAddress('1.2.3.4, 198.51.100.7', peer, 1)).toBe('198.51.100.7');
    expect(clientAddress('1.2.3.4,198.51.100.7', peer, 1)).toBe('198.51.100.7');
    expect(clientAddress('198.51.100.7', peer, 1)).toBe('198.51.100.7');
  });

  it('behind N proxies, takes the N-th entry from the right', () => {
    // CDN → load balancer → app: the CDN appended the client, the load balancer appended the CDN.
    expect(clientAddress('6.6.6.6, 198.51.100.7, 192.0.2.10', peer, 2)).toBe('198.51.100.7');
    expect(clientAddress('2001:db8::1, 192.0.2.10', peer, 2)).toBe('2001:db8::1');
  });

  it('a client-written value can never choose the address, however many entries it writes', () => {
    const forged = Array.from({ length: 50 }, (_, i) => `10.9.${i}.1`).join(', ');
    expect(clientAddress(`${forged}, 198.51.100.7`, peer, 1)).toBe('198.51.100.7');
  });

  it('falls back to the socket peer when the trusted entry is missing or not an address', () => {
    expect(clientAddress(undefined, peer, 1)).toBe(peer);
    expect(clientAddress('', peer, 1)).toBe(peer);
    expect(clientAddress(' , ', peer, 1)).toBe(peer);
    expect(clientAddress('1.2.3.4, not-an-ip', peer, 1)).toBe(peer);
    expect(clientAddress('1.2.3.4', undefined, 0)).toBe('unknown');
  });
});
