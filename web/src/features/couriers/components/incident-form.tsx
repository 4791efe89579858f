import { useEffect } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  INCIDENT_CATEGORIES,
  INCIDENT_NOTES_MAX,
  ReportIncidentSchema,
  type IncidentCategory,
  type ReportIncident,
} from '#domain/couriers/incidents.ts';
import type { CourierIncidentsResponse } from '#domain/couriers/incident-views.ts';
import { CONTROL_CLASS, FormField } from '#web/components/ui/form-field.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { cn } from '#web/lib/cn.ts';
import { useReportIncident } from '../api/report-incident.ts';
import { quickPosition } from '../utils/quick-position.ts';
import { DangerButton } from './danger-button.tsx';
import { FormAlert } from './form-alert.tsx';

interface Values {
  category: IncidentCategory | '';
  notes: string;
  orderId: string;
}

const schemaResolver = zodResolver(ReportIncidentSchema) as unknown as Resolver<
  Values,
  unknown,
  ReportIncident
>;
/** An empty select means no order: the schema takes the field as absent. */
const resolver: Resolver<Values, unknown, ReportIncident> = (values, context, options) =>
  schemaResolver({ ...values, orderId: values.orderId || undefined } as unknown as Values, context, options);
const CATEGORIES = Object.entries(INCIDENT_CATEGORIES) as [IncidentCategory, string][];

interface IncidentFormProps {
  orders: CourierIncidentsResponse['orders'];
  /** The delivery the courier came from, chosen already. */
  orderId?: string | undefined;
  onReported?: () => void;
}

/** What happened, a note, and optionally the delivery; the server adds the time and the last known position. */
export function IncidentForm({ orders, orderId, onReported }: IncidentFormProps) {
  const reportIncident = useReportIncident();
  const chosen = orders.some((o) => o.id === orderId) ? orderId! : '';
  const form = useForm<Values, unknown, ReportIncident>({
    resolver,
    defaultValues: { category: '', notes: '', orderId: chosen },
  });
  const { setValue } = form;
  // Set once the select and its options are in the document, so the control shows the delivery too.
  useEffect(() => setValue('orderId', chosen), [setValue, chosen]);
  const { errors, isSubmitting } = form.formState;
  const [category, notes] = useWatch({ control: form.control, name: ['category', 'notes'] });
  const submit = form.handleSubmit(async (values) => {
    const position = await quickPosition();
    const done = await reportIncident.mutateAsync({ ...values, ...position }).catch(() => null);
    if (!done) return;
    form.reset({ category: '', notes: '', orderId: '' });
    onReported?.();
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Report an incident" className="space-y-5">
      <fieldset aria-describedby={errors.category ? 'incident-category-error' : undefined}>
        <legend className="text-sm font-medium">What happened?</legend>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {CATEGORIES.map(([value, label]) => (
            <label
              key={value}
              className={cn(
                'flex min-h-12 cursor-pointer items-center gap-2 rounded-2xl border px-3 py-2 text-sm font-medium transition',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent/40',
                category === value ? 'border-accent bg-accent-soft' : 'border-border bg-surface',
              )}
            >
              <input type="radio" value={value} className="accent-current" {...form.register('category')} />
              {label}
            </label>
          ))}
        </div>
        {errors.category && (
          <p id="incident-category-error" role="alert" className="mt-1.5 text-sm text-danger">
            {errors.category.message}
          </p>
        )}
      </fieldset>
      {orders.length > 0 && (
        <SelectField
          id="incident-order"
          label="Delivery (optional)"
          placeholder="Not about a delivery"
          options={orders.map((o) => [o.id, o.number] as const)}
          error={errors.orderId?.message}
          registration={form.register('orderId')}
        />
      )}
      <FormField
        id="incident-notes"
        label={category === 'other' ? 'Notes' : 'Notes (optional)'}
        error={errors.notes?.message}
        hint={`${notes.length}/${INCIDENT_NOTES_MAX}`}
      >
        {(control) => (
          <textarea
            rows={4}
            maxLength={INCIDENT_NOTES_MAX + 50}
            className={`${CONTROL_CLASS} h-auto py-3`}
            {...control}
            {...form.register('notes')}
          />
        )}
      </FormField>
      <p className="text-xs text-muted">
        The time and your position are attached. In an emergency, call 911 first.
      </p>
      {reportIncident.error && <FormAlert>{reportIncident.error.message}</FormAlert>}
      <DangerButton type="submit" className="w-full" disabled={isSubmitting} aria-busy={isSubmitting}>
        Send report
      </DangerButton>
    </form>
  );
}
