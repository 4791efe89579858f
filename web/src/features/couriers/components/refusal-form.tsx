import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  RETURN_REASONS,
  ReturnSchema,
  type ReturnInput,
  type ReturnReason,
} from '#domain/couriers/schemas.ts';
import type { CourierDelivery } from '#domain/couriers/views.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CONTROL_CLASS, FormField } from '#web/components/ui/form-field.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { useReturnOrder } from '../api/return-order.ts';
import { DangerButton } from './danger-button.tsx';
import { FormAlert } from './form-alert.tsx';

interface Values {
  reason: ReturnReason | '';
  note: string;
}

const resolver = zodResolver(ReturnSchema) as unknown as Resolver<Values, unknown, ReturnInput>;
const REASONS = Object.entries(RETURN_REASONS) as [ReturnReason, string][];

interface RefusalFormProps {
  delivery: CourierDelivery;
  reason: ReturnReason | undefined;
  onCancel: () => void;
}

/** The order goes back to the shop; the reason is kept for the compliance record. */
export function RefusalForm({ delivery, reason, onCancel }: RefusalFormProps) {
  const returnOrder = useReturnOrder();
  const form = useForm<Values, unknown, ReturnInput>({
    resolver,
    defaultValues: { reason: reason ?? '', note: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ reason: chosen, note }) => {
    await returnOrder
      .mutateAsync({ orderId: delivery.id, reason: chosen, ...(note ? { note } : {}) })
      .catch(() => undefined);
  });
  const id = delivery.id;

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={`Record refusal for ${delivery.orderNumber}`}
      className="space-y-4"
    >
      <p className="text-sm text-muted">
        Do not hand over the order. Record why, then take it back to the shop.
      </p>
      <SelectField
        id={`${id}-return-reason`}
        label="Reason"
        placeholder="Choose a reason"
        options={REASONS}
        error={errors.reason?.message}
        registration={form.register('reason')}
      />
      <FormField id={`${id}-return-note`} label="Note (optional)" error={errors.note?.message}>
        {(control) => (
          <textarea
            rows={3}
            className={`${CONTROL_CLASS} h-auto py-3`}
            {...control}
            {...form.register('note')}
          />
        )}
      </FormField>
      {returnOrder.error && <FormAlert>{returnOrder.error.message}</FormAlert>}
      <div className="grid gap-3 sm:grid-cols-2">
        <DangerButton type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          Record refusal
        </DangerButton>
        <Button variant="outline" size="lg" onClick={onCancel}>
          Back to hand-over
        </Button>
      </div>
    </form>
  );
}
