// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { AuditLogRow } from '#domain/admin/audit-log.ts';
import { auditDiff } from '#web/components/audit/audit-diff.ts';
import { AuditDiffView } from '#web/components/audit/audit-diff-view.tsx';

const row: AuditLogRow = {
  id: 1,
  at: '2026-11-24T15:00:00.000Z',
  actor: { id: 'u1', name: 'Ada Admin', email: 'admin@demo.nymnyc.test' },
  role: 'admin',
  action: 'settings.update',
  targetType: 'settings',
  targetId: 'deliveryFees',
  before: { deliveryFees: { Manhattan: 799, Brooklyn: 899 } },
  after: { deliveryFees: { Manhattan: 1299, Brooklyn: 899 } },
  details: {},
  ip: '203.0.113.9',
  userAgent: 'Firefox',
  requestId: 'req-42',
};

afterEach(cleanup);

describe('auditDiff', () => {
  it('flattens nested keys, sorted, and marks the changed ones', () => {
    expect(auditDiff(row.before, row.after)).toEqual([
      { key: 'deliveryFees.Brooklyn', before: 899, after: 899, changed: false },
      { key: 'deliveryFees.Manhattan', before: 799, after: 1299, changed: true },
    ]);
  });

  it('treats a missing side as nothing, and arrays as one value', () => {
    expect(auditDiff(null, { zips: ['10001'] })).toEqual([
      { key: 'zips', before: undefined, after: ['10001'], changed: true },
    ]);
  });
});

describe('AuditDiffView', () => {
  it('shows old → new on the changed key only, and where the change came from', () => {
    render(<AuditDiffView row={row} />);
    const table = screen.getByRole('table');
    expect(within(table).getByText('1 of 2 values changed')).toBeTruthy();
    const changed = screen.getByRole('row', { name: /deliveryFees\.Manhattan/ });
    expect(changed.getAttribute('data-changed')).toBe('true');
    expect(changed.textContent).toBe('deliveryFees.Manhattan (changed)799→ 1299');
    expect(
      screen.getByRole('row', { name: /deliveryFees\.Brooklyn/ }).getAttribute('data-changed'),
    ).toBeNull();
    expect(screen.getByText('203.0.113.9')).toBeTruthy();
    expect(screen.getByText('req-42')).toBeTruthy();
  });
});
