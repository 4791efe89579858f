import { useCallback, useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { useLocation } from 'react-router';
import { StoreSettingsSchema, type StoreSettings } from '#domain/admin/settings.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#web/components/ui/dialog.tsx';
import { useNavigationBlocker } from '#web/hooks/use-navigation-blocker.ts';
import { useShortcut } from '#web/hooks/use-shortcut.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { couldNotText } from '#web/lib/staff-toast-text.ts';
import { toast } from '#web/lib/toast.ts';
import { useUpdateSettings } from '../api/update-settings.ts';
import { changedSettings, SETTING_LABELS, type SettingsValues } from '../utils/settings-changes.ts';
import {
  LimitsSection,
  PricingSection,
  RecordsSection,
  StoreHoursSection,
  SwitchesSection,
  ZipsSection,
} from './settings-sections.tsx';

export const SETTINGS_SAVED = 'Settings saved';

/** The store settings: every section on one page, saved together; only the changed settings are sent. */
export function SettingsForm({ saved }: { saved: StoreSettings }) {
  const form = useForm<SettingsValues, unknown, StoreSettings>({
    resolver: zodResolver(StoreSettingsSchema),
    defaultValues: saved,
    mode: 'onBlur',
  });
  const { control, register, handleSubmit, formState, reset, setError } = form;
  const update = useUpdateSettings();
  const changed = Object.keys(
    changedSettings(saved, useWatch({ control }) as SettingsValues),
  ) as (keyof typeof SETTING_LABELS)[];
  const dirty = changed.length > 0;

  useEffect(() => reset(saved), [saved, reset]);

  const save = handleSubmit((values) => {
    const changes = changedSettings(saved, values);
    if (Object.keys(changes).length === 0) {
      toast('Nothing to save');
      return;
    }
    update.mutate(changes, {
      onSuccess: () => toast.success(SETTINGS_SAVED),
      onError: (error) => {
        if (error instanceof ApiError) {
          for (const [field, message] of Object.entries(error.fields)) {
            setError(field as Path<SettingsValues>, { type: 'server', message });
          }
        }
        toast.error(couldNotText('save the settings', error));
      },
    });
  });

  useShortcut({
    keys: 'mod+s',
    description: 'Save the settings',
    group: 'Settings',
    inFields: true,
    run: () => void save(),
  });

  const { pathname } = useLocation();
  const blocker = useNavigationBlocker(
    useCallback(
      (nextPath: string) => dirty && !update.isPending && nextPath !== pathname,
      [dirty, update.isPending, pathname],
    ),
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const sections = { control, register, errors: formState.errors };
  return (
    <form onSubmit={(e) => void save(e)} noValidate aria-label="Store settings">
      <div className="rounded-2xl border border-border bg-surface px-5">
        <StoreHoursSection {...sections} />
        <PricingSection {...sections} />
        <ZipsSection {...sections} />
        <SwitchesSection {...sections} />
        <LimitsSection {...sections} />
        <RecordsSection {...sections} />
      </div>
      <div className="sticky bottom-0 z-10 -mx-1 mt-4 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-border bg-surface/95 px-4 py-3 shadow-lg backdrop-blur">
        <p className="text-sm text-muted" aria-live="polite">
          {dirty
            ? `Unsaved changes: ${changed.map((k) => SETTING_LABELS[k]).join(', ')}`
            : 'All changes saved'}
        </p>
        <div className="flex gap-2">
          <Button
            type="button"
            variant="ghost"
            disabled={!dirty || update.isPending}
            onClick={() => reset(saved)}
          >
            Discard
          </Button>
          <Button type="submit" disabled={!dirty || update.isPending}>
            {update.isPending ? 'Saving…' : 'Save changes'}
          </Button>
        </div>
      </div>
      <Dialog open={blocker.state === 'blocked'} onOpenChange={(open) => !open && blocker.reset()}>
        <DialogContent className="max-w-md">
          <DialogTitle className="font-display text-xl">Leave without saving?</DialogTitle>
          <DialogDescription className="mt-2 text-sm text-muted">
            Your changes to {changed.map((k) => SETTING_LABELS[k]).join(', ')} will be lost.
          </DialogDescription>
          <div className="mt-6 flex justify-end gap-2">
            <Button variant="outline" onClick={() => blocker.reset()}>
              Stay
            </Button>
            <Button variant="danger" onClick={() => blocker.proceed()}>
              Leave
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </form>
  );
}
