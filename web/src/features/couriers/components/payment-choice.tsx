import { Banknote, CreditCard } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PAYMENT_METHODS } from '#domain/checkout/fields.ts';
import { formatUsd } from '#domain/money.ts';

const CHOICES = {
  cash: { label: 'Cash', icon: Banknote },
  debit: { label: 'Debit card', icon: CreditCard },
} as const;

const CARD =
  'flex cursor-pointer items-center gap-3 rounded-2xl border border-border bg-surface p-3.5 text-sm font-medium transition ' +
  'has-[:checked]:border-accent has-[:checked]:bg-accent-soft/50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent/40';

interface PaymentChoiceProps {
  name: string;
  totalDueCents: number;
  error?: string | undefined;
  registration: UseFormRegisterReturn;
}

export function PaymentChoice({ name, totalDueCents, error, registration }: PaymentChoiceProps) {
  return (
    <fieldset className="space-y-2.5" aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="font-medium">
        Collect <span className="text-accent">{formatUsd(totalDueCents)}</span> by
      </legend>
      <div className="grid grid-cols-2 gap-3">
        {PAYMENT_METHODS.map((method) => {
          const { label, icon: Icon } = CHOICES[method];
          return (
            <label key={method} className={CARD}>
              <input
                type="radio"
                value={method}
                className="h-4 w-4 shrink-0 cursor-pointer accent-[var(--accent)] focus-visible:outline-none"
                {...registration}
              />
              <Icon className="h-4 w-4 text-accent" aria-hidden />
              {label}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${name}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
