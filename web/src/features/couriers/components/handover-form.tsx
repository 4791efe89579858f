import { useState, type ReactNode } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { IdCard, PenLine, Wallet, type LucideIcon } from 'lucide-react';
import type { PaymentMethod } from '#domain/checkout/fields.ts';
import type { ReturnReason } from '#domain/couriers/schemas.ts';
import type { CourierDelivery } from '#domain/couriers/views.ts';
import { HandoverSchema, type Handover, type Signature } from '#domain/id-check/schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { useHandOverOrder } from '../api/hand-over-order.ts';
import { SignaturePad } from '../id-scan/signature-pad.tsx';
import { quickPosition } from '../utils/quick-position.ts';
import { FormAlert } from './form-alert.tsx';
import { IdCheckStep } from './id-check-step.tsx';
import { PaymentChoice } from './payment-choice.tsx';

interface Values {
  paymentMethod: PaymentMethod;
  paymentCollected: boolean;
  signature: Signature | null;
}
type Submitted = Omit<Handover, 'position'>;

const resolver = zodResolver(HandoverSchema.omit({ position: true })) as unknown as Resolver<
  Values,
  unknown,
  Submitted
>;

interface HandoverFormProps {
  delivery: CourierDelivery;
  onRefuse: (reason?: ReturnReason) => void;
}

/** One step's heading, the same for all three: its icon, its number, what to do. */
function StepLegend({ n, icon: Icon, children }: { n: number; icon: LucideIcon; children: ReactNode }) {
  return (
    <legend className="mb-1 flex items-center gap-2 font-medium">
      <Icon className="h-4 w-4 text-accent" aria-hidden />
      <span className="text-muted">{n}.</span> {children}
    </legend>
  );
}

/**
 * NY rule: the ID is checked at the door first (step 1, decided by the server); payment and the recipient's
 * signature open only once it has passed. The hand-over records the time and where the courier stands.
 */
export function HandoverForm({ delivery, onRefuse }: HandoverFormProps) {
  const handOver = useHandOverOrder();
  const [rechecking, setRechecking] = useState(false);
  const form = useForm<Values, unknown, Submitted>({
    resolver,
    defaultValues: { paymentMethod: delivery.paymentMethod, paymentCollected: false, signature: null },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const position = await quickPosition();
    await handOver
      .mutateAsync({ orderId: delivery.id, ...values, ...(position ? { position } : {}) })
      .catch(() => undefined);
  });
  const passed = delivery.idCheck?.passed === true && !rechecking;
  const id = delivery.id;
  const waiting = `${id}-id-wait`;

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
      <fieldset className="space-y-3">
        <StepLegend n={1} icon={IdCard}>
          Check the recipient&apos;s government ID
        </StepLegend>
        {!passed && (
          <p className="text-sm text-muted">
            The photo must match the person at the door. Scan the barcode on the back of the ID.
          </p>
        )}
        <IdCheckStep
          delivery={delivery}
          onRefuse={onRefuse}
          rechecking={rechecking}
          onRecheck={(on) => {
            setRechecking(on);
            // Another ID, another person maybe: a signature drawn before it does not carry over.
            if (on) form.setValue('signature', null);
          }}
        />
      </fieldset>
      {/* A disabled fieldset disables every control in it: no payment before the ID check has passed. */}
      <fieldset
        disabled={!passed}
        aria-describedby={passed ? undefined : waiting}
        className="space-y-3 border-t border-border pt-4 disabled:opacity-50"
      >
        <StepLegend n={2} icon={Wallet}>
          Payment
        </StepLegend>
        {!passed && (
          <p id={waiting} className="text-sm text-muted">
            Payment and signature open once the ID check has passed.
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
      <fieldset disabled={!passed} className="space-y-2 border-t border-border pt-4 disabled:opacity-50">
        <StepLegend n={3} icon={PenLine}>
          Recipient signs
        </StepLegend>
        {passed && (
          <Controller
            control={form.control}
            name="signature"
            render={({ field }) => (
              <SignaturePad
                label={`Signature of ${delivery.dropoff.recipient}`}
                onChange={(signature) => field.onChange(signature)}
              />
            )}
          />
        )}
        {errors.signature && <FormAlert>{errors.signature.message ?? 'Ask the recipient to sign'}</FormAlert>}
      </fieldset>
      {handOver.error && <FormAlert>{handOver.error.message}</FormAlert>}
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
    </form>
  );
}
