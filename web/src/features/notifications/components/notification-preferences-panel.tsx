import { useState, type FormEvent } from 'react';
import { LoaderCircle } from 'lucide-react';
import { COMPLIANCE } from '#domain/compliance/rules.ts';
import { applyToggle, type NotificationPreferences, type PreferenceField } from '#domain/notifications.ts';
import { Button } from '#web/components/ui/button.tsx';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { useSession } from '#web/lib/session.ts';
import { usePreferences } from '../api/get-preferences.ts';
import { useSavePreferences } from '../api/save-preferences.ts';
import { useDevicePush } from '../hooks/use-device-push.ts';
import { CHANNELS, pickPreferences } from '../utils/preference-channels.ts';
import { ChannelPreferences } from './channel-preferences.tsx';
import { DevicePushControl } from './device-push-control.tsx';

/** SMS, push and e-mail preferences for the signed-in customer; nothing is stored until they save. */
export function NotificationPreferencesPanel() {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const query = usePreferences(userId);
  const save = useSavePreferences(userId);
  const [draft, setDraft] = useState<NotificationPreferences | null>(null);
  const device = useDevicePush();
  const current = draft ?? (query.data ? pickPreferences(query.data) : null);

  const toggle = (field: PreferenceField, value: boolean) => {
    if (current) setDraft(applyToggle(current, field, value));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!current) return;
    save.mutate(current, {
      onSuccess: (saved) => {
        setDraft(null);
        // Push switched off: this browser's subscription goes too.
        if (!saved.pushEnabled && device.status === 'on') void device.turnOff();
      },
    });
  };

  return (
    <section
      aria-labelledby="notification-preferences-title"
      className="rounded-3xl border border-border bg-surface p-6 sm:p-8"
    >
      <h2 id="notification-preferences-title" className="font-display text-2xl">
        Notification preferences
      </h2>
      <p className="mt-2 text-muted">Choose how we keep you posted while an order is on its way.</p>
      {current ? (
        <form onSubmit={onSubmit} className="mt-6 space-y-4">
          {CHANNELS.map((config) => (
            <ChannelPreferences key={config.channel} config={config} preferences={current} onToggle={toggle}>
              {config.channel === 'push' && <DevicePushControl device={device} />}
            </ChannelPreferences>
          ))}
          <p className="text-sm text-muted">Every message carries the reminder: {COMPLIANCE.idNotice}.</p>
          <Button type="submit" size="lg" disabled={save.isPending} aria-busy={save.isPending}>
            {save.isPending && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden />}
            Save preferences
          </Button>
        </form>
      ) : query.isError ? (
        <p role="alert" className="mt-6 text-danger">
          {query.error.message}
        </p>
      ) : (
        <div className="mt-6">
          <LoadingSkeleton variant="card" />
        </div>
      )}
    </section>
  );
}
