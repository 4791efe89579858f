import { describe, expect, it } from 'vitest';
import { auditFilters } from './get-audit-logs.ts';

describe('auditFilters', () => {
  it('sends the days as the first and last instants of those New York days, whatever the browser zone', () => {
    expect(auditFilters({ actor: 'a@b.test', from: '2026-11-01', to: '2026-11-01', page: '2' })).toEqual({
      actor: 'a@b.test',
      from: '2026-11-01T04:00:00.000Z',
      to: '2026-11-02T04:59:59.999Z',
    });
  });

  it('leaves out a day it cannot read', () => {
    expect(auditFilters({ from: 'last week', action: 'order.cancel' })).toEqual({ action: 'order.cancel' });
  });
});
