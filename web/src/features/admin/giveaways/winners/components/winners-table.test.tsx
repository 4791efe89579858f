// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DrawnName } from '#domain/giveaways/draw-schemas.ts';
import { WinnersTable } from './winners-table.tsx';

afterEach(cleanup);

const DEADLINE = '2026-12-09T18:00:00.000Z';
const name = (rank: number, status: DrawnName['status'], extra: Partial<DrawnName> = {}): DrawnName => ({
  rank,
  entrantId: `00000000-0000-4000-8000-00000000000${rank}`,
  drawnAs: rank === 1 ? 'winner' : 'alternate',
  status,
  name: `Person ${rank}`,
  email: `person${rank}@example.test`,
  entries: rank * 2,
  claimDeadline: status === 'standby' ? null : DEADLINE,
  notifiedAt: null,
  claimedAt: null,
  passedAt: null,
  passedReason: null,
  ...extra,
});

function show(winners: DrawnName[], now: number, canManage = true) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <WinnersTable giveawayId="g1" winners={winners} now={now} canManage={canManage} />
    </QueryClientProvider>,
  );
  return screen.getByRole('table', { name: 'Winners and alternates in draw order' });
}

describe('WinnersTable', () => {
  it('lists winners then alternates with their status, and offers the pass-on only for the notified one', () => {
    const table = show(
      [
        name(1, 'forfeited', { passedAt: DEADLINE, passedReason: 'Not claimed by the deadline' }),
        name(2, 'notified'),
        name(3, 'standby'),
      ],
      Date.parse(DEADLINE) - 1,
    );
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByText(/^Person \d$/).textContent)).toEqual([
      'Person 1',
      'Person 2',
      'Person 3',
    ]);
    expect(within(rows[0]!).getByText('Forfeited')).toBeTruthy();
    expect(within(rows[0]!).getByText('Not claimed by the deadline')).toBeTruthy();
    expect(within(rows[1]!).getByText('Notified')).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Pass on the prize of Person 2']);
    expect(within(table).queryByText('Deadline passed')).toBeNull();
  });

  it('flags a passed deadline, and hides the action from staff who may not manage giveaways', () => {
    const table = show([name(1, 'notified')], Date.parse(DEADLINE), false);
    expect(within(table).getByText('Deadline passed')).toBeTruthy();
    expect(within(table).queryByRole('button')).toBeNull();
  });
});
