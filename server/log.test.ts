import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, currentLogContext, withLogContext } from './log.ts';

/** A logger writing into an array of parsed lines. */
function captured(level: Parameters<typeof createLogger>[0] = 'debug') {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { log: createLogger(level, sink), lines };
}

describe('createLogger', () => {
  it('writes one JSON object per line: ISO time, the level as a word, the message and the data', () => {
    const { log, lines } = captured();
    log.warn('database connection lost', { error: 'ECONNRESET' });
    expect(lines).toEqual([
      {
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        level: 'warn',
        msg: 'database connection lost',
        error: 'ECONNRESET',
      },
    ]);
  });

  it('never writes who someone is or what signs them in, at the top of the data or one level down', () => {
    const { log, lines } = captured();
    log.info('sign-up', {
      email: 'jordan@example.test',
      phone: '7185550142',
      password: 'Harbor-lights-42',
      userId: 'u1',
      user: { email: 'jordan@example.test', fullName: 'Jordan Lee', street: '214 Dean St', role: 'customer' },
      headers: { cookie: 'session=abc', authorization: 'Bearer x', 'x-dev-token': 't', accept: 'text/html' },
      reset: { token: 'secret-token' },
      message: { to: '+17185550142', birthDate: '1990-01-01' },
    });
    const line = JSON.stringify(lines[0]);
    for (const secret of [
      'jordan@',
      '7185550142',
      'Harbor',
      'Jordan Lee',
      'Dean',
      'session=abc',
      'Bearer',
      'secret-token',
      '1990-01-01',
    ])
      expect(line, secret).not.toContain(secret);
    expect(lines[0]).toMatchObject({
      email: '[redacted]',
      userId: 'u1',
      user: { email: '[redacted]', fullName: '[redacted]', street: '[redacted]', role: 'customer' },
      headers: {
        cookie: '[redacted]',
        authorization: '[redacted]',
        'x-dev-token': '[redacted]',
        accept: 'text/html',
      },
    });
  });

  it('adds the bindings of withLogContext to every line logged inside it, across awaits, and none outside', async () => {
    const { log, lines } = captured();
    await withLogContext({ requestId: 'r-1' }, async () => {
      log.info('first');
      await new Promise((resolve) => setTimeout(resolve, 1));
      expect(currentLogContext()).toEqual({ requestId: 'r-1' });
      await withLogContext({ job: 'send' }, async () => log.info('nested'));
    });
    log.info('after');
    expect(lines.map((l) => [l.msg, l.requestId, l.job])).toEqual([
      ['first', 'r-1', undefined],
      ['nested', 'r-1', 'send'],
      ['after', undefined, undefined],
    ]);
  });

  it('writes nothing below its level, and nothing at all when silent', () => {
    const info = captured('info');
    info.log.debug('hidden');
    info.log.info('shown');
    const silent = captured('silent');
    silent.log.error('hidden');
    expect(info.lines.map((l) => l.msg)).toEqual(['shown']);
    expect(silent.lines).toEqual([]);
  });
});
