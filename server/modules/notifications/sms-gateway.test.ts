import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadEnv } from '#server/config/env.ts';
import { fakeSmsGateway } from '#server/test-support/fake-sms-gateway.ts';
import { smsProviderFor } from './outbox-delivery.ts';
import { httpSmsGateway, toE164 } from './sms-gateway.ts';

let gateway: Awaited<ReturnType<typeof fakeSmsGateway>> | undefined;
afterEach(async () => {
  await gateway?.close();
  gateway = undefined;
});

describe('the HTTP SMS gateway', () => {
  it('posts the number in E.164 and the text as JSON with the bearer token', async () => {
    gateway = await fakeSmsGateway([200]);
    await httpSmsGateway({ url: gateway.url, token: 'tok_123' }).send(
      '7185550199',
      'Your order is on its way',
    );
    expect(gateway.requests).toEqual([
      {
        authorization: 'Bearer tok_123',
        contentType: 'application/json',
        json: { to: '+17185550199', body: 'Your order is on its way' },
      },
    ]);
  });

  it('fails on an answer other than 2xx, with the status', async () => {
    gateway = await fakeSmsGateway([503]);
    await expect(httpSmsGateway({ url: gateway.url }).send('7185550199', 'Hi')).rejects.toThrow(
      'SMS gateway answered 503: {"error":"gateway unavailable"}',
    );
    expect(gateway.requests[0]!.authorization).toBeUndefined();
  });

  it('fails when the gateway does not answer in time', async () => {
    gateway = await fakeSmsGateway(['hang']);
    await expect(
      httpSmsGateway({ url: gateway.url, timeoutMs: 50 }).send('7185550199', 'Hi'),
    ).rejects.toThrow('SMS gateway: no answer within 50 ms');
  });

  it('fails when nothing listens, and refuses a number that is not a US one', async () => {
    gateway = await fakeSmsGateway();
    const url = gateway.url;
    await gateway.close();
    gateway = undefined;
    await expect(httpSmsGateway({ url }).send('7185550199', 'Hi')).rejects.toThrow(
      'SMS gateway unreachable: ECONNREFUSED',
    );
    expect(toE164('(718) 555-0199')).toBe('+17185550199');
    expect(toE164('1 718 555 0199')).toBe('+17185550199');
    expect(() => toE164('555-0199')).toThrow('SMS gateway: not a US phone number');
  });
});

describe('the SMS provider the environment chooses', () => {
  const log = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };

  it('is the gateway when SMS_URL is set', async () => {
    gateway = await fakeSmsGateway([200]);
    const env = loadEnv({ NODE_ENV: 'test', SMS_URL: gateway.url, SMS_TOKEN: 'tok_env' });
    await smsProviderFor(env, log).send('7185550199', 'Hello');
    expect(gateway.requests.map((r) => r.authorization)).toEqual(['Bearer tok_env']);
    expect(log.info).not.toHaveBeenCalled();
  });

  it('is the log when SMS_URL is unset', async () => {
    await smsProviderFor(loadEnv({ NODE_ENV: 'test' }), log).send('7185550199', 'Hello');
    expect(log.info).toHaveBeenCalledWith('notification', {
      channel: 'sms',
      to: '7185550199',
      body: 'Hello',
    });
  });
});
