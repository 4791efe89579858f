import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { BadgeCheck, IdCard } from 'lucide-react';
import type { PaymentMethod } from '#domain/checkout/fields.ts';
import {
  COURIER_MESSAGES,
  HandoverSchema,
  type Handover,
  type ReturnReason,
} from '#domain/couriers/schemas.ts';
import type { CourierDelivery } from '#domain/couriers/views.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useHandOverOrder } from '../api/hand-over-order.ts';
import { DangerButton } from './danger-button.tsx';
import { FormAlert } from './form-alert.tsx';
import { PaymentChoice } from './payment-choice.tsx';
import { idCheckOf } from '../utils/id-check.ts';

interface Values {
  idBirthDate: string;
  paymentMethod: PaymentMethod;
  paymentCollected: boolean;
}

const resolver = zodResolver(HandoverSchema) as unknown as Resolver<Values, unknown, Handover>;
const today = () => new Date().toISOString().slice(0, 10);

interface HandoverFormProps {
  delivery: CourierDelivery;
  onRefuse: (reason?: ReturnReason) => void;
}

/**
 * NY rule: the ID is checked at the door, first; the payment step opens only once the date of birth on the ID reads
 * 21 or older. The server decides again on hand-over and refuses one without a passing ID.
 */
export function HandoverForm({ delivery, onRefuse }: HandoverFormProps) {
  const handOver = useHandOverOrder();
  const form = useForm<Values, unknown, Handover>({
    resolver,
    defaultValues: { idBirthDate: '', paymentMethod: delivery.paymentMethod, paymentCollected: false },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    await handOver.mutateAsync({ orderId: delivery.id, ...values }).catch(() => undefined);
  });
  const error = handOver.error;
  const check = idCheckOf(useWatch({ control: form.control, name: 'idBirthDate' }));
  const passed = check === 'passed';
  const underAge =
    check === 'under_21' || (error instanceof ApiError && error.message === COURIER_MESSAGES.under21);
  const id = delivery.id;

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={`Hand over ${delivery.orderNumber}`}
      className="space-y-5"
    >
      <p className="text-sm">
        Hand over to <span className="font-semibold">{delivery.dropoff.recipient}</span>
      </p>
      <fieldset className="space-y-3 rounded-2xl border border-border p-4">
        <legend className="flex items-center gap-2 px-1 font-medium">
          <IdCard className="h-4 w-4 text-accent" aria-hidden />
          <span className="text-muted">1.</span> Check the recipient&apos;s government ID
        </legend>
        <p className="text-sm text-muted">
          The photo and the name must match the person at the door. Enter the date of birth printed on the ID.
        </p>
        <TextField
          id={`${id}-id-birth-date`}
          label="Date of birth on the ID"
          type="date"
          min="1900-01-01"
          max={today()}
          error={errors.idBirthDate?.message}
          // A new date is a new check: the last answer (an under-21 refusal of a mistyped date) no longer stands.
          registration={form.register('idBirthDate', { onChange: () => handOver.reset() })}
        />
        {passed && (
          <p className="flex items-center gap-2 text-sm font-medium text-success" data-testid="id-passed">
            <BadgeCheck className="h-4 w-4" aria-hidden />
            ID shows 21 or older
          </p>
        )}
      </fieldset>
      {/* A disabled fieldset disables every control in it: no payment before the ID check has passed. */}
      <fieldset
        disabled={!passed}
        aria-describedby={passed ? undefined : `${id}-payment-wait`}
        className="space-y-3 disabled:opacity-50"
      >
        <legend className="sr-only">2. Payment</legend>
        {!passed && (
          <p id={`${id}-payment-wait`} className="text-sm text-muted">
            2. Payment opens once the ID shows 21 or older.
          </p>
        )}
        <PaymentChoice
          name={`${id}-payment`}
          totalDueCents={delivery.totalDueCents}
          error={errors.paymentMethod?.message}
          registration={form.register('paymentMethod')}
        />
        <CheckboxField
          id={`${id}-payment-collected`}
          label="Payment collected"
          error={errors.paymentCollected?.message}
          registration={form.register('paymentCollected')}
        />
      </fieldset>
      {check === 'under_21' ? (
        <FormAlert>{COURIER_MESSAGES.under21}</FormAlert>
      ) : (
        error && <FormAlert>{error.message}</FormAlert>
      )}
      {underAge && (
        <>
          <p className="text-sm text-muted">
            Typed the date wrong? Correct the date of birth above and complete the delivery.
          </p>
          <DangerButton className="w-full" onClick={() => onRefuse('under_21')}>
            Record refusal
          </DangerButton>
        </>
      )}
      {!underAge && (
        <div className="grid gap-3 sm:grid-cols-2">
          <Button
            type="submit"
            variant="accent"
            size="lg"
            disabled={isSubmitting || !passed}
            aria-busy={isSubmitting}
          >
            Complete delivery
          </Button>
          <Button variant="outline" size="lg" onClick={() => onRefuse()}>
            Can&apos;t hand over
          </Button>
        </div>
      )}
    </form>
  );
}
