// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ShopMember } from '#domain/merchant/staff.ts';
import { StaffList } from './staff-list.tsx';

afterEach(cleanup);

const member = (over: Partial<ShopMember>): ShopMember => ({
  userId: 'u1',
  name: 'Priya Raman',
  email: 'priya@example.test',
  role: 'owner',
  since: '2026-11-01T12:00:00.000Z',
  ...over,
});

describe('StaffList', () => {
  it('offers removal for staff only, never for the owner or the caller', () => {
    const members = [
      member({}),
      member({
        userId: 'u2',
        name: 'Casey Morgan',
        email: 'casey@example.test',
        role: 'staff',
      }),
      member({ userId: 'u3', name: 'Sam Lee', email: 'sam@example.test', role: 'staff' }),
    ];
    render(
      <QueryClientProvider client={new QueryClient()}>
        <StaffList members={members} selfId="u3" />
      </QueryClientProvider>,
    );
    const [owner, casey, sam] = screen.getAllByRole('listitem') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(owner).getByText('Owner')).toBeTruthy();
    expect(within(owner).queryByRole('button')).toBeNull();
    expect(within(casey).getByRole('button', { name: 'Remove Casey Morgan' })).toBeTruthy();
    expect(within(sam).getByText('(you)')).toBeTruthy();
    expect(within(sam).queryByRole('button')).toBeNull();
  });
});
