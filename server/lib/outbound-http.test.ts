import { afterEach, describe, expect, it } from 'vitest';
import { countingServer, type CountingServer } from '#server/test-support/counting-server.ts';
import { outboundHttp, OutboundError, type Resolve } from './outbound-http.ts';

const servers: CountingServer[] = [];
const serve = async (...args: Parameters<typeof countingServer>) => {
  const server = await countingServer(...args);
  servers.push(server);
  return server;
};
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/** A resolver that answers every name with `address`, counting the questions. */
function resolvingTo(address: string) {
  const asked: string[] = [];
  const resolve: Resolve = async (hostname) => {
    asked.push(hostname);
    return [{ address, family: address.includes(':') ? 6 : 4 }];
  };
  return { resolve, asked };
}

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OutboundError);
  return error as OutboundError;
};

describe('the guarded client', () => {
  it('refuses private, loopback and metadata addresses in every spelling, before any connection', async () => {
    const target = await serve();
    const { resolve, asked } = resolvingTo('127.0.0.1');
    const send = outboundHttp({ resolve });
    const p = target.port;
    for (const url of [
      `https://127.0.0.1:${p}/`,
      `https://127.0.0.1.:${p}/`,
      `https://0x7f.1:${p}/`,
      `https://2130706433:${p}/`,
      `https://[::1]:${p}/`,
      `https://[::ffff:127.0.0.1]:${p}/`,
      `https://LOCALHOST:${p}/`,
      `https://localhost.:${p}/`,
      `https://sub.localhost:${p}/`,
      'https://169.254.169.254/latest/meta-data/',
      'https://[fd00:ec2::254]/latest/meta-data/',
      'https://10.0.0.8/',
      'https://100.100.100.200/',
    ]) {
      const error = await refusal(send({ url, method: 'POST' }));
      expect(error.kind, url).toBe('refused');
      expect(error.message).not.toMatch(/\d+\.\d+\.\d+\.\d+/);
    }
    expect(target.connections()).toBe(0);
    expect(asked).toEqual([]);
  });

  it('checks the address a name resolves to when it connects: a name rebound to this machine is refused', async () => {
    const target = await serve();
    const local = resolvingTo('127.0.0.1');
    const error = await refusal(
      outboundHttp({ resolve: local.resolve })({
        url: `https://push.example.test:${target.port}/x`,
        method: 'POST',
      }),
    );
    expect(error.kind).toBe('refused');
    expect(local.asked).toEqual(['push.example.test']);
    expect(target.connections()).toBe(0);

    for (const address of ['10.1.2.3', '169.254.169.254', 'fd00:ec2::254', '::ffff:10.0.0.1', '100.64.1.1']) {
      const named = resolvingTo(address);
      const send = outboundHttp({ resolve: named.resolve });
      expect(
        (await refusal(send({ url: 'https://Push.Example.COM./x', method: 'POST' }))).kind,
        address,
      ).toBe('refused');
      expect(named.asked).toEqual(['push.example.com']);
    }
  });

  it('connects to the address the resolver gave (tests only: loopback over http)', async () => {
    const target = await serve();
    const { resolve, asked } = resolvingTo('127.0.0.1');
    const send = outboundHttp({ resolve, allowLoopback: true });
    const answer = await send({
      url: `http://push.example.test:${target.port}/x`,
      method: 'POST',
      body: new Uint8Array([1]),
    });
    expect(answer).toEqual({ status: 204 });
    expect(asked).toEqual(['push.example.test']);
    expect(target.connections()).toBe(1);
    // Loopback is all tests may add: a private address is still refused.
    const lan = outboundHttp({ resolve: resolvingTo('192.168.0.10').resolve, allowLoopback: true });
    expect((await refusal(lan({ url: 'http://printer.example.test/', method: 'POST' }))).kind).toBe(
      'refused',
    );
  });

  it('never follows a redirect, and never returns what a failed answer said', async () => {
    const inside = await serve();
    const redirecting = await serve((_req, res) => {
      res.writeHead(302, { location: inside.url('/secret') }).end('the way in');
    });
    const failing = await serve((_req, res) => res.writeHead(500).end('stack trace with internal details'));
    const send = outboundHttp({ allowLoopback: true });
    expect(await send({ url: redirecting.url('/push'), method: 'POST' })).toEqual({ status: 302 });
    expect(await send({ url: failing.url('/push'), method: 'POST' })).toEqual({ status: 500 });
    expect(redirecting.connections()).toBe(1);
    expect(inside.connections()).toBe(0);
  });

  it('refuses plain http and credentials outside tests, and gives up on a silent server', async () => {
    const send = outboundHttp({ resolve: resolvingTo('8.8.8.8').resolve });
    expect((await refusal(send({ url: 'http://push.example.com/x', method: 'POST' }))).kind).toBe('refused');
    expect((await refusal(send({ url: 'https://u:p@push.example.com/x', method: 'POST' }))).kind).toBe(
      'refused',
    );
    expect((await refusal(send({ url: 'not a url', method: 'POST' }))).kind).toBe('refused');

    const silent = await serve(() => undefined);
    const slow = outboundHttp({ allowLoopback: true, timeoutMs: 200 });
    const error = await refusal(slow({ url: silent.url('/'), method: 'POST' }));
    expect(error).toMatchObject({ kind: 'timeout', message: 'no answer within 200 ms' });
  });
});
