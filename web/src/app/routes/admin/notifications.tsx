import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { OUTBOX_CHANNELS, OUTBOX_STATUS_LABELS, OUTBOX_STATUSES } from '#domain/admin/outbox.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { CONTROL_CLASS, FormField } from '#web/components/ui/form-field.tsx';
import { RequirePermission } from '#web/features/admin/components/no-page-access.tsx';
import { useSendTestMessage } from '#web/features/admin/system/api/outbox-actions.ts';
import { OutboxTable } from '#web/features/admin/system/components/outbox-table.tsx';
import { cn } from '#web/lib/cn.ts';
import { couldNotText } from '#web/lib/staff-toast-text.ts';
import { toast } from '#web/lib/toast.ts';
import { useStaff } from './use-staff.ts';
import { DocumentTitle } from '#web/components/layout/document-title.tsx';

const SELECT = cn(CONTROL_CLASS, 'h-10 text-sm capitalize');

function SendTest() {
  const [channel, setChannel] = useState<'email' | 'sms'>('email');
  const send = useSendTestMessage();
  return (
    <div className="flex items-end gap-2">
      <FormField id="test-channel" label="Test message by" className="w-32">
        {(control) => (
          <select
            {...control}
            className={SELECT}
            value={channel}
            onChange={(e) => setChannel(e.target.value as 'email' | 'sms')}
          >
            <option value="email">E-mail</option>
            <option value="sms">Text</option>
          </select>
        )}
      </FormField>
      <Button
        size="sm"
        className="mb-0.5"
        disabled={send.isPending}
        onClick={() =>
          send.mutate(channel, {
            onSuccess: (r) => toast.success(`Test message queued to ${r.recipient}`),
            onError: (error) => toast.error(couldNotText('send the test message', error)),
          })
        }
      >
        {send.isPending ? 'Sending…' : 'Send test message to me'}
      </Button>
    </div>
  );
}

function Notifications() {
  const [search, setSearch] = useSearchParams();
  const filter = (
    key: 'channel' | 'status',
    options: readonly string[],
    label: string,
    labels: Readonly<Record<string, string>> = {},
  ) => (
    <FormField id={`outbox-${key}`} label={label} className="w-36">
      {(control) => (
        <select
          {...control}
          className={cn(SELECT, key === 'status' && 'normal-case')}
          value={search.get(key) ?? ''}
          onChange={(e) =>
            setSearch((current) => {
              const next = new URLSearchParams(current);
              next.delete('cursor');
              if (e.target.value) next.set(key, e.target.value);
              else next.delete(key);
              return next;
            })
          }
        >
          <option value="">All</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {labels[o] ?? o}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
  return (
    <div className="space-y-5">
      <DocumentTitle>Notifications</DocumentTitle>
      <PageHeader
        title="Notifications"
        description="E-mails, texts and pushes the store sent or is sending. Recipients are masked."
        actions={<SendTest />}
        filters={
          <>
            {filter('channel', OUTBOX_CHANNELS, 'Channel')}
            {filter('status', OUTBOX_STATUSES, 'Status', OUTBOX_STATUS_LABELS)}
          </>
        }
      />
      <OutboxTable />
    </div>
  );
}

export function AdminNotificationsRoute() {
  const me = useStaff();
  return (
    <RequirePermission roles={me.roles} permission="notifications:manage">
      <Notifications />
    </RequirePermission>
  );
}
