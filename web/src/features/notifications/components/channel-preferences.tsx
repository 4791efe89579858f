import { useId, type ReactNode } from 'react';
import { Switch } from 'radix-ui';
import type { NotificationPreferences, PreferenceField } from '#domain/notifications.ts';
import { cn } from '#web/lib/cn.ts';
import type { ChannelConfig } from '../utils/preference-channels.ts';

interface ChannelPreferencesProps {
  config: ChannelConfig;
  preferences: NotificationPreferences;
  onToggle: (field: PreferenceField, value: boolean) => void;
  /** Shown under the choices while the channel is on (push: this device's alerts). */
  children?: ReactNode;
}

/** One channel: its on/off switch and, only while it is on, the choice of what it covers (spec §4). */
export function ChannelPreferences({ config, preferences, onToggle, children }: ChannelPreferencesProps) {
  const id = useId();
  const enabled = preferences[config.enabledField];
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-border p-5">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h3 id={`${id}-title`} className="font-display text-xl">
            {config.title}
          </h3>
          <p id={`${id}-summary`} className="mt-1 text-sm text-muted">
            {config.summary}
          </p>
        </div>
        <Switch.Root
          checked={enabled}
          onCheckedChange={(value) => onToggle(config.enabledField, value)}
          aria-label={`${config.title} notifications`}
          aria-describedby={`${id}-summary`}
          className={cn(
            'relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full border border-border transition',
            'bg-surface-2 data-[state=checked]:border-accent data-[state=checked]:bg-accent',
            'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent/50',
          )}
        >
          <Switch.Thumb className="block h-5 w-5 translate-x-1 rounded-full bg-white shadow-sm transition-transform data-[state=checked]:translate-x-[1.375rem]" />
        </Switch.Root>
      </div>
      {enabled && (
        <fieldset className="mt-4">
          <legend className="sr-only">{`${config.title} updates`}</legend>
          <div className="grid gap-2.5 sm:grid-cols-2">
            {config.options.map((option) => {
              const checked = preferences[option.field];
              const inputId = `${id}-${option.field}`;
              return (
                <div
                  key={option.field}
                  className={cn(
                    'relative rounded-2xl border px-4 py-3 transition',
                    'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent/50',
                    checked
                      ? 'border-accent bg-accent-soft/60 shadow-sm'
                      : 'border-border bg-surface hover:border-accent/60',
                  )}
                >
                  <input
                    id={inputId}
                    type="radio"
                    name={`${id}-choice`}
                    checked={checked}
                    onChange={() => onToggle(option.field, true)}
                    aria-describedby={`${inputId}-covers`}
                    className="absolute inset-0 z-10 h-full w-full cursor-pointer appearance-none rounded-2xl opacity-0"
                  />
                  <label htmlFor={inputId} className="font-medium">
                    {option.label}
                  </label>
                  <p id={`${inputId}-covers`} className="mt-0.5 text-sm text-muted">
                    {option.covers}
                  </p>
                </div>
              );
            })}
          </div>
        </fieldset>
      )}
      {enabled && children}
    </section>
  );
}
