import { useEffect } from 'react';
import { Clock, MoonStar } from 'lucide-react';
import { useController, type UseFormReturn } from 'react-hook-form';
import type { Checkout } from '#domain/checkout.schemas.ts';
import { type DeliveryWindow } from '#domain/compliance/delivery-windows.ts';
import { hourLabel, type StoreHours } from '#domain/compliance/store-hours.ts';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { CONTROL_CLASS } from '#web/components/ui/form-field.tsx';
import type { CheckoutValues } from '../utils/checkout-values.ts';
import { groupWindowsByDay } from '../utils/window-groups.ts';
import { FormSection } from './form-section.tsx';

export interface DeliveryOptions {
  asapAvailable: boolean;
  windows: readonly DeliveryWindow[];
  storeHours: StoreHours;
  /** Why the cart's shop takes no ASAP order now; null or absent when it is open. */
  shopClosed?: string | null | undefined;
}

interface DeliveryTimeSectionProps {
  form: UseFormReturn<CheckoutValues, unknown, Checkout>;
  /** From the quote; null while it loads. */
  options: DeliveryOptions | null;
}

const CARD =
  'flex cursor-pointer items-start gap-3 rounded-2xl border border-border bg-surface p-4 text-sm transition hover:border-accent/40 ' +
  'has-[:checked]:border-accent has-[:checked]:bg-accent-soft/50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent/40';
const RADIO = 'mt-0.5 h-4 w-4 shrink-0 cursor-pointer accent-[var(--accent)] focus-visible:outline-none';
const ERROR_ID = 'checkout-delivery-time-error';

/** NY hours rule: ASAP only while the store is open; otherwise (or by choice) a scheduled window. */
export function DeliveryTimeSection({ form, options }: DeliveryTimeSectionProps) {
  const { field, fieldState } = useController({ control: form.control, name: 'deliveryTime' });
  const asapAvailable = options?.asapAvailable ?? false;
  const windows = options?.windows ?? [];
  const { value, onChange, onBlur, ref: focusRef } = field;
  const error = fieldState.error?.message;
  const groups = groupWindowsByDay(windows);
  const scheduled = value !== '' && value !== 'asap';
  const showSelect = !asapAvailable || scheduled;
  const describedBy = error ? ERROR_ID : undefined;

  // ASAP is the natural choice while open; it goes away if the store closes while the page is open.
  useEffect(() => {
    if (!options) return;
    if (options.asapAvailable && value === '' && !fieldState.isDirty) onChange('asap');
    if (!options.asapAvailable && value === 'asap') onChange('');
  }, [options, value, fieldState.isDirty, onChange]);

  if (!options) {
    return (
      <FormSection id="checkout-time" step={3} title="Delivery time">
        <LoadingSkeleton variant="card" />
      </FormSection>
    );
  }
  const { opensHour, closesHour } = options.storeHours;

  return (
    <FormSection id="checkout-time" step={3} title="Delivery time">
      {asapAvailable ? (
        <fieldset className="grid gap-3 sm:grid-cols-2" aria-describedby={describedBy}>
          <legend className="sr-only">When should we deliver?</legend>
          <label className={CARD}>
            <input
              ref={showSelect ? undefined : focusRef}
              type="radio"
              name="checkout-delivery-mode"
              checked={value === 'asap'}
              onChange={() => onChange('asap')}
              onBlur={onBlur}
              className={RADIO}
            />
            <span>
              <span className="flex items-center gap-1.5 font-medium">
                <Clock className="h-4 w-4 text-accent" aria-hidden /> ASAP
              </span>
              <span className="mt-0.5 block text-muted">Usually within the hour</span>
            </span>
          </label>
          <label className={CARD}>
            <input
              type="radio"
              name="checkout-delivery-mode"
              checked={scheduled}
              onChange={() => onChange(windows[0]?.start ?? '')}
              className={RADIO}
            />
            <span>
              <span className="font-medium">Schedule a window</span>
              <span className="mt-0.5 block text-muted">Pick a one-hour slot, up to 3 days ahead</span>
            </span>
          </label>
        </fieldset>
      ) : (
        <p className="flex items-start gap-3 rounded-2xl bg-surface-2/70 p-4 text-sm">
          <MoonStar className="mt-0.5 h-5 w-5 shrink-0 text-accent" aria-hidden />
          <span>
            <span className="block font-medium" data-testid="asap-unavailable">
              {options.shopClosed
                ? `${options.shopClosed} — scheduled delivery only.`
                : "We're closed right now, so ASAP delivery is unavailable."}
            </span>
            <span className="text-muted">
              {options.shopClosed
                ? "Choose a window below and we'll bring your order then."
                : `We deliver ${hourLabel(opensHour)}–${hourLabel(closesHour)} every day. Choose a window below and we'll bring your order then.`}
            </span>
          </span>
        </p>
      )}
      {showSelect && (
        <div className="space-y-1.5">
          <label htmlFor="checkout-window" className="block text-sm font-medium">
            Delivery window
          </label>
          <select
            id="checkout-window"
            ref={focusRef}
            value={scheduled ? value : ''}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={`${CONTROL_CLASS} cursor-pointer pr-10`}
          >
            <option value="" disabled>
              Choose a window
            </option>
            {groups.map((group) => (
              <optgroup key={group.day} label={group.label}>
                {group.windows.map((w) => (
                  <option key={w.start} value={w.start}>
                    {group.label}, {w.time}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
      )}
      {error && (
        <p id={ERROR_ID} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </FormSection>
  );
}
