import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { Checkout } from '#domain/checkout.schemas.ts';
import type { CheckoutValues } from '../utils/checkout-values.ts';
import { INPUT_CLASS } from './text-field.tsx';

const ID = 'checkout-note';
const MAX = 500;

export function NoteField({ form }: { form: UseFormReturn<CheckoutValues, unknown, Checkout> }) {
  const note = useWatch({ control: form.control, name: 'note' });
  const error = form.formState.errors.note?.message;
  return (
    <div className="space-y-1.5">
      <label htmlFor={ID} className="block text-sm font-medium">
        Note for the courier <span className="font-normal text-muted">(optional)</span>
      </label>
      <textarea
        id={ID}
        rows={3}
        maxLength={MAX}
        placeholder="Buzzer 4B, side entrance, call on arrival…"
        className={`${INPUT_CLASS} h-auto resize-y py-3`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${ID}-error` : `${ID}-count`}
        {...form.register('note')}
      />
      {error ? (
        <p id={`${ID}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : (
        <p id={`${ID}-count`} className="text-right text-xs tabular-nums text-muted">
          {note.length}/{MAX} characters
        </p>
      )}
    </div>
  );
}
