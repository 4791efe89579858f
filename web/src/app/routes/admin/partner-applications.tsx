import { useState } from 'react';
import { formatDistanceToNow } from 'date-fns';
import { useSearchParams } from 'react-router';
import { APPLICATION_STATUSES, type ApplicationStatus } from '#domain/admin/couriers-schemas.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { APPLICATION_LABELS } from '#web/features/admin/couriers/components/application-status-badge.tsx';
import { usePartnerApplications } from '#web/features/admin/partners/api/get-partner-applications.ts';
import { PartnerApplicationPanel } from '#web/features/admin/partners/components/partner-application-panel.tsx';
import { useLivePartners } from '#web/features/admin/partners/hooks/use-live-partners.ts';
import { useShortcut } from '#web/hooks/use-shortcut.ts';
import { cn } from '#web/lib/cn.ts';

const isStatus = (v: string | null): v is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly (string | null)[]).includes(v);

/** Shops asking to become partners, by status and newest first, the chosen one beside the list; live. */
export function AdminPartnerApplicationsRoute() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: ApplicationStatus = isStatus(raw) ? raw : 'pending';
  const selected = params.get('id');
  const [pages, setPages] = useState<string[]>([]);
  const list = usePartnerApplications(status, pages.at(-1) ?? null);
  useLivePartners();
  useShortcut({
    keys: 'r',
    description: 'Refresh the applications',
    group: 'Partner applications',
    run: () => void list.refetch(),
  });
  const go = (next: { status?: ApplicationStatus; id?: string | null }) =>
    setParams((current) => {
      const p = new URLSearchParams(current);
      if (next.status) p.set('status', next.status);
      if (next.id === null) p.delete('id');
      else if (next.id) p.set('id', next.id);
      return p;
    });
  const applications = list.data?.applications ?? [];

  return (
    <div className="space-y-5">
      <title>Partner applications | NY Minute Admin</title>
      <PageHeader
        title="Partner applications"
        description="Licensed dispensaries asking to sell through the store. Approving creates the shop and its owner's account and e-mails a link to set a password."
        filters={
          <div role="tablist" aria-label="Status" className="flex gap-1 rounded-xl bg-surface-2 p-1">
            {APPLICATION_STATUSES.map((s) => (
              <button
                key={s}
                type="button"
                role="tab"
                aria-selected={s === status}
                className={cn(
                  'h-8 rounded-lg px-3 text-sm transition',
                  s === status ? 'bg-surface font-medium shadow-sm' : 'text-muted hover:text-foreground',
                )}
                onClick={() => {
                  setPages([]);
                  go({ status: s, id: null });
                }}
              >
                {APPLICATION_LABELS[s]}
              </button>
            ))}
          </div>
        }
      />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <section aria-label={`${APPLICATION_LABELS[status]} partner applications`} className="space-y-3">
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
                  onClick={() => go({ id: a.id })}
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
          <div className="flex justify-end gap-2">
            <Button variant="outline" size="sm" disabled={pages.length === 0} onClick={() => setPages([])}>
              Newest
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={!list.data?.nextCursor}
              onClick={() => setPages((p) => [...p, list.data!.nextCursor!])}
            >
              Older
            </Button>
          </div>
        </section>
        <aside aria-label="Selected partner application">
          {selected ? (
            <PartnerApplicationPanel id={selected} />
          ) : (
            <p className="rounded-2xl border border-dashed border-border p-8 text-center text-sm text-muted">
              Choose an application to review it.
            </p>
          )}
        </aside>
      </div>
    </div>
  );
}
