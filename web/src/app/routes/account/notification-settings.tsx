import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { NotificationPreferencesPanel } from '#web/features/notifications/components/notification-preferences-panel.tsx';

export function NotificationSettingsRoute() {
  return (
    <section className="container-page max-w-4xl pb-28 pt-10 sm:pt-14 md:pb-20">
      <PageMeta title="Notification settings" path="/settings/notifications" />
      <p className="text-xs font-semibold uppercase tracking-[0.25em] text-accent">Account</p>
      <h1 className="mt-2 font-display text-4xl sm:text-5xl">Notification Settings</h1>
      <p className="mt-3 text-muted">SMS, push and e-mail: pick what reaches you about your orders.</p>
      <div className="mt-10">
        <NotificationPreferencesPanel />
      </div>
    </section>
  );
}
