import type { UseQueryResult } from '@tanstack/react-query';
import { formatDistanceToNow } from 'date-fns';
import type { ApplicationStatus } from '#domain/admin/couriers-schemas.ts';
import type { AdminPartnerApplicationList } from '#domain/admin/partners.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { cn } from '#web/lib/cn.ts';

interface PartnerApplicationListProps {
  list: UseQueryResult<AdminPartnerApplicationList>;
  status: ApplicationStatus;
  selected: string | null;
  onOpen: (id: string) => void;
}

/** One page of partner applications as buttons that open the application beside the list. */
export function PartnerApplicationList({ list, status, selected, onOpen }: PartnerApplicationListProps) {
  const applications = list.data?.applications ?? [];
  return (
    <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface">
      {list.isPending &&
        [0, 1, 2].map((i) => (
          <li key={i} className="p-4">
            <Skeleton className="h-10 w-full" />
          </li>
        ))}
      {!list.isPending && applications.length === 0 && (
        <li className="px-4 py-12 text-center text-sm text-muted">
          {list.isError ? list.error.message : `No ${status} partner applications.`}
        </li>
      )}
      {applications.map((a) => (
        <li key={a.id}>
          <button
            type="button"
            aria-current={a.id === selected ? 'true' : undefined}
            onClick={() => onOpen(a.id)}
            className={cn(
              'grid w-full gap-x-4 gap-y-1 px-4 py-3 text-left text-sm hover:bg-surface-2 sm:grid-cols-[minmax(0,1fr)_auto]',
              a.id === selected && 'bg-accent-soft/60',
            )}
          >
            <span className="min-w-0">
              <span className="block truncate font-medium">{a.shopName}</span>
              <span className="block truncate text-xs text-muted">
                {a.contactName} · {a.email}
              </span>
            </span>
            <span className="text-xs text-muted sm:text-right">
              <span className="block font-mono">{a.licenseNumber}</span>
              <span className="block">
                {a.borough ?? a.zip} · {formatDistanceToNow(new Date(a.createdAt), { addSuffix: true })}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
