import { describe, expect, it, vi } from 'vitest';
import type { DbOrTx } from '#server/db/client.ts';
import { AppError } from '#server/lib/errors.ts';
import type { Logger } from '#server/log.ts';
import { createRefusalLog } from './refusals.service.ts';

const logger = () => ({ debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() }) satisfies Logger;

describe('the refusal log', () => {
  it('is best-effort: when the row cannot be written, the caller still gets the refusal, and a warning is logged', async () => {
    const failing = {
      insert: () => ({ values: () => Promise.reject(new Error('connection lost')) }),
    } as unknown as DbOrTx;
    const log = logger();
    const refusal = new AppError(422, 'carry_limit', 'Over the carry limit');
    const answer = Promise.reject(refusal).catch(
      createRefusalLog(failing, log, () => new Date()).refused('courier_accept', 'u1'),
    );
    await expect(answer).rejects.toBe(refusal);
    expect(log.warn).toHaveBeenCalledWith('compliance refusal not logged', {
      rule: 'carry_limit',
      surface: 'courier_accept',
      error: 'Error: connection lost',
    });
  });

  it('writes nothing for errors that are not a refusal under a NY rule', async () => {
    const insert = vi.fn();
    const boom = new Error('bug');
    const answer = Promise.reject(boom).catch(
      createRefusalLog({ insert } as unknown as DbOrTx, logger(), () => new Date()).refused('checkout', null),
    );
    await expect(answer).rejects.toBe(boom);
    expect(insert).not.toHaveBeenCalled();
  });
});
