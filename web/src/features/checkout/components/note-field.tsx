import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { Checkout } from '#domain/checkout.schemas.ts';
import { CONTROL_CLASS, FormField } from '#web/components/ui/form-field.tsx';
import type { CheckoutValues } from '../utils/checkout-values.ts';

const MAX = 500;

export function NoteField({ form }: { form: UseFormReturn<CheckoutValues, unknown, Checkout> }) {
  const note = useWatch({ control: form.control, name: 'note' });
  return (
    <FormField
      id="checkout-note"
      label={
        <>
          Note for the courier <span className="font-normal text-muted">(optional)</span>
        </>
      }
      error={form.formState.errors.note?.message}
      hint={
        <span className="block text-right tabular-nums">
          {note.length}/{MAX} characters
        </span>
      }
    >
      {(control) => (
        <textarea
          rows={3}
          maxLength={MAX}
          placeholder="Buzzer 4B, side entrance, call on arrival…"
          className={`${CONTROL_CLASS} h-auto resize-y py-3`}
          {...control}
          {...form.register('note')}
        />
      )}
    </FormField>
  );
}
