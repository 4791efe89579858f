import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  IncidentStatusChangeSchema,
  INCIDENT_NOTES_MAX,
  type IncidentStatus,
  type IncidentStatusChange,
} from '#domain/couriers/incidents.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CONTROL_CLASS, FormField } from '#web/components/ui/form-field.tsx';
import { useShortcut } from '#web/hooks/use-shortcut.ts';
import { useSetIncidentStatus } from '../api/set-incident-status.ts';

interface Values {
  to: 'acknowledged' | 'resolved';
  note: string;
}
const resolver = zodResolver(IncidentStatusChangeSchema) as unknown as Resolver<
  Values,
  unknown,
  IncidentStatusChange
>;
const NEXT = { open: 'acknowledged', acknowledged: 'resolved' } as const;

/** The incident's next step (open → acknowledged → resolved) with a note; resolving needs one. */
export function IncidentStatusForm({ id, status }: { id: string; status: IncidentStatus }) {
  const move = useSetIncidentStatus();
  const next = status === 'resolved' ? null : NEXT[status];
  const form = useForm<Values, unknown, IncidentStatusChange>({
    resolver,
    values: { to: next ?? 'resolved', note: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    await move.mutateAsync({ id, ...values }).catch(() => undefined);
  });
  useShortcut(
    {
      keys: 'mod+s',
      description: "Save the incident's next step",
      group: 'This page',
      inFields: true,
      run: () => void submit(),
    },
    next !== null,
  );
  if (!next) return <p className="text-sm text-muted">This incident is resolved. Its trail is below.</p>;

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Move the incident" className="space-y-3">
      <FormField
        id="incident-step-note"
        label={next === 'resolved' ? 'How was it resolved?' : 'Note (optional)'}
        error={errors.note?.message}
      >
        {(control) => (
          <textarea
            rows={3}
            maxLength={INCIDENT_NOTES_MAX + 50}
            className={`${CONTROL_CLASS} h-auto py-2.5 text-sm`}
            {...control}
            {...form.register('note')}
          />
        )}
      </FormField>
      {move.error && (
        <p role="alert" className="text-sm text-danger">
          {move.error.message}
        </p>
      )}
      <Button type="submit" size="sm" disabled={isSubmitting} aria-busy={isSubmitting}>
        {next === 'acknowledged' ? 'Acknowledge' : 'Resolve'}
      </Button>
    </form>
  );
}
