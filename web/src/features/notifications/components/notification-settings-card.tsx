import { Link } from 'react-router';
import { BellRing } from 'lucide-react';
import { buttonClass } from '#web/components/ui/button.tsx';

/** The account page's way in to /settings/notifications. */
export function NotificationSettingsCard() {
  return (
    <section
      aria-labelledby="notification-settings-title"
      className="flex flex-col gap-5 rounded-3xl border border-border bg-surface p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
    >
      <div className="flex gap-4">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent">
          <BellRing className="h-5 w-5" aria-hidden />
        </span>
        <div>
          <h2 id="notification-settings-title" className="font-display text-2xl">
            Notifications
          </h2>
          <p className="mt-1 text-muted">Choose SMS, push and e-mail updates for your orders.</p>
        </div>
      </div>
      <Link to="/settings/notifications" className={buttonClass('outline')}>
        Manage notifications
      </Link>
    </section>
  );
}
