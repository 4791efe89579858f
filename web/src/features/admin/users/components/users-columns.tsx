import { format } from 'date-fns';
import { Link } from 'react-router';
import type { AdminUserRow } from '#domain/admin/users.ts';
import { formatUsd } from '#domain/money.ts';
import { dataTableColumns } from '#web/components/data-table/data-table-columns.ts';
import { formatPhone } from '#web/lib/format-phone.ts';
import { AccessBadge, RoleBadges } from './user-badges.tsx';

const col = dataTableColumns<AdminUserRow>();

export const USER_COLUMNS = [
  col.accessor('name', {
    header: 'Name',
    cell: (c) => (
      <Link
        to={`/admin/users/${encodeURIComponent(c.row.original.id)}`}
        className="whitespace-nowrap font-medium hover:underline focus-visible:underline"
      >
        {c.getValue() || '—'}
      </Link>
    ),
  }),
  col.accessor('email', {
    header: 'E-mail',
    cell: (c) => (
      <span className="block max-w-60 truncate text-muted" title={c.getValue()}>
        {c.getValue()}
      </span>
    ),
  }),
  col.accessor('phone', {
    header: 'Phone',
    cell: (c) => (
      <span className="whitespace-nowrap tabular-nums">
        {c.getValue() ? formatPhone(c.getValue()!) : '—'}
      </span>
    ),
  }),
  col.accessor('roles', { header: 'Roles', cell: (c) => <RoleBadges roles={c.getValue()} /> }),
  col.accessor('joinedAt', {
    header: 'Joined',
    cell: (c) => (
      <time dateTime={c.getValue()} className="whitespace-nowrap text-muted">
        {format(new Date(c.getValue()), 'MMM d, yyyy')}
      </time>
    ),
  }),
  col.accessor('ordersCount', {
    header: 'Orders',
    meta: { align: 'end' },
    cell: (c) => <span className="tabular-nums">{c.getValue()}</span>,
  }),
  col.accessor('lifetimeSpendCents', {
    header: 'Lifetime spend',
    meta: { align: 'end' },
    cell: (c) => <span className="whitespace-nowrap tabular-nums">{formatUsd(c.getValue())}</span>,
  }),
  col.accessor('blockedAt', { header: 'Access', cell: (c) => <AccessBadge blockedAt={c.getValue()} /> }),
];
